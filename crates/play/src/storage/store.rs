//! The games the server serves: every game in the database, and a bounded
//! number of them in memory, the ones used last; a game asked for that is
//! not in memory is read back from the database.
//!
//! Every change of a game is written before it is answered (see
//! [`SessionStore::save`]): the database is the record, memory a cache. A
//! game is dropped from memory only while no request uses it, so that
//! there is never a second copy of a game in memory.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use web_time::Instant;

#[cfg(feature = "sqlite")]
use super::database::Database;
use super::error::StorageError;
use super::listed::Listed;
#[cfg(not(feature = "sqlite"))]
use super::memory::Database;
use crate::session::date::now_ms;
use crate::session::random::random_hex;
use crate::session::table::Table;
use crate::{Session, Snapshot};

/// The most games the server keeps in memory at once; the one left alone
/// the longest makes room for another (it stays in the database).
pub const MAX_SESSIONS: usize = 256;

/// How long a game left alone still counts as live (for the cap on live
/// games of a club server): a day.
pub(crate) const LIVE_FOR_MS: u64 = 24 * 3600 * 1000;

/// How long a game no one ever moved in (since it was made) still counts
/// as live: ten minutes, so that games started and left fill no club's
/// cap for a day.
pub(crate) const ABANDONED_AFTER_MS: u64 = 10 * 60 * 1000;

pub(super) struct Entry {
    pub(super) table: Arc<Mutex<Table>>,
    pub(super) used: Instant,
}

/// The games, by id: in a database (on disk, or in memory), the ones used
/// last also in memory.
pub struct SessionStore {
    entries: Mutex<HashMap<String, Entry>>,
    capacity: usize,
    pub(super) db: Database,
    /// Held while a tournament is read, changed and written, so that two
    /// requests of one board never change one from the same reading.
    pub(super) tournament_changes: Mutex<()>,
}

impl SessionStore {
    /// A store whose database is in memory (nothing outlives the process),
    /// holding at most `capacity` games (at least one).
    ///
    /// # Panics
    ///
    /// When SQLite cannot make a database in memory (out of memory).
    #[must_use]
    pub fn new(capacity: usize) -> SessionStore {
        match Database::in_memory() {
            Ok(db) => SessionStore::with_database(db, capacity),
            Err(e) => panic!("no in-memory game database: {e}"),
        }
    }

    /// The store of the data directory `dir`: its database
    /// ([`DATABASE_FILE`](crate::DATABASE_FILE), made if missing) checked
    /// and brought to the current schema, and the clocks that ran when the
    /// board stopped resumed without the time it was stopped. At most
    /// `capacity` games (at least one) are held in memory; all are kept.
    ///
    /// # Errors
    ///
    /// [`StorageError`] when the directory cannot be used (or another
    /// board uses it), or the database is damaged, of a newer board, or
    /// another program's; the file is then left as it is.
    pub fn open(dir: &Path, capacity: usize) -> Result<SessionStore, StorageError> {
        let db = Database::open(dir)?;
        db.resume_clocks()?;
        Ok(SessionStore::with_database(db, capacity))
    }

    fn with_database(db: Database, capacity: usize) -> SessionStore {
        SessionStore {
            entries: Mutex::new(HashMap::new()),
            capacity: capacity.max(1),
            db,
            tournament_changes: Mutex::new(()),
        }
    }

    /// The database file (`:memory:` for a store in memory).
    #[must_use]
    pub fn path(&self) -> &Path {
        self.db.path()
    }

    pub(super) fn lock_entries(&self) -> MutexGuard<'_, HashMap<String, Entry>> {
        // A panic elsewhere must not take every game down with it.
        self.entries.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A fresh game id: 128 bits from the operating system's generator.
    pub(crate) fn fresh_id() -> Result<String, crate::session::random::RandomError> {
        random_hex::<16>()
    }

    /// Stores a new game with who made it (a club client's address, if
    /// known: counted in [`SessionStore::live_games`]), then holds it in
    /// memory. The game exists once this returns: not before its row is
    /// written.
    pub(crate) fn create_by(
        &self,
        mut table: Table,
        creator: Option<&str>,
    ) -> Result<Arc<Mutex<Table>>, StorageError> {
        self.db.save_by(&mut table, creator)?;
        let id = table.id.clone();
        let table = Arc::new(Mutex::new(table));
        let mut entries = self.lock_entries();
        self.make_room(&mut entries);
        entries.insert(
            id,
            Entry {
                table: Arc::clone(&table),
                used: Instant::now(),
            },
        );
        Ok(table)
    }

