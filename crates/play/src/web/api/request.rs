//! A request as the API reads it: its method, target, body and token,
//! and the action a game's path names.

use crate::web::access::Limits;

/// A request as the API reads it.
pub(super) struct Request<'a> {
    pub(super) method: &'a str,
    pub(super) target: &'a str,
    pub(super) body: &'a [u8],
    /// The token it sends, if any.
    pub(super) seat: Option<&'a str>,
    /// The limits on new games.
    pub(super) limits: Limits<'a>,
}

/// What can be done to a game: the last part of its path.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Action {
    Move,
    Computer,
    Undo,
    Fen,
    Pgn,
    Claim,
    Resign,
    Draw,
    Seat,
    Analysis,
}

impl Action {
    pub(super) fn from_name(name: &str) -> Option<Action> {
        Some(match name {
            "move" => Action::Move,
            "computer" => Action::Computer,
            "undo" => Action::Undo,
            "fen" => Action::Fen,
            "pgn" => Action::Pgn,
            "claim" => Action::Claim,
            "resign" => Action::Resign,
            "draw" => Action::Draw,
            "seat" => Action::Seat,
            "analysis" => Action::Analysis,
            _ => return None,
        })
    }
}
