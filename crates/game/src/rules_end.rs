//! The end of a position by the rules alone: the rule set's own end and
//! the automatic draws, and the counts behind the draw rules.

use danilchuk_board::{DrawReason, Outcome};

use crate::GameRules;

/// How often a position must have occurred for a draw claim (FIDE 9.2).
pub const THREEFOLD: u32 = 3;
/// How often a position must have occurred for the automatic draw (FIDE
/// 9.6.1), in every rule set (RULES.md IV-4).
pub const FIVEFOLD: u32 = 5;
/// Half-moves without a capture or pawn move for a draw claim (FIDE 9.3).
pub const FIFTY_MOVES: u32 = 100;
/// Half-moves without a capture or pawn move for the automatic draw (FIDE
/// 9.6.2), in every rule set (RULES.md IV-4).
pub const SEVENTY_FIVE_MOVES: u32 = 150;

/// The rule set's end of the game in `pos`, or an automatic draw.
pub(crate) fn end_of<P: GameRules>(pos: &P, repetitions: u32) -> Option<Outcome> {
    pos.outcome().or_else(|| {
        let reason = if pos.is_insufficient_material() {
            DrawReason::InsufficientMaterial
        } else if repetitions >= FIVEFOLD {
            // IV-4: in every rule set, not only classical chess.
            DrawReason::FivefoldRepetition
        } else if pos.halfmoves() >= SEVENTY_FIVE_MOVES {
            DrawReason::SeventyFiveMoveRule
        } else {
            return None;
        };
        Some(Outcome::Draw { reason })
    })
}
