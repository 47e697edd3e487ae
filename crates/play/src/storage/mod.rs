//! Layer 2, the games kept: every game of the board in one SQLite
//! database ([`database`], its tables in [`schema`], what it does with a
//! game's rows in [`rows`]: written by [`write`], read back by [`read`],
//! their values by [`values`]; its errors in [`error`]), the games served
//! and the
//! few of them held in memory ([`store`]), and where the data directory is
//! by default ([`data_dir`]). The club's tournaments are kept beside the
//! games, each as one JSON value with its version ([`kept`]), written with
//! the games a round creates in one transaction (`tournament_rows`,
//! `store_tournaments`).
//!
//! Without the `sqlite` feature (the static site's WebAssembly build) the
//! database is [`memory`]: the same rows as values, which the embedding
//! program keeps.
//!
//! Uses the games held for players (`crate::session`) and nothing above.

pub(crate) mod data_dir;
#[cfg(feature = "sqlite")]
pub(crate) mod database;
pub(crate) mod error;
mod kept;
mod listed;
#[cfg(not(feature = "sqlite"))]
mod memory;
mod raw;
#[cfg(feature = "sqlite")]
mod read;
#[cfg(feature = "sqlite")]
pub(crate) mod rows;
#[cfg(feature = "sqlite")]
pub(crate) mod schema;
pub(crate) mod store;
mod store_tournaments;
#[cfg(feature = "sqlite")]
mod tournament_rows;
#[cfg(all(test, feature = "sqlite"))]
mod tournament_tests;
mod values;
#[cfg(feature = "sqlite")]
mod write;

pub use self::data_dir::default_data_dir;
#[cfg(feature = "sqlite")]
pub use self::database::DATABASE_FILE;
pub use self::error::StorageError;
pub(crate) use self::kept::TournamentWrite;
pub(crate) use self::listed::Listed;
#[cfg(not(feature = "sqlite"))]
pub use self::memory::DATABASE_FILE;
pub use self::store::{SessionStore, MAX_SESSIONS};
