//! Moves the pieces could make but the rules refuse, to explain why a move
//! is illegal (for error messages; not on the perft path).

use danilchuk_board::{Illegality, Move, MoveKind, MoveList};

use crate::{LineLimit, Linear};

impl Linear {
    /// The moves of the units' movement, whatever the line limit (L-8), with
    /// castling under conditions (2) and (3) of L-7 only; none once the game
    /// is over (L-5).
    pub(crate) fn generate_pseudo_legal(&self, moves: &mut MoveList) {
        let mut unlimited = *self;
        unlimited.core.own.limit = LineLimit::Unlimited;
        unlimited.generate(moves);
        if let Some(castle) = self.castling_without_attack_test() {
            if !moves.contains(&castle) && !self.is_kingless() {
                moves.push(castle);
            }
        }
    }

    /// Why `m` is not legal here: the game is over (L-5), the line is full
    /// (L-8), castling's king is attacked (L-7), or no unit moves so.
    pub(crate) fn explain(&self, m: Move) -> Option<Illegality> {
        let mut legal = MoveList::new();
        self.generate(&mut legal);
        if legal.contains(&m) {
            return None;
        }
        if self.is_kingless() {
            return Some(Illegality::GameOver);
        }
        let mut pseudo = MoveList::new();
        self.generate_pseudo_legal(&mut pseudo);
        Some(if !pseudo.contains(&m) {
            Illegality::NotAMove
        } else if m.kind() == MoveKind::Castle {
            Illegality::CastlingNotAllowed
        } else {
            Illegality::OverLineLimit
        })
    }
}
