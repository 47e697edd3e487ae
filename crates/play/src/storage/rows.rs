//! What [`Database`] does with a game's rows: saves a table after each
//! change of its game (its rows written by [`super::write`]) and loads one
//! that the board does not hold in memory (read by [`super::read`]); the
//! list of recent games; the clocks' bookkeeping (the board's heartbeat,
//! the flags that fell, the time the board was stopped).

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::database::Database;
use super::error::StorageError;
use super::listed::{seat_state, Listed, SeatList};
use super::read::read_raw;
use super::values::{int, uint};
use super::write::write_table;
use crate::session::date::now_ms;
use crate::session::table::Table;

/// The key of the board's heartbeat in the `board` table: the last moment
/// (Unix milliseconds) the board was known to run.
const ALIVE: &str = "alive_ms";

impl Database {
    /// Writes what changed of `table` since it was last stored, in one
    /// transaction: its row, the moves that are not stored yet (after the
    /// ones taken back are deleted), the new interruptions; and the
    /// board's heartbeat. `table.stored` follows once the commit is done.
    pub(crate) fn save(&self, table: &mut Table) -> Result<(), StorageError> {
        self.save_by(table, None)
    }

    /// [`Database::save`] for a new game, with who made it (a club
    /// client's address), in the same transaction.
    pub(crate) fn save_by(
        &self,
        table: &mut Table,
        creator: Option<&str>,
    ) -> Result<(), StorageError> {
        let now = now_ms();
        // Not written into a file that is gone; and not acknowledged if
        // it went while being written.
        self.still_in_place()?;
        let stored = self.with(|conn| {
            let tx = conn.transaction()?;
            let stored = write_table(&tx, table, now)?;
            if let Some(creator) = creator {
                tx.execute(
                    "UPDATE games SET created_by = ?1 WHERE id = ?2",
                    params![creator, stored.row],
                )?;
            }
            beat(&tx, now)?;
            tx.commit()?;
            Ok(stored)
        })?;
        self.still_in_place()?;
        table.stored = stored;
        Ok(())
    }

    /// The stored game `id`, replayed, if there is one.
    pub(crate) fn load(&self, id: &str) -> Result<Option<Table>, StorageError> {
        let now = now_ms();
        let raw = self.with(|conn| read_raw(conn, id))?;
        raw.map(|raw| {
            raw.into_table(now).map_err(|reason| StorageError::BadGame {
                path: self.path().to_path_buf(),
                id: id.to_string(),
                reason,
            })
        })
        .transpose()
    }

    /// The `limit` games changed last, the latest first.
    pub(crate) fn recent(&self, limit: usize) -> Result<Vec<Listed>, StorageError> {
        self.with(|conn| {
            let mut statement = conn.prepare(
                "SELECT public_id, rules, opponent, computer_side, strength, seating,
                        white_seat, black_seat, white_name, black_name,
                        clock_initial_ms, clock_increment_ms, ply, turn, result, outcome, updated_ms
                 FROM games ORDER BY updated_ms DESC, id DESC LIMIT ?1",
            )?;
            let rows = statement.query_map([int(limit as u64)], listed)?;
            rows.collect()
        })
    }

    /// How many games are live (of `creator`, if given): unfinished,
    /// changed since `since_ms`, and, unless a move was played in them
    /// since they were made, changed since `idle_since_ms` (a game no one
    /// ever moved in is abandoned sooner).
    pub(crate) fn live_since(
        &self,
        since_ms: u64,
        idle_since_ms: u64,
        creator: Option<&str>,
    ) -> Result<usize, StorageError> {
        self.with(|conn| {
            conn.query_row(
                "SELECT count(*) FROM games
                 WHERE result IS NULL AND updated_ms > ?1
                   AND (?3 IS NULL OR created_by = ?3)
                   AND (updated_ms > ?2 OR EXISTS (
                        SELECT 1 FROM moves WHERE moves.game = games.id
                                              AND moves.played_ms > games.created_ms))",
                params![int(since_ms), int(idle_since_ms), creator],
                |row| row.get::<_, i64>(0),
            )
        })
        .map(|n| usize::try_from(n).unwrap_or(0))
    }

