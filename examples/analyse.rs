//! The engine as a library: a position and its rule set in, the best line
//! in SAN with its score out, within a node, time or depth limit. Each
//! finished iteration of the search is printed as it comes.
//!
//! ```sh
//! cargo run --release --features engine --example analyse -- --variant immortal --movetime 1000
//! cargo run --release --features engine --example analyse -- --variant linear --nodes 200000 --fen "4k3/8/8/8/8/8/3q4/3QK3 w Q - 0 1"
//! ```
//!
//! Scores are from White's side (`+0.35`: White is better by about a third
//! of a pawn; `mate in 3 for Black`). A bad option or FEN exits with code
//! 2; a position where the game is over says so.

use std::process::ExitCode;

use danilchuk::engine::{Engine, Limits, Score, SearchResult};
use danilchuk::prelude::*;
use danilchuk::variant::UnknownRules;
use lexopt::Arg::{Long, Short};
use lexopt::ValueExt;

mod support;
use support::say;

const USAGE: &str = "\
usage: analyse [--variant NAME] [--fen FEN] [--nodes N | --movetime MS | --depth N]
  --variant NAME   chess, immortal, linear, linear3 or linear2 (default chess)
  --fen FEN        the position, in the rule set's FEN (default: its start)
  --nodes N        search this many nodes (the default, 200000)
  --movetime MS    search this many milliseconds
  --depth N        search this many plies
  -h, --help       this text";

/// Why the command line cannot be run (exit code 2).
#[derive(Debug, thiserror::Error)]
enum ArgsError {
    #[error(transparent)]
    Command(#[from] lexopt::Error),
    #[error("--variant: {0}")]
    Variant(#[from] UnknownRules),
    #[error("{0}: expected a whole number, found {1:?}")]
    Number(&'static str, String),
    #[error("--fen: {0}")]
    Fen(#[from] GameError),
}

/// The value of `option`, a number.
fn number(parser: &mut lexopt::Parser, option: &'static str) -> Result<u64, ArgsError> {
    let text = parser.value()?.string()?;
    text.parse().map_err(|_| ArgsError::Number(option, text))
}

/// The game to analyse and the search's limit, or `None` for `--help`.
fn parse_args() -> Result<Option<(AnyGame, Limits)>, ArgsError> {
    let mut rules = Rules::Chess;
    let mut fen = None;
    let mut limits = Limits::nodes(200_000);
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => rules = parser.value()?.string()?.parse()?,
            Long("fen") => fen = Some(parser.value()?.string()?),
            Long("nodes") => limits = Limits::nodes(number(&mut parser, "--nodes")?),
            Long("movetime") => {
                let ms = number(&mut parser, "--movetime")?;
                limits = Limits::move_time(std::time::Duration::from_millis(ms));
            }
            Long("depth") => {
                let depth = number(&mut parser, "--depth")?;
                limits = Limits::depth(u32::try_from(depth).unwrap_or(u32::MAX));
            }
            _ => return Err(arg.unexpected().into()),
        }
    }
    let game = match fen {
        Some(fen) => AnyGame::from_fen_with(&fen, rules)?,
        None => AnyGame::starting_with(rules),
    };
    Ok(Some((game, limits)))
}

/// A score (the side to move's, as the engine gives it) from White's side.
fn describe(score: Score, turn: Color) -> String {
    let white = if turn == Color::White {
        score
    } else {
        score.negate()
    };
    match white.mate_moves() {
        Some(0) => "mated".to_owned(),
        Some(moves) if moves > 0 => format!("mate in {moves} for White"),
        Some(moves) => format!("mate in {} for Black", -moves),
        None => format!("{:+.2}", f64::from(white.0) / 100.0),
    }
}

/// The principal variation in SAN, numbered from the root position.
fn line(game: &AnyGame, result: &SearchResult) -> String {
    write_line(
        game.position(),
        &result.pv,
        MoveFormat::San(Letters::English),
    )
    .unwrap_or_else(|e| format!("(cannot write the line: {e})"))
}

fn main() -> ExitCode {
    let (game, limits) = match parse_args() {
        Ok(Some(parsed)) => parsed,
        Ok(None) => {
            say!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("analyse: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let pos = game.position();
    say!(
        "{} {}\n{}",
        game.settings(),
        pos.fen(),
        pos.board().diagram()
    );
    if let Some(outcome) = game.outcome() {
        say!("The game is over: {outcome}.");
        return ExitCode::SUCCESS;
    }
    let turn = pos.turn();
    // A 64 MiB transposition table; `search` picks the concrete rule
    // set once, so the search itself runs on `Game<Immortal>` (etc.).
    let mut engine = Engine::new(64);
    // Each iteration that changes the score or the line (a mate found
    // early repeats itself at every further depth).
    let mut last = String::new();
    let result = engine.search_with(&game, &limits, |iteration| {
        let found = format!(
            "{:>8}  {}",
            describe(iteration.score, turn),
            line(&game, iteration)
        );
        if found != last {
            say!(
                "depth {:>2} {:>9} nodes  {found}",
                iteration.depth,
                iteration.nodes
            );
            last = found;
        }
    });
    let Some(best) = result.best_move else {
        say!("No move found.");
        return ExitCode::SUCCESS;
    };
    say!();
    say!("best move: {}", write_san(pos, best, Letters::English));
    say!(
        "score:     {} ({})",
        describe(result.score, turn),
        result.score
    );
    say!("line:      {}", line(&game, &result));
    say!(
        "searched:  depth {}, {} nodes in {:.2} s",
        result.depth,
        result.nodes,
        result.elapsed.as_secs_f64()
    );
    ExitCode::SUCCESS
}
