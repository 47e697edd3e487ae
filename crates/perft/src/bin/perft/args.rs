//! The perft command line's arguments, read with lexopt: one `match` over
//! the options, typed errors ([`ArgsError`]), the usage text of `--help`
//! and of every argument error.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use danilchuk_linear::LineLimit;
use danilchuk_perft::MAX_DEPTH;
use danilchuk_variant::{Rules, UnknownRules};
use lexopt::Arg::{Long, Short, Value};

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
  -h, --help       this text
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

/// Why the command line cannot be run: printed after `perft: `, then the
/// usage (exit 2).
#[derive(Debug, thiserror::Error)]
pub enum ArgsError {
    /// An argument is not text.
    #[error("argument {position} is not valid UTF-8: {text:?}")]
    NotUtf8 {
        /// 1-based.
        position: usize,
        /// The argument.
        text: OsString,
    },
    /// A job line given as one argument has an unclosed quote.
    #[error("unbalanced {quote} in the job line {line:?}")]
    UnbalancedQuote {
        /// `'` or `"`.
        quote: char,
        /// The argument.
        line: String,
    },
    /// No such option, or a word where none is expected.
    #[error("unknown argument {0:?}")]
    Unknown(String),
    /// An option without its value at the end of the line.
    #[error("{0} needs a value")]
    MissingValue(String),
    /// `--flag=value` for an option that takes none.
    #[error("{option} takes no value, found {value:?}")]
    UnexpectedValue {
        /// The option.
        option: String,
        /// What followed `=`.
        value: String,
    },
    /// A value of the wrong form or out of range.
    #[error("{option}: expected {expected}, found {found:?}")]
    Invalid {
        /// The option.
        option: &'static str,
        /// What it takes.
        expected: String,
        /// What it got.
        found: String,
    },
    /// `--variant` names no rule set.
    #[error("--variant: {0}")]
    Variant(#[from] UnknownRules),
    /// `--depth` beyond [`MAX_DEPTH`].
    #[error("--depth: {0} is beyond the maximum depth {MAX_DEPTH}")]
    DepthTooLarge(u32),
    /// `--line-limit` and a `--variant` name with another limit.
    #[error("--line-limit contradicts --variant {0}")]
    LineLimitContradicts(Rules),
    /// `--line-limit` for a rule set without lines.
    #[error("--line-limit applies only to --variant linear")]
    LineLimitNotLinear,
    /// `--job` with an output option of a whole run.
    #[error("--job prints its one JSON job line: --divide and --json do not apply")]
    JobOutput,
    /// `--journal` with `--plain`.
    #[error("--journal records the jobs of a parallel run; --plain has none")]
    JournalPlain,
    /// An option of a counting run given to `perft split`.
    #[error("split: {0} does not apply (each job prints its one JSON line)")]
    NotForSplit(&'static str),
    /// An option given to `perft merge`.
    #[error("merge: unknown argument {0:?}")]
    MergeOption(String),
    /// `perft merge` without files.
    #[error("merge: name at least one job file (or - for stdin)")]
    MergeNothing,
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        match e {
            lexopt::Error::MissingValue { option } => {
                ArgsError::MissingValue(option.unwrap_or_else(|| "an option".into()))
            }
            lexopt::Error::UnexpectedOption(option) => ArgsError::Unknown(option),
            lexopt::Error::UnexpectedArgument(value) => {
                ArgsError::Unknown(value.to_string_lossy().into_owned())
            }
            lexopt::Error::UnexpectedValue { option, value } => ArgsError::UnexpectedValue {
                option,
                value: value.to_string_lossy().into_owned(),
            },
            // The arguments are checked to be text before lexopt sees them
            // ([`to_strings`]), and values are parsed here, not by lexopt.
            other => ArgsError::Unknown(other.to_string()),
        }
    }
}

/// What the command line asks for.
#[derive(Clone, Debug)]
pub enum Command {
    /// `--help`: print the usage.
    Help,
    /// Count the run (or one `--job` of it).
    Count(Args),
    /// Print the run's jobs, split this many plies below its position.
    Split(Args, u32),
    /// Add up these job files.
    Merge(Vec<String>),
}

/// The arguments as text, each as given: a non-UTF-8 argument is an error,
/// not a panic.
pub fn to_strings(args: Vec<OsString>) -> Result<Vec<String>, ArgsError> {
    args.into_iter()
        .enumerate()
        .map(|(i, arg)| {
            arg.into_string().map_err(|text| ArgsError::NotUtf8 {
                position: i + 1,
                text,
            })
        })
        .collect()
}

/// Parses the arguments (without the program name, each job line given as
/// one argument already split by [`crate::words::expand`]) into a command.
pub fn parse_command(mut args: Vec<String>) -> Result<Command, ArgsError> {
    let command = match args.first().map(String::as_str) {
        Some("merge") => return parse_merge(args.split_off(1)),
        Some("split") => {
            args.remove(0);
            Subcommand::Split
        }
        _ => Subcommand::Count,
    };
    let Some((parsed, split_depth)) = parse_args(args, command)? else {
        return Ok(Command::Help);
    };
    if command == Subcommand::Count {
        return Ok(Command::Count(parsed));
    }
    let not_for_split = [
        (parsed.journal.is_some(), "--journal"),
        (parsed.job.is_some(), "--job"),
        (parsed.counting == Counting::Divide, "--divide"),
        (parsed.output == Output::Json, "--json"),
    ];
    if let Some((_, option)) = not_for_split.iter().find(|(given, _)| *given) {
        return Err(ArgsError::NotForSplit(option));
    }
    Ok(Command::Split(parsed, split_depth))
}

/// The commands that take a run's options.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Subcommand {
    /// `perft [OPTIONS]`.
    Count,
    /// `perft split [OPTIONS] [--split-depth N]`.
    Split,
}

