//! `GET /api/tournaments/{id}/pgn`: every game of a tournament in one PGN
//! file (the club layer puts the tournament's tags in each game's own
//! record, read here from the store, its comments in English).

use std::sync::PoisonError;

use super::error::ApiError;
use super::tournaments::{load, Loaded};
use crate::web::http::Response;
use crate::{Lang, SessionStore};

/// The tournament's games as one PGN file.
pub(super) fn tournament_pgn(store: &SessionStore, id: &str) -> Result<Response, ApiError> {
    let Loaded { tournament, .. } = load(store, id)?;
    let text = tournament.pgn(|game| {
        let table = store.table(game).ok()??;
        let table = table.lock().unwrap_or_else(PoisonError::into_inner);
        table.pgn(|message| message.say(Lang::English, "pgn")).ok()
    });
    Ok(Response {
        status: 200,
        content_type: "application/x-chess-pgn; charset=utf-8",
        body: text.into_bytes(),
        allow: None,
        retry_after: None,
    })
}
