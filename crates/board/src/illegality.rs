//! Why a move is not legal: for error messages that say more than "illegal".

use core::fmt;

use danilchuk_bitboard::{Bitboard, Color};

use crate::{Role, Variant};

/// Why a move is not legal: the one reason type of the workspace, whatever
/// the move was written in (UCI, SAN, long notation) and wherever it was
/// refused (a position, a game, a PGN file).
///
/// Rule sets answer [`crate::Position::illegality`] with the rules' reasons
/// (king safety, I-3 locks, L-8 limits, castling); the UCI resolver and the
/// notation crate add what they see on the board (no such unit, blocked,
/// ambiguous, a castling spelled another rule set's way).
///
/// ```
/// use danilchuk_board::{Color, Illegality, Role, Variant};
///
/// let why = Illegality::CannotReach { role: Role::Knight };
/// assert_eq!(why.to_string(), "no knight could reach that square even on an empty board");
/// let spelling = Illegality::CastlingSpelledOtherwise { variant: Variant::Linear, color: Color::White };
/// assert!(spelling.to_string().contains("e1d1"));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Illegality {
    /// No unit of the side to move can make this move at all.
    NotAMove,
    /// Another unit stands in the way (or on the square of a pawn's step).
    Blocked,
    /// The move would leave (or put) the mover's king in check.
    LeavesKingInCheck,
    /// Castling is not allowed here (rights, pieces in between, attacked
    /// squares, or the rule set's own conditions).
    CastlingNotAllowed,
    /// Castling written as another rule set writes it (IV-9): classical
    /// `e1h1`, Linear `e1g1` or `O-O`. The message names the spelling of
    /// `variant` for `color`.
    CastlingSpelledOtherwise {
        /// The rule set being played.
        variant: Variant,
        /// The side that wanted to castle.
        color: Color,
    },
    /// Immortal chess (I-3): this pair of units is locked for one move.
    Locked,
    /// Linear chess (L-8): the move would put too many pieces on a line.
    OverLineLimit,
    /// The game is over: no move is legal.
    GameOver,
    /// A promotion to a piece the rules do not allow here: a king in
    /// classical or Immortal chess; in Linear chess any piece but the one of
    /// the line the pawn reaches (L-6), which `line` then names.
    BadPromotion {
        /// The piece written.
        written: Role,
        /// Linear chess: the piece the line makes of the pawn.
        line: Option<Role>,
    },
    /// No unit of the side to move stands on the origin square.
    NothingToMove,
    /// The side to move has no unit of this role (on the named file or
    /// rank, if the move names one).
    NoSuchUnit {
        /// The role the move names.
        role: Role,
    },
    /// The unit (of this role) could not reach the square even on an empty
    /// board.
    CannotReach {
        /// The moving unit's role.
        role: Role,
    },
    /// One of the mover's own units stands on the destination.
    OwnUnitOnTarget,
    /// A pawn's diagonal step, or a move written as a capture, with nothing
    /// to capture.
    NothingToCapture,
    /// A pawn capture written without the pawn's file (`d5` for `cxd5`).
    UnmarkedPawnCapture,
    /// The captured-unit letter (`Фf6×Фf7`) does not name the unit on the
    /// destination.
    CapturedUnitMismatch {
        /// The letter's role.
        written: Role,
        /// The role actually there, if any.
        found: Option<Role>,
    },
    /// The move reaches the last rank but names no promotion piece, and the
    /// rules leave a choice.
    PromotionMissing,
    /// A promotion piece on a move that does not promote.
    PromotionNotAllowed,
    /// Several legal moves fit the text: the units on these squares could
    /// each make it (name the origin's file or rank).
    Ambiguous {
        /// The squares of the units that fit.
        origins: Bitboard,
    },
}

impl Illegality {
    /// Whether the reason is a rule of the rule set (king safety, I-3
    /// locks, L-8 limits, castling conditions, the end of the game) rather
    /// than how the move was written or what stands on the board.
    ///
    /// ```
    /// use danilchuk_board::Illegality;
    /// assert!(Illegality::Locked.is_rule());
    /// assert!(!Illegality::Blocked.is_rule());
    /// ```
    #[must_use]
    pub const fn is_rule(self) -> bool {
        matches!(
            self,
            Illegality::LeavesKingInCheck
                | Illegality::CastlingNotAllowed
                | Illegality::Locked
                | Illegality::OverLineLimit
                | Illegality::GameOver
                | Illegality::BadPromotion { .. }
        )
    }
}

