//! Move ordering: the hash move, then tactical moves by the rule set's key,
//! then killers, then quiet moves by history.

use danilchuk_board::{Move, MoveList, MAX_MOVES};

use crate::eval::Evaluate;
use crate::history::History;

const HASH_MOVE: i64 = 1 << 50;
const TACTICAL: i64 = 1 << 40;
const KILLER: i64 = 1 << 30;

/// Hands out the moves of a list best-first (selection by score, so that a
/// cutoff after the first few moves costs no full sort).
pub(crate) struct MovePicker {
    moves: MoveList,
    scores: [i64; MAX_MOVES],
    next: usize,
}

impl MovePicker {
    /// Scores `moves` for `pos`.
    pub(crate) fn new<P: Evaluate>(
        pos: &P,
        moves: MoveList,
        hash_move: Option<Move>,
        killers: [Option<Move>; 2],
        history: &History,
    ) -> MovePicker {
        let mut scores = [0i64; MAX_MOVES];
        let turn = pos.turn();
        for (score, &m) in scores.iter_mut().zip(moves.iter()) {
            *score = if Some(m) == hash_move {
                HASH_MOVE
            } else if let Some(order) = pos.tactical_order(m) {
                TACTICAL + i64::from(order)
            } else if Some(m) == killers[0] {
                KILLER + 1
            } else if Some(m) == killers[1] {
                KILLER
            } else {
                i64::from(history.get(turn, m))
            };
        }
        MovePicker {
            moves,
            scores,
            next: 0,
        }
    }
}

impl Iterator for MovePicker {
    type Item = Move;

    /// The best remaining move.
    fn next(&mut self) -> Option<Move> {
        let n = self.moves.len();
        if self.next >= n {
            return None;
        }
        let mut best = self.next;
        for i in self.next + 1..n {
            if self.scores[i] > self.scores[best] {
                best = i;
            }
        }
        self.moves.swap(self.next, best);
        self.scores.swap(self.next, best);
        let m = self.moves[self.next];
        self.next += 1;
        Some(m)
    }
}
