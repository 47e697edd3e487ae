//! A seeded random game in any rule set, written as PGN: each move drawn
//! from the legal moves with the workspace's seedable generator, so that the
//! same seed gives the same game on every machine.
//!
//! ```sh
//! cargo run --example random_game -- --variant immortal --seed 7
//! cargo run --example random_game -- --variant linear3 --seed 1 --plies 40
//! ```
//!
//! The game ends by the rules (checkmate, stalemate, a Linear side without
//! kings, the automatic draws), by a draw both random players claim as soon
//! as the rules allow one (threefold repetition, fifty moves), or unfinished
//! (`*`) after `--plies` plies. The PGN carries the `Variant` tag of the
//! variants and Linear's `LineLimit`, so any reader of this workspace plays
//! it back on the right rules.

use std::process::ExitCode;

use danilchuk::bitboard::SplitMix64;
use danilchuk::notation::pgn::PgnGame;
use danilchuk::prelude::*;
use danilchuk::variant::UnknownRules;
use lexopt::Arg::{Long, Short};
use lexopt::ValueExt;

mod support;
use support::say;

const USAGE: &str = "\
usage: random_game [--variant NAME] [--seed N] [--plies N]
  --variant NAME   chess, immortal, linear, linear3 or linear2 (default chess)
  --seed N         the generator's seed, any 64-bit number (default 0)
  --plies N        stop after this many plies, unfinished (default 500)
  -h, --help       this text";

/// What the command line asks for.
struct Args {
    rules: Rules,
    seed: u64,
    plies: usize,
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
        seed: 0,
        plies: 500,
    };
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => args.rules = parser.value()?.string()?.parse()?,
            Long("seed") => args.seed = number(&mut parser, "--seed")?,
            Long("plies") => args.plies = number(&mut parser, "--plies")?,
            _ => return Err(arg.unexpected().into()),
        }
    }
    Ok(Some(args))
}

/// Plays the game: a uniformly random legal move each ply.
fn play(args: &Args) -> Result<AnyGame, GameError> {
    let mut rng = SplitMix64::new(args.seed);
    let mut game = AnyGame::starting_with(args.rules);
    while !game.is_over() && game.ply() < args.plies {
        if game.claimable_draw().is_some() {
            game.claim_draw()?;
            break;
        }
        let moves = game.position().legal_moves();
        // A game that is not over has a legal move: its absence is an
        // outcome (checkmate, stalemate, L-5).
        game.play(moves[rng.below(moves.len())])?;
    }
    Ok(game)
}

/// The game as PGN, with the tags a reader expects besides the rules'.
fn to_pgn(game: &AnyGame, args: &Args) -> Result<PgnGame, GameError> {
    // `to_pgn` writes the moves in SAN, the Variant, LineLimit and Result
    // tags; the Seven Tag Roster's others are ours to set.
    let mut pgn = game.to_pgn()?;
    pgn.set_tag("Event", format!("Random game, {}", args.rules));
    pgn.set_tag("White", format!("random (seed {})", args.seed));
    pgn.set_tag("Black", format!("random (seed {})", args.seed));
    pgn.set_tag("PlyCount", game.ply().to_string());
    // The Termination tag's standard values; how the game ended goes in a
    // comment after the last move.
    let (termination, comment) = match game.outcome() {
        Some(outcome) => ("normal", outcome.to_string()),
        None => (
            "unterminated",
            format!("stopped after {} plies", game.ply()),
        ),
    };
    pgn.set_tag("Termination", termination);
    if let Some(last) = pgn.moves.last_mut() {
        last.comments.push(comment);
    }
    Ok(pgn)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(Some(args)) => args,
        Ok(None) => {
            say!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("random_game: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match play(&args).and_then(|game| to_pgn(&game, &args)) {
        Ok(pgn) => {
            // `PgnGame`'s Display is PGN export format: the Seven Tag Roster
            // first, the other tags sorted, movetext wrapped before column 80.
            say!("{}", pgn.to_string().trim_end());
            ExitCode::SUCCESS
        }
        // Every move comes from `legal_moves`, so this is a bug of the
        // library, not of the input.
        Err(e) => {
            eprintln!("random_game: {e}");
            ExitCode::from(1)
        }
    }
}
