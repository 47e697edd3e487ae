//! What [`Database`] does with tournaments: reads one or the newest, and
//! writes a change of one together with the games it creates, in one
//! transaction (a round paired is stored with all its games, or not at
//! all), refusing a change made from a reading that is no longer the
//! stored one.

use rusqlite::{params, OptionalExtension, Row};

use super::database::Database;
use super::error::StorageError;
use super::kept::{KeptTournament, TournamentWrite};
use super::values::{int, uint};
use super::write::write_table;
use crate::session::date::now_ms;
use crate::session::table::Table;

const COLUMNS: &str = "public_id, state, version, created_ms, updated_ms";

fn kept(row: &Row<'_>) -> rusqlite::Result<KeptTournament> {
    Ok(KeptTournament {
        id: row.get(0)?,
        state: row.get(1)?,
        version: uint(row.get(2)?),
        created_ms: uint(row.get(3)?),
        updated_ms: uint(row.get(4)?),
    })
}

impl Database {
    /// The stored tournament `id`, if there is one.
    pub(crate) fn tournament(&self, id: &str) -> Result<Option<KeptTournament>, StorageError> {
        self.with(|conn| {
            conn.query_row(
                &format!("SELECT {COLUMNS} FROM tournaments WHERE public_id = ?1"),
                [id],
                kept,
            )
            .optional()
        })
    }

    /// The `limit` tournaments made last, the newest first.
    pub(crate) fn tournaments(&self, limit: usize) -> Result<Vec<KeptTournament>, StorageError> {
        self.with(|conn| {
            let mut statement = conn.prepare(&format!(
                "SELECT {COLUMNS} FROM tournaments ORDER BY created_ms DESC, id DESC LIMIT ?1"
            ))?;
            let rows = statement.query_map([int(limit as u64)], kept)?;
            rows.collect()
        })
    }

    /// The public id of the tournament that paired the game `id`, if any.
    pub(crate) fn game_tournament(&self, id: &str) -> Result<Option<String>, StorageError> {
        self.with(|conn| {
            conn.query_row(
                "SELECT tournament FROM games WHERE public_id = ?1",
                [id],
                |row| row.get::<_, Option<String>>(0),
            )
            .optional()
            .map(Option::flatten)
        })
    }

    /// Writes `write` and the new `games` (each marked as the
    /// tournament's) in one transaction; [`StorageError::Stale`] and
    /// nothing written when the stored version is not the one expected.
    /// Each game's `stored` follows once the commit is done.
    pub(crate) fn write_tournament(
        &self,
        write: &TournamentWrite<'_>,
        games: &mut [Table],
    ) -> Result<(), StorageError> {
        let now = now_ms();
        self.still_in_place()?;
        let written = self.with(|conn| {
            let tx = conn.transaction()?;
            let changed = match write.expected {
                None => tx.execute(
                    "INSERT INTO tournaments (public_id, state, version, created_ms, updated_ms)
                     VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT (public_id) DO NOTHING",
                    params![write.id, write.state, int(write.version), int(now)],
                )?,
                Some(expected) => tx.execute(
                    "UPDATE tournaments SET state = ?2, version = ?3, updated_ms = ?4
                     WHERE public_id = ?1 AND version = ?5",
                    params![
                        write.id,
                        write.state,
                        int(write.version),
                        int(now),
                        int(expected)
                    ],
                )?,
            };
            if changed != 1 {
                // Dropped unwritten: the transaction rolls back.
                return Ok(None);
            }
            let mut stored = Vec::with_capacity(games.len());
            for table in games.iter() {
                let done = write_table(&tx, table, now)?;
                tx.execute(
                    "UPDATE games SET tournament = ?1 WHERE id = ?2",
                    params![write.id, done.row],
                )?;
                stored.push(done);
            }
            tx.commit()?;
            Ok(Some(stored))
        })?;
        let Some(stored) = written else {
            return Err(StorageError::Stale {
                path: self.path().to_path_buf(),
                id: write.id.to_string(),
            });
        };
        self.still_in_place()?;
        for (table, stored) in games.iter_mut().zip(stored) {
            table.stored = stored;
        }
        Ok(())
    }
}
