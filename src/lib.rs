//! Classic Immortal Chess and Russian Linear Chess, two chess variants by
//! Valery Danilchuk, and classical chess, on one bitboard core.
//!
//! In **Classic Immortal Chess** a capture swaps the two units, so nothing
//! ever leaves the board; in **Russian Linear Chess** each file is a piece
//! type's line, a piece that lands on a file becomes that line's piece, and
//! a side with several kings loses when it has none left. The rulings the
//! code follows are the [`rules`] page.
//!
//! This crate is the facade: each crate of the workspace is one of its
//! modules, and [`prelude`] holds the names most programs need.
//!
//! | module | what it holds |
//! | --- | --- |
//! | [`board`] | pieces, squares, [`Move`](board::Move), FEN, the [`Position`](board::Position) trait |
//! | [`classical`], [`immortal`], [`linear`] | the three rule sets: [`Chess`](classical::Chess), [`Immortal`](immortal::Immortal), [`Linear`](linear::Linear) |
//! | [`variant`] | the rule set chosen at run time: [`Rules`](variant::Rules), [`AnyPosition`](variant::AnyPosition) |
//! | [`notation`] | SAN, the sources' long notation, UCI, PGN |
//! | [`game`] | games: history, undo, repetition, outcome, serde |
//! | [`perft`] | parallel hashed perft: [`Perft`](perft::Perft), [`PerftTable`](perft::PerftTable), [`Progress`](perft::Progress) |
//! | `engine` (feature `engine`) | search and evaluation: `Engine`, `Limits`, the UCI front end |
//! | [`bitboard`] | the `no_std` core: squares, bitboards, attack tables |
//!
//! Features: `serde` (squares, pieces, moves, positions, games, PGN games,
//! perft reports, search results) and `engine`.
//!
//! # One way per task
//!
//! | task | the way | module |
//! | --- | --- | --- |
//! | play a move a person types (SAN, long, UCI, either letter set) | [`Game::play_san`](game::Game::play_san) (the move and its SAN) | [`game`] |
//! | read a move on a position | [`parse_move`](notation::parse_move) (any notation; [`parse_san`](notation::parse_san): SAN only) | [`notation`] |
//! | write a move in SAN | [`write_san`](notation::write_san) | [`notation`] |
//! | read / write UCI | [`Position::parse_uci`](board::Position::parse_uci) / [`Position::uci`](board::Position::uci) | [`board`] |
//! | read PGN | [`PgnReader`](notation::pgn::PgnReader), then [`Game::from_pgn_game`](game::Game::from_pgn_game) (an error names the game and move: [`PgnError`](notation::PgnError)) | [`notation::pgn`], [`game`] |
//! | write PGN | [`Game::to_pgn_string`](game::Game::to_pgn_string) | [`game`] |
//! | count perft | [`Perft`](perft::Perft) (or [`board::perft`] for a quick count) | [`perft`] |
//! | search | `Engine::search` (a typed `Game` or an [`AnyGame`](game::AnyGame)) | `engine` |
//!
//! The other ways of 0.5 are deprecated since 0.6.0 (each note names the
//! way to use) and go in the next version; the repository's `docs/api.md`
//! lists them and why.
//!
//! ```
//! use danilchuk::prelude::*;
//!
//! fn main() -> Result<(), Box<dyn std::error::Error>> {
//!     let mut game = Game::<Immortal>::starting();
//!     game.play_san("e2-e4", Letters::English)?;
//!     assert_eq!(perft(game.position(), 1), 22);
//!     let any: AnyGame = game.into();
//!     assert_eq!(any.settings(), Rules::Immortal);
//!     Ok(())
//! }
//! ```
//!
//! The repository's README, with the same examples as complete programs,
//! is compiled and run with this crate's tests.

// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

// Inlined: each crate's documentation is a page of this one (a plain
// `pub use … as …` of a crate shows only as an unlinked line).
#[doc(inline)]
pub use danilchuk_bitboard as bitboard;
#[doc(inline)]
pub use danilchuk_board as board;
#[doc(inline)]
pub use danilchuk_classical as classical;
/// The engine: search, evaluation and the UCI front end (feature `engine`).
#[cfg(feature = "engine")]
#[doc(inline)]
pub use danilchuk_engine as engine;
#[doc(inline)]
pub use danilchuk_game as game;
#[doc(inline)]
pub use danilchuk_immortal as immortal;
#[doc(inline)]
pub use danilchuk_linear as linear;
#[doc(inline)]
pub use danilchuk_notation as notation;
#[doc(inline)]
pub use danilchuk_perft as perft;
#[doc(inline)]
pub use danilchuk_variant as variant;

pub mod prelude;

/// The rules contract: the project's `RULES.md`, rendered. Every rule id
/// that code and tests cite (I-3, L-5, IV-4, …) is defined here.
#[doc = include_str!("../RULES.md")]
pub mod rules {}

/// The repository's README, whose Rust examples are complete programs a
/// reader pastes as they are: compiled and run as doc tests (they use the
/// `engine` feature), never rendered.
#[cfg(all(doctest, feature = "engine"))]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;
