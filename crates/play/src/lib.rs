//! Play classical chess, Classic Immortal Chess and Russian Linear Chess:
//! a self-contained board in the browser (a small local HTTP server) and a
//! board in the terminal, against a person or the computer.
//!
//! Every rule is decided by the rule-set crates: the page only shows the
//! legal moves the server lists, and sends what the player does.
//!
//! Games are kept in an SQLite database in a data directory
//! ([`SessionStore::open`]; the program's `--data`, by default
//! [`default_data_dir`]), each move stored before it is acknowledged, so
//! that a game survives a restart of the board, even `kill -9`. Each side
//! of a game is a seat that only the holder of its token (the side's
//! private link) may play; anyone may watch. The board serves this
//! computer, or with [`Access::Club`] the devices of a club's local
//! network.
//!
//! A program embedding the board runs its [`Server`] (or answers the JSON
//! API itself with [`handle`] and [`handle_seated`]), plays in a terminal
//! with [`terminal::run`], or drives a [`Session`]: a
//! [`danilchuk_game::AnyGame`] with an opponent and clocks, whose
//! [`Snapshot`] is everything the board shows and whose [`Refusal`]s say
//! why a move or a record is refused.
//!
//! ```no_run
//! use danilchuk_play::{default_data_dir, Server, ServerConfig, SessionStore};
//! let dir = default_data_dir().expect("a home directory");
//! let config = ServerConfig { port: 0, ..ServerConfig::default() };
//! let store = SessionStore::open(&dir, config.max_sessions)?;
//! let server = Server::with_store(config, store)?;
//! println!("{}", server.url());
//! server.run();
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod access;
mod analysis;
mod api;
mod assets;
mod attempt;
mod castling;
pub mod cli;
mod clock;
mod computer;
mod data_dir;
mod date;
// The fuzz targets' entry into the HTTP parsing: public for fuzz/ only, so
// hidden from the documented API (docs.rs builds with every feature).
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing;
mod game_messages;
mod gate;
pub mod guide;
mod http;
mod lang;
mod marks;
mod random;
mod rate;
mod refusal;
mod seats;
mod server;
mod session;
mod snapshot;
mod storage;
mod store;
mod strength;
mod table;
pub mod terminal;
mod texts;
mod views;

pub use crate::access::Access;
pub use crate::api::{handle, handle_seated, Response};
pub use crate::castling::CastlingRefusal;
pub use crate::clock::{Clock, TimeControl};
pub use crate::data_dir::default_data_dir;
pub use crate::lang::{Lang, UnknownLang};
pub use crate::random::RandomError;
pub use crate::refusal::Refusal;
pub use crate::server::{
    RunningServer, Server, ServerConfig, DEFAULT_MAX_LIVE_GAMES, DEFAULT_NEW_GAMES_PER_MINUTE,
    DEFAULT_PORT,
};
pub use crate::session::{Opponent, Session, MAX_PLIES};
pub use crate::snapshot::{
    AnalysisView, KingsView, LegalView, LineSideView, LinesView, LockView, MotionView, MoveView,
    OutcomeView, Snapshot, TransformView, UnitView,
};
pub use crate::storage::{StorageError, DATABASE_FILE};
pub use crate::store::{SessionStore, MAX_SESSIONS};
pub use crate::strength::Strength;
pub use danilchuk_variant::{Rules, UnknownRules};
