//! A tour of Russian Linear Chess, where each file is a piece type's line:
//! the lines (L-2), a piece changing on landing (L-3), several kings and no
//! check rule (L-4), the last king taken or walked off its line (L-5),
//! castling that swaps the king and queen lines (L-7) and the line limits
//! (L-8), on text boards. Each rule is cited by its id in RULES.md.
//!
//! ```sh
//! cargo run --example linear_tour
//! ```

use std::error::Error;
use std::process::ExitCode;

use danilchuk::prelude::*;

mod support;
use support::say;

type Result<T = ()> = std::result::Result<T, Box<dyn Error>>;

/// Plays `text` (SAN, long notation or UCI) and prints it with a note,
/// and the transformation the move makes (L-3).
fn play(game: &mut Game<Linear>, text: &str, note: &str) -> Result {
    let before = *game.position();
    let m = parse_move(&before, text.trim())?;
    let san = write_line(&before, &[m], MoveFormat::San(Letters::English))?;
    let mut notes = Vec::new();
    if let Some((from, to)) = before.transformation(m) {
        notes.push(format!("{from} -> {to} (L-3)"));
    }
    if !note.is_empty() {
        notes.push(note.to_owned());
    }
    game.play(m)?;
    say!("  {san:<12} {}", notes.join("; "));
    Ok(())
}

/// The board, the FEN, each side's kings and what ended the game.
fn show(game: &Game<Linear>) {
    let pos = game.position();
    say!("\n{}", pos.board().diagram());
    say!("  FEN {}", pos.fen());
    let kings = |c| pos.kings(c).count();
    say!(
        "  kings: White {}, Black {}",
        kings(Color::White),
        kings(Color::Black)
    );
    if let Some(outcome) = game.outcome() {
        say!("  {outcome}");
    }
    say!();
}

/// `color`'s line map, file by file (L-2, L-7).
fn lines(pos: &Linear, color: Color) -> String {
    let map = pos.lines();
    File::ALL
        .iter()
        .map(|&f| format!("{f}:{}", map.role_on(color, f)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The whole run.
fn tour() -> Result {
    say!("Russian Linear Chess: each file is the line of one piece type (L-2).");
    let mut game = Game::<Linear>::starting();
    say!("  White's lines: {}", lines(game.position(), Color::White));
    say!(
        "  {} legal moves: 16 pawn moves, 4 knight moves and castling (L-7).\n",
        game.position().legal_moves().len()
    );

    say!("A piece that lands on a file becomes that file's piece (L-3):");
    play(&mut game, "Ng1-f3", "f is a bishop line")?;
    play(&mut game, "d5", "")?;
    play(&mut game, "d3", "")?;
    play(&mut game, "Nc6", "so is c")?;
    play(
        &mut game,
        "Bc1-e3",
        "e is the king line: White has two kings",
    )?;
    show(&game);

    say!("No check rule (L-4): kings may be attacked, and taken. A side loses");
    say!("when it has no king left (L-5); one of several kings is only a unit.");
    let fen = "4k3/8/8/8/8/4K3/3q4/4K3 b - - 0 1 Ee";
    let mut kings = Game::<Linear>::from_fen_with(fen, LineLimit::Unlimited)?;
    show(&kings);
    play(
        &mut kings,
        "Qxe1",
        "White loses a king, not the game; Black gains one",
    )?;
    play(&mut kings, "Ke2", "next to the enemy king: legal")?;
    play(&mut kings, "Kxe2", "takes White's last king")?;
    show(&kings);

    say!("A single king may only walk its line: stepping off it loses (L-5).");
    let mut walk =
        Game::<Linear>::from_fen_with("4k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee", LineLimit::Unlimited)?;
    play(&mut walk, "Kf1", "off the king line")?;
    if let Some(outcome) = walk.outcome() {
        say!("  {outcome}\n");
    }

    say!("Castling swaps king and queen, and the two lines, for good (L-7):");
    let mut castle = Game::<Linear>::starting();
    play(&mut castle, "e1d1", "written e1d1 in UCI, O-O-O in SAN")?;
    say!(
        "  White's lines: {}",
        lines(castle.position(), Color::White)
    );
    show(&castle);

    say!("A line limit (L-8) caps each side's pieces on one file:");
    let fen = "4k3/8/8/8/7R/5B2/8/4KB2 w - - 0 1 Ee";
    for limit in [LineLimit::Unlimited, LineLimit::Two] {
        let pos = Linear::from_fen_with(fen, limit)?;
        let verdict = match parse_move(&pos, "Rf4".trim()) {
            Ok(_) => "legal: the rook becomes a third bishop".to_owned(),
            Err(e) => format!(
                "refused: {}",
                e.illegality().map_or(e.to_string(), |r| r.to_string())
            ),
        };
        say!("  limit {limit}: Rh4-f4 is {verdict}");
    }
    let start = Linear::starting_with(LineLimit::Two);
    let sequences = perft(&start, 5);
    say!("  from the start, 5 plies: {sequences} move sequences with limit 2,");
    say!(
        "  {} without (L-8 cuts the lines that crowd a file).",
        perft(&Linear::starting(), 5)
    );
    Ok(())
}

const USAGE: &str = "usage: linear_tour (no arguments)";

fn main() -> ExitCode {
    support::main_without_arguments("linear_tour", USAGE, tour)
}
