//! The perft command line's arguments.

use std::ffi::OsString;
use std::time::Duration;

use danilchuk_linear::LineLimit;
use danilchuk_perft::MAX_DEPTH;
use danilchuk_variant::Rules;

/// The usage text printed with every argument error and by `--help`.
pub const USAGE: &str = "\
usage: perft [--variant chess|immortal|linear|linear3|linear2] [--line-limit 2|3] [--depth N]
             [--fen FEN] [--moves UCI...] [--divide | --plain] [--json]
             [--threads N] [--hash MIB] [--progress SECONDS | --no-progress]
  --depth N        0..=64, default 5
  --threads N      counting threads, default: all cores
  --hash MIB       shared table size in MiB, default 64; 0 = no table
  --moves UCI...   start after these moves (every following argument not
                   starting with --)
  --divide         one line per root move before the total
  --json           one JSON object on stdout instead of the text lines
  --plain          play every move down to depth 0 (one thread, no table)
  --progress S     progress on stderr once the run takes S seconds (default 1)";

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
            }
            "--hash" => {
                let text = value("--hash")?;
                let what = "a size in MiB from 0 (no table) to 1048576";
                parsed.hash_mib = number("--hash", &text, what)?;
                if parsed.hash_mib > MAX_HASH_MIB {
                    return Err(format!("--hash: expected {what}, found {text:?}"));
                }
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
            }
            "--no-progress" => parsed.progress_after = None,
            "--divide" => parsed.counting = Counting::Divide,
            "--plain" => parsed.counting = Counting::Plain,
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
    Ok(parsed)
}
