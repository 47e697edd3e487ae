//! Play classical chess, Classic Immortal Chess and Russian Linear Chess:
//! a self-contained board in the browser (a small local HTTP server) and a
//! board in the terminal, against a person or the computer.
//!
//! Every rule is decided by the rule-set crates: the page only shows the
//! legal moves the server lists, and sends what the player does.
//!
//! ```no_run
//! use danilchuk_play::{Server, ServerConfig};
//! let server = Server::bind(ServerConfig { port: 0, ..ServerConfig::default() })?;
//! println!("{}", server.url());
//! server.run();
//! # Ok::<(), std::io::Error>(())
//! ```

mod api;
mod assets;
pub mod cli;
mod clock;
mod computer;
mod date;
mod http;
mod marks;
mod server;
mod session;
mod snapshot;
mod strength;
mod table;
pub mod terminal;

pub use crate::api::{handle, respond, ApiError, Response};
pub use crate::clock::{Clock, TimeControl};
pub use crate::computer::Computer;
pub use crate::http::{head_end, write_response, RequestHead, MAX_BODY, MAX_HEAD, MAX_HEADERS};
pub use crate::marks::{LineMark, LockMark, Marks, Motion};
pub use crate::server::{RunningServer, Server, ServerConfig, DEFAULT_PORT};
pub use crate::session::{Opponent, Session, SessionStore, MAX_SESSIONS};
pub use crate::snapshot::{
    AnalysisView, KingsView, LegalView, LineSideView, LinesView, LockView, MotionView, MoveView,
    OutcomeView, Snapshot, TransformView, UnitView,
};
pub use crate::strength::{
    plays_sensibly, weakest_sensible, Baseline, Measured, Strength, MEASURED, MIN_GAMES,
};
pub use crate::table::{new_table, rules_title, table_from_pgn, Refusal, Table, MAX_PLIES};
pub use danilchuk_variant::{Rules, UnknownRules};
