//! A game's rows as values, between a [`Table`] and the database: read
//! from the rows (`super::read`) or taken from a table
//! ([`RawGame::of`], for the games kept in memory and handed to the
//! embedding program), then replayed into a table ([`RawGame::into_table`]),
//! each value checked (a game that does not replay is refused alone).

use std::time::Duration;

use danilchuk_board::{Color, Position};
use danilchuk_game::AnyGame;
use serde::{Deserialize, Serialize};

use super::values::{color_of, int, uint, INVITED};
use crate::session::clock::{Clock, TimeControl};
use crate::session::seats::{Seat, Seating, Seats};
use crate::session::table::{millis, Interruption, Offers, Stamp, Stored, Table};
use crate::session::token::Token;
use crate::session::views::color_name;
use crate::{Opponent, Rules, Session, Strength};

/// A game's rows as read, before they are replayed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct RawGame {
    pub(super) row: i64,
    pub(super) id: String,
    pub(super) rules: String,
    pub(super) start_fen: String,
    pub(super) opponent: String,
    pub(super) computer_side: Option<String>,
    pub(super) strength: Option<i64>,
    pub(super) seating: String,
    pub(super) seats: [Option<String>; 2],
    pub(super) names: [Option<String>; 2],
    pub(super) clock: Option<(i64, i64)>,
    pub(super) at_turn_start: [Option<i64>; 2],
    pub(super) turn_started_ms: Option<i64>,
    pub(super) ended: Option<String>,
    pub(super) offers: [Option<String>; 2],
    pub(super) version: i64,
    pub(super) created_ms: i64,
    pub(super) moves: Vec<(String, i64, Option<i64>)>,
    pub(super) interruptions: Vec<(i64, i64, i64)>,
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

impl RawGame {
    /// The rows `table` would be written as at `now` (the same values the
    /// database keeps: a seat's token only as its digest), for a store
    /// that keeps its games as values.
    pub(super) fn of(table: &Table, now: u64) -> RawGame {
        let session = &table.session;
        let game = session.game();
        let (opponent, computer_side, strength) = opponent_columns(session);
        let computer_side = computer_side.map(str::to_string);
        let clock = session.clock();
        let at_start = clock.map(Clock::at_turn_start);
        let mut moves = Vec::with_capacity(game.ply());
        if let Some(mut before) = game.position_at(0) {
            for (index, &m) in game.moves().iter().enumerate() {
                let stamp = table.stamps.get(index).copied().unwrap_or(Stamp {
                    played_ms: now,
                    clock_ms: None,
                });
                moves.push((
                    before.uci(m).to_string(),
                    int(stamp.played_ms),
                    stamp.clock_ms.map(int),
                ));
                before.play_unchecked(m);
            }
        }
        let offer = |side: Option<Color>| side.map(|s| color_name(s).to_string());
        RawGame {
            row: 0,
            id: table.id.clone(),
            rules: session.rules().name().to_string(),
            start_fen: game.start_position().fen(),
            opponent: opponent.to_string(),
            computer_side,
            strength,
            seating: table.seating.name().to_string(),
            seats: [
                seat_secret(&table.seats, Color::White),
                seat_secret(&table.seats, Color::Black),
            ],
            names: table.names.clone(),
            clock: clock.map(|c| {
                let control = c.control();
                (int(millis(control.initial)), int(millis(control.increment)))
            }),
            at_turn_start: [
                at_start.map(|t| int(millis(t[0]))),
                at_start.map(|t| int(millis(t[1]))),
            ],
            turn_started_ms: clock
                .and_then(Clock::running_for)
                .map(|ran| int(now.saturating_sub(millis(ran)))),
            ended: declared_end(session),
            offers: [offer(table.offers.draw), offer(table.offers.takeback)],
            version: int(session.version()),
            created_ms: int(table.created_ms),
            moves,
            interruptions: table
                .interruptions
                .iter()
                .map(|i| (int(i.ply as u64), int(i.stopped_ms), int(i.resumed_ms)))
                .collect(),
        }
    }
}

/// How a game ended by a player's word or the clock, which replaying its
/// moves does not tell: `resigned:white`, `flag:black`, `draw:agreement`,
/// `draw:claim`.
pub(super) fn declared_end(session: &Session) -> Option<String> {
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
pub(crate) fn result_of(session: &Session) -> (Option<&'static str>, Option<String>) {
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

/// What is kept of a held seat: its token's digest, never the token; of
/// a seat kept for an invited player, `invite:` and the invitation's.
pub(super) fn seat_secret(seats: &Seats, color: Color) -> Option<String> {
    match seats.seat(color) {
        Seat::Held(token) => Some(token.stored()),
        Seat::Invited(invitation) => Some(format!("{INVITED}{}", invitation.stored())),
        Seat::Open | Seat::Computer => None,
    }
}

/// The opponent's columns: `person` or `computer`, the computer's side and
/// its strength's level.
pub(super) fn opponent_columns(
    session: &Session,
) -> (&'static str, Option<&'static str>, Option<i64>) {
    match session.opponent() {
        Opponent::Person => ("person", None, None),
        Opponent::Computer { side, strength } => (
            "computer",
            Some(color_name(side)),
            Some(i64::from(strength.level())),
        ),
    }
}
