//! The games on disk: one SQLite database, `games.sqlite3` in the data
//! directory, that a player can open with the `sqlite3` tool (or an
//! in-memory one, for a board that keeps nothing).
//!
//! Opening checks before it writes anything: the file must be SQLite's,
//! the board's (its `application_id`), of a schema version this board
//! knows, and whole (`PRAGMA quick_check`); otherwise a typed
//! [`StorageError`] names the file and the reason, and the file is left as
//! it is. Then the database is put in WAL mode with `synchronous=FULL`: a
//! commit returns only once the write-ahead log is on the disk, so a move
//! acknowledged after its commit survives `kill -9`, and a power cut too.
//! The board holds the database file itself locked as long as it runs
//! (an exclusive `flock`, apart from SQLite's own locks; on Windows, where
//! an open file cannot be deleted, a lock file beside it): a second board
//! on the same directory is refused, since its cache of games would part
//! from this one's and each would acknowledge moves the other never sees.
//! And before a change is acknowledged the file must still be the one
//! opened: one deleted or replaced while the board runs would take every
//! later move with it, so the board says so and accepts no more changes.

use std::fs::{DirBuilder, File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

use super::error::StorageError;
use super::schema::{migrate, APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION};

/// The database's file in the data directory.
pub const DATABASE_FILE: &str = "games.sqlite3";

/// The file a board holds locked while it serves a data directory, where
/// the database file itself cannot be (Windows).
#[cfg_attr(unix, allow(dead_code))]
const LOCK_FILE: &str = "games.lock";

/// How long a write waits for a reader (the `sqlite3` tool) to let go.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The board's database: one connection, used by one request at a time.
pub(crate) struct Database {
    conn: Mutex<Connection>,
    path: PathBuf,
    /// Held locked while the board runs; the lock goes with the process.
    /// (Declared after `conn`, so dropped after it: closing another
    /// descriptor of the database file while SQLite's connection is open
    /// would drop SQLite's own POSIX locks.)
    lock: Option<File>,
    /// Whether the file was found gone (said once on the standard error).
    gone: AtomicBool,
}

impl Database {
    /// A database in memory: nothing outlives the process.
    pub(crate) fn in_memory() -> Result<Database, StorageError> {
        let path = PathBuf::from(":memory:");
        let fail = |e: rusqlite::Error| StorageError::from_sqlite(&path, &e);
        let mut conn = Connection::open_in_memory().map_err(fail)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(fail)?;
        migrate(&mut conn, 0, &MIGRATIONS).map_err(fail)?;
        Ok(Database {
            conn: Mutex::new(conn),
            path,
            lock: None,
            gone: AtomicBool::new(false),
        })
    }

    /// The database of the data directory `dir` (made if missing), checked
    /// and brought to the current schema.
    ///
    /// # Errors
    ///
    /// [`StorageError`]: the directory cannot be made, another board uses
    /// it, the file is damaged, of a newer board, or another program's.
    pub(crate) fn open(dir: &Path) -> Result<Database, StorageError> {
        make_private_dir(dir)?;
        let path = dir.join(DATABASE_FILE);
        let lock = lock_database(dir, &path)?;
        let existed = std::fs::metadata(&path).is_ok_and(|m| m.len() > 0);
        let fail = |e: rusqlite::Error| StorageError::from_sqlite(&path, &e);
        let mut conn = Connection::open_with_flags(
            &path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(fail)?;
        conn.busy_timeout(BUSY_TIMEOUT).map_err(fail)?;
        // Read only, until the file is known to be ours and whole.
        let version = check(&conn, &path, existed)?;
        let mode: String = conn
            .pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))
            .map_err(fail)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(StorageError::Failed {
                path,
                reason: format!("the database cannot use a write-ahead log (journal mode {mode})"),
            });
        }
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(fail)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(fail)?;
        // What is deleted or replaced (a token kept in clear by an older
        // board) is overwritten with zeros, not left in free space.
        conn.pragma_update(None, "secure_delete", "ON")
            .map_err(fail)?;
        migrate(&mut conn, version, &MIGRATIONS).map_err(fail)?;
        if version < SCHEMA_VERSION {
            // Nor left in the write-ahead log's old frames.
            conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
                .map_err(fail)?;
        }
        Ok(Database {
            conn: Mutex::new(conn),
            path,
            lock: Some(lock),
            gone: AtomicBool::new(false),
        })
    }

    /// [`StorageError::Gone`] once the database file was deleted or
    /// replaced since it was opened (said loudly on the standard error the
    /// first time): a change written now would be lost with it.
    pub(crate) fn still_in_place(&self) -> Result<(), StorageError> {
        if self.gone.load(Ordering::Relaxed)
            || !self
                .lock
                .as_ref()
                .is_none_or(|held| same_file(held, &self.path))
        {
            if !self.gone.swap(true, Ordering::Relaxed) {
                eprintln!(
                    "play: ERROR: the game database {} was deleted or replaced while the board runs; \
                     no change is accepted from now on (answered 503). Restart the board to serve the games on disk.",
                    self.path.display()
                );
            }
            return Err(StorageError::Gone {
                path: self.path.clone(),
            });
        }
        Ok(())
    }

    /// The database's file (`:memory:` for one in memory).
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    fn lock(&self) -> MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `work` on the connection; SQLite's errors come back typed.
    pub(crate) fn with<T>(
        &self,
        work: impl FnOnce(&mut Connection) -> rusqlite::Result<T>,
    ) -> Result<T, StorageError> {
        work(&mut self.lock()).map_err(|e| StorageError::from_sqlite(&self.path, &e))
    }

    /// Caps the database at `pages` pages, as a full disk would (tests).
    #[cfg(test)]
    pub(crate) fn limit_pages(&self, pages: u32) {
        self.lock()
            .pragma_update(None, "max_page_count", pages)
            .expect("max_page_count");
    }
}

