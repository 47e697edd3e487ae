//! The database's tables, and the steps that bring an older database to
//! the current schema. The schema's version is SQLite's `user_version`;
//! the file is marked as the board's by its `application_id`.
//!
//! A game is stored as what it is made of, not as pictures of it: its rule
//! set and start position, its moves in UCI (Part III) with when each was
//! played, its clocks as they stood when the running one started, its
//! seats (a held seat as its token's digest, never the token), players
//! and offers, and the times the board was stopped while its clock ran.

use rusqlite::{Connection, Transaction};

use crate::session::token::Token;

/// The board's mark in the file's header (`PRAGMA application_id`):
/// "DPly".
pub(crate) const APPLICATION_ID: i32 = 0x4450_6c79;

/// One step: what takes a database of version `n - 1` to `n`, where `n`
/// is its place in [`MIGRATIONS`] (from 1): SQL, then work on the rows
/// that SQL cannot do.
#[derive(Clone, Copy)]
pub(crate) struct Migration {
    sql: &'static str,
    rows: Option<fn(&Transaction<'_>) -> rusqlite::Result<()>>,
}

/// A step of SQL alone.
pub(crate) const fn sql(sql: &'static str) -> Migration {
    Migration { sql, rows: None }
}

/// Every step from an empty file to the current schema, in order. A new
/// version of the board adds steps here, never changes one.
pub(crate) const MIGRATIONS: [Migration; 4] = [VERSION_1, VERSION_2, VERSION_3, VERSION_4];

/// The current schema's version.
pub(crate) const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

const VERSION_1: Migration = sql("
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    rules TEXT NOT NULL,
    start_fen TEXT NOT NULL,
    opponent TEXT NOT NULL,
    computer_side TEXT,
    strength INTEGER,
    seating TEXT NOT NULL,
    white_seat TEXT,
    black_seat TEXT,
    white_name TEXT,
    black_name TEXT,
    clock_initial_ms INTEGER,
    clock_increment_ms INTEGER,
    white_ms INTEGER,
    black_ms INTEGER,
    turn_started_ms INTEGER,
    ended TEXT,
    draw_offer TEXT,
    takeback_offer TEXT,
    ply INTEGER NOT NULL,
    turn TEXT NOT NULL,
    result TEXT,
    outcome TEXT,
    version INTEGER NOT NULL,
    created_ms INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL
);
CREATE INDEX games_by_update ON games (updated_ms);
CREATE INDEX games_running_clocks ON games (turn_started_ms)
    WHERE result IS NULL AND clock_initial_ms IS NOT NULL;
CREATE TABLE moves (
    game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    uci TEXT NOT NULL,
    played_ms INTEGER NOT NULL,
    clock_ms INTEGER,
    PRIMARY KEY (game, ply)
) WITHOUT ROWID;
CREATE TABLE interruptions (
    game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    stopped_ms INTEGER NOT NULL,
    resumed_ms INTEGER NOT NULL
);
CREATE INDEX interruptions_by_game ON interruptions (game);
CREATE TABLE board (
    key TEXT PRIMARY KEY,
    value INTEGER NOT NULL
) WITHOUT ROWID;
");

/// Version 2: a held seat is kept as its token's SHA-256 digest; the
/// tokens version 1 kept in clear are replaced by theirs (they still
/// seat their holders).
const VERSION_2: Migration = Migration {
    sql: "",
    rows: Some(digest_clear_tokens),
};

/// Version 3: who made each game (a club client's address), so that each
/// address has only its share of the live games.
const VERSION_3: Migration = sql("
ALTER TABLE games ADD COLUMN created_by TEXT;
CREATE INDEX games_live_by_creator ON games (created_by) WHERE result IS NULL;
");

/// Version 4: the club's tournaments, each kept whole as one JSON value
/// (`state`) with the `version` a write must find to replace it; and, for
/// a game a tournament paired, that tournament's public id.
const VERSION_4: Migration = sql("
CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    state TEXT NOT NULL,
    version INTEGER NOT NULL,
    created_ms INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL
);
CREATE INDEX tournaments_by_creation ON tournaments (created_ms);
ALTER TABLE games ADD COLUMN tournament TEXT;
CREATE INDEX games_by_tournament ON games (tournament) WHERE tournament IS NOT NULL;
");

fn digest_clear_tokens(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    for column in ["white_seat", "black_seat"] {
        let clear: Vec<(i64, String)> = tx
            .prepare(&format!(
                "SELECT id, {column} FROM games WHERE {column} IS NOT NULL"
            ))?
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        for (id, text) in clear {
            // A value that is no token is left for the reader to refuse.
            if let Some(token) = Token::from_stored(&text) {
                tx.execute(
                    &format!("UPDATE games SET {column} = ?1 WHERE id = ?2"),
                    rusqlite::params![token.stored(), id],
                )?;
            }
        }
    }
    Ok(())
}

/// Brings a database of schema `from` to the last of `steps`, each step
/// in a transaction of its own with the version it reaches, so that a
/// migration cut short leaves the database at the last whole step.
pub(crate) fn migrate(
    conn: &mut Connection,
    from: i64,
    steps: &[Migration],
) -> Result<(), rusqlite::Error> {
    let done = usize::try_from(from).unwrap_or(0);
    for (index, step) in steps.iter().enumerate().skip(done) {
        let version = i64::try_from(index + 1).unwrap_or(i64::MAX);
        let tx = conn.transaction()?;
        tx.execute_batch(step.sql)?;
        if let Some(rows) = step.rows {
            rows(&tx)?;
        }
        tx.pragma_update(None, "application_id", APPLICATION_ID)?;
        tx.pragma_update(None, "user_version", version)?;
        tx.commit()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn version(conn: &Connection) -> i64 {
        conn.pragma_query_value(None, "user_version", |r| r.get(0))
            .expect("user_version")
    }

    #[test]
    fn an_empty_database_reaches_the_current_schema() {
        let mut conn = Connection::open_in_memory().expect("memory");
        migrate(&mut conn, 0, &MIGRATIONS).expect("migrate");
        assert_eq!(version(&conn), SCHEMA_VERSION);
        let id: i32 = conn
            .pragma_query_value(None, "application_id", |r| r.get(0))
            .expect("application_id");
        assert_eq!(id, APPLICATION_ID);
    }

    #[test]
    fn an_older_database_moves_forward_and_keeps_its_rows() {
        // A later version's step, as a later board would add it.
        const NEXT: Migration = sql("ALTER TABLE games ADD COLUMN event TEXT;");
        let mut conn = Connection::open_in_memory().expect("memory");
        migrate(&mut conn, 0, &MIGRATIONS[..1]).expect("version 1");
        conn.execute(
            "INSERT INTO games (public_id, rules, start_fen, opponent, seating, ply, turn, version, created_ms, updated_ms)
             VALUES ('a', 'chess', 'fen', 'person', 'one_screen', 0, 'white', 0, 1, 1)",
            [],
        )
        .expect("a row");
        migrate(&mut conn, 1, &[VERSION_1, NEXT]).expect("version 2");
        assert_eq!(version(&conn), 2);
        let (id, event): (String, Option<String>) = conn
            .query_row("SELECT public_id, event FROM games", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .expect("the row");
        assert_eq!((id.as_str(), event), ("a", None));
        // Already there: nothing runs again.
        migrate(&mut conn, 2, &[VERSION_1, NEXT]).expect("nothing to do");
    }

    #[test]
    fn a_failed_step_leaves_the_last_whole_version() {
        let mut conn = Connection::open_in_memory().expect("memory");
        let broken: [Migration; 2] = [VERSION_1, sql("CREATE TABLE x (a); NOT SQL AT ALL;")];
        assert!(migrate(&mut conn, 0, &broken).is_err());
        assert_eq!(version(&conn), 1);
        let tables: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_master WHERE name = 'x'",
                [],
                |r| r.get(0),
            )
            .expect("count");
        assert_eq!(tables, 0, "the failed step's table was rolled back");
    }
}
