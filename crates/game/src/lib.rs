#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

mod declared;
mod end;
mod error;
mod game;
mod into_any;
mod pgn;
mod played;
mod repetition;
mod rules;
mod rules_end;
#[cfg(feature = "serde")]
mod serde_impl;

pub use crate::error::GameError;
pub use crate::game::{AnyGame, Game};
pub use crate::played::PlayedMove;
pub use crate::repetition::same_position;
pub use crate::rules::GameRules;
pub use crate::rules_end::{FIFTY_MOVES, FIVEFOLD, SEVENTY_FIVE_MOVES, THREEFOLD};
pub use danilchuk_board::{DrawReason, WinReason};
pub use danilchuk_notation::pgn::PgnGame;