/// The data directory, made if missing; on Unix readable by its owner only
/// (the seats' tokens are in it).
fn make_private_dir(dir: &Path) -> Result<(), StorageError> {
    let mut builder = DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir).map_err(|e| StorageError::Directory {
        path: dir.to_path_buf(),
        reason: e.to_string(),
    })?;
    // A directory made before (by hand, or by a board that left it open
    // to others) is made private too.
    make_private(dir, 0o700);
    Ok(())
}

/// Takes the group's and others' access away from `path` if it exists and
/// has any (`mode` is what it gets: 0700 for a directory, 0600 for a
/// file); says so on the standard error if that cannot be done, since the
/// board serves on.
#[cfg(unix)]
fn make_private(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    let Ok(meta) = std::fs::metadata(path) else {
        return;
    };
    if meta.permissions().mode() & 0o077 == 0 {
        return;
    }
    if let Err(e) = std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)) {
        eprintln!(
            "play: warning: {} is readable by other users of this computer and could not be made private ({e}): restrict it yourself (chmod {mode:o})",
            path.display()
        );
    }
}

#[cfg(not(unix))]
fn make_private(_path: &Path, _mode: u32) {}

/// The database file (made if missing), held locked for the board's life,
/// or [`StorageError::Locked`] when another board holds it: a lock on the
/// file the games are in, not on a lock file one may delete.
#[cfg(unix)]
fn lock_database(dir: &Path, path: &Path) -> Result<File, StorageError> {
    use std::os::unix::fs::OpenOptionsExt;
    // Made 0600 whatever the umask; SQLite makes its log and shared
    // memory files with the database's own mode.
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .read(true)
        .write(true)
        .mode(0o600)
        .open(path)
        .map_err(|e| StorageError::Directory {
            path: dir.to_path_buf(),
            reason: format!("cannot open {}: {e}", path.display()),
        })?;
    match file.try_lock() {
        Ok(()) => {
            for suffix in ["", "-wal", "-shm"] {
                let mut name = path.as_os_str().to_owned();
                name.push(suffix);
                make_private(Path::new(&name), 0o600);
            }
            Ok(file)
        }
        Err(TryLockError::WouldBlock) => Err(StorageError::Locked {
            path: path.to_path_buf(),
        }),
        Err(TryLockError::Error(e)) => Err(StorageError::Directory {
            path: dir.to_path_buf(),
            reason: format!("cannot lock {}: {e}", path.display()),
        }),
    }
}

/// On Windows a lock file beside the database (a file held open there
/// cannot be deleted, and a whole-file lock would bar SQLite's own reads).
#[cfg(not(unix))]
fn lock_database(dir: &Path, _path: &Path) -> Result<File, StorageError> {
    lock_dir(dir)
}

/// Whether `path` still names the file `held` is open on (Unix: the same
/// device and inode, not deleted).
#[cfg(unix)]
fn same_file(held: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (held.metadata(), std::fs::metadata(path)) {
        (Ok(held), Ok(named)) => {
            held.nlink() > 0 && held.dev() == named.dev() && held.ino() == named.ino()
        }
        _ => false,
    }
}

/// Windows: a file held open cannot be deleted or replaced.
#[cfg(not(unix))]
fn same_file(_held: &File, _path: &Path) -> bool {
    true
}

/// The data directory's lock, or [`StorageError::InUse`] when another board
/// holds it.
#[cfg_attr(unix, allow(dead_code))]
fn lock_dir(dir: &Path) -> Result<File, StorageError> {
    let directory = |reason: String| StorageError::Directory {
        path: dir.to_path_buf(),
        reason,
    };
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join(LOCK_FILE))
        .map_err(|e| directory(e.to_string()))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(TryLockError::WouldBlock) => Err(StorageError::InUse {
            path: dir.to_path_buf(),
        }),
        Err(TryLockError::Error(e)) => Err(directory(format!("cannot lock {LOCK_FILE}: {e}"))),
    }
}

/// Checks, reading only, that the file is the board's, of a known version
/// and whole; returns its schema version.
fn check(conn: &Connection, path: &Path, existed: bool) -> Result<i64, StorageError> {
    let fail = |e: rusqlite::Error| StorageError::from_sqlite(path, &e);
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .map_err(fail)?;
    let application: i32 = conn
        .pragma_query_value(None, "application_id", |row| row.get(0))
        .map_err(fail)?;
    if !existed {
        return Ok(version);
    }
    let tables: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_master", [], |row| row.get(0))
        .map_err(fail)?;
    if application != APPLICATION_ID && (application != 0 || tables > 0) {
        return Err(StorageError::Foreign {
            path: path.to_path_buf(),
            found: application,
        });
    }
    if version > SCHEMA_VERSION {
        return Err(StorageError::Newer {
            path: path.to_path_buf(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    let mut problems = Vec::new();
    {
        let mut statement = conn.prepare("PRAGMA quick_check(5)").map_err(fail)?;
        let mut rows = statement.query([]).map_err(fail)?;
        while let Some(row) = rows.next().map_err(fail)? {
            let line: String = row.get(0).map_err(fail)?;
            if line != "ok" {
                problems.push(line);
            }
        }
    }
    if !problems.is_empty() {
        return Err(StorageError::Damaged {
            path: path.to_path_buf(),
            reason: problems.join("; "),
        });
    }
    Ok(version)
}
