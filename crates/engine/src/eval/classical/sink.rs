//! What the evaluation's terms are handed to: one interface for the
//! evaluation, which sums the weights, and the tuner, which counts them.

use danilchuk_board::{Bitboard, Board, Color};

/// What the evaluation's terms are handed to: `count` times the weight at
/// flat index `at` (see [`super::layout`]) for `color`.
pub(crate) trait Sink: Sized {
    /// Adds `count` times weight `at` to `color`'s side.
    fn add(&mut self, color: Color, at: usize, count: i32);

    /// Adds the structure of both sides' pawns; returns their passed pawns
    /// (White's, Black's). The evaluation's sink takes it from the pawn
    /// cache, the tuner's computes it (`score.rs`).
    fn pawn_structure(&mut self, board: &Board) -> [Bitboard; 2];
}
