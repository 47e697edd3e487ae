//! Static exchange evaluation (SEE): what a move wins or loses in material
//! once the captures it invites on its target square have been played out,
//! each side free to stop capturing when that suits it. One file per rule
//! set, because a capture means something different in each:
//! - classical chess: the captured unit leaves the board;
//! - Linear chess: it leaves the board too, but the capturer changes into
//!   its new file's piece (L-3, L-6), a capture can take a king and taking
//!   the last one ends the game (L-5);
//! - Immortal chess: a capture is a swap and nothing leaves the board
//!   (I-1), so only promotions and pawns put down on their own last rank
//!   (I-2) change the material.
//!
//! The move picker uses it to tell good captures from bad ones, the search
//! to prune losing moves near the horizon and in quiescence. Pins are not
//! looked at (as in most engines): an exchange may count on a pinned unit.

mod classical;
mod immortal;
mod linear;

use danilchuk_board::{Bitboard, Board, Move, Position, Role, Square};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

/// A rule set's static exchange evaluation, behind [`Evaluate::see_ge`](crate::Evaluate::see_ge).
pub(crate) trait Exchange: Position {
    /// Whether the legal move `m`, with the best sequence of captures on
    /// its target square that follows, gains the mover at least
    /// `threshold` centipawns (negative: loses at most `-threshold`).
    fn see_ge(&self, m: Move, threshold: i32) -> bool;
}

impl Exchange for Chess {
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        classical::see_ge(self.board(), self.turn(), m, threshold)
    }
}

impl Exchange for Immortal {
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        immortal::see(self, m) >= threshold
    }
}

impl Exchange for Linear {
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        linear::see(self, m) >= threshold
    }
}

/// The least valuable unit among `candidates` (pawn first, king last).
fn least_valuable(board: &Board, candidates: Bitboard) -> Option<(Square, Role)> {
    Role::ALL.into_iter().find_map(|role| {
        (candidates & board.by_role(role))
            .first()
            .map(|sq| (sq, role))
    })
}

/// The sliders behind a unit that left `occupied`, now attacking `to`.
fn revealed(board: &Board, to: Square, occupied: Bitboard) -> Bitboard {
    use danilchuk_board::attacks;
    (attacks::bishop_attacks(to, occupied) & board.bishops_and_queens())
        | (attacks::rook_attacks(to, occupied) & board.rooks_and_queens())
}
