//! Why a move is not legal: for error messages that say more than "illegal".

use core::fmt;

/// Why a move that follows some unit's movement is still not legal.
///
/// Rule sets answer [`crate::Position::illegality`] with one of these; the
/// notation crate adds "no such piece" and "ambiguous" on top.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Illegality {
    /// No unit of the side to move can make this move at all.
    NotAMove,
    /// Another unit stands in the way.
    Blocked,
    /// The move would leave (or put) the mover's king in check.
    LeavesKingInCheck,
    /// Castling is not allowed here (rights, pieces in between, attacked
    /// squares, or the rule set's own conditions).
    CastlingNotAllowed,
    /// Immortal chess (I-3): this pair of units is locked for one move.
    Locked,
    /// Linear chess (L-8): the move would put too many pieces on a line.
    OverLineLimit,
    /// The game is over: no move is legal.
    GameOver,
    /// A promotion to a piece the rules do not allow here (a king in
    /// classical or Immortal chess; in Linear chess the line decides, L-6).
    BadPromotion,
    /// No unit of the side to move stands on the origin square.
    NothingToMove,
    /// The unit on the origin square does not move that way, even on an
    /// empty board.
    CannotReach,
    /// One of the mover's own units stands on the destination.
    OwnUnitOnTarget,
    /// A pawn's diagonal step to a square with nothing to capture.
    NothingToCapture,
    /// The move reaches the last rank but names no promotion piece, and the
    /// rules leave a choice.
    PromotionMissing,
    /// A promotion piece on a move that does not promote.
    PromotionNotAllowed,
}

impl fmt::Display for Illegality {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Illegality::NotAMove => "no unit can make this move",
            Illegality::Blocked => "the way is blocked",
            Illegality::LeavesKingInCheck => "it leaves the king in check",
            Illegality::CastlingNotAllowed => "castling is not allowed here",
            Illegality::Locked => "the two units are locked by the capture rule (I-3)",
            Illegality::OverLineLimit => {
                "it would put more pieces on the line than the limit allows (L-8)"
            }
            Illegality::GameOver => "the game is over",
            Illegality::BadPromotion => "a pawn cannot promote to that piece here",
            Illegality::NothingToMove => "no unit of the side to move stands on that square",
            Illegality::CannotReach => "the unit does not move that way",
            Illegality::OwnUnitOnTarget => "an own unit stands on the square",
            Illegality::NothingToCapture => "there is nothing to capture there",
            Illegality::PromotionMissing => "the promotion piece is missing",
            Illegality::PromotionNotAllowed => "the move does not promote",
        })
    }
}
