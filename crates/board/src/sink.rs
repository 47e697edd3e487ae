//! Where move generators put their moves: a list, or a counter.
//!
//! Generators are written once against [`MoveSink`]; perft's bulk counting
//! uses [`MoveCounter`], which adds whole target sets with a popcount
//! instead of building moves.

use danilchuk_bitboard::{Bitboard, Square};

use crate::{Move, MoveKind, MoveList, Role};

/// Receives generated moves.
pub trait MoveSink {
    /// One move.
    fn push(&mut self, m: Move);

    /// One move from `from` to each square of `targets`: a capture where
    /// `enemies` has a unit, otherwise quiet.
    #[inline]
    fn targets(&mut self, from: Square, targets: Bitboard, enemies: Bitboard) {
        for to in targets {
            let kind = if enemies.contains(to) {
                MoveKind::Capture
            } else {
                MoveKind::Quiet
            };
            self.push(Move::new(from, to, kind));
        }
    }

    /// Pawn moves of one kind for several pawns at once: each square `to` of
    /// `targets` is reached from the square `to - delta` (index difference).
    #[inline]
    fn pawn_targets(&mut self, targets: Bitboard, delta: i8, kind: MoveKind) {
        for to in targets {
            // The generator guarantees `to - delta` is on the board.
            let from = Square::ALL[(to as i32 - delta as i32) as usize & 63];
            self.push(Move::new(from, to, kind));
        }
    }

    /// One move per role of `roles`, each a promotion.
    #[inline]
    fn promotions(&mut self, from: Square, to: Square, kind: MoveKind, roles: &[Role]) {
        for role in roles {
            self.push(Move::new(from, to, kind).with_promotion(*role));
        }
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn push(&mut self, m: Move) {
        // MAX_MOVES bounds every validated position's moves; only a board
        // corrupted by garbage given to `play_unchecked` could have more,
        // and those extra moves are dropped rather than panicking.
        let _ = self.try_push(m);
    }
}

/// Counts moves without building them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveCounter(pub usize);

impl MoveSink for MoveCounter {
    #[inline]
    fn push(&mut self, _m: Move) {
        self.0 += 1;
    }

    #[inline]
    fn targets(&mut self, _from: Square, targets: Bitboard, _enemies: Bitboard) {
        self.0 += targets.count() as usize;
    }

    #[inline]
    fn pawn_targets(&mut self, targets: Bitboard, _delta: i8, _kind: MoveKind) {
        self.0 += targets.count() as usize;
    }

    #[inline]
    fn promotions(&mut self, _from: Square, _to: Square, _kind: MoveKind, roles: &[Role]) {
        self.0 += roles.len();
    }
}