    /// The ids of the games whose running clock has run out by now; and
    /// the board's heartbeat, written when some game's clock runs (so that
    /// a restart knows when the board stopped).
    pub(crate) fn fallen_flags(&self) -> Result<Vec<String>, StorageError> {
        let now = now_ms();
        self.with(|conn| {
            let running: Vec<(String, i64)> = {
                let mut statement = conn.prepare(
                    "SELECT public_id,
                            (CASE turn WHEN 'white' THEN white_ms ELSE black_ms END)
                                - (?1 - turn_started_ms)
                     FROM games
                     WHERE result IS NULL AND turn_started_ms IS NOT NULL",
                )?;
                let rows = statement.query_map([int(now)], |row| Ok((row.get(0)?, row.get(1)?)))?;
                rows.collect::<rusqlite::Result<_>>()?
            };
            if !running.is_empty() {
                beat(conn, now)?;
            }
            Ok(running
                .into_iter()
                .filter(|(_, left)| *left <= 0)
                .map(|(id, _)| id)
                .collect())
        })
    }

    /// After a start: every game whose clock was running when the board
    /// stopped has the time since its last heartbeat taken off its clock's
    /// running time (counted on neither side), and the interruption
    /// recorded. Returns the games so resumed.
    pub(crate) fn resume_clocks(&self) -> Result<usize, StorageError> {
        let now = now_ms();
        self.with(|conn| {
            let tx = conn.transaction()?;
            let alive: Option<i64> = tx
                .query_row("SELECT value FROM board WHERE key = ?1", [ALIVE], |row| {
                    row.get(0)
                })
                .optional()?;
            let Some(alive) = alive else {
                return Ok(0);
            };
            let running: Vec<(i64, i64, i64)> = {
                let mut statement = tx.prepare(
                    "SELECT id, ply, turn_started_ms FROM games
                     WHERE result IS NULL AND turn_started_ms IS NOT NULL",
                )?;
                let rows =
                    statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?;
                rows.collect::<rusqlite::Result<_>>()?
            };
            let now = int(now);
            let mut resumed = 0;
            for (game, ply, started) in running {
                // The time the clock ran while the board ran; the rest, to
                // now, it was stopped.
                let used = (alive - started).max(0);
                let restarted = now - used;
                if restarted > started {
                    tx.execute(
                        "UPDATE games SET turn_started_ms = ?1 WHERE id = ?2",
                        params![restarted, game],
                    )?;
                    tx.execute(
                        "INSERT INTO interruptions (game, ply, stopped_ms, resumed_ms)
                         VALUES (?1, ?2, ?3, ?4)",
                        params![game, ply, alive.max(started), now],
                    )?;
                    resumed += 1;
                }
            }
            beat(&tx, uint(now))?;
            tx.commit()?;
            Ok(resumed)
        })
    }
}

/// Records that the board runs now.
fn beat(conn: &Connection, now: u64) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO board (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        params![ALIVE, int(now)],
    )
    .map(drop)
}

fn listed(row: &Row<'_>) -> rusqlite::Result<Listed> {
    let computer_side: Option<String> = row.get(3)?;
    let seat = |color: &str, stored: Option<String>| {
        seat_state(computer_side.as_deref(), color, stored.as_deref())
    };
    let initial: Option<i64> = row.get(10)?;
    let increment: Option<i64> = row.get(11)?;
    Ok(Listed {
        id: row.get(0)?,
        rules: row.get(1)?,
        opponent: row.get(2)?,
        seats: SeatList {
            white: seat("white", row.get(6)?),
            black: seat("black", row.get(7)?),
        },
        computer_side,
        strength: row.get(4)?,
        seating: row.get(5)?,
        players: [row.get(8)?, row.get(9)?],
        clock: initial.map(|i| [i, increment.unwrap_or(0)]),
        ply: row.get(12)?,
        turn: row.get(13)?,
        result: row.get(14)?,
        outcome: row.get(15)?,
        updated_ms: row.get(16)?,
    })
}