fn parse_merge(args: Vec<String>) -> Result<Command, ArgsError> {
    let mut parser = lexopt::Parser::from_args(args);
    let mut files = Vec::new();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(Command::Help),
            // `-` (standard input) is a value to lexopt.
            Value(file) => files.push(text(file)),
            Short(c) => return Err(ArgsError::MergeOption(format!("-{c}"))),
            Long(option) => return Err(ArgsError::MergeOption(format!("--{option}"))),
        }
    }
    if files.is_empty() {
        return Err(ArgsError::MergeNothing);
    }
    Ok(Command::Merge(files))
}

/// An argument lexopt hands back; every argument was text to begin with.
fn text(arg: OsString) -> String {
    arg.to_string_lossy().into_owned()
}

/// The value of `option` (the next argument, or what follows `=`).
fn value(parser: &mut lexopt::Parser, option: &str) -> Result<String, ArgsError> {
    match parser.value() {
        Ok(value) => Ok(text(value)),
        Err(_) => Err(ArgsError::MissingValue(option.into())),
    }
}

/// The value of `option` as a number; `expected` says what it takes.
fn number<T: std::str::FromStr>(
    parser: &mut lexopt::Parser,
    option: &'static str,
    expected: &str,
) -> Result<T, ArgsError> {
    let found = value(parser, option)?;
    found.parse().map_err(|_| invalid(option, expected, found))
}

fn invalid(option: &'static str, expected: &str, found: impl ToString) -> ArgsError {
    ArgsError::Invalid {
        option,
        expected: expected.into(),
        found: found.to_string(),
    }
}

/// The words after `--moves` or `--job`, up to the next option: a move
/// never starts with `--`. None is fine (`--job` alone is the whole run).
fn words(parser: &mut lexopt::Parser) -> Result<Vec<String>, ArgsError> {
    if let Some(value) = parser.optional_value() {
        return Ok(vec![text(value)]);
    }
    let mut raw = parser.raw_args()?;
    let mut words = Vec::new();
    while let Some(word) = raw.next_if(|a| !a.to_string_lossy().starts_with("--")) {
        words.push(text(word));
    }
    Ok(words)
}

