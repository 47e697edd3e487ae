//! What a page shows before any game is started: the server's defaults
//! (`GET /api/defaults`: the computer's strength and the page's language,
//! `--strength` and `--lang`) and the start of a game of the settings a
//! page chose (`GET /api/start?rules=R&computer_side=S&strength=N`): the
//! board as the server sets it up, with its legal moves, kept nowhere and
//! counted against no limit; the page's first move starts the game.

use danilchuk_board::Color;
use serde::Serialize;

use super::answer::{game_answer, Change};
use super::error::ApiError;
use super::reply::json;
use crate::session::seats::{GivenTokens, Seat, Seating, Seats};
use crate::session::table::Table;
use crate::web::access::Defaults;
use crate::web::http::Response;
use crate::{Opponent, Rules, Session, Strength};

/// The server's defaults, for its page.
pub(super) fn defaults(defaults: Defaults) -> Response {
    #[derive(Serialize)]
    struct Answer {
        strength: u8,
        lang: Option<&'static str>,
    }
    json(
        200,
        &Answer {
            strength: defaults.strength.unwrap_or(Strength::DEFAULT).level(),
            lang: defaults.lang.map(crate::Lang::code),
        },
    )
}

/// The start of a game of the settings in `query` (`rules`, and against
/// the computer its `computer_side` and `strength`), as a game's answer
/// with no id: nothing is kept.
pub(super) fn start(query: &str, defaults: Defaults) -> Result<Response, ApiError> {
    let mut rules = Rules::Chess;
    let mut side = None;
    let mut strength = defaults.strength.unwrap_or(Strength::DEFAULT);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let bad = || {
            ApiError::bad_request(format!(
                "{pair:?} in the query is not a setting of a game's start"
            ))
        };
        match pair.split_once('=') {
            Some(("rules", value)) => rules = value.parse().map_err(|_| bad())?,
            Some(("computer_side", "white")) => side = Some(Color::White),
            Some(("computer_side", "black")) => side = Some(Color::Black),
            Some(("computer_side", "none")) => side = None,
            Some(("strength", value)) => {
                strength = value.parse().ok().and_then(Strength::new).ok_or_else(bad)?;
            }
            _ => return Err(bad()),
        }
    }
    let opponent = match side {
        Some(side) => Opponent::Computer { side, strength },
        None => Opponent::Person,
    };
    let seat = |color: Color| {
        if side == Some(color) {
            Seat::Computer
        } else {
            Seat::Open
        }
    };
    let seats = Seats::new(seat(Color::White), seat(Color::Black));
    let table = Table::new(
        String::new(),
        Session::new(rules, opponent),
        seats,
        Seating::OneScreen,
        [None, None],
    );
    let tokens = GivenTokens::of(&table.seats, &[]);
    Ok(game_answer(
        200,
        &table,
        None,
        None,
        Change::default(),
        tokens,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(query: &str) -> serde_json::Value {
        let response = start(query, Defaults::default()).expect("a start");
        assert_eq!(response.status, 200);
        serde_json::from_slice(&response.body).expect("JSON")
    }

    #[test]
    fn a_start_is_a_game_with_its_moves_and_no_id() {
        let linear = answer("rules=linear&computer_side=white&strength=2");
        assert_eq!(linear["id"], "");
        assert_eq!(linear["rules"], "linear");
        assert_eq!(linear["ply"], 0);
        assert_eq!(linear["opponent"]["side"], "white");
        assert_eq!(linear["opponent"]["strength"], 2);
        assert!(linear["tokens"].is_null(), "no token: {linear}");
        assert!(!linear["legal"].as_array().expect("legal moves").is_empty());
        assert_eq!(answer("")["rules"], "chess");
        for bad in ["rules=go", "strength=9", "computer_side=red", "x=1"] {
            let Err(e) = start(bad, Defaults::default()) else {
                panic!("{bad} taken");
            };
            assert_eq!(e.response().status, 400, "{bad}");
        }
    }

    #[test]
    fn the_defaults_are_the_servers() {
        let told = defaults(Defaults {
            strength: Strength::new(5),
            lang: Some(crate::Lang::Russian),
        });
        let told: serde_json::Value = serde_json::from_slice(&told.body).expect("JSON");
        assert_eq!(told, serde_json::json!({"strength": 5, "lang": "ru"}));
        let none: serde_json::Value =
            serde_json::from_slice(&defaults(Defaults::default()).body).expect("JSON");
        assert_eq!(none["lang"], serde_json::Value::Null);
        assert_eq!(none["strength"], Strength::DEFAULT.level());
    }
}
