//! A table to rows and back: what [`Database`] writes after each change of
//! a game and reads when a game is asked for that the board does not hold
//! in memory; the list of recent games; the clocks' bookkeeping (the
//! board's heartbeat, the flags that fell, the time the board was
//! stopped).

use std::time::Duration;

use danilchuk_board::{Color, Position};
use danilchuk_game::AnyGame;
use rusqlite::{params, Connection, OptionalExtension, Row, Transaction};
use serde::Serialize;

use super::database::Database;
use super::error::StorageError;
use crate::session::clock::{Clock, TimeControl};
use crate::session::date::now_ms;
use crate::session::seats::{Seat, Seating, Seats, Token};
use crate::session::table::{millis, Interruption, Offers, Stamp, Stored, Table};
use crate::session::views::color_name;
use crate::{Opponent, Rules, Session, Strength};

/// The key of the board's heartbeat in the `board` table: the last moment
/// (Unix milliseconds) the board was known to run.
const ALIVE: &str = "alive_ms";

/// A game in the list of recent games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Listed {
    id: String,
    rules: String,
    opponent: String,
    computer_side: Option<String>,
    strength: Option<i64>,
    seating: String,
    seats: SeatList,
    players: [Option<String>; 2],
    clock: Option<[i64; 2]>,
    ply: i64,
    turn: String,
    result: Option<String>,
    outcome: Option<String>,
    updated_ms: i64,
}

/// Each seat's state in the list (`open`, `held`, `computer`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct SeatList {
    white: &'static str,
    black: &'static str,
}

