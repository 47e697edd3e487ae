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
//!
//! # Layers
//!
//! The crate's source is cut in layers, one folder each; a layer uses the
//! layers below it and never one above (nor a front end the other one):
//!
//! 1. `session/`: the games held for players: a game, its opponent and
//!    clocks, the seats and their tokens, the refusals, and what the board
//!    shows of a game (the snapshot and its views). Uses the rule-set
//!    crates only.
//!    - Layer 1b, `club/`: the club championship as the board keeps it:
//!      a tournament's settings, players and their tokens, rounds and
//!      boards, the organiser's commands, the answers of it, its TRF-16
//!      file and its games' PGN. Uses `session/` and the
//!      danilchuk-pairings crate (every pairing, standing and tie-break)
//!      only.
//! 2. `storage/`: the games kept, in SQLite, and the games served from
//!    memory. Uses `session/`.
//! 3. `words/`: the languages, the texts of each, the rules guide, the
//!    board drawn as text. Uses `session/`.
//! 4. The front ends, each on its own: `web/` (the HTTP server, HTTP
//!    parsing, the JSON API, who may reach the board, the page's files),
//!    using every layer below; `terminal/` (the board in a terminal),
//!    using `session/` and `words/`.
//! 5. `cli.rs`: the program's command line, which starts a front end.

pub mod cli;
// Used by the storage and web layers as they come to keep and serve
// tournaments.
#[allow(dead_code, unused_imports)]
mod club;
mod session;
mod storage;
pub mod terminal;
mod web;
mod words;

// The fuzz targets' entry into the HTTP parsing: public for fuzz/ only, so
// hidden from the documented API (docs.rs builds with every feature).
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub use crate::web::fuzzing;
pub use crate::words::guide;

pub use crate::session::{
    AnalysisView, CastlingRefusal, Clock, KingsView, LegalView, LineSideView, LinesView, LockView,
    MotionView, MoveView, Opponent, OutcomeView, RandomError, Refusal, Session, Snapshot, Strength,
    TimeControl, TransformView, UnitView, MAX_PLIES,
};
pub use crate::storage::{
    default_data_dir, SessionStore, StorageError, DATABASE_FILE, MAX_SESSIONS,
};
pub use crate::web::{
    handle, handle_seated, Access, Response, RunningServer, Server, ServerConfig,
    DEFAULT_MAX_LIVE_GAMES, DEFAULT_NEW_GAMES_PER_MINUTE, DEFAULT_PORT,
};
pub use crate::words::{Lang, UnknownLang};
pub use danilchuk_variant::{Rules, UnknownRules};
