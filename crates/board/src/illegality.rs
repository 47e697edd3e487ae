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
    /// A promotion is missing, not allowed, or to the wrong piece.
    BadPromotion,
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
            Illegality::BadPromotion => "the promotion is missing or not allowed",
        })
    }
}
