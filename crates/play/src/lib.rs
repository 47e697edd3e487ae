//! Play classical chess, Classic Immortal Chess and Russian Linear Chess:
//! a self-contained board in the browser (a small local HTTP server) and a
//! board in the terminal, against a person or the computer.
//!
//! Every rule is decided by the rule-set crates: the page only shows the
//! legal moves the server lists, and sends what the player does.
//!
//! A program embedding the board runs its [`Server`] (or answers the JSON
//! API itself with [`handle`]), plays in a terminal with
//! [`terminal::run`], or drives a [`Session`]: a
//! [`danilchuk_game::AnyGame`] with an opponent and clocks, whose
//! [`Snapshot`] is everything the board shows and whose [`Refusal`]s say
//! why a move or a record is refused.
//!
//! ```no_run
//! use danilchuk_play::{Server, ServerConfig};
//! let server = Server::bind(ServerConfig { port: 0, ..ServerConfig::default() })?;
//! println!("{}", server.url());
//! server.run();
//! # Ok::<(), std::io::Error>(())
//! ```

mod analysis;
mod api;
mod assets;
mod attempt;
mod castling;
pub mod cli;
mod clock;
mod computer;
mod date;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
mod game_messages;
mod gate;
pub mod guide;
mod http;
mod lang;
mod marks;
mod refusal;
mod server;
mod session;
mod snapshot;
mod store;
mod strength;
pub mod terminal;
mod texts;
mod views;

pub use crate::api::{handle, Response};
pub use crate::castling::CastlingRefusal;
pub use crate::clock::{Clock, TimeControl};
pub use crate::lang::{Lang, UnknownLang};
pub use crate::refusal::Refusal;
pub use crate::server::{RunningServer, Server, ServerConfig, DEFAULT_PORT};
pub use crate::session::{Opponent, Session, MAX_PLIES};
pub use crate::snapshot::{
    AnalysisView, KingsView, LegalView, LineSideView, LinesView, LockView, MotionView, MoveView,
    OutcomeView, Snapshot, TransformView, UnitView,
};
pub use crate::store::{SessionStore, MAX_SESSIONS};
pub use crate::strength::Strength;
pub use danilchuk_variant::{Rules, UnknownRules};
