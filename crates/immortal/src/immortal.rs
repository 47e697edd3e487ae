//! The validated Immortal position: its fields, the keys of its hash and
//! its FEN text.

use core::fmt;

use danilchuk_board::{zobrist, CastlingRights, Color, Position, PositionCore, Setup, Zobrist};

use crate::castling::Rights;
use crate::lock::Locks;
use crate::Lock;

/// A validated Classic Immortal Chess position (RULES.md Part I).
///
/// Small (under 100 bytes) and `Copy`; playing a move never allocates.
///
/// ```
/// use danilchuk_immortal::Immortal;
/// use danilchuk_board::Position;
/// let mut pos = Immortal::starting();
/// for uci in ["e2e4", "d7d5", "e4d5"] {
///     let m = pos.parse_uci(uci)?;
///     pos.play(m)?;
/// }
/// // I-1: the capture swapped the pawns; I-3: two locks now stand.
/// assert_eq!(
///     pos.fen(),
///     "rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2 - d5>e4,e4>d5"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Immortal {
    /// The fields every rule set keeps, with Immortal's castling rights
    /// (FEN field 3, I-4) and reverse-castling rights (field 7, I-5) in
    /// one byte, and its capture locks (field 8, I-3) as its own state.
    /// The clock's count of plies gives the side to move: a move updates
    /// the counters and the side with one addition. The placement key is
    /// kept by the move maker; [`Immortal::state_key`] adds the rest when
    /// the hash is asked for, so that a move pays nothing for the side to
    /// move, the rights, the en passant square or the locks.
    pub(crate) core: PositionCore<Rights, Locks>,
}

impl Immortal {
    /// The capture locks in force (I-3), sorted by square index. The colour
    /// of the unit on a lock's attacker square says whose move it binds.
    #[inline]
    #[must_use]
    pub fn locks(&self) -> &[Lock] {
        self.core.own.as_slice()
    }

    /// The reverse-castling rights (FEN field 7, I-5): the wing on which a
    /// side castled and may still swap back.
    #[inline]
    #[must_use]
    pub fn reverse_castling_rights(&self) -> CastlingRights {
        self.core.castling.reverse()
    }

    /// The side to move.
    #[inline(always)]
    pub(crate) fn side(&self) -> Color {
        self.core.clock.turn()
    }

    /// The classical part of the position (FEN fields 1-6).
    pub(crate) fn classical_setup(&self) -> Setup {
        self.core.setup()
    }

    /// The keys of everything but the placement and the counters: the side
    /// to move, the castling and reverse-castling rights, the en passant
    /// square and the locks. With the placement's (`zobrist`), the hash.
    #[inline]
    pub(crate) fn state_key(&self) -> Zobrist {
        let mut key = zobrist::shared_state(
            self.core.castling.castling(),
            self.side(),
            self.core.ep_square,
        ) ^ zobrist::reverse_castling(self.core.castling.reverse());
        for lock in self.core.own.as_slice() {
            key ^= zobrist::lock(lock.attacker, lock.target);
        }
        key
    }

    /// The placement's part of the hash, the field `zobrist`.
    pub(crate) fn placement_key(&self) -> Zobrist {
        self.compute_zobrist() ^ self.state_key()
    }

    /// The Zobrist hash of everything but the move counters.
    pub(crate) fn compute_zobrist(&self) -> Zobrist {
        let mut h = zobrist::hash_common(&self.classical_setup())
            ^ zobrist::reverse_castling(self.core.castling.reverse());
        for lock in self.core.own.as_slice() {
            h ^= zobrist::lock(lock.attacker, lock.target);
        }
        h
    }
}

impl Default for Immortal {
    fn default() -> Immortal {
        Immortal::starting()
    }
}

impl fmt::Display for Immortal {
    /// The FEN with all eight fields (Part III).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} ",
            self.classical_setup(),
            self.core.castling.reverse()
        )?;
        crate::setup::write_locks(f, self.core.own.as_slice())
    }
}

impl fmt::Debug for Immortal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Immortal({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_is_small() {
        assert!(
            core::mem::size_of::<Immortal>() <= 96,
            "{}",
            core::mem::size_of::<Immortal>()
        );
    }
}
