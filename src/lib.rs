#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

pub use danilchuk_bitboard as bitboard;
pub use danilchuk_board as board;
pub use danilchuk_classical as classical;
/// The engine: search, evaluation and the UCI front end (feature `engine`).
#[cfg(feature = "engine")]
pub use danilchuk_engine as engine;
pub use danilchuk_game as game;
pub use danilchuk_immortal as immortal;
pub use danilchuk_linear as linear;
pub use danilchuk_notation as notation;
pub use danilchuk_perft as perft;
pub use danilchuk_variant as variant;

pub mod prelude;

/// The rules contract: the project's `RULES.md`, rendered. Every rule id
/// that code and tests cite (I-3, L-5, IV-4, …) is defined here.
#[doc = include_str!("../RULES.md")]
pub mod rules {}
