//! Why the games on disk could not be opened, read or written: typed, each
//! naming the file and the reason, and each saying that nothing was
//! deleted or overwritten.

#[cfg(feature = "sqlite")]
use std::path::Path;
use std::path::PathBuf;

#[cfg(feature = "sqlite")]
use rusqlite::ErrorCode;

/// Why the board could not open, read or write its game database.
///
/// None of these ever deletes or overwrites what is on disk: a damaged
/// database, one of a newer version of the board or one of another program
/// is left as it is, and a write that fails (a full disk) is not
/// acknowledged, so the move it carried is not played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StorageError {
    /// The data directory cannot be made or used.
    #[error("cannot use the data directory {}: {reason}", path.display())]
    Directory {
        /// The directory.
        path: PathBuf,
        /// What the operating system said.
        reason: String,
    },
    /// Another board already keeps its games in this directory.
    #[error("another danilchuk-play keeps its games in {}: stop it first, or give this one another --data directory", path.display())]
    InUse {
        /// The directory.
        path: PathBuf,
    },
    /// The database file is damaged (not a database, or SQLite finds it
    /// malformed).
    #[error("the game database {} is damaged: {reason}. It was left as it is: keep a copy of it, then try `sqlite3 {} .recover`, or start the board with another --data directory", path.display(), path.display())]
    Damaged {
        /// The database file.
        path: PathBuf,
        /// What is wrong, as SQLite says it.
        reason: String,
    },
    /// The database was written by a newer version of the board.
    #[error("the game database {} was written by a newer danilchuk-play (schema version {found}; this one knows versions up to {supported}). It was left as it is: run the newer board on it, or start this one with another --data directory", path.display())]
    Newer {
        /// The database file.
        path: PathBuf,
        /// The schema version the file has.
        found: i64,
        /// The newest schema version this board knows.
        supported: i64,
    },
    /// An SQLite database of another program.
    #[error("{} is an SQLite database of another program, not danilchuk-play's game database (it has tables, and the application id {found:#010x}). It was left as it is: give the board another --data directory", path.display())]
    Foreign {
        /// The database file.
        path: PathBuf,
        /// Its SQLite application id.
        found: i32,
    },
    /// The disk (or the database's size limit) is full: what was being
    /// written was not stored.
    #[error("the disk holding the game database {} is full: nothing was stored, and the game is as it was. Free some space and try again", path.display())]
    Full {
        /// The database file.
        path: PathBuf,
    },
    /// A stored game cannot be read back (a move that does not replay, a
    /// value out of range): that game is refused, the others are served.
    #[error("the stored game {id} cannot be read back: {reason}. It was left as it is in {}", path.display())]
    BadGame {
        /// The database file.
        path: PathBuf,
        /// The game's id.
        id: String,
        /// What is wrong with it.
        reason: String,
    },
    /// Any other failure of the database.
    #[error("the game database {}: {reason}", path.display())]
    Failed {
        /// The database file.
        path: PathBuf,
        /// What SQLite said.
        reason: String,
    },
    /// Another process (another board) holds the game database locked:
    /// it serves the same games.
    #[error("the game database {} is held locked by another process (another danilchuk-play serving the same games): stop it first, or give this one another --data directory", path.display())]
    Locked {
        /// The database file.
        path: PathBuf,
    },
    /// The database file was deleted, moved or replaced while the board
    /// ran: what it would write now would be lost with the old file, so
    /// nothing more is written.
    #[error("the game database {} was deleted or replaced while the board runs: nothing more is stored there, so no change is accepted. Restart the board", path.display())]
    Gone {
        /// The database file.
        path: PathBuf,
    },
    /// A tournament was changed by another request since this one read
    /// it (or one of its id already exists): nothing was written, so no
    /// change is lost; read it again and retry.
    #[error("the tournament {id} was changed by another request meanwhile: nothing was stored in {}; read it again and retry", path.display())]
    Stale {
        /// The database file.
        path: PathBuf,
        /// The tournament's public id.
        id: String,
    },
}

impl StorageError {
    #[cfg(feature = "sqlite")]
    /// The typed error for what SQLite answered about the database at
    /// `path`.
    pub(crate) fn from_sqlite(path: &Path, error: &rusqlite::Error) -> StorageError {
        let path = path.to_path_buf();
        let reason = error.to_string();
        match error.sqlite_error_code() {
            Some(ErrorCode::DiskFull) => StorageError::Full { path },
            Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => {
                StorageError::Damaged { path, reason }
            }
            _ => StorageError::Failed { path, reason },
        }
    }

    /// Whether the disk was full (the HTTP answer is 507).
    pub(crate) fn is_full(&self) -> bool {
        matches!(self, StorageError::Full { .. })
    }
}
