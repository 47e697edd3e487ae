//! Layer 4, the board in the browser: the HTTP server ([`server`]) that
//! carries bytes, HTTP/1.1 as pure functions over them ([`http`]), the
//! JSON API that answers a request ([`api`]), who may reach the board and
//! how often ([`access`], [`rate`]), the places it serves in
//! ([`slots`]), the page and its files ([`assets`]),
//! and the entry the fuzz target drives ([`fuzzing`]).
//!
//! Uses every layer below: the games (`crate::session`), their storage
//! (`crate::storage`) and the words (`crate::words`: the texts and the
//! guide the page fetches). Nothing of the terminal.

pub(crate) mod access;
pub(crate) mod api;
pub(crate) mod assets;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
pub(crate) mod http;
pub(crate) mod rate;
pub(crate) mod server;
pub(crate) mod slots;

pub use self::access::Access;
pub use self::api::{handle, handle_seated};
pub use self::http::Response;
pub use self::server::{
    RunningServer, Server, ServerConfig, DEFAULT_MAX_LIVE_GAMES, DEFAULT_NEW_GAMES_PER_MINUTE,
    DEFAULT_PORT,
};
