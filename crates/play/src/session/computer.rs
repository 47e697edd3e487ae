//! The computer opponent: the `danilchuk-engine` search with a node budget
//! per strength level (see [`Strength`]).

use danilchuk_board::{Move, Position};
use danilchuk_game::AnyGame;
use danilchuk_variant::AnyPosition;

use super::marks::Marks;
use crate::Strength;

/// What the board calls this opponent.
pub(crate) const COMPUTER_NAME: &str = "danilchuk-engine";

/// The move the computer plays in `game` at `strength`, or `None` if the
/// game is over or there is no legal move.
pub(crate) fn choose(game: &AnyGame, strength: Strength) -> Option<Move> {
    if game.is_over() {
        return None;
    }
    let found = AnyPosition::engine_move(game, strength.nodes());
    // The engine answers with a legal move; should it ever not, the first
    // legal move keeps the game going rather than stalling it.
    let pos = game.position();
    found
        .filter(|&m| pos.is_legal(m))
        .or_else(|| pos.legal_moves().first().copied())
}
