//! A game's rows back to a game: read as they are, then replayed, each
//! value checked (a row that does not replay is refused alone).

use std::time::Duration;

use danilchuk_board::{Color, Position};
use danilchuk_game::AnyGame;
use rusqlite::{Connection, OptionalExtension, Row};

use super::values::{color_of, uint, INVITED};
use crate::session::clock::{Clock, TimeControl};
use crate::session::seats::{Seat, Seating, Seats};
use crate::session::table::{Interruption, Offers, Stamp, Stored, Table};
use crate::session::token::Token;
use crate::session::views::color_name;
use crate::{Opponent, Rules, Session, Strength};

/// A game's rows as read, before they are replayed.
pub(super) struct RawGame {
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

impl RawGame {
    /// The table the rows describe, the moves replayed by the rules; or
    /// what in them does not make a game.
    pub(super) fn into_table(self, now: u64) -> Result<Table, String> {
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
                Some(t) => match t.strip_prefix(INVITED) {
                    Some(invitation) => Token::from_stored(invitation).map(Seat::Invited),
                    None => Token::from_stored(t).map(Seat::Held),
                }
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
