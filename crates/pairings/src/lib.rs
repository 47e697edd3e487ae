#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

mod berger;
mod colour;
mod dutch;
mod matching;
mod player;
mod result_code;
mod standings;
mod tiebreak;

mod tournament;
mod trf_error;
mod trf_read;
mod trf_write;

pub use berger::{berger_round, berger_schedule, BergerError};
pub use colour::Colour;
pub use dutch::{pair_dutch, DutchPlayer, Float, Pair, RoundPairing};
pub use player::{Player, RoundEntry};
pub use result_code::ResultCode;
pub use standings::{standings, Standing};
pub use tiebreak::TieBreak;
pub use tournament::{GameResult, Tournament, TournamentError};
pub use trf_error::{TrfError, TrfErrorKind};
