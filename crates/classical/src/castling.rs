//! Castling geometry: where the king and rook start and end, which wing a
//! castling move (king takes own rook) is on, and which squares carry
//! castling rights. The move generator, the move maker, validation and UCI
//! notation all read it from here.

use danilchuk_board::{Bitboard, CastlingRights, CastlingSide, Color, Square};

/// The rook's home square for a castling.
pub(crate) const fn rook_home(color: Color, side: CastlingSide) -> Square {
    match side {
        CastlingSide::KingSide => Square::H1.relative_to(color),
        CastlingSide::QueenSide => Square::A1.relative_to(color),
    }
}

/// Where the king ends a castling.
pub(crate) const fn castled_king_square(color: Color, side: CastlingSide) -> Square {
    match side {
        CastlingSide::KingSide => Square::G1.relative_to(color),
        CastlingSide::QueenSide => Square::C1.relative_to(color),
    }
}

/// Where the rook ends a castling.
pub(crate) const fn castled_rook_square(color: Color, side: CastlingSide) -> Square {
    match side {
        CastlingSide::KingSide => Square::F1.relative_to(color),
        CastlingSide::QueenSide => Square::D1.relative_to(color),
    }
}

/// The wing of a castling written as the king taking its own rook: the
/// rook's file beyond the king's is the king's side.
#[inline]
pub(crate) fn side_of(king_from: Square, rook_from: Square) -> CastlingSide {
    if rook_from.file() > king_from.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

/// The castling rights lost when a move starts or ends on each square:
/// the king's home loses both of its side's, a rook's home its own.
pub(crate) static RIGHTS_LOST: [CastlingRights; 64] = {
    let mut table = [CastlingRights::EMPTY; 64];
    let mut c = 0;
    while c < 2 {
        let color = Color::ALL[c];
        table[Square::E1.relative_to(color) as usize] =
            CastlingRights::single(color, CastlingSide::KingSide)
                .union(CastlingRights::single(color, CastlingSide::QueenSide));
        table[rook_home(color, CastlingSide::KingSide) as usize] =
            CastlingRights::single(color, CastlingSide::KingSide);
        table[rook_home(color, CastlingSide::QueenSide) as usize] =
            CastlingRights::single(color, CastlingSide::QueenSide);
        c += 1;
    }
    table
};

/// The squares whose units carry castling rights (kings' and rooks' homes):
/// a move touching none of them keeps every right, tested with one mask.
pub(crate) const RIGHTS_SQUARES: Bitboard = Bitboard(0x9100_0000_0000_0091);
