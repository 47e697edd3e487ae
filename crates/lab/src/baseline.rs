//! Baseline players for matches: a random mover and a one-ply greedy player.

use danilchuk_bitboard::SplitMix64;
use danilchuk_board::{Move, Position};
use danilchuk_engine::{Decided, Evaluate, MATE};

/// A uniformly random legal move, or `None` without one.
pub fn random_move<P: Position>(pos: &P, rng: &mut SplitMix64) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        None
    } else {
        Some(moves[rng.below(moves.len())])
    }
}

/// The score of the position after a move, from the mover's side: a win
/// by the rules first, then the static evaluation.
fn after<P: Evaluate>(child: &P) -> i32 {
    match child.decided() {
        Some(Decided::Lost) => return MATE,
        Some(Decided::Won) => return -MATE,
        None => {}
    }
    if child.count_legal_moves() == 0 {
        return if child.no_moves_lose() { MATE } else { 0 };
    }
    -child.evaluate()
}

/// The move whose resulting position the static evaluation likes best
/// (mates and Linear's king captures first; ties broken at random).
pub fn greedy_move<P: Evaluate>(pos: &P, rng: &mut SplitMix64) -> Option<Move> {
    let mut best: Option<(i32, u64, Move)> = None;
    for &m in pos.legal_moves().iter() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        let key = (after(&child), rng.next_u64());
        if best.map_or(true, |(s, t, _)| (key.0, key.1) > (s, t)) {
            best = Some((key.0, key.1, m));
        }
    }
    best.map(|(_, _, m)| m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use danilchuk_classical::Chess;

    #[test]
    fn greedy_takes_the_queen_and_random_is_legal() {
        let pos = Chess::from_fen("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1").unwrap();
        let mut rng = SplitMix64::new(1);
        let m = greedy_move(&pos, &mut rng).unwrap();
        assert_eq!(pos.uci(m).to_string(), "e4d5");
        for _ in 0..20 {
            assert!(pos.is_legal(random_move(&pos, &mut rng).unwrap()));
        }
    }
}
