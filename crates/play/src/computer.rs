//! The computer opponent: the `danilchuk-engine` search with a node budget
//! per strength level (see [`Strength`]).

use danilchuk_board::Move;
use danilchuk_game::Game;

use crate::{Marks, Strength};

/// The size of the engine's transposition table per search, in MiB. Small:
/// a table lives only as long as one search (see [`Computer::choose`]), so
/// the memory the server uses is bounded by its worker threads, not by the
/// number of games it holds.
pub const ENGINE_HASH_MIB: usize = 4;

/// Chooses the computer's moves with the engine.
#[derive(Clone, Debug, Default)]
pub struct Computer;

impl Computer {
    /// What the board calls this opponent.
    pub const NAME: &'static str = "danilchuk-engine";

    /// A computer.
    pub fn new() -> Computer {
        Computer
    }

    /// The move the computer plays in `game`, or `None` if the game is
    /// over or there is no legal move.
    pub fn choose<P: Marks>(&mut self, game: &Game<P>, strength: Strength) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        let found = P::engine_move(game, strength.nodes());
        // The engine answers with a legal move; should it ever not, the
        // first legal move keeps the game going rather than stalling it.
        let pos = game.position();
        found
            .filter(|&m| pos.is_legal(m))
            .or_else(|| pos.legal_moves().first().copied())
    }
}
