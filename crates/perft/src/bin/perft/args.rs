//! The perft command line's arguments.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use danilchuk_linear::LineLimit;
use danilchuk_perft::MAX_DEPTH;
use danilchuk_variant::Rules;

/// The usage text printed with every argument error and by `--help`.
pub const USAGE: &str = "\
usage: perft [--variant chess|immortal|linear|linear3|linear2] [--line-limit 2|3] [--depth N]
             [--fen FEN] [--moves UCI...] [--divide | --plain] [--json]
             [--threads N] [--hash MIB] [--salt N] [--progress SECONDS | --no-progress]
             [--journal FILE] [--job UCI...]
       perft split [--variant ...] [--fen FEN] [--moves UCI...] [--depth N]
             [--split-depth N] [--threads N] [--hash MIB] [--salt N] [--no-progress]
       perft merge FILE...
  --depth N        0..=64, default 5
  --threads N      counting threads, default: all cores
  --hash MIB       shared table size in MiB, default 64; 0 = no table
  --salt N         another table layout (for a confirming run), default 0
  --moves UCI...   start after these moves (every following argument not
                   starting with --)
  --divide         one line per root move before the total
  --json           one JSON object on stdout instead of the text lines
  --plain          play every move down to depth 0 (one thread, no table)
  --progress S     progress on stderr once the run takes S seconds (default 1)
  --journal FILE   append each finished job to FILE (one checked JSON line,
                   synced); a rerun with the same FILE counts only the rest;
                   locked: a second run on FILE meanwhile is refused
  --job UCI...     count one job of the run: the subtree after these moves
                   from the run's position; prints its one JSON job line
  split            print the run's jobs, one line of perft arguments each
                   (--split-depth 1: one per root move, the default; 2: one
                   per root move and reply)
  merge FILE...    add up job lines and journals (- reads stdin) into the
                   run's divide and total, after checking that every job of
                   the run is there exactly once
  One argument holding a whole job line (as `parallel \"perft {}\"` passes
  it) is split into words, single quotes kept together.";

/// The largest `--hash` accepted (1 TiB).
const MAX_HASH_MIB: usize = 1 << 20;

/// The largest `--threads` accepted.
const MAX_THREADS: usize = 1024;

/// The default table size: fast at depth 7-8 without taking much of a
/// shared machine's memory.
pub const DEFAULT_HASH_MIB: usize = 64;

/// How the leaves are counted and reported.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Counting {
    /// Parallel, hashed, bulk at depth 1: the total only.
    Bulk,
    /// Play every move down to depth 0, on one thread.
    Plain,
    /// Bulk, one line per root move.
    Divide,
}

/// The stdout format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Output {
    /// `--divide` lines, then `Nodes searched: N`.
    Text,
    /// One JSON object.
    Json,
}

/// What the arguments ask for.
#[derive(Clone, Debug)]
pub struct Args {
    /// The rule set and its settings (`--variant`, `--line-limit`).
    pub rules: Rules,
    pub depth: u32,
    pub fen: Option<String>,
    pub moves: Vec<String>,
    pub counting: Counting,
    pub output: Output,
    pub threads: usize,
    pub hash_mib: usize,
    /// `None`: no progress display.
    pub progress_after: Option<Duration>,
    /// Keys the table differently ([`danilchuk_perft::Perft::salt`]).
    pub salt: u64,
    /// Where finished jobs are recorded and taken from.
    pub journal: Option<PathBuf>,
    /// Count only the job after these moves from the run's position.
    pub job: Option<Vec<String>>,
    /// The counting options as given (`--threads 1`, ...), for the job
    /// lines of `perft split`.
    pub passthrough: Vec<String>,
}

/// The deepest `--split-depth`: finer jobs than a cluster needs.
pub const MAX_SPLIT_DEPTH: u32 = 4;

/// What the command line asks for.
#[derive(Clone, Debug)]
pub enum Command {
    /// Count the run (or one `--job` of it).
    Count(Args),
    /// Print the run's jobs, split this many plies below its position.
    Split(Args, u32),
    /// Add up these job files.
    Merge(Vec<String>),
}

/// Parses the arguments (without the program name) into a command.
pub fn parse_command(args: &[String]) -> Result<Command, String> {
    match args.first().map(String::as_str) {
        Some("merge") => {
            let files = args[1..].to_vec();
            if let Some(option) = files.iter().find(|f| f.starts_with("--")) {
                return Err(format!("merge: unknown argument {option:?}"));
            }
            if files.is_empty() {
                return Err("merge: name at least one job file (or - for stdin)".into());
            }
            Ok(Command::Merge(files))
        }
        Some("split") => {
            let mut rest = Vec::new();
            let mut split_depth = 1;
            let mut it = args[1..].iter();
            while let Some(arg) = it.next() {
                if arg == "--split-depth" {
                    let text = it.next().ok_or("--split-depth needs a value")?;
                    let what = format!("a number of plies from 1 to {MAX_SPLIT_DEPTH}");
                    split_depth = number("--split-depth", text, &what)?;
                    if !(1..=MAX_SPLIT_DEPTH).contains(&split_depth) {
                        return Err(format!("--split-depth: expected {what}, found {text:?}"));
                    }
                } else {
                    rest.push(arg.clone());
                }
            }
            let parsed = parse_args(&rest)?;
            let not_for_split = [
                (parsed.journal.is_some(), "--journal"),
                (parsed.job.is_some(), "--job"),
                (parsed.counting == Counting::Divide, "--divide"),
                (parsed.output == Output::Json, "--json"),
            ];
            if let Some((_, option)) = not_for_split.iter().find(|(given, _)| *given) {
                return Err(format!(
                    "split: {option} does not apply (each job prints its one JSON line)"
                ));
            }
            Ok(Command::Split(parsed, split_depth))
        }
        _ => parse_args(args).map(Command::Count),
    }
}

