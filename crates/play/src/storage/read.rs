//! A game's rows read as they are ([`RawGame`]), to be replayed by
//! [`RawGame::into_table`].

use rusqlite::{Connection, OptionalExtension, Row};

use super::raw::RawGame;

pub(super) fn read_raw(conn: &Connection, id: &str) -> rusqlite::Result<Option<RawGame>> {
    let raw = conn
        .query_row(
            "SELECT id, public_id, rules, start_fen, opponent, computer_side, strength, seating,
                    white_seat, black_seat, white_name, black_name, clock_initial_ms,
                    clock_increment_ms, white_ms, black_ms, turn_started_ms, ended, draw_offer,
                    takeback_offer, version, created_ms
             FROM games WHERE public_id = ?1",
            [id],
            |row: &Row<'_>| {
                let initial: Option<i64> = row.get(12)?;
                let increment: Option<i64> = row.get(13)?;
                Ok(RawGame {
                    row: row.get(0)?,
                    id: row.get(1)?,
                    rules: row.get(2)?,
                    start_fen: row.get(3)?,
                    opponent: row.get(4)?,
                    computer_side: row.get(5)?,
                    strength: row.get(6)?,
                    seating: row.get(7)?,
                    seats: [row.get(8)?, row.get(9)?],
                    names: [row.get(10)?, row.get(11)?],
                    clock: initial.map(|i| (i, increment.unwrap_or(0))),
                    at_turn_start: [row.get(14)?, row.get(15)?],
                    turn_started_ms: row.get(16)?,
                    ended: row.get(17)?,
                    offers: [row.get(18)?, row.get(19)?],
                    version: row.get(20)?,
                    created_ms: row.get(21)?,
                    moves: Vec::new(),
                    interruptions: Vec::new(),
                })
            },
        )
        .optional()?;
    let Some(mut raw) = raw else {
        return Ok(None);
    };
    let mut moves = conn
        .prepare("SELECT ply, uci, played_ms, clock_ms FROM moves WHERE game = ?1 ORDER BY ply")?;
    let rows = moves.query_map([raw.row], |row| {
        Ok((
            row.get::<_, i64>(0)?,
            row.get::<_, String>(1)?,
            row.get::<_, i64>(2)?,
            row.get::<_, Option<i64>>(3)?,
        ))
    })?;
    for (expected, row) in (1..).zip(rows) {
        let (ply, uci, played, clock) = row?;
        if ply != expected {
            // A gap in the moves: the replay below says which.
            raw.moves
                .push((format!("(move {expected} missing)"), played, clock));
            break;
        }
        raw.moves.push((uci, played, clock));
    }
    let mut stops = conn.prepare(
        "SELECT ply, stopped_ms, resumed_ms FROM interruptions WHERE game = ?1 ORDER BY rowid",
    )?;
    raw.interruptions = stops
        .query_map([raw.row], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(Some(raw))
}
