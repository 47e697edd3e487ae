//! The Zobrist hash computed from scratch.

use danilchuk_board::{zobrist, Color, Zobrist};

use crate::LinearSetup;

/// The hash of everything the repetition rule compares (L-9): placement,
/// side to move, castling flags, en passant square, and for each side
/// whether its king and queen lines are swapped (L-7).
pub(crate) fn from_scratch(setup: &LinearSetup) -> Zobrist {
    let mut hash = zobrist::hash_common(&setup.setup);
    for color in Color::ALL {
        if setup.lines.has_castled(color) {
            hash ^= zobrist::castled_lines(color);
        }
    }
    hash
}
