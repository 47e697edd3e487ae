#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

mod board;
mod castling;
mod clock;
mod consistency;
mod count;
mod error;
mod excerpt;
#[cfg(feature = "serde")]
pub mod fen_serde;
mod generate;
mod illegality;
mod moves;
mod names;
mod null;
mod outcome;
mod perft;
mod position;
mod position_core;
mod role;
mod role_name;
mod setup;
mod sink;
mod uci;
mod uci_resolve;
mod variant;
pub mod zobrist;

pub use crate::board::{piece_attacks, Board, BoardDiagram, Coordinates, Glyphs, PlacementError};
pub use crate::castling::{CastlingBitsError, CastlingRights, CastlingRightsError, CastlingSide};
pub use crate::clock::MoveClock;
pub use crate::consistency::BoardInconsistency;
pub use crate::count::{count_legal, count_legal_portable, LegalGenerator};
pub use crate::error::{FenError, FenField, SetupError};
pub use crate::excerpt::{Excerpt, EXCERPT_CHARS};
pub use crate::generate::{generate_legal_into, generate_legal_into_portable};
pub use crate::illegality::Illegality;
pub use crate::moves::{Move, MoveKind, MoveList, MAX_MOVES};
pub use crate::names::{RuleSetName, UnknownVariant, RULE_SET_NAMES};
pub use crate::null::NullMoveError;
pub use crate::outcome::{DrawReason, Outcome, WinReason};
#[allow(deprecated)]
pub use crate::perft::{divide, perft, perft_heap, perft_plain, RECURSION_LIMIT};
pub use crate::position::Position;
pub use crate::position_core::{CastlingField, PositionCore};
pub use crate::role::{Piece, Role};
pub use crate::role_name::{ParsePieceError, ParseRoleError};
pub use crate::setup::Setup;
pub use crate::sink::{MoveCounter, MoveSink, SetCounter};
pub use crate::uci::{white_space_problem, IllegalMoveError, UciError, UciMove};
pub use crate::variant::Variant;
pub use crate::zobrist::Zobrist;
pub use danilchuk_bitboard::{attacks, Bitboard, Color, File, ParseColorError, Rank, Square};
