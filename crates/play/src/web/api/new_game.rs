//! A new game (`POST /api/games`): its rules, opponent, position or
//! record, clock, seating and players, within the limits on new games.

use std::sync::PoisonError;

use danilchuk_board::Color;

use super::answer::{game_answer, Change};
use super::bodies::{parse_body, parse_name, parse_opponent, parse_seating, ClockBody, NewGame};
use super::error::ApiError;
use crate::session::message::Message;
use crate::session::seats::{GivenTokens, Seat, Seats};
use crate::session::table::Table;
use crate::session::token::Token;
use crate::web::access::Limits;
use crate::web::http::Response;
use crate::{Opponent, Rules, Session, SessionStore, Strength, TimeControl};

/// The live games one client address may have of a club's `cap`: an
/// eighth, and at least two, so that one device cannot fill the board.
pub(crate) fn fair_share(cap: usize) -> usize {
    (cap / 8).max(2)
}

/// The answer refusing a request that starts something (a game, a
/// tournament) once the asker's address has started as many as it may
/// for now (429 with `Retry-After`); `None` when it may, and then one is
/// counted.
pub(super) fn rate_refusal(limits: Limits<'_>) -> Option<Response> {
    let (rate, client) = limits.rate?;
    let wait = rate.take(client).err()?;
    let seconds = wait.as_secs().saturating_add(1);
    let mut refused = ApiError::said(
        429,
        format!(
            "this address has started as many games as it may for now: try again in {seconds} s"
        ),
        Message::new("new_games_rate").with("seconds", seconds),
    )
    .response();
    refused.retry_after = Some(u32::try_from(seconds).unwrap_or(u32::MAX));
    Some(refused)
}

pub(super) fn new_game(
    store: &SessionStore,
    limits: Limits<'_>,
    body: &[u8],
) -> Result<Response, ApiError> {
    let request: NewGame = parse_body(body)?;
    let default = limits.defaults.strength.unwrap_or(Strength::DEFAULT);
    let opponent = parse_opponent(&request, default)?;
    let (seating, creator) = parse_seating(&request, opponent)?;
    let players = request.players.as_ref();
    let names = [
        parse_name(players.and_then(|p| p.white.as_deref()))?,
        parse_name(players.and_then(|p| p.black.as_deref()))?,
    ];
    let session = match (&request.pgn, &request.fen) {
        (Some(_), Some(_)) => {
            return Err(ApiError::bad_request("give a fen or a pgn, not both"));
        }
        (Some(pgn), None) => Session::from_pgn(pgn, opponent)?,
        (None, fen) => {
            let rules: Rules = request
                .rules
                .as_deref()
                .unwrap_or("chess")
                .parse()
                .map_err(|e: danilchuk_variant::UnknownRules| {
                    ApiError::bad_request(e.to_string())
                })?;
            match fen {
                None => Session::new(rules, opponent),
                Some(fen) => Session::from_fen(rules, fen, opponent)?,
            }
        }
    };
    let session = match request.clock {
        None => session,
        Some(ClockBody { initial, increment }) => {
            let control = TimeControl::from_seconds(initial, increment).ok_or_else(|| {
                ApiError::bad_request(format!(
                    "clock: {initial}+{increment} is not a time control (1 s to 3 h, and at most 600 s a move)"
                ))
            })?;
            session.with_clock(control)
        }
    };
    if let Some(refused) = rate_refusal(limits) {
        return Ok(refused);
    }
    let address = limits.rate.map(|(_, client)| client.to_string());
    if let Some(cap) = limits.max_live {
        if store.live_games(None)? >= cap {
            let mut refused = ApiError::said(
                503,
                format!("this board already has {cap} games in play, its most: finish or resign one, then start another"),
                Message::new("live_cap").with("cap", cap),
            )
            .response();
            refused.retry_after = Some(60);
            return Ok(refused);
        }
        let share = fair_share(cap);
        if let Some(address) = &address {
            if store.live_games(Some(address))? >= share {
                let mut refused = ApiError::said(
                    429,
                    format!("this address already has {share} games in play, its share of the board's {cap}: finish or resign one, then start another (a game no one moves in stops counting after 10 minutes)"),
                    Message::new("live_share").with("share", share).with("cap", cap),
                )
                .response();
                refused.retry_after = Some(60);
                return Ok(refused);
            }
        }
    }
    let seat = |color: Color| -> Result<Seat, ApiError> {
        Ok(match opponent {
            Opponent::Computer { side, .. } if side == color => Seat::Computer,
            _ if creator.contains(&color) => Seat::Held(Token::new()?),
            _ if request.open_challenge => Seat::Open,
            // The other seat of a game on two devices is kept for the
            // player the creator sends the invitation to.
            _ => Seat::Invited(Token::new()?),
        })
    };
    let seats = Seats::new(seat(Color::White)?, seat(Color::Black)?);
    let table = Table::new(SessionStore::fresh_id()?, session, seats, seating, names);
    let table = store.create_by(table, address.as_deref())?;
    let table = table.lock().unwrap_or_else(PoisonError::into_inner);
    let tokens = GivenTokens::of(&table.seats, &creator).with_invitation(&table.seats);
    // The creator holds every seat it was given; the answer says the first.
    Ok(game_answer(
        201,
        &table,
        creator.first().copied(),
        None,
        Change::default(),
        tokens,
    ))
}
