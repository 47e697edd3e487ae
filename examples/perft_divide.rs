//! Perft with divide through the library, on any rule set: the number of
//! move sequences of a given length from a position (RULES.md Part III),
//! split by the first move, as move generators are checked against each
//! other.
//!
//! ```sh
//! cargo run --release --example perft_divide -- --variant immortal --depth 4
//! cargo run --release --example perft_divide -- --variant linear2 --depth 3 --fen "4k3/8/8/8/7R/5B2/8/4KB2 w - - 0 1 Ee"
//! ```
//!
//! Prints one line `UCI: count` per root move, then `Nodes searched: N`;
//! time and speed go to standard error. A bad option or FEN exits with
//! code 2. The `perft` program (`cargo run --release -p danilchuk-perft`)
//! does the same with threads, a hash table, journals and clusters.

use std::process::ExitCode;
use std::time::Instant;

use danilchuk::perft::{Perft, PerftError, PerftTable};
use danilchuk::prelude::*;
use danilchuk::variant::UnknownRules;
use lexopt::Arg::{Long, Short};
use lexopt::ValueExt;

mod support;
use support::say;

const USAGE: &str = "\
usage: perft_divide [--variant NAME] [--depth N] [--fen FEN] [--threads N]
  --variant NAME   chess, immortal, linear, linear3 or linear2 (default chess)
  --depth N        the number of plies to count, 0 to 64 (default 4)
  --fen FEN        the start position, in the rule set's FEN (default: its start)
  --threads N      counting threads (default 1)
  -h, --help       this text";

/// What the command line asks for.
struct Args {
    rules: Rules,
    depth: u32,
    fen: Option<String>,
    threads: usize,
}

/// Why the command line cannot be run (exit code 2).
#[derive(Debug, thiserror::Error)]
enum ArgsError {
    #[error(transparent)]
    Command(#[from] lexopt::Error),
    #[error("--variant: {0}")]
    Variant(#[from] UnknownRules),
    #[error("{0}: expected a whole number, found {1:?}")]
    Number(&'static str, String),
}

/// The value of `option`, a number.
fn number<T: std::str::FromStr>(
    parser: &mut lexopt::Parser,
    option: &'static str,
) -> Result<T, ArgsError> {
    let text = parser.value()?.string()?;
    text.parse().map_err(|_| ArgsError::Number(option, text))
}

/// The arguments, or `None` for `--help`.
fn parse_args() -> Result<Option<Args>, ArgsError> {
    let mut args = Args {
        rules: Rules::Chess,
        depth: 4,
        fen: None,
        threads: 1,
    };
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => args.rules = parser.value()?.string()?.parse()?,
            Long("depth") => args.depth = number(&mut parser, "--depth")?,
            Long("fen") => args.fen = Some(parser.value()?.string()?),
            Long("threads") => args.threads = number(&mut parser, "--threads")?,
            _ => return Err(arg.unexpected().into()),
        }
    }
    Ok(Some(args))
}

/// Why the count could not be made (exit code 2).
#[derive(Debug, thiserror::Error)]
enum RunError {
    #[error("--fen: {0}")]
    Fen(#[from] danilchuk::board::FenError),
    #[error(transparent)]
    Perft(#[from] PerftError),
    #[error(transparent)]
    Table(#[from] danilchuk::perft::TableAllocError),
}

fn run(args: &Args) -> Result<(), RunError> {
    // `AnyPosition` plays whichever rule set the command line names, through
    // the same `Position` trait as `Chess`, `Immortal` and `Linear`.
    let pos = match &args.fen {
        Some(fen) => AnyPosition::from_fen_with(fen, args.rules)?,
        None => AnyPosition::starting_with(args.rules),
    };
    eprintln!("{} {}", args.rules, pos.fen());
    // A shared table of subtree counts: transpositions are counted once.
    let table = PerftTable::with_mib(16)?;
    let started = Instant::now();
    let report = Perft::new(args.depth)
        .threads(args.threads)
        .table(&table)
        .run(&pos)?;
    let seconds = started.elapsed().as_secs_f64();
    // Sorted by the UCI text, as other programs' divides are, so that two
    // outputs can be compared line by line to find a disagreement.
    for root in &report.divide {
        say!("{}: {}", root.uci, root.nodes);
    }
    say!("Nodes searched: {}", report.nodes);
    eprintln!(
        "{} root moves, {:.3} s, {:.1} Mnps",
        report.divide.len(),
        seconds,
        report.nodes as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(())
}

fn main() -> ExitCode {
    let result = match parse_args() {
        Ok(Some(args)) => run(&args).map_err(|e| e.to_string()),
        Ok(None) => {
            say!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => Err(format!("{e}\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("perft_divide: {message}");
            ExitCode::from(2)
        }
    }
}
