//! A game as the list of recent games shows it.

use danilchuk_board::{Color, Position};
use serde::Serialize;

use super::raw::{result_of, RawGame};
use super::values::INVITED;
use crate::session::table::Table;

/// A game in the list of recent games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Listed {
    pub(super) id: String,
    pub(super) rules: String,
    pub(super) opponent: String,
    pub(super) computer_side: Option<String>,
    pub(super) strength: Option<i64>,
    pub(super) seating: String,
    pub(super) seats: SeatList,
    pub(super) players: [Option<String>; 2],
    pub(super) clock: Option<[i64; 2]>,
    pub(super) ply: i64,
    pub(super) turn: String,
    pub(super) result: Option<String>,
    pub(super) outcome: Option<String>,
    pub(super) updated_ms: i64,
}

/// Each seat's state in the list (`open`, `invited`, `held`, `computer`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct SeatList {
    pub(super) white: &'static str,
    pub(super) black: &'static str,
}

/// What the list says of the seat of `color` (`white`, `black`): the
/// computer's, open (only an open challenge: a seat kept for an invited
/// player is not offered to the passers-by of the list), invited or held.
pub(super) fn seat_state(
    computer_side: Option<&str>,
    color: &str,
    stored: Option<&str>,
) -> &'static str {
    if computer_side == Some(color) {
        "computer"
    } else {
        match stored {
            None => "open",
            Some(text) if text.starts_with(INVITED) => "invited",
            Some(_) => "held",
        }
    }
}

impl Listed {
    /// `table` as the list shows it, last changed at `updated_ms`.
    #[cfg_attr(feature = "sqlite", allow(dead_code))]
    pub(super) fn of(table: &Table, updated_ms: u64) -> Listed {
        let raw = RawGame::of(table, updated_ms);
        let session = &table.session;
        let (result, outcome) = result_of(session);
        let seat = |color: &str, stored: &Option<String>| {
            seat_state(raw.computer_side.as_deref(), color, stored.as_deref())
        };
        let turn = session.game().position().turn();
        Listed {
            seats: SeatList {
                white: seat("white", &raw.seats[0]),
                black: seat("black", &raw.seats[1]),
            },
            id: raw.id,
            rules: raw.rules,
            opponent: raw.opponent,
            computer_side: raw.computer_side,
            strength: raw.strength,
            seating: raw.seating,
            players: raw.names,
            clock: raw.clock.map(|(i, n)| [i, n]),
            ply: i64::try_from(session.game().ply()).unwrap_or(i64::MAX),
            turn: if turn == Color::White {
                "white"
            } else {
                "black"
            }
            .to_string(),
            result: result.map(str::to_string),
            outcome,
            updated_ms: i64::try_from(updated_ms).unwrap_or(i64::MAX),
        }
    }
}
