//! The names most programs need, in one import.
//!
//! ```
//! use danilchuk::prelude::*;
//!
//! // Any rule set chosen at run time, played through the shared trait.
//! let rules: Rules = "immortal".parse()?;
//! let mut game = AnyGame::starting_with(rules);
//! game.play_uci("e2e4")?;
//! assert_eq!(game.position().turn(), Color::Black);
//! assert_eq!(perft(game.position(), 1), 22);
//! // A move as typed, and the line so far in Russian letters.
//! game.play_san("Кb8-c6\n", Letters::English)?;
//! let line = write_line(game.start_position(), game.moves(), MoveFormat::San(Letters::Russian))?;
//! assert_eq!(line, "1. e4 Кc6");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use danilchuk_board::{
    perft, Bitboard, Color, DrawReason, File, Illegality, Move, MoveKind, MoveList, Outcome, Piece,
    Position, Rank, Role, Setup, Square, UciMove, Variant, WinReason,
};
pub use danilchuk_classical::Chess;
pub use danilchuk_game::{AnyGame, Game, GameError};
pub use danilchuk_immortal::Immortal;
pub use danilchuk_linear::{LineLimit, Linear};
pub use danilchuk_notation::{parse_move, parse_san, write_line, write_san, Letters, MoveFormat};
pub use danilchuk_variant::{AnyPosition, Rules};
