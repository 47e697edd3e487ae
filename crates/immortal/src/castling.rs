//! Castling geometry and the bookkeeping of castling and reverse-castling
//! rights (I-4, I-5).

use danilchuk_board::{attacks, Bitboard, CastlingRights, CastlingSide, Color, File, Square};

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

static CLEAR_MASKS: [u8; 64] = clear_masks();

/// The home squares of the kings and rooks (I-4, I-5), the squares of
/// `CLEAR_MASKS`: a move touching none of them changes no right.
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

/// `rights` without the flags that a movement touching `a` or `b` ends.
#[inline]
pub(crate) fn clear_touched(rights: CastlingRights, a: Square, b: Square) -> CastlingRights {
    CastlingRights::from_bits(rights.bits() & !(CLEAR_MASKS[a as usize] | CLEAR_MASKS[b as usize]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_match_flag_bits() {
        let all = CastlingRights::ALL;
        let r = clear_touched(all, Square::H1, Square::A8);
        assert!(!r.has(Color::White, CastlingSide::KingSide));
        assert!(r.has(Color::White, CastlingSide::QueenSide));
        assert!(r.has(Color::Black, CastlingSide::KingSide));
        assert!(!r.has(Color::Black, CastlingSide::QueenSide));
        let r = clear_touched(all, Square::E8, Square::D4);
        assert!(!r.has_any(Color::Black));
        assert!(
            r.has(Color::White, CastlingSide::KingSide)
                && r.has(Color::White, CastlingSide::QueenSide)
        );
    }
}