/// An unsigned count or time as SQLite stores integers.
fn int(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

fn uint(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

fn color_of(name: &str) -> Option<Color> {
    match name {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// How a game ended by a player's word or the clock, which replaying its
/// moves does not tell: `resigned:white`, `flag:black`, `draw:agreement`,
/// `draw:claim`.
fn declared_end(session: &Session) -> Option<String> {
    let game = session.game();
    if let Some(flagged) = session.flagged() {
        return Some(format!("flag:{}", color_name(flagged)));
    }
    if let Some(resigned) = game.resigned() {
        return Some(format!("resigned:{}", color_name(resigned)));
    }
    game.declared_draw().map(|reason| {
        if reason == danilchuk_board::DrawReason::Agreement {
            "draw:agreement".to_string()
        } else {
            "draw:claim".to_string()
        }
    })
}

/// The result and its words, for the list (`None` while the game goes on).
fn result_of(session: &Session) -> (Option<&'static str>, Option<String>) {
    match session.game().outcome() {
        None => (None, None),
        Some(outcome) => {
            let text = match session.flagged() {
                Some(flagged) => format!(
                    "{} wins on time: {}'s time ran out",
                    color_name(!flagged),
                    color_name(flagged)
                ),
                None => outcome.to_string(),
            };
            (Some(outcome.result()), Some(text))
        }
    }
}

fn seat_secret(seats: &Seats, color: Color) -> Option<&str> {
    match seats.seat(color) {
        Seat::Held(token) => Some(token.secret()),
        Seat::Open | Seat::Computer => None,
    }
}

impl Database {
    /// Writes what changed of `table` since it was last stored, in one
    /// transaction: its row, the moves that are not stored yet (after the
    /// ones taken back are deleted), the new interruptions; and the
    /// board's heartbeat. `table.stored` follows once the commit is done.
    pub(crate) fn save(&self, table: &mut Table) -> Result<(), StorageError> {
        let now = now_ms();
        let stored = self.with(|conn| {
            let tx = conn.transaction()?;
            let stored = write_table(&tx, table, now)?;
            beat(&tx, now)?;
            tx.commit()?;
            Ok(stored)
        })?;
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
                        white_seat IS NOT NULL, black_seat IS NOT NULL, white_name, black_name,
                        clock_initial_ms, clock_increment_ms, ply, turn, result, outcome, updated_ms
                 FROM games ORDER BY updated_ms DESC, id DESC LIMIT ?1",
            )?;
            let rows = statement.query_map([int(limit as u64)], listed)?;
            rows.collect()
        })
    }

    /// How many games are unfinished and were changed since `since_ms`.
    pub(crate) fn live_since(&self, since_ms: u64) -> Result<usize, StorageError> {
        self.with(|conn| {
            conn.query_row(
                "SELECT count(*) FROM games WHERE result IS NULL AND updated_ms > ?1",
                [int(since_ms)],
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

/// Writes `table`'s changes; returns what is stored after the commit.
fn write_table(tx: &Transaction<'_>, table: &Table, now: u64) -> rusqlite::Result<Stored> {
    let session = &table.session;
    let game = session.game();
    let pos = game.position();
    let (opponent, computer_side, strength) = match session.opponent() {
        Opponent::Person => ("person", None, None),
        Opponent::Computer { side, strength } => (
            "computer",
            Some(color_name(side)),
            Some(i64::from(strength.level())),
        ),
    };
    let clock = session.clock();
    let (initial, increment) = clock.map_or((None, None), |c| {
        let control = c.control();
        (
            Some(int(millis(control.initial))),
            Some(int(millis(control.increment))),
        )
    });
    let at_start = clock.map(Clock::at_turn_start);
    let white_ms = at_start.map(|t| int(millis(t[0])));
    let black_ms = at_start.map(|t| int(millis(t[1])));
    // No clock runs before the first move: then no start is kept.
    let turn_started = clock
        .and_then(Clock::running_for)
        .map(|ran| int(now.saturating_sub(millis(ran))));
    let (result, outcome) = result_of(session);
    let offer = |side: Option<Color>| side.map(color_name);
    let row = match table.stored.row {
        None => {
            tx.execute(
                "INSERT INTO games (public_id, rules, start_fen, opponent, computer_side, strength,
                     seating, white_seat, black_seat, white_name, black_name, clock_initial_ms,
                     clock_increment_ms, white_ms, black_ms, turn_started_ms, ended, draw_offer,
                     takeback_offer, ply, turn, result, outcome, version, created_ms, updated_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
                     ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26)",
                params![
                    table.id,
                    session.rules().name(),
                    game.start_position().fen(),
                    opponent,
                    computer_side,
                    strength,
                    table.seating.name(),
                    seat_secret(&table.seats, Color::White),
                    seat_secret(&table.seats, Color::Black),
                    table.names[0],
                    table.names[1],
                    initial,
                    increment,
                    white_ms,
                    black_ms,
                    turn_started,
                    declared_end(session),
                    offer(table.offers.draw),
                    offer(table.offers.takeback),
                    int(game.ply() as u64),
                    color_name(pos.turn()),
                    result,
                    outcome,
                    int(session.version()),
                    int(table.created_ms),
                    int(now),
                ],
            )?;
            tx.last_insert_rowid()
        }
        Some(row) => {
            tx.execute(
                "UPDATE games SET rules = ?2, start_fen = ?3, white_seat = ?4, black_seat = ?5,
                     white_name = ?6, black_name = ?7, white_ms = ?8, black_ms = ?9,
                     turn_started_ms = ?10, ended = ?11, draw_offer = ?12, takeback_offer = ?13,
                     ply = ?14, turn = ?15, result = ?16, outcome = ?17, version = ?18,
                     updated_ms = ?19
                 WHERE id = ?1",
                params![
                    row,
                    session.rules().name(),
                    game.start_position().fen(),
                    seat_secret(&table.seats, Color::White),
                    seat_secret(&table.seats, Color::Black),
                    table.names[0],
                    table.names[1],
                    white_ms,
                    black_ms,
                    turn_started,
                    declared_end(session),
                    offer(table.offers.draw),
                    offer(table.offers.takeback),
                    int(game.ply() as u64),
                    color_name(pos.turn()),
                    result,
                    outcome,
                    int(session.version()),
                    int(now),
                ],
            )?;
            row
        }
    };
    let kept = table.stored.moves.min(game.ply());
    tx.execute(
        "DELETE FROM moves WHERE game = ?1 AND ply > ?2",
        params![row, int(kept as u64)],
    )?;
    if kept < game.ply() {
        let mut insert = tx.prepare(
            "INSERT INTO moves (game, ply, uci, played_ms, clock_ms) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?;
        if let Some(mut before) = game.position_at(kept) {
            for (index, &m) in game.moves().iter().enumerate().skip(kept) {
                let stamp = table.stamps.get(index).copied().unwrap_or(Stamp {
                    played_ms: now,
                    clock_ms: None,
                });
                insert.execute(params![
                    row,
                    int(index as u64 + 1),
                    before.uci(m).to_string(),
                    int(stamp.played_ms),
                    stamp.clock_ms.map(int),
                ])?;
                before.play_unchecked(m);
            }
        }
    }
    let mut interruptions_kept = table.stored.interruptions.min(table.interruptions.len());
    if table.stored.interruptions > table.interruptions.len() || interruptions_kept == 0 {
        tx.execute("DELETE FROM interruptions WHERE game = ?1", [row])?;
        interruptions_kept = 0;
    }
    for stop in &table.interruptions[interruptions_kept..] {
        tx.execute(
            "INSERT INTO interruptions (game, ply, stopped_ms, resumed_ms) VALUES (?1, ?2, ?3, ?4)",
            params![
                row,
                int(stop.ply as u64),
                int(stop.stopped_ms),
                int(stop.resumed_ms)
            ],
        )?;
    }
    Ok(Stored {
        row: Some(row),
        moves: game.ply(),
        start_changed: false,
        interruptions: table.interruptions.len(),
    })
}

/// A game's rows as read, before they are replayed.
struct RawGame {
    row: i64,
    id: String,
    rules: String,
    start_fen: String,
    opponent: String,
    computer_side: Option<String>,
    strength: Option<i64>,
    seating: String,
    seats: [Option<String>; 2],
    names: [Option<String>; 2],
    clock: Option<(i64, i64)>,
    at_turn_start: [Option<i64>; 2],
    turn_started_ms: Option<i64>,
    ended: Option<String>,
    offers: [Option<String>; 2],
    version: i64,
    created_ms: i64,
    moves: Vec<(String, i64, Option<i64>)>,
    interruptions: Vec<(i64, i64, i64)>,
}

fn read_raw(conn: &Connection, id: &str) -> rusqlite::Result<Option<RawGame>> {
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

impl RawGame {
    /// The table the rows describe, the moves replayed by the rules; or
    /// what in them does not make a game.
    fn into_table(self, now: u64) -> Result<Table, String> {
        let rules: Rules = self
            .rules
            .parse()
            .map_err(|e| format!("its rule set: {e}"))?;
        let mut game = AnyGame::from_fen_with(&self.start_fen, rules)
            .map_err(|e| format!("its start position {:?}: {e}", self.start_fen))?;
        let mut stamps = Vec::with_capacity(self.moves.len());
        for (index, (uci, played, clock)) in self.moves.iter().enumerate() {
            game.play_uci(uci)
                .map_err(|e| format!("move {} ({uci}) does not replay: {e}", index + 1))?;
            stamps.push(Stamp {
                played_ms: uint(*played),
                clock_ms: clock.map(uint),
            });
        }
        let color = |text: &Option<String>, what: &str| -> Result<Option<Color>, String> {
            text.as_deref()
                .map(|t| color_of(t).ok_or_else(|| format!("its {what} {t:?} is not a side")))
                .transpose()
        };
        let opponent = match self.opponent.as_str() {
            "person" => Opponent::Person,
            "computer" => Opponent::Computer {
                side: color(&self.computer_side, "computer side")?
                    .ok_or("the computer's side is missing")?,
                strength: self
                    .strength
                    .and_then(|s| u8::try_from(s).ok())
                    .and_then(Strength::new)
                    .ok_or_else(|| format!("its strength {:?} is not 1 to 5", self.strength))?,
            },
            other => return Err(format!("its opponent {other:?} is not person or computer")),
        };
        let mut flagged = None;
        if let Some(ended) = &self.ended {
            let (how, who) = ended.split_once(':').unwrap_or((ended, ""));
            let refused = |e: danilchuk_game::GameError| format!("its end {ended:?}: {e}");
            match (how, color_of(who)) {
                ("resigned", Some(side)) => {
                    game.resign(side).map_err(refused)?;
                }
                ("flag", Some(side)) => {
                    game.resign(side).map_err(refused)?;
                    flagged = Some(side);
                }
                ("draw", None) if who == "agreement" => {
                    game.agree_draw().map_err(refused)?;
                }
                ("draw", None) if who == "claim" => {
                    game.claim_draw().map_err(refused)?;
                }
                _ => return Err(format!("its end {ended:?} is not one the board writes")),
            }
        }
        let turn = game.position().turn();
        let clock = match self.clock {
            None => None,
            Some((initial, increment)) => {
                let control = TimeControl {
                    initial: Duration::from_millis(uint(initial)),
                    increment: Duration::from_millis(uint(increment)),
                };
                let side = |i: usize| {
                    Duration::from_millis(uint(self.at_turn_start[i].unwrap_or(initial)))
                };
                let over = game.is_over();
                let running_for = self
                    .turn_started_ms
                    .filter(|_| !over)
                    .map(|started| Duration::from_millis(now.saturating_sub(uint(started))));
                Some(Clock::restore(
                    control,
                    [side(0), side(1)],
                    turn,
                    running_for,
                    over,
                ))
            }
        };
        let seating = Seating::from_name(&self.seating)
            .ok_or_else(|| format!("its seating {:?} is not one_screen or apart", self.seating))?;
        let computer = match opponent {
            Opponent::Computer { side, .. } => Some(side),
            Opponent::Person => None,
        };
        let seat = |color: Color, text: &Option<String>| -> Result<Seat, String> {
            match text {
                _ if computer == Some(color) => Ok(Seat::Computer),
                None => Ok(Seat::Open),
                Some(t) => Token::from_stored(t.clone())
                    .map(Seat::Held)
                    .ok_or_else(|| format!("{}'s seat token is not a token", color_name(color))),
            }
        };
        let seats = Seats::new(
            seat(Color::White, &self.seats[0])?,
            seat(Color::Black, &self.seats[1])?,
        );
        let offers = Offers {
            draw: color(&self.offers[0], "draw offer")?,
            takeback: color(&self.offers[1], "take-back")?,
        };
        let ply = game.ply();
        let session = Session::restore(game, opponent, clock, flagged, uint(self.version));
        let interruptions: Vec<Interruption> = self
            .interruptions
            .iter()
            .map(|&(ply, stopped, resumed)| Interruption {
                ply: usize::try_from(ply).unwrap_or(0),
                stopped_ms: uint(stopped),
                resumed_ms: uint(resumed),
            })
            .collect();
        Ok(Table {
            id: self.id,
            session,
            seats,
            seating,
            names: self.names,
            offers,
            stamps,
            stored: Stored {
                row: Some(self.row),
                moves: ply,
                start_changed: false,
                interruptions: interruptions.len(),
            },
            interruptions,
            created_ms: uint(self.created_ms),
        })
    }
}

fn listed(row: &Row<'_>) -> rusqlite::Result<Listed> {
    let computer_side: Option<String> = row.get(3)?;
    let seat = |color: &str, held: bool| {
        if computer_side.as_deref() == Some(color) {
            "computer"
        } else if held {
            "held"
        } else {
            "open"
        }
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