    /// The game `id`, from memory or read back from the database; `None`
    /// if there is no such game.
    pub(crate) fn table(&self, id: &str) -> Result<Option<Arc<Mutex<Table>>>, StorageError> {
        let mut entries = self.lock_entries();
        if let Some(entry) = entries.get_mut(id) {
            entry.used = Instant::now();
            return Ok(Some(Arc::clone(&entry.table)));
        }
        // Read under the lock of the map: two requests for a game not in
        // memory must not make two copies of it.
        let Some(table) = self.db.load(id)? else {
            return Ok(None);
        };
        self.make_room(&mut entries);
        let table = Arc::new(Mutex::new(table));
        entries.insert(
            id.to_string(),
            Entry {
                table: Arc::clone(&table),
                used: Instant::now(),
            },
        );
        Ok(Some(table))
    }

    /// Drops from memory the games left alone the longest until there is
    /// room for one more; a game a request is using stays (memory is then
    /// bounded by the requests served at once).
    pub(super) fn make_room(&self, entries: &mut HashMap<String, Entry>) {
        while entries.len() >= self.capacity {
            let idle = entries
                .iter()
                .filter(|(_, e)| Arc::strong_count(&e.table) == 1)
                .min_by_key(|(_, e)| e.used)
                .map(|(id, _)| id.clone());
            match idle {
                Some(id) => entries.remove(&id),
                None => break,
            };
        }
    }

    /// Writes the changes of `table` (a game this store holds) to the
    /// database, before the request that made them is answered.
    pub(crate) fn save(&self, table: &mut Table) -> Result<(), StorageError> {
        self.db.save(table)
    }

    /// The `limit` games changed last.
    pub(crate) fn recent(&self, limit: usize) -> Result<Vec<Listed>, StorageError> {
        self.db.recent(limit)
    }

    /// How many games are live (of `creator`, if given, as
    /// [`SessionStore::create_by`] named it): unfinished, changed in the
    /// last day, and moved in since they were made or else changed in the
    /// last [`ABANDONED_AFTER_MS`].
    pub(crate) fn live_games(&self, creator: Option<&str>) -> Result<usize, StorageError> {
        let now = now_ms();
        self.db.live_since(
            now.saturating_sub(LIVE_FOR_MS),
            now.saturating_sub(ABANDONED_AFTER_MS),
            creator,
        )
    }

    /// Ends every game whose running clock has run out (the side to move
    /// loses on time), whoever watches it; and writes the board's
    /// heartbeat while a clock runs. Returns the games ended.
    pub(crate) fn end_fallen_flags(&self) -> Result<usize, StorageError> {
        let mut ended = 0;
        for id in self.db.fallen_flags()? {
            let Some(table) = self.table(&id)? else {
                continue;
            };
            let mut table = table.lock().unwrap_or_else(PoisonError::into_inner);
            if table.session.flag_if_fallen() {
                self.save(&mut table)?;
                ended += 1;
            }
        }
        Ok(ended)
    }

    /// A copy of the game `id` as it stands, from memory or the database.
    ///
    /// # Errors
    ///
    /// [`StorageError`] when the database cannot be read, or the stored
    /// game cannot be replayed.
    pub fn session(&self, id: &str) -> Result<Option<Session>, StorageError> {
        Ok(self.table(id)?.map(|table| {
            table
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .session
                .clone()
        }))
    }

    /// What the board shows of the game `id`, if there is such a game.
    ///
    /// # Errors
    ///
    /// As [`SessionStore::session`].
    pub fn snapshot(&self, id: &str) -> Result<Option<Snapshot>, StorageError> {
        Ok(self.session(id)?.map(|session| session.snapshot()))
    }

    /// How many games the store holds in memory.
    #[must_use]
    pub fn len(&self) -> usize {
        self.lock_entries().len()
    }

    /// Whether the store holds none in memory.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every game and tournament of this store, as JSON, for the
    /// embedding program to keep (the static site keeps it in the browser's storage) and give
    /// back to [`SessionStore::import_games`] after a reload. Only without
    /// the `sqlite` feature, whose games are on disk.
    #[cfg(not(feature = "sqlite"))]
    #[must_use]
    pub fn export_games(&self) -> String {
        self.db.export()
    }

    /// Takes back the games and tournaments [`SessionStore::export_games`]
    /// wrote (a game that does not replay is left out); returns how many
    /// games were taken.
    ///
    /// # Errors
    ///
    /// [`StorageError::Damaged`] when `saved` is not what
    /// `export_games` writes.
    #[cfg(not(feature = "sqlite"))]
    pub fn import_games(&self, saved: &str) -> Result<usize, StorageError> {
        self.db.import(saved)
    }

    /// The database, for tests that make it full.
    #[cfg(all(test, feature = "sqlite"))]
    pub(crate) fn database(&self) -> &Database {
        &self.db
    }
}

impl Default for SessionStore {
    fn default() -> SessionStore {
        SessionStore::new(MAX_SESSIONS)
    }
}
