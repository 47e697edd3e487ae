//! The classical position: its fields and the queries of its own.

use danilchuk_board::{CastlingRights, Color, PositionCore, Square, Zobrist};

/// A validated classical chess position (FIDE rules).
///
/// ```
/// use danilchuk_classical::Chess;
/// use danilchuk_board::{perft, Position};
/// let pos = Chess::starting();
/// assert_eq!(pos.legal_moves().len(), 20);
/// assert_eq!(perft(&pos, 3), 8902);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chess {
    /// The fields every rule set keeps: the placement, the counters and
    /// the side to move, the castling rights, the en passant square and
    /// the placement's part of the Zobrist hash (kept by the move maker;
    /// [`Chess::state_key`] adds the rest when the hash is asked for, so
    /// that a move pays nothing for the side to move, the castling rights
    /// or the en passant square).
    pub(crate) core: PositionCore<CastlingRights>,
}

impl Chess {
    /// The keys of the side to move, the castling rights and the en
    /// passant square: with the placement key, the Zobrist hash.
    #[inline]
    pub(crate) fn state_key(&self) -> Zobrist {
        self.core.shared_state_key()
    }

    /// The king of `color` (validated positions have exactly one).
    #[inline]
    pub(crate) fn king(&self, color: Color) -> Square {
        // Validation guarantees the king; A1 is never reached.
        self.core.board.king_of(color).unwrap_or(Square::A1)
    }

    /// Whether neither side can possibly checkmate (FIDE 5.2.2 dead
    /// positions of the usual kinds: K v K, K+minor v K, K+B v K+B with
    /// bishops on one colour).
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        let b = &self.core.board;
        if (b.pawns() | b.rooks_and_queens()).any() {
            return false;
        }
        let minors = b.knights() | b.bishops();
        if minors.count() <= 1 {
            return true;
        }
        b.knights().is_empty()
            && ((b.bishops() & danilchuk_board::Bitboard::LIGHT).is_empty()
                || (b.bishops() & danilchuk_board::Bitboard::DARK).is_empty())
    }
}
