//! The input features: a unit's colour relative to the perspective, its
//! role and its square, the board mirrored vertically for Black.

use danilchuk_board::{Color, Piece, Square};

/// Inputs per perspective: 2 colours × 6 roles × 64 squares.
pub const FEATURES: usize = 768;

/// The input that `piece` on `sq` lights from `perspective`'s side: its
/// own units first, then the opponent's; Black sees the board upside down,
/// so both sides see their own first rank as rank 1.
#[inline]
#[must_use]
pub fn feature_index(perspective: Color, piece: Piece, sq: Square) -> usize {
    let relative = usize::from(piece.color != perspective);
    let square = match perspective {
        Color::White => sq.index(),
        Color::Black => sq.index() ^ 56,
    };
    (relative * 6 + piece.role.index()) * 64 + square
}
