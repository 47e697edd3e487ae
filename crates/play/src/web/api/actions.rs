//! A game's own requests: read it, or act on it for the seat the request
//! holds (move, undo, load, claim, resign, offer a draw, take a seat,
//! analyse), each change stored before it is answered.

use std::sync::PoisonError;

use super::analysis::analysis;
use super::answer::{game_answer, Change};
use super::bodies::{
    parse_body, parse_color, parse_name, parse_promotion, parse_side, parse_square, query_lang,
    FenBody, MoveBody, PgnBody, SeatBody, SideBody,
};
use super::error::ApiError;
use super::request::{Action, Request};
use crate::session::message::Message;
use crate::session::seats::GivenTokens;
use crate::session::table::Table;
use crate::web::http::Response;
use crate::SessionStore;

fn valid_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

/// What an action did.
enum Done {
    /// It changed the game (stored before the answer).
    Changed(Change, GivenTokens),
    /// Nothing changed.
    Same,
    /// An answer of its own (a PGN text, an analysis); nothing changed.
    Own(Response),
}

pub(super) fn game_route(
    store: &SessionStore,
    request: &Request<'_>,
    method: &str,
    id: &str,
    action: Option<Action>,
    known: Option<(u64, usize)>,
) -> Result<Response, ApiError> {
    let not_found = || ApiError::said(404, "no such game", Message::new("no_game"));
    if !valid_id(id) {
        return Err(not_found());
    }
    if action == Some(Action::Analysis) {
        // Outside the game's lock, on a copy: a move never waits for it.
        return analysis(store, request, id);
    }
    if action == Some(Action::Undo) && method == "POST" && store.game_tournament(id)?.is_some() {
        // A tournament's game is played as it is played: no move taken
        // back, even by both players' consent (FEN and PGN loads are
        // refused as in any game on two devices).
        return Err(ApiError::said(
            422,
            "no move is taken back in a tournament game",
            Message::new("tournament_takeback"),
        ));
    }
    let table = store.table(id)?.ok_or_else(not_found)?;
    let mut table = table.lock().unwrap_or_else(PoisonError::into_inner);
    let table = &mut *table;
    // A flag that fell since the last request ends the game first.
    let flag_fell = table.session.flag_if_fallen();
    let writes = action.is_some() && method == "POST";
    let before = writes.then(|| table.clone());
    let rules = table.session.rules();
    let done = act(table, request, method, action).map_err(|e| e.in_rules(rules));
    let changed = matches!(done, Ok(Done::Changed(..)));
    if changed || flag_fell {
        if let Err(error) = store.save(table) {
            if changed {
                // Not stored, so not played: the game is as it was.
                if let Some(before) = before {
                    *table = before;
                }
                return Err(error.into());
            }
            // A fallen flag is stored with the next change (and found
            // again after a restart: the stored clocks tell it).
        }
    }
    let you = table.holder(request.seat);
    match done? {
        Done::Own(response) => Ok(response),
        Done::Same => Ok(game_answer(
            200,
            table,
            you,
            known,
            Change::default(),
            GivenTokens::default(),
        )),
        Done::Changed(change, tokens) => Ok(game_answer(200, table, you, known, change, tokens)),
    }
}

/// Does what the request asks of the table, for the seat it holds.
fn act(
    table: &mut Table,
    request: &Request<'_>,
    method: &str,
    action: Option<Action>,
) -> Result<Done, ApiError> {
    let seat = request.seat;
    let body = request.body;
    let changed = |played, undone| Done::Changed(Change { played, undone }, GivenTokens::default());
    // `route` has checked the method against the path's `Allow`.
    Ok(match (action, method) {
        (None, _) => Done::Same,
        (Some(Action::Move), _) => {
            let request: MoveBody = parse_body(body)?;
            play(table, seat, &request)?;
            changed(1, 0)
        }
        (Some(Action::Computer), _) => match table.computer(seat)? {
            0 => Done::Same,
            played => changed(played, 0),
        },
        (Some(Action::Undo), _) => {
            let request: SideBody = parse_body(body)?;
            let side = parse_side(request.side.as_deref())?;
            let offers = table.offers;
            match table.undo(seat, side)? {
                0 if table.offers == offers => Done::Same,
                undone => changed(0, undone),
            }
        }
        (Some(Action::Fen), _) => {
            let request: FenBody = parse_body(body)?;
            table.load(seat, |session| session.load_fen(&request.fen))?;
            changed(0, 0)
        }
        (Some(Action::Pgn), "GET") => Done::Own(Response {
            status: 200,
            content_type: "application/x-chess-pgn; charset=utf-8",
            body: {
                // The comments in the language the page asks for (`lang`).
                let query = request.target.split_once('?').map_or("", |(_, q)| q);
                let lang = query_lang(query.split('#').next().unwrap_or(""))?;
                table.pgn(|message| message.say(lang, "pgn"))?.into_bytes()
            },
            allow: None,
            retry_after: None,
        }),
        (Some(Action::Pgn), _) => {
            let request: PgnBody = parse_body(body)?;
            table.load(seat, |session| session.load_pgn(&request.pgn))?;
            changed(0, 0)
        }
        (Some(Action::Claim), _) => {
            let request: SideBody = parse_body(body)?;
            table.claim_draw(seat, parse_side(request.side.as_deref())?)?;
            changed(0, 0)
        }
        (Some(Action::Resign), _) => {
            let request: SideBody = parse_body(body)?;
            table.resign(seat, parse_side(request.side.as_deref())?)?;
            changed(0, 0)
        }
        (Some(Action::Draw), _) => {
            let request: SideBody = parse_body(body)?;
            table.offer_draw(seat, parse_side(request.side.as_deref())?)?;
            changed(0, 0)
        }
        (Some(Action::Seat), _) => {
            let request: SeatBody = parse_body(body)?;
            let side = parse_color(&request.side, "side")?;
            let name = parse_name(request.name.as_deref())?;
            let tokens = table.claim_seat(side, name, request.invitation.as_deref())?;
            Done::Changed(Change::default(), tokens)
        }
        // Answered by `analysis`, outside the game's lock.
        (Some(Action::Analysis), _) => Done::Same,
    })
}

fn play(table: &mut Table, seat: Option<&str>, request: &MoveBody) -> Result<(), ApiError> {
    match request {
        MoveBody {
            text: Some(text),
            from: None,
            to: None,
            promotion: None,
        } => table.play(seat, |session| session.play_text(text))?,
        MoveBody {
            text: None,
            from: Some(from),
            to: Some(to),
            promotion,
        } => {
            let from = parse_square(from, "from")?;
            let to = parse_square(to, "to")?;
            let promotion = parse_promotion(promotion.as_deref())?;
            table.play(seat, |session| session.play_squares(from, to, promotion))?;
        }
        _ => {
            return Err(ApiError::bad_request(
                "a move is {\"from\": \"e2\", \"to\": \"e4\"} (with \"promotion\" if needed) or {\"text\": \"e4\"}",
            ))
        }
    }
    Ok(())
}
