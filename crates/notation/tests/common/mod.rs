//! Seeded random playouts shared by the tests.

#![allow(dead_code)]

use danilchuk_bitboard::SplitMix64;
use danilchuk_board::{Move, Position};

/// A random game of at most `plies` moves from `start`: the moves and every
/// position met (the start included).
pub fn playout<P: Position>(start: P, seed: u64, plies: usize) -> (Vec<Move>, Vec<P>) {
    let mut rng = SplitMix64::new(seed);
    let mut pos = start;
    let mut moves = Vec::new();
    let mut positions = vec![pos.clone()];
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[rng.below(legal.len())];
        pos.play_unchecked(m);
        moves.push(m);
        positions.push(pos.clone());
    }
    (moves, positions)
}
