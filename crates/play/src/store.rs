//! The games the server holds: one [`Session`] per game behind an id, a
//! bounded number of them.

use std::collections::hash_map::RandomState;
use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use crate::Session;

/// The most games the server keeps at once; a new game beyond it replaces
/// the one left alone the longest.
pub const MAX_SESSIONS: usize = 256;

struct Entry {
    session: Arc<Mutex<Session>>,
    used: Instant,
}

/// The sessions, by id.
pub struct SessionStore {
    entries: Mutex<HashMap<String, Entry>>,
    capacity: usize,
    ids: RandomState,
    counter: Mutex<u64>,
}

impl SessionStore {
    /// A store of at most `capacity` sessions (at least one).
    #[must_use]
    pub fn new(capacity: usize) -> SessionStore {
        SessionStore {
            entries: Mutex::new(HashMap::new()),
            capacity: capacity.max(1),
            ids: RandomState::new(),
            counter: Mutex::new(0),
        }
    }

    fn lock_entries(&self) -> MutexGuard<'_, HashMap<String, Entry>> {
        // A panic elsewhere must not take every game down with it.
        self.entries.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A fresh id: 32 hex digits nobody can guess from earlier ones.
    fn fresh_id(&self) -> String {
        let mut counter = self.counter.lock().unwrap_or_else(PoisonError::into_inner);
        *counter += 1;
        let half = |salt: u64| {
            let mut h = self.ids.build_hasher();
            h.write_u64(*counter);
            h.write_u64(salt);
            h.write_u128(
                SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos()),
            );
            h.finish()
        };
        let (a, b) = (half(1), half(2));
        format!("{a:016x}{b:016x}")
    }

    /// Keeps a new session; returns its id. The session left alone the
    /// longest makes room if the store is full.
    #[must_use = "the id is the only way to the game"]
    pub fn insert(&self, session: Session) -> String {
        let id = self.fresh_id();
        let session = Arc::new(Mutex::new(session));
        let mut entries = self.lock_entries();
        while entries.len() >= self.capacity {
            let oldest = entries
                .iter()
                .min_by_key(|(_, e)| e.used)
                .map(|(id, _)| id.clone());
            match oldest {
                Some(old) => entries.remove(&old),
                None => break,
            };
        }
        entries.insert(
            id.clone(),
            Entry {
                session,
                used: Instant::now(),
            },
        );
        id
    }

    /// The session `id`, if the store has it.
    #[must_use]
    pub fn get(&self, id: &str) -> Option<Arc<Mutex<Session>>> {
        let mut entries = self.lock_entries();
        let entry = entries.get_mut(id)?;
        entry.used = Instant::now();
        Some(Arc::clone(&entry.session))
    }

    /// How many sessions the store holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.lock_entries().len()
    }

    /// Whether the store holds none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Default for SessionStore {
    fn default() -> SessionStore {
        SessionStore::new(MAX_SESSIONS)
    }
}
