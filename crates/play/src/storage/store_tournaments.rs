//! The tournaments of the store: read, listed, and written with the games
//! a round creates (the games then held in memory like any other).

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use web_time::Instant;

use super::error::StorageError;
use super::kept::{KeptTournament, TournamentWrite};
use super::store::{Entry, SessionStore};
use crate::session::table::Table;

impl SessionStore {
    /// The right to change tournaments, held from the reading of one to
    /// the writing of its change: the requests of this board change
    /// tournaments one at a time (a change made from a stale reading is
    /// still refused when written, [`StorageError::Stale`]).
    pub(crate) fn tournament_changes(&self) -> MutexGuard<'_, ()> {
        self.tournament_changes
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// The stored tournament `id`, if there is one.
    pub(crate) fn tournament(&self, id: &str) -> Result<Option<KeptTournament>, StorageError> {
        self.db.tournament(id)
    }

    /// The `limit` tournaments made last, the newest first.
    pub(crate) fn tournaments(&self, limit: usize) -> Result<Vec<KeptTournament>, StorageError> {
        self.db.tournaments(limit)
    }

    /// The public id of the tournament that paired the game `id`, if one
    /// did.
    pub(crate) fn game_tournament(&self, id: &str) -> Result<Option<String>, StorageError> {
        self.db.game_tournament(id)
    }

    /// Writes a tournament's change and the new games it pairs, all in one
    /// transaction, before the request that made them is answered; then
    /// holds the games in memory. [`StorageError::Stale`], and nothing
    /// written, when the tournament changed since `write.expected`.
    pub(crate) fn write_tournament(
        &self,
        write: &TournamentWrite<'_>,
        mut games: Vec<Table>,
    ) -> Result<(), StorageError> {
        self.db.write_tournament(write, &mut games)?;
        let mut entries = self.lock_entries();
        for table in games {
            self.make_room(&mut entries);
            entries.insert(
                table.id.clone(),
                Entry {
                    table: Arc::new(Mutex::new(table)),
                    used: Instant::now(),
                },
            );
        }
        Ok(())
    }
}
