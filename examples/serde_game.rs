//! A game through serde JSON and back, as a server stores games or sends
//! them to a client: the JSON a game becomes, the equal game it reads back
//! as, a position's JSON, and the errors a tampered record gives instead of
//! a corrupt game.
//!
//! ```sh
//! cargo run --features serde --example serde_game
//! ```

use std::error::Error;
use std::process::ExitCode;

use danilchuk::prelude::*;

mod support;
use support::say;

/// The whole run.
fn run() -> Result<(), Box<dyn Error>> {
    // A Linear game with a line limit of 3 (L-8): the knight becomes a
    // bishop on f3 (L-3), White castles (L-7), the last move is taken back.
    let mut game = AnyGame::starting_with("linear3".parse()?);
    for text in ["Nf3", "Nc6", "e4", "e5", "O-O-O", "d6"] {
        game.play_san(text, Letters::English)?;
    }
    game.undo();
    say!("The game, {} plies (one more taken back):", game.ply());
    say!(
        "  {}\n",
        write_line(
            game.start_position(),
            game.moves(),
            MoveFormat::San(Letters::English)
        )?
    );

    // A record of its rules, start FEN and UCI moves, plus the undone moves
    // (and a draw claimed or a resignation, when there is one).
    let json = serde_json::to_string_pretty(&game)?;
    say!("As JSON:\n{json}\n");

    // Reading replays every move on the named rules: the same game,
    // history, redo list and outcome included.
    let back: AnyGame = serde_json::from_str(&json)?;
    say!("Read back: equal to the game: {}", back == game);
    say!("  position {}", back.position().fen());
    say!(
        "  the move to redo: {:?}\n",
        back.redo_uci_moves()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
    );
    if back != game {
        return Err("the game read back differs".into());
    }

    // A position travels in the same shape: its rules and its FEN.
    let position = serde_json::to_string(back.position())?;
    say!("The position alone: {position}");
    let read: AnyPosition = serde_json::from_str(&position)?;
    say!("  read back equal: {}\n", &read == back.position());

    // Nothing is trusted on the way in: a tampered record is an error that
    // says what is wrong, never a game in an impossible state.
    say!("Tampered records:");
    let tampered = [
        // A move the rules refuse: the knight cannot reach f4.
        json.replace("\"g1f3\"", "\"g1f4\""),
        // A FEN with a rook on a bishop's line (L-3 says it is a bishop).
        r#"{"rules": "linear", "start": "4k3/8/8/8/8/8/8/2R1K3 w - - 0 1 Ee", "moves": []}"#
            .to_owned(),
        // A rule set this workspace does not play.
        json.replace("linear3", "atomic"),
    ];
    for text in &tampered {
        match serde_json::from_str::<AnyGame>(text) {
            Ok(_) => say!("  accepted?! {text}"),
            Err(e) => say!("  refused: {e}"),
        }
    }
    Ok(())
}

const USAGE: &str = "usage: serde_game (no arguments)";

fn main() -> ExitCode {
    support::main_without_arguments("serde_game", USAGE, run)
}
