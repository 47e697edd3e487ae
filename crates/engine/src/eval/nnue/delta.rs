//! What a move changed on the board, found by comparing the boards before
//! and after it.

use arrayvec::ArrayVec;
use danilchuk_board::{Board, Color, Piece, Role, Square};

/// Units that one move removes or adds at most: an Immortal swap, a
/// castling or an en-passant capture touch four squares; the rest is room.
const MOST: usize = 8;

/// The units that left squares and arrived on squares between two boards:
/// a unit that moves leaves one square and arrives on another; a unit
/// whose role changes (a promotion, a Linear landing, L-3) leaves as one
/// piece and arrives as another; a captured unit only leaves; the two
/// units of an Immortal swap (I-1, I-2) each leave and arrive.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardDelta {
    /// Units gone from their squares.
    pub removed: ArrayVec<(Piece, Square), MOST>,
    /// Units now on new squares (or as new roles).
    pub added: ArrayVec<(Piece, Square), MOST>,
}

impl BoardDelta {
    /// What changed from `before` to `after`; `None` when more changed
    /// than one move can (then the accumulator is rebuilt instead).
    #[must_use]
    pub fn between(before: &Board, after: &Board) -> Option<BoardDelta> {
        let mut delta = BoardDelta::default();
        for color in Color::ALL {
            let (was_ours, is_ours) = (before.by_color(color), after.by_color(color));
            for role in Role::ALL {
                let was = was_ours & before.by_role(role);
                let is = is_ours & after.by_role(role);
                let piece = Piece { color, role };
                for sq in was & !is {
                    delta.removed.try_push((piece, sq)).ok()?;
                }
                for sq in is & !was {
                    delta.added.try_push((piece, sq)).ok()?;
                }
            }
        }
        Some(delta)
    }
}