/// Parses a run's arguments (without the program name and subcommand),
/// and `perft split`'s `--split-depth` (default 1); `None` for `--help`.
fn parse_args(args: Vec<String>, command: Subcommand) -> Result<Option<(Args, u32)>, ArgsError> {
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
    let mut split_depth = 1;
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => parsed.rules = value(&mut parser, "--variant")?.parse()?,
            Long("depth") => {
                parsed.depth = number(&mut parser, "--depth", "a whole number")?;
                if parsed.depth > MAX_DEPTH {
                    return Err(ArgsError::DepthTooLarge(parsed.depth));
                }
            }
            Long("fen") => parsed.fen = Some(value(&mut parser, "--fen")?),
            Long("line-limit") => {
                line_limit = Some(match value(&mut parser, "--line-limit")?.as_str() {
                    "2" => LineLimit::Two,
                    "3" => LineLimit::Three,
                    found => return Err(invalid("--line-limit", "2 or 3", found)),
                });
            }
            Long("moves") => parsed.moves.extend(words(&mut parser)?),
            Long("threads") => {
                let expected = "a number of threads from 1 to 1024";
                parsed.threads = number(&mut parser, "--threads", expected)?;
                if !(1..=MAX_THREADS).contains(&parsed.threads) {
                    return Err(invalid("--threads", expected, parsed.threads));
                }
                parsed.pass("--threads", parsed.threads);
            }
            Long("hash") => {
                let expected = "a size in MiB from 0 (no table) to 1048576";
                parsed.hash_mib = number(&mut parser, "--hash", expected)?;
                if parsed.hash_mib > MAX_HASH_MIB {
                    return Err(invalid("--hash", expected, parsed.hash_mib));
                }
                parsed.pass("--hash", parsed.hash_mib);
            }
            Long("salt") => {
                let found = value(&mut parser, "--salt")?;
                let salt = match found.strip_prefix("0x") {
                    Some(hex) => u64::from_str_radix(hex, 16).ok(),
                    None => found.parse().ok(),
                };
                let expected = "a 64-bit number (decimal or 0x hex)";
                parsed.salt = salt.ok_or_else(|| invalid("--salt", expected, &found))?;
                parsed.pass("--salt", found);
            }
            Long("journal") => {
                parsed.journal = Some(PathBuf::from(value(&mut parser, "--journal")?));
            }
            Long("job") => parsed.job = Some(words(&mut parser)?),
            Long("progress") => {
                let found = value(&mut parser, "--progress")?;
                let seconds = found
                    .parse::<f64>()
                    .ok()
                    .filter(|s| (0.0..=1e6).contains(s));
                let Some(seconds) = seconds else {
                    return Err(invalid("--progress", "0 to 1000000 seconds", found));
                };
                parsed.progress_after = Some(Duration::from_secs_f64(seconds));
                parsed.pass("--progress", found);
            }
            Long("no-progress") => {
                parsed.progress_after = None;
                parsed.passthrough.push("--no-progress".into());
            }
            Long("divide") => parsed.counting = Counting::Divide,
            Long("plain") => {
                parsed.counting = Counting::Plain;
                parsed.passthrough.push("--plain".into());
            }
            Long("json") => parsed.output = Output::Json,
            Long("split-depth") if command == Subcommand::Split => {
                let expected = format!("a number of plies from 1 to {MAX_SPLIT_DEPTH}");
                split_depth = number(&mut parser, "--split-depth", &expected)?;
                if !(1..=MAX_SPLIT_DEPTH).contains(&split_depth) {
                    return Err(invalid("--split-depth", &expected, split_depth));
                }
            }
            Long(option) => return Err(ArgsError::Unknown(format!("--{option}"))),
            Short(c) => return Err(ArgsError::Unknown(format!("-{c}"))),
            Value(word) => return Err(ArgsError::Unknown(text(word))),
        }
    }
    match (parsed.rules, line_limit) {
        (_, None) => {}
        (Rules::Linear(LineLimit::Unlimited), Some(limit)) => parsed.rules = Rules::Linear(limit),
        (Rules::Linear(given), Some(limit)) if given == limit => {}
        (Rules::Linear(_), Some(_)) => return Err(ArgsError::LineLimitContradicts(parsed.rules)),
        (Rules::Chess | Rules::Immortal, Some(_)) => return Err(ArgsError::LineLimitNotLinear),
    }
    if parsed.job.is_some()
        && (parsed.counting == Counting::Divide || parsed.output == Output::Json)
    {
        return Err(ArgsError::JobOutput);
    }
    if parsed.journal.is_some() && parsed.counting == Counting::Plain {
        return Err(ArgsError::JournalPlain);
    }
    Ok(Some((parsed, split_depth)))
}

impl Args {
    /// Keeps a counting option for the job lines of `perft split`.
    fn pass(&mut self, option: &str, value: impl ToString) {
        self.passthrough
            .extend([option.to_string(), value.to_string()]);
    }
}
