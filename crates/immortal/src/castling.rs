//! Castling geometry and the bookkeeping of castling and reverse-castling
//! rights (I-4, I-5).

use danilchuk_board::{
    attacks, Bitboard, CastlingField, CastlingRights, CastlingSide, Color, File, Square,
};

/// The king's home square (`e1`/`e8`).
#[inline]
pub(crate) const fn king_home(color: Color) -> Square {
    match color {
        Color::White => Square::E1,
        Color::Black => Square::E8,
    }
}

/// The home square of the rook of `side` (`h1`/`a1`/`h8`/`a8`).
#[inline]
pub(crate) const fn rook_home(color: Color, side: CastlingSide) -> Square {
    match (color, side) {
        (Color::White, CastlingSide::KingSide) => Square::H1,
        (Color::White, CastlingSide::QueenSide) => Square::A1,
        (Color::Black, CastlingSide::KingSide) => Square::H8,
        (Color::Black, CastlingSide::QueenSide) => Square::A8,
    }
}

/// The wing a rook home square belongs to.
#[inline]
pub(crate) fn side_of_rook_square(sq: Square) -> CastlingSide {
    if sq.file() == File::H {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

/// The squares strictly between the king's home square and the rook's of
/// `side`: no enemy unit may stand there (I-4, I-5); own units may.
#[inline]
pub(crate) fn between_king_and_rook(color: Color, side: CastlingSide) -> Bitboard {
    attacks::between(king_home(color), rook_home(color, side))
}

/// The flags a unit movement from or to each square clears. A king or rook
/// that moves, and a rook displaced by a swap, lose their rights for good
/// (I-4); the same squares guard the reverse-castling rights, where the king
/// stands on the rook's home square and the rook on the king's (I-5).
const fn clear_masks() -> [u8; 64] {
    let mut masks = [0u8; 64];
    // Bits as in `CastlingRights`: White K = 1, White Q = 2, Black K = 4, Black Q = 8.
    masks[Square::E1 as usize] = 0b0011;
    masks[Square::H1 as usize] = 0b0001;
    masks[Square::A1 as usize] = 0b0010;
    masks[Square::E8 as usize] = 0b1100;
    masks[Square::H8 as usize] = 0b0100;
    masks[Square::A8 as usize] = 0b1000;
    masks
}

/// The home squares of the kings and rooks (I-4, I-5), the squares with a
/// clearing mask: a move touching none of them changes no right.
pub(crate) const RIGHTS_SQUARES: Bitboard = {
    let masks = clear_masks();
    let mut bits = 0u64;
    let mut i = 0;
    while i < 64 {
        if masks[i] != 0 {
            bits |= 1 << i;
        }
        i += 1;
    }
    Bitboard(bits)
};

/// Each square's clearing mask for both kinds of rights at once, as
/// [`Rights`] holds them: the same flags in both halves of the byte.
static CLEAR_BOTH: [u8; 64] = {
    let masks = clear_masks();
    let mut both = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        both[i] = masks[i] | masks[i] << 4;
        i += 1;
    }
    both
};

/// A side's castling rights (I-4) and reverse-castling rights (I-5) in one
/// byte: castling in the low four bits, reverse castling in the high four,
/// each as [`CastlingRights::bits`]. One byte, so that the position keeps
/// its move clock within 96 bytes, and one update for a movement that
/// touches a home square.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Rights(u8);

impl CastlingField for Rights {
    #[inline(always)]
    fn castling_rights(self) -> CastlingRights {
        self.castling()
    }
}

impl Rights {
    /// The rights `castling` and `reverse`.
    #[inline]
    pub(crate) const fn new(castling: CastlingRights, reverse: CastlingRights) -> Rights {
        Rights(castling.bits() | reverse.bits() << 4)
    }

    /// The castling rights (FEN field 3, I-4).
    #[inline(always)]
    pub(crate) const fn castling(self) -> CastlingRights {
        CastlingRights::from_bits(self.0)
    }

    /// The reverse-castling rights (FEN field 7, I-5).
    #[inline(always)]
    pub(crate) const fn reverse(self) -> CastlingRights {
        CastlingRights::from_bits(self.0 >> 4)
    }

    /// Whether `color` has a right of either kind.
    #[inline(always)]
    pub(crate) const fn has_any(self, color: Color) -> bool {
        self.castling().has_any(color) || self.reverse().has_any(color)
    }

    /// The rights without the flags of both kinds that a movement
    /// touching `a` or `b` ends.
    #[inline(always)]
    pub(crate) fn touched(self, a: Square, b: Square) -> Rights {
        Rights(self.0 & !(CLEAR_BOTH[a as usize & 63] | CLEAR_BOTH[b as usize & 63]))
    }

    /// The rights after `color` castled on `side` (I-4, I-5): castling is
    /// once per game, and it opens the reverse castling on its wing.
    #[inline(always)]
    pub(crate) fn castled(self, color: Color, side: CastlingSide) -> Rights {
        let mut castling = self.castling();
        castling.discard_color(color);
        let mut reverse = self.reverse();
        reverse.add(color, side);
        Rights::new(castling, reverse)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both kinds of rights in one byte read back, and a touched home
    /// square clears the same flags in both (I-4, I-5).
    #[test]
    fn rights_pack_both_kinds() {
        let (castling, reverse) = (
            CastlingRights::from_bits(0b1001),
            CastlingRights::from_bits(0b0010),
        );
        let rights = Rights::new(castling, reverse);
        assert_eq!((rights.castling(), rights.reverse()), (castling, reverse));
        let touched = rights.touched(Square::A1, Square::D4);
        assert_eq!(touched.castling(), castling);
        assert_eq!(touched.reverse(), CastlingRights::EMPTY);
        let castled = Rights::new(CastlingRights::ALL, CastlingRights::EMPTY)
            .castled(Color::White, CastlingSide::KingSide);
        assert_eq!(castled.castling(), CastlingRights::from_bits(0b1100));
        assert_eq!(
            castled.reverse(),
            CastlingRights::single(Color::White, CastlingSide::KingSide)
        );
        assert!(castled.has_any(Color::White) && castled.has_any(Color::Black));
    }

    #[test]
    fn masks_match_flag_bits() {
        let all = Rights::new(CastlingRights::ALL, CastlingRights::EMPTY);
        let r = all.touched(Square::H1, Square::A8).castling();
        assert!(!r.has(Color::White, CastlingSide::KingSide));
        assert!(r.has(Color::White, CastlingSide::QueenSide));
        assert!(r.has(Color::Black, CastlingSide::KingSide));
        assert!(!r.has(Color::Black, CastlingSide::QueenSide));
        let r = all.touched(Square::E8, Square::D4).castling();
        assert!(!r.has_any(Color::Black));
        assert!(
            r.has(Color::White, CastlingSide::KingSide)
                && r.has(Color::White, CastlingSide::QueenSide)
        );
    }
}