/// Whether the arguments ask for the usage text.
pub fn wants_help(args: &[String]) -> bool {
    args.iter().any(|a| a == "-h" || a == "--help")
}

/// The arguments as text; a non-UTF-8 argument is an error, not a panic.
pub fn to_strings(args: Vec<OsString>) -> Result<Vec<String>, String> {
    args.into_iter()
        .enumerate()
        .map(|(i, arg)| {
            arg.into_string()
                .map_err(|bad| format!("argument {} is not valid UTF-8: {bad:?}", i + 1))
        })
        .collect()
}

fn number<T: std::str::FromStr>(name: &str, text: &str, what: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name}: expected {what}, found {text:?}"))
}

/// Parses the arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut parsed = Args {
        rules: Rules::Chess,
        depth: 5,
        fen: None,
        moves: Vec::new(),
        counting: Counting::Bulk,
        output: Output::Text,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        hash_mib: DEFAULT_HASH_MIB,
        progress_after: Some(Duration::from_secs(1)),
        salt: 0,
        journal: None,
        job: None,
        passthrough: Vec::new(),
    };
    let mut line_limit = None;
    let mut it = args.iter().peekable();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--variant" => {
                parsed.rules = value("--variant")?
                    .parse()
                    .map_err(|e| format!("--variant: {e}"))?;
            }
            "--depth" => {
                let text = value("--depth")?;
                parsed.depth = number("--depth", &text, "a whole number")?;
                if parsed.depth > MAX_DEPTH {
                    return Err(format!(
                        "--depth: {} is beyond the maximum depth {MAX_DEPTH}",
                        parsed.depth
                    ));
                }
            }
            "--fen" => parsed.fen = Some(value("--fen")?),
            "--line-limit" => {
                let text = value("--line-limit")?;
                line_limit = Some(match text.as_str() {
                    "2" => LineLimit::Two,
                    "3" => LineLimit::Three,
                    _ => return Err(format!("--line-limit: expected 2 or 3, found {text:?}")),
                });
            }
            "--moves" => {
                while let Some(m) = it.next_if(|a| !a.starts_with("--")) {
                    parsed.moves.push(m.clone());
                }
            }
            "--threads" => {
                let text = value("--threads")?;
                let what = "a number of threads from 1 to 1024";
                parsed.threads = number("--threads", &text, what)?;
                if !(1..=MAX_THREADS).contains(&parsed.threads) {
                    return Err(format!("--threads: expected {what}, found {text:?}"));
                }
                parsed.passthrough.extend(["--threads".into(), text]);
            }
            "--hash" => {
                let text = value("--hash")?;
                let what = "a size in MiB from 0 (no table) to 1048576";
                parsed.hash_mib = number("--hash", &text, what)?;
                if parsed.hash_mib > MAX_HASH_MIB {
                    return Err(format!("--hash: expected {what}, found {text:?}"));
                }
                parsed.passthrough.extend(["--hash".into(), text]);
            }
            "--salt" => {
                let text = value("--salt")?;
                let parsed_salt = match text.strip_prefix("0x") {
                    Some(hex) => u64::from_str_radix(hex, 16).ok(),
                    None => text.parse().ok(),
                };
                parsed.salt = parsed_salt.ok_or_else(|| {
                    format!("--salt: expected a 64-bit number (decimal or 0x hex), found {text:?}")
                })?;
                parsed.passthrough.extend(["--salt".into(), text]);
            }
            "--journal" => parsed.journal = Some(PathBuf::from(value("--journal")?)),
            "--job" => {
                let mut moves = Vec::new();
                while let Some(m) = it.next_if(|a| !a.starts_with("--")) {
                    moves.push(m.clone());
                }
                parsed.job = Some(moves);
            }
            "--progress" => {
                let text = value("--progress")?;
                let seconds: f64 = number("--progress", &text, "a number of seconds")?;
                if !(0.0..=1e6).contains(&seconds) {
                    return Err(format!(
                        "--progress: expected 0 to 1000000 seconds, found {text:?}"
                    ));
                }
                parsed.progress_after = Some(Duration::from_secs_f64(seconds));
                parsed.passthrough.extend(["--progress".into(), text]);
            }
            "--no-progress" => {
                parsed.progress_after = None;
                parsed.passthrough.push(arg.clone());
            }
            "--divide" => parsed.counting = Counting::Divide,
            "--plain" => {
                parsed.counting = Counting::Plain;
                parsed.passthrough.push(arg.clone());
            }
            "--json" => parsed.output = Output::Json,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    match (parsed.rules, line_limit) {
        (_, None) => {}
        (Rules::Linear(LineLimit::Unlimited), Some(limit)) => parsed.rules = Rules::Linear(limit),
        (Rules::Linear(given), Some(limit)) if given == limit => {}
        (Rules::Linear(_), Some(_)) => {
            return Err(format!(
                "--line-limit contradicts --variant {}",
                parsed.rules
            ))
        }
        (Rules::Chess | Rules::Immortal, Some(_)) => {
            return Err("--line-limit applies only to --variant linear".into())
        }
    }
    if parsed.job.is_some()
        && (parsed.counting == Counting::Divide || parsed.output == Output::Json)
    {
        return Err("--job prints its one JSON job line: --divide and --json do not apply".into());
    }
    if parsed.journal.is_some() && parsed.counting == Counting::Plain {
        return Err("--journal records the jobs of a parallel run; --plain has none".into());
    }
    Ok(parsed)
}
