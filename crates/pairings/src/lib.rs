//! Chess tournament pairings with no chess rules in them: the FIDE Dutch
//! Swiss system (C.04.3), Berger round-robin tables (C.05 Annex 1),
//! TRF-16 tournament files, and standings with FIDE tie-breaks (C.07).
//!
//! A [`Tournament`] holds the players and the rounds played; it pairs the
//! next Swiss round ([`Tournament::next_round`]), takes the results, and
//! reads and writes TRF-16 ([`Tournament::from_trf`], [`Tournament::to_trf`]).
//!
//! ```
//! use danilchuk_pairings::{GameResult, Tournament};
//!
//! let mut tournament = Tournament::new("Club championship", 5);
//! for name in ["Anna", "Boris", "Clara", "Dmitry", "Elena"] {
//!     tournament.add_player(name);
//! }
//! let round = tournament.next_round()?;
//! assert_eq!(round.pairs.len(), 2);
//! assert_eq!(round.bye, Some(5)); // the lowest player of an odd field
//! assert_eq!((round.pairs[0].white, round.pairs[0].black), (1, 3));
//! tournament.start_round(&round)?;
//! tournament.set_result(1, 1, GameResult::WhiteWins)?;
//! tournament.set_result(1, 2, GameResult::Draw)?;
//! assert_eq!(tournament.player(1).unwrap().points(tournament.bye_points()), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

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
