//! Piece-square tables (Tomasz Michniewski's "simplified evaluation
//! function", the classical baseline), shared by the three evaluations.

use danilchuk_board::{Color, Role, Square};

/// Rank 8 first, as the tables are usually printed: index 0 is a8 for White.
type Table = [i32; 64];

#[rustfmt::skip]
const PAWN: Table = [
     0,  0,  0,  0,  0,  0,  0,  0,
    50, 50, 50, 50, 50, 50, 50, 50,
    10, 10, 20, 30, 30, 20, 10, 10,
     5,  5, 10, 25, 25, 10,  5,  5,
     0,  0,  0, 20, 20,  0,  0,  0,
     5, -5,-10,  0,  0,-10, -5,  5,
     5, 10, 10,-20,-20, 10, 10,  5,
     0,  0,  0,  0,  0,  0,  0,  0,
];

#[rustfmt::skip]
const KNIGHT: Table = [
    -50,-40,-30,-30,-30,-30,-40,-50,
    -40,-20,  0,  0,  0,  0,-20,-40,
    -30,  0, 10, 15, 15, 10,  0,-30,
    -30,  5, 15, 20, 20, 15,  5,-30,
    -30,  0, 15, 20, 20, 15,  0,-30,
    -30,  5, 10, 15, 15, 10,  5,-30,
    -40,-20,  0,  5,  5,  0,-20,-40,
    -50,-40,-30,-30,-30,-30,-40,-50,
];

#[rustfmt::skip]
const BISHOP: Table = [
    -20,-10,-10,-10,-10,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5, 10, 10,  5,  0,-10,
    -10,  5,  5, 10, 10,  5,  5,-10,
    -10,  0, 10, 10, 10, 10,  0,-10,
    -10, 10, 10, 10, 10, 10, 10,-10,
    -10,  5,  0,  0,  0,  0,  5,-10,
    -20,-10,-10,-10,-10,-10,-10,-20,
];

#[rustfmt::skip]
const ROOK: Table = [
      0,  0,  0,  0,  0,  0,  0,  0,
      5, 10, 10, 10, 10, 10, 10,  5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
      0,  0,  0,  5,  5,  0,  0,  0,
];

#[rustfmt::skip]
const QUEEN: Table = [
    -20,-10,-10, -5, -5,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5,  5,  5,  5,  0,-10,
     -5,  0,  5,  5,  5,  5,  0, -5,
      0,  0,  5,  5,  5,  5,  0, -5,
    -10,  5,  5,  5,  5,  5,  0,-10,
    -10,  0,  5,  0,  0,  0,  0,-10,
    -20,-10,-10, -5, -5,-10,-10,-20,
];

#[rustfmt::skip]
const KING_MIDDLEGAME: Table = [
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -20,-30,-30,-40,-40,-30,-30,-20,
    -10,-20,-20,-20,-20,-20,-20,-10,
     20, 20,  0,  0,  0,  0, 20, 20,
     20, 30, 10,  0,  0, 10, 30, 20,
];

#[rustfmt::skip]
const KING_ENDGAME: Table = [
    -50,-40,-30,-20,-20,-30,-40,-50,
    -30,-20,-10,  0,  0,-10,-20,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-30,  0,  0,  0,  0,-30,-30,
    -50,-30,-30,-30,-30,-30,-30,-50,
];

/// Which king table applies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Queens or much material on the board: the king hides.
    Middlegame,
    /// Little material: the king walks to the centre.
    Endgame,
}

/// The table index of `sq` for a unit of `color`.
#[inline]
const fn index(color: Color, sq: Square) -> usize {
    let file = sq.file().index();
    let rank = sq.rank().index();
    match color {
        Color::White => (7 - rank) * 8 + file,
        Color::Black => rank * 8 + file,
    }
}

/// The piece-square bonus of a `role` of `color` on `sq`.
#[inline]
pub(crate) fn bonus(role: Role, color: Color, sq: Square, phase: Phase) -> i32 {
    let i = index(color, sq);
    match role {
        Role::Pawn => PAWN[i],
        Role::Knight => KNIGHT[i],
        Role::Bishop => BISHOP[i],
        Role::Rook => ROOK[i],
        Role::Queen => QUEEN[i],
        Role::King => match phase {
            Phase::Middlegame => KING_MIDDLEGAME[i],
            Phase::Endgame => KING_ENDGAME[i],
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_mirror_between_colours() {
        assert_eq!(
            bonus(Role::Knight, Color::White, Square::F3, Phase::Middlegame),
            bonus(Role::Knight, Color::Black, Square::F6, Phase::Middlegame)
        );
        assert_eq!(
            bonus(Role::Pawn, Color::White, Square::E7, Phase::Endgame),
            50
        );
        assert_eq!(
            bonus(Role::Pawn, Color::Black, Square::E2, Phase::Endgame),
            50
        );
        assert_eq!(
            bonus(Role::King, Color::White, Square::G1, Phase::Middlegame),
            30
        );
    }
}
