//! Random play for the tests that walk random games: a uniformly random
//! legal move.

use danilchuk_bitboard::SplitMix64;
use danilchuk_board::{Move, Position};

/// A uniformly random legal move of `pos`, or `None` without one.
pub fn random_move<P: Position>(pos: &P, rng: &mut SplitMix64) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        None
    } else {
        Some(moves[rng.below(moves.len())])
    }
}
