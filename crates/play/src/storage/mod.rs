//! Layer 2, the games kept: every game of the board in one SQLite
//! database ([`database`], its tables in [`schema`], what it does with a
//! game's rows in [`rows`]: written by [`write`], read back by [`read`],
//! their values by [`values`]; its errors in [`error`]), the games served
//! and the
//! few of them held in memory ([`store`]), and where the data directory is
//! by default ([`data_dir`]).
//!
//! Uses the games held for players (`crate::session`) and nothing above.

pub(crate) mod data_dir;
pub(crate) mod database;
pub(crate) mod error;
mod read;
pub(crate) mod rows;
pub(crate) mod schema;
pub(crate) mod store;
mod values;
mod write;

pub use self::data_dir::default_data_dir;
pub use self::database::DATABASE_FILE;
pub use self::error::StorageError;
pub(crate) use self::rows::Listed;
pub use self::store::{SessionStore, MAX_SESSIONS};
