//! A tournament's own requests (`/api/tournaments/{id}/...`): the
//! organiser's (register a player, withdraw one, a half-point bye, pair
//! the next round with its games, the arbiter's result, the tie-breaks'
//! order), a player's own view (`me`), and the files (TRF-16, PGN).
//!
//! Pairing a round creates its games as any game of two devices: both
//! seats held by the players' own tokens (kept as their digests, so that
//! the one token a player was given seats them in each of their games),
//! the players' names, the tournament's rules and clock, no computer. It
//! is the organiser's act, so it is never refused by the limits on new
//! games (the rate per address, the cap on live games); those games are
//! made by no address, so they fill no address's share, and count in the
//! board's live games like any other.

use serde::Serialize;

use super::bodies::parse_body;
use super::error::ApiError;
use super::reply::json;
use super::request::Request;
use super::tournament_bodies::{
    parse_arbiter_result, parse_empty, parse_entry, parse_settings, ByeBody, PlayerNumberBody,
};
use super::tournament_pgn::tournament_pgn;
use super::tournaments::{answer, change, load, organiser, show, trf, Loaded};
use crate::club::{ClubRefusal, ClubTournament, PlayerView};
use crate::session::message::Message;
use crate::session::seats::{Seat, Seating, Seats};
use crate::session::table::Table;
use crate::session::token::Token;
use crate::web::http::Response;
use crate::{Opponent, Session, SessionStore};

/// What can be asked of a tournament: the last part of its path.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum TournamentAction {
    Players,
    Withdraw,
    Bye,
    Pair,
    Result,
    Settings,
    Me,
    Trf,
    Pgn,
}

impl TournamentAction {
    pub(super) fn from_name(name: &str) -> Option<TournamentAction> {
        Some(match name {
            "players" => TournamentAction::Players,
            "withdraw" => TournamentAction::Withdraw,
            "bye" => TournamentAction::Bye,
            "pair" => TournamentAction::Pair,
            "result" => TournamentAction::Result,
            "settings" => TournamentAction::Settings,
            "me" => TournamentAction::Me,
            "trf" => TournamentAction::Trf,
            "pgn" => TournamentAction::Pgn,
            _ => return None,
        })
    }

    /// The methods its path takes.
    pub(super) fn allow(self) -> &'static str {
        match self {
            TournamentAction::Me | TournamentAction::Trf | TournamentAction::Pgn => "GET, HEAD",
            _ => "POST",
        }
    }
}

/// Answers a request on the tournament `id` (`action` `None`: the
/// tournament itself).
pub(super) fn tournament_route(
    store: &SessionStore,
    request: &Request<'_>,
    id: &str,
    action: Option<TournamentAction>,
) -> Result<Response, ApiError> {
    let body = request.body;
    let Some(action) = action else {
        return show(store, id);
    };
    let done = match action {
        TournamentAction::Trf => return trf(store, id),
        TournamentAction::Pgn => return tournament_pgn(store, id),
        TournamentAction::Me => return me(store, request, id),
        TournamentAction::Players => return register(store, request, id),
        TournamentAction::Pair => {
            parse_empty(body)?;
            change(store, id, organiser(request), pair)?.0
        }
        TournamentAction::Withdraw => {
            let asked: PlayerNumberBody = parse_body(body)?;
            change(store, id, organiser(request), |t| {
                no_games(t.withdraw(asked.player))
            })?
            .0
        }
        TournamentAction::Bye => {
            let asked: ByeBody = parse_body(body)?;
            change(store, id, organiser(request), |t| {
                no_games(t.request_bye(asked.player, asked.round))
            })?
            .0
        }
        TournamentAction::Result => {
            let asked = parse_arbiter_result(body)?;
            change(store, id, organiser(request), |t| {
                no_games(t.set_arbiter_result(asked.round, asked.board, asked.result))
            })?
            .0
        }
        TournamentAction::Settings => {
            let order = parse_settings(body)?;
            change(store, id, organiser(request), |t| {
                no_games(t.set_tiebreaks(&order))
            })?
            .0
        }
    };
    Ok(answer(200, id, &done))
}

/// A change that makes no game.
fn no_games<T>(done: Result<T, ClubRefusal>) -> Result<(T, Vec<Table>), ApiError> {
    Ok((done?, Vec::new()))
}

/// `POST /api/tournaments/{id}/players`: 201 with the player and their
/// token (given once, to the organiser, to pass on as the player's
/// personal link).
fn register(store: &SessionStore, request: &Request<'_>, id: &str) -> Result<Response, ApiError> {
    #[derive(Serialize)]
    struct Registered<'a> {
        player: PlayerView,
        token: &'a str,
    }
    let entry = parse_entry(request.body)?;
    let token = Token::new()?;
    let (tournament, number) = change(store, id, organiser(request), |t| {
        Ok((t.register(&entry, &token)?, Vec::new()))
    })?;
    let player = tournament
        .view(id)
        .players
        .into_iter()
        .find(|p| p.number == number)
        .ok_or(ClubRefusal::NoSuchPlayer(number))?;
    Ok(json(
        201,
        &Registered {
            player,
            token: token.secret().unwrap_or_default(),
        },
    ))
}

/// Pairs the next round and makes the games of its boards.
fn pair(tournament: &mut ClubTournament) -> Result<((), Vec<Table>), ApiError> {
    let paired = tournament.pair_next()?;
    let mut games = Vec::with_capacity(paired.boards.len());
    for board in paired.boards {
        let (white, black) = {
            let found = tournament.board(paired.round, board)?;
            (found.white, found.black)
        };
        let table = paired_game(tournament, white, black)?;
        tournament.set_game(paired.round, board, &table.id)?;
        games.push(table);
    }
    Ok(((), games))
}

/// The game of `white` and `black`, each seat held by its player's token.
fn paired_game(tournament: &ClubTournament, white: u32, black: u32) -> Result<Table, ApiError> {
    let seat = |player: u32| -> Result<Seat, ApiError> {
        tournament
            .token_of(player)
            .map(Seat::Held)
            .ok_or_else(|| ClubRefusal::NoSuchPlayer(player).into())
    };
    let session = Session::new(tournament.settings.rules, Opponent::Person)
        .with_clock(tournament.settings.clock.time_control());
    Ok(Table::new(
        SessionStore::fresh_id()?,
        session,
        Seats::new(seat(white)?, seat(black)?),
        Seating::Apart,
        [
            Some(tournament.player_name(white).to_string()),
            Some(tournament.player_name(black).to_string()),
        ],
    ))
}

/// `GET /api/tournaments/{id}/me`: the player whose token the request
/// sends, their game of the last round paired and their side (403 for a
/// token that is no player's).
fn me(store: &SessionStore, request: &Request<'_>, id: &str) -> Result<Response, ApiError> {
    let Loaded { tournament, .. } = load(store, id)?;
    let view = request
        .seat
        .and_then(|seat| tournament.me(seat))
        .ok_or_else(|| {
            ApiError::club(
                403,
                "this is no player's token of this tournament: open your personal link",
                Message::new("not_player"),
            )
        })?;
    Ok(json(200, &view))
}
