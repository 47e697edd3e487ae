//! A tour of Classic Immortal Chess, where nothing ever leaves the board:
//! the source's example game move by move, with its swaps (I-1), capture
//! locks (I-3) and castling in check (I-4), then reverse castling (I-5)
//! and the close mate (I-6), on text boards. Each rule is cited by its id
//! in RULES.md.
//!
//! ```sh
//! cargo run --example immortal_tour
//! ```

use std::error::Error;
use std::process::ExitCode;

use danilchuk::immortal::Lock;
use danilchuk::prelude::*;

mod support;
use support::say;

type Result<T = ()> = std::result::Result<T, Box<dyn Error>>;

/// Plays `text` (SAN, long notation or UCI) and prints it with a note.
fn play(game: &mut Game<Immortal>, text: &str, note: &str) -> Result {
    let before = *game.position();
    let m = game.play_san(text, Letters::English)?.mv;
    let san = write_line(&before, &[m], MoveFormat::San(Letters::English))?;
    say!("  {san:<14} {note}");
    Ok(())
}

/// Tries `text`, which the rules refuse here, and prints the reason.
fn refuse(pos: &Immortal, text: &str) {
    match parse_move(pos, text.trim()) {
        Err(e) => match e.illegality() {
            Some(reason) => say!("  {text:<14} refused: {reason}"),
            None => say!("  {text:<14} refused: {e}"),
        },
        Ok(_) => say!("  {text:<14} (unexpectedly legal)"),
    }
}

/// The board with the FEN and the locks that stand.
fn show(pos: &Immortal) {
    say!("\n{}", pos.board().diagram());
    say!("  FEN {}", pos.fen());
    for &lock in pos.locks() {
        let Lock { attacker, target } = lock;
        let side = pos
            .lock_binds(lock)
            .map_or("nobody".into(), |c| c.to_string());
        say!("  lock {lock}: the unit on {attacker} may not take the one on {target} ({side}'s next move)");
    }
    say!();
}

/// The whole run.
fn tour() -> Result {
    say!("Classic Immortal Chess: a capture swaps the two units (I-1).\n");
    let mut game = Game::<Immortal>::starting();
    let start = game.position();
    say!(
        "The start: {} legal moves, the 20 of classical chess",
        start.legal_moves().len()
    );
    say!("and castling on both sides (I-4): king and rook swap, through own units.\n");

    say!("The source's example game (I-8), as the source writes its moves:");
    play(&mut game, "e2-e4", "")?;
    play(&mut game, "e7-e5", "")?;
    play(&mut game, "Фd1-h5", "(Russian letters: Ф is the queen)")?;
    play(&mut game, "Фd8-f6", "")?;
    play(
        &mut game,
        "Фh5xf7+",
        "the queen takes f7; the pawn goes to h5 (I-1)",
    )?;
    show(game.position());
    play(
        &mut game,
        "Фf6xФf7",
        "queen takes queen: White's queen lands on f6",
    )?;
    say!(
        "  Every unit is still on the board: {} of them.",
        game.position().board().occupied().count()
    );
    show(game.position());
    say!("White's queen may not take back at once: the reply lock (I-3).");
    refuse(game.position(), "Qxf7");
    say!("It takes another unit instead:");
    play(&mut game, "Qf6xe5+", "the pawn goes to f6")?;
    play(&mut game, "Qf7-e7", "")?;
    play(&mut game, "Qe5xQe7+", "")?;
    play(&mut game, "Ng8xQe7", "")?;
    play(
        &mut game,
        "Qg8xBf8+",
        "the queen, swapped to g8, takes the bishop",
    )?;
    show(game.position());
    say!("Black is in check and castles out of it (I-4): only the king's new");
    say!("square must be safe. The king goes to a8, the rook to e8.");
    say!("Short castling is refused: White's queen on f8 stands between king and rook.");
    refuse(game.position(), "0-0");
    play(&mut game, "0-0-0", "")?;
    show(game.position());

    say!("Castling from the start, through the knight and the bishop (I-4),");
    say!("then reverse castling (I-5): back again, once, if neither has moved.");
    let mut castles = Game::<Immortal>::starting();
    play(
        &mut castles,
        "O-O",
        "king to h1, rook to e1; UCI e1h1 (I-8)",
    )?;
    play(&mut castles, "Nf6", "")?;
    show(castles.position());
    play(&mut castles, "O+O", "king back to e1, rook to h1; UCI h1e1")?;
    show(castles.position());

    say!("The close mate (I-6): a queen next to the king, guarded by nothing.");
    let mut check = Game::new(Immortal::from_fen("7k/r7/8/8/8/8/8/1K4Q1 w - - 0 1")?);
    play(&mut check, "Qg7+", "")?;
    show(check.position());
    say!("The king may not take it: the swap would put the queen on h8, from");
    say!("where it still gives check. Only the rook can take it:");
    refuse(check.position(), "Kxg7");
    let pos = check.position();
    let replies: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| write_san(pos, m, Letters::English))
        .collect();
    say!("  legal replies: {}", replies.join(" "));
    say!("Without the rook, the same move mates:");
    let mut mate = Game::new(Immortal::from_fen("7k/8/8/8/8/8/8/1K4Q1 w - - 0 1")?);
    play(&mut mate, "Qg7", "")?;
    if let Some(outcome) = mate.outcome() {
        say!("  {outcome}: the close mate.");
    }
    say!("\nNo unit ever leaves the board, so there is no draw by insufficient");
    say!("material (I-7); repetition and the fifty-move rule still apply.");
    Ok(())
}

const USAGE: &str = "usage: immortal_tour (no arguments)";

fn main() -> ExitCode {
    support::main_without_arguments("immortal_tour", USAGE, tour)
}
