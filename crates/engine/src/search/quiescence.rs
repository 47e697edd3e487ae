//! The quiescence search: at the horizon, only the moves that can change
//! the verdict at once are searched, each rule set saying which
//! ([`Evaluate::quiescence`]).
//!
//! - Classical and Linear chess: captures and promotions (material leaves
//!   the board; in Linear a capture can take a king, L-5).
//! - Immortal chess: nothing is won by a swap (I-1), so swaps are not
//!   searched for material; promotions are, and near the horizon every move
//!   that gives check, the threat behind every win (mate, the close mate of
//!   I-6).
//! - Linear chess also looks at quiet moves that attack the enemy's last
//!   king near the horizon.
//!
//! A side in danger (check; in Linear an attack on its only king) may not
//! stand pat: all its evasions are searched. In Linear, where a move may
//! leave the king attacked (L-4), the moves that do are not searched: they
//! lose to the king's capture (L-5), which is the node's floor score. A move list that is empty ends the
//! game there (mate or stalemate), exactly as in the main search.

use danilchuk_board::{Move, MoveList, MAX_MOVES};

use crate::eval::{Evaluate, Quiescence};
use crate::limits::MAX_PLY;
use crate::score::Score;
use crate::search::Searcher;

/// Quiescence plies in which checking moves are still searched.
const CHECK_PLIES: u32 = 2;
/// Quiescence plies after which the static evaluation is final (a side in
/// danger cannot loop forever through checks and evasions).
const MAX_QUIESCENCE_PLIES: u32 = 8;

impl Searcher<'_> {
    /// The quiescence search of `pos`, `qply` plies below the horizon.
    pub(crate) fn quiescence<P: Evaluate>(
        &mut self,
        pos: &P,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: u32,
    ) -> i32 {
        self.pv[ply].clear();
        self.nodes += 1;
        if self.should_stop() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply as u32);
        if let Some(decided) = pos.decided() {
            return Searcher::decided_score(decided, ply as u32);
        }
        let mut moves = MoveList::new();
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            return if pos.no_moves_lose() {
                Score::mated_in(ply as u32).0
            } else {
                0
            };
        }
        if ply >= MAX_PLY || pos.is_insufficient_material() {
            return if pos.is_insufficient_material() {
                0
            } else {
                self.evaluate(pos, ply)
            };
        }
        let danger = pos.in_danger();
        let mut best = if !danger {
            let stand = self.evaluate(pos, ply);
            if stand >= beta || qply >= MAX_QUIESCENCE_PLIES {
                return stand;
            }
            stand
        } else if qply >= MAX_QUIESCENCE_PLIES {
            return self.evaluate(pos, ply);
        } else {
            // Every move that leaves the only king en prise loses to its
            // capture (L-5), two plies on: the floor of this node's score.
            let floor = Score::mated_in(ply as u32 + 2).0;
            if floor >= beta {
                return floor;
            }
            floor
        };
        alpha = alpha.max(best);

        // Order: tactical moves by the rule set's key, the rest after.
        let mut keyed: arrayvec::ArrayVec<(i32, Move), MAX_MOVES> = moves
            .iter()
            .map(|&m| (pos.tactical_order(m).unwrap_or(i32::MIN), m))
            .collect();
        keyed.sort_unstable_by_key(|k| core::cmp::Reverse(k.0));

        for &(_, m) in &keyed {
            let wanted = if danger {
                Quiescence::Search
            } else {
                pos.quiescence(m)
            };
            if wanted == Quiescence::Skip || (wanted == Quiescence::IfCheck && qply >= CHECK_PLIES)
            {
                continue;
            }
            // A capture or promotion that loses material in the exchange
            // it starts is not searched (a side in danger tries all).
            if !danger && wanted == Quiescence::Search && !pos.see_ge(m, 0) {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            if wanted == Quiescence::IfCheck && !child.is_check() {
                continue;
            }
            // Evasions only: in Linear chess (L-4) a side in danger may
            // leave its king attacked; searching those moves too made the
            // tree grow as (moves)^plies in sharp positions.
            if danger && child.decided().is_none() && child.mover_king_hangs() {
                continue;
            }
            self.nnue_play(ply, pos, &child);
            let s = -self.quiescence(&child, -beta, -alpha, ply + 1, qply + 1);
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
