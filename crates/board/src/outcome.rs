//! How a game ends.

use core::fmt;

use danilchuk_bitboard::Color;

/// Why a side won.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WinReason {
    /// The loser is checkmated (classical, I-7).
    Checkmate,
    /// Linear (L-5): the loser's last king was captured.
    LastKingCaptured,
    /// Linear (L-5): the loser moved its last king off the king line.
    LastKingLeftLine,
    /// The loser resigned (a game-layer ending, not a rule of the board).
    Resignation,
}

/// Why a game is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DrawReason {
    /// The side to move has no legal move and is not in check (I-7, L-9).
    Stalemate,
    /// Neither side can mate (classical chess only).
    InsufficientMaterial,
    /// The same position for the third time (claimable).
    ThreefoldRepetition,
    /// The same position for the fifth time (automatic, classical).
    FivefoldRepetition,
    /// Fifty moves by each side without capture or pawn move (claimable).
    FiftyMoveRule,
    /// Seventy-five moves by each side without capture or pawn move
    /// (automatic, classical).
    SeventyFiveMoveRule,
    /// The players agreed.
    Agreement,
}

/// The result of a finished game.
///
/// ```
/// use danilchuk_board::{Color, Outcome, WinReason};
/// let o = Outcome::Decisive { winner: Color::White, reason: WinReason::Checkmate };
/// assert_eq!(o.result(), "1-0");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// One side won.
    Decisive {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: DrawReason,
    },
}

impl Outcome {
    /// The winner, if any.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub const fn result(self) -> &'static str {
        match self {
            Outcome::Decisive {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Decisive {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw { .. } => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Decisive { winner, reason } => {
                let why = match reason {
                    WinReason::Checkmate => "checkmate",
                    WinReason::LastKingCaptured => "the last king was captured",
                    WinReason::LastKingLeftLine => "the last king left the king line",
                    WinReason::Resignation => "resignation",
                };
                write!(f, "{winner} wins ({why})")
            }
            Outcome::Draw { reason } => {
                let why = match reason {
                    DrawReason::Stalemate => "stalemate",
                    DrawReason::InsufficientMaterial => "insufficient material",
                    DrawReason::ThreefoldRepetition => "threefold repetition",
                    DrawReason::FivefoldRepetition => "fivefold repetition",
                    DrawReason::FiftyMoveRule => "fifty-move rule",
                    DrawReason::SeventyFiveMoveRule => "seventy-five-move rule",
                    DrawReason::Agreement => "agreement",
                };
                write!(f, "draw ({why})")
            }
        }
    }
}
