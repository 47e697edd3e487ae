//! Seeded random playouts shared by the tests.

#![allow(dead_code)]

use danilchuk_board::{Move, Position};

/// SplitMix64: a small deterministic generator (no dependency).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random game of at most `plies` moves from `start`: the moves and every
/// position met (the start included).
pub fn playout<P: Position>(start: P, seed: u64, plies: usize) -> (Vec<Move>, Vec<P>) {
    let mut rng = Rng(seed);
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