impl Illegality {
    /// The ruling of RULES.md that decides the reason (`I-3`, `L-8`, …),
    /// where one of its own rulings does rather than the classical rules
    /// every rule set shares: what a message can link to.
    ///
    /// ```
    /// use danilchuk_board::{Illegality, Role};
    /// assert_eq!(Illegality::Locked.rule(), Some("I-3"));
    /// assert_eq!(Illegality::OverLineLimit.rule(), Some("L-8"));
    /// let linear_promotion = Illegality::BadPromotion { written: Role::Queen, line: Some(Role::Rook) };
    /// assert_eq!(linear_promotion.rule(), Some("L-6"));
    /// assert_eq!(Illegality::LeavesKingInCheck.rule(), None);
    /// ```
    #[must_use]
    pub const fn rule(self) -> Option<&'static str> {
        match self {
            Illegality::Locked => Some("I-3"),
            Illegality::OverLineLimit => Some("L-8"),
            Illegality::CastlingSpelledOtherwise { .. } => Some("IV-9"),
            Illegality::BadPromotion { line: Some(_), .. } => Some("L-6"),
            _ => None,
        }
    }
}

/// The castling spellings of a rule set for one side, for the message of
/// [`Illegality::CastlingSpelledOtherwise`] (Part III, IV-9).
fn castling_spelling(f: &mut fmt::Formatter<'_>, variant: Variant, color: Color) -> fmt::Result {
    let rank = match color {
        Color::White => '1',
        Color::Black => '8',
    };
    match variant {
        Variant::Chess => write!(
            f,
            "classical castling is written as the king's two-square step: e{rank}g{rank} or e{rank}c{rank} in UCI, O-O or O-O-O in SAN (IV-9)"
        ),
        Variant::Immortal => write!(
            f,
            "Immortal castling is written from the king's square to the rook's: e{rank}h{rank} or e{rank}a{rank} in UCI (e{rank}g{rank} and e{rank}c{rank} are read too), O-O or O-O-O in SAN (Part III, IV-9)"
        ),
        Variant::Linear => write!(
            f,
            "Linear castling swaps the king and the queen and is written e{rank}d{rank} in UCI, O-O-O in SAN (L-7, IV-9)"
        ),
    }
}

impl fmt::Display for Illegality {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegality::NotAMove => f.write_str("no unit can make this move"),
            Illegality::Blocked => f.write_str("the way is blocked"),
            Illegality::LeavesKingInCheck => f.write_str("it leaves the king in check"),
            Illegality::CastlingNotAllowed => f.write_str("castling is not allowed here"),
            Illegality::CastlingSpelledOtherwise { variant, color } => {
                castling_spelling(f, variant, color)
            }
            Illegality::Locked => {
                f.write_str("the two units are locked by the capture rule (I-3)")
            }
            Illegality::OverLineLimit => {
                f.write_str("it would put more pieces on the line than the limit allows (L-8)")
            }
            Illegality::GameOver => f.write_str("the game is over"),
            Illegality::BadPromotion {
                written,
                line: Some(line),
            } => write!(
                f,
                "the line decides the promotion: the pawn becomes a {line} there, not a {written} (L-6)"
            ),
            Illegality::BadPromotion {
                written,
                line: None,
            } => write!(f, "a pawn cannot promote to a {written}"),
            Illegality::NothingToMove => {
                f.write_str("no unit of the side to move stands on that square")
            }
            Illegality::NoSuchUnit { role } => write!(f, "there is no such {role}"),
            Illegality::CannotReach { role } => write!(
                f,
                "no {role} could reach that square even on an empty board"
            ),
            Illegality::OwnUnitOnTarget => f.write_str("an own unit stands on the square"),
            Illegality::NothingToCapture => f.write_str("there is nothing to capture there"),
            Illegality::UnmarkedPawnCapture => {
                f.write_str("a pawn capture must name the pawn's file (as in cxd5)")
            }
            Illegality::CapturedUnitMismatch { written, found } => match found {
                Some(found) => write!(f, "the captured unit is a {found}, not a {written}"),
                None => write!(f, "there is no {written} to capture there"),
            },
            Illegality::PromotionMissing => f.write_str("the promotion piece is missing"),
            Illegality::PromotionNotAllowed => f.write_str("the move does not promote"),
            Illegality::Ambiguous { origins } => {
                f.write_str("ambiguous: the units on")?;
                for (i, square) in origins.into_iter().enumerate() {
                    f.write_str(if i == 0 { " " } else { ", " })?;
                    write!(f, "{square}")?;
                }
                f.write_str(" could each make it (name the origin's file or rank)")
            }
        }
    }
}
