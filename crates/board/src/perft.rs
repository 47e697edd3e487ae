//! Perft: counting the leaves of the move tree (RULES.md Part III).

use crate::{MoveList, Position};

/// Perft with bulk counting: at depth 1 the legal moves are counted, not played.
///
/// ```
/// use danilchuk_board::perft;
/// # fn check<P: danilchuk_board::Position>(p: P) { let _ = perft(&p, 2); }
/// ```
pub fn perft<P: Position>(pos: &P, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut moves = MoveList::new();
            pos.legal_moves_into(&mut moves);
            moves
                .iter()
                .map(|m| {
                    let mut child = pos.clone();
                    child.play_unchecked(*m);
                    perft(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// Perft that plays every move down to depth 0 (no bulk counting).
pub fn perft_plain<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    pos.legal_moves_into(&mut moves);
    moves
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            perft_plain(&child, depth - 1)
        })
        .sum()
}

/// Perft per root move: `(uci, count)` sorted by the UCI string.
pub fn divide<P: Position>(pos: &P, depth: u32) -> Vec<(String, u64)> {
    let mut lines: Vec<(String, u64)> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            let count = if depth <= 1 {
                1
            } else {
                perft(&child, depth - 1)
            };
            (pos.uci(*m).to_string(), count)
        })
        .collect();
    lines.sort();
    lines
}
