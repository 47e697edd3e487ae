//! The errors of every parser: syntax, illegal moves, PGN.

use core::fmt;

use danilchuk_board::{Excerpt, FenError, Illegality, Role, Variant};

/// Which notation a move was read in, for messages.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Standard algebraic notation.
    San,
    /// The sources' long notation (`e2-e4`, `Фh5 ×f7+`).
    Long,
    /// UCI (`e2e4`, `e7e8q`).
    Uci,
    /// Any of the three, as in PGN movetext.
    Any,
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Notation::San => "SAN",
            Notation::Long => "long-notation",
            Notation::Uci => "UCI",
            Notation::Any => "move",
        })
    }
}

/// A move text that is not well-formed in its notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "malformed {notation} {} at character {column}: {reason}",
    Excerpt(.text)
)]
pub struct SyntaxError {
    /// The notation it was read in.
    pub notation: Notation,
    /// The whole text.
    pub text: String,
    /// The 1-based character (not byte) position of the problem in `text`.
    pub column: usize,
    /// What was expected or what is wrong.
    pub reason: &'static str,
}

/// Why a well-formed move is not a legal move in the position.
///
/// The rule set's own reasons (king safety, Immortal locks, Linear line
/// limits, castling conditions, the end of the game) come from
/// [`danilchuk_board::Position::illegality`] as [`IllegalReason::Rule`]; the
/// others are found by looking at the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IllegalReason {
    /// The side to move has no unit of this role (on the named file or rank,
    /// if the move names one).
    NoSuchUnit {
        /// The role the move names.
        role: Role,
    },
    /// Units of this role exist, but none could reach the square even on an
    /// empty board.
    CannotReach {
        /// The role the move names.
        role: Role,
    },
    /// A unit could reach the square on an empty board, but another unit
    /// stands in the way (or on the square of a pawn's step).
    Blocked,
    /// The destination holds one of the mover's own units.
    OwnUnitOnTarget,
    /// The move is written as a capture but there is nothing to capture.
    NothingToCapture,
    /// A pawn capture written without the pawn's file (`d5` for `cxd5`).
    UnmarkedPawnCapture,
    /// The captured-unit letter does not name the unit on the destination.
    CapturedUnitMismatch {
        /// The letter's role.
        written: Role,
        /// The role actually there, if any.
        found: Option<Role>,
    },
    /// A promotion whose piece must be named is written without one.
    PromotionMissing,
    /// A promotion letter on a move that does not promote.
    PromotionNotAllowed,
    /// A promotion to a piece the rules do not allow here (in Linear chess
    /// the line decides, L-6).
    WrongPromotion {
        /// The written piece.
        written: Role,
        /// The pieces allowed.
        allowed: Vec<Role>,
    },
    /// Several legal moves fit the text; they are listed in long notation.
    Ambiguous {
        /// The moves that fit.
        candidates: Vec<String>,
    },
    /// The rule set's reason.
    Rule(Illegality),
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::NoSuchUnit { role } => write!(f, "there is no such {role}"),
            IllegalReason::CannotReach { role } => {
                write!(
                    f,
                    "no {role} could reach that square even on an empty board"
                )
            }
            IllegalReason::Blocked => f.write_str("the way is blocked"),
            IllegalReason::OwnUnitOnTarget => f.write_str("an own unit stands on the square"),
            IllegalReason::NothingToCapture => f.write_str("there is nothing to capture there"),
            IllegalReason::UnmarkedPawnCapture => {
                f.write_str("a pawn capture must name the pawn's file (as in cxd5)")
            }
            IllegalReason::CapturedUnitMismatch { written, found } => match found {
                Some(found) => write!(f, "the captured unit is a {found}, not a {written}"),
                None => write!(f, "there is no {written} to capture there"),
            },
            IllegalReason::PromotionMissing => f.write_str("the promotion piece is missing"),
            IllegalReason::PromotionNotAllowed => f.write_str("the move does not promote"),
            IllegalReason::WrongPromotion { written, allowed } => {
                write!(f, "a pawn cannot promote to a {written} here (allowed:")?;
                for role in allowed {
                    write!(f, " {role}")?;
                }
                f.write_str(")")
            }
            IllegalReason::Ambiguous { candidates } => {
                write!(f, "ambiguous: {}", candidates.join(", "))
            }
            IllegalReason::Rule(why) => fmt::Display::fmt(why, f),
        }
    }
}

/// A move that could not be read in a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not well-formed.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The text is well-formed but names no legal move.
    #[error("illegal {notation} {}: {reason}", Excerpt(.text))]
    Illegal {
        /// The notation it was read in.
        notation: Notation,
        /// The text.
        text: String,
        /// Why.
        reason: IllegalReason,
    },
}

impl MoveError {
    /// The reason, if the move was well-formed but illegal.
    pub fn illegal_reason(&self) -> Option<&IllegalReason> {
        match self {
            MoveError::Illegal { reason, .. } => Some(reason),
            MoveError::Syntax(_) => None,
        }
    }
}

/// What went wrong in a PGN file.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PgnErrorKind {
    /// Reading failed, or the input is not UTF-8.
    Io(String),
    /// A tag pair (`[Name "value"]`) is malformed.
    BadTag(&'static str),
    /// A `{` comment is never closed.
    UnterminatedComment,
    /// A `)` without its `(`.
    UnbalancedParen,
    /// A `(` never closed before the end of the game.
    UnclosedVariation,
    /// A variation or NAG that follows no move.
    NothingToAnnotate(&'static str),
    /// Variations nested deeper than the reader allows.
    TooDeep,
    /// `$` not followed by a number from 0 to 255.
    BadNag,
    /// A token that has no place in movetext.
    UnexpectedToken(String),
    /// A move that cannot be played (replaying the game).
    Move(MoveError),
    /// The `FEN` tag does not parse for the rule set (replaying the game).
    Fen(FenError),
    /// The `Variant` tag names another rule set than the one replaying.
    VariantMismatch {
        /// The tag's value.
        tag: String,
        /// The rule set replaying.
        expected: Variant,
    },
    /// A tag that sets the game (such as `LineLimit`) has a bad value.
    BadSetting(String),
    /// A line of play (the main line or a variation) has more moves than
    /// the reader was told to read ([`crate::pgn::PgnReader::max_moves`]).
    TooManyMoves(usize),
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::Io(e) => write!(f, "cannot read: {e}"),
            PgnErrorKind::BadTag(why) => write!(f, "malformed tag pair: {why}"),
            PgnErrorKind::UnterminatedComment => f.write_str("comment '{' is never closed"),
            PgnErrorKind::UnbalancedParen => f.write_str("')' without '('"),
            PgnErrorKind::UnclosedVariation => {
                f.write_str("variation '(' is not closed before the end of the game")
            }
            PgnErrorKind::NothingToAnnotate(what) => write!(f, "{what} follows no move"),
            PgnErrorKind::TooDeep => f.write_str("variations are nested too deep"),
            PgnErrorKind::BadNag => f.write_str("'$' must be followed by a number 0-255"),
            PgnErrorKind::UnexpectedToken(t) => write!(f, "unexpected {}", Excerpt(t)),
            PgnErrorKind::Move(e) => fmt::Display::fmt(e, f),
            PgnErrorKind::Fen(e) => write!(f, "FEN tag: {e}"),
            PgnErrorKind::VariantMismatch { tag, expected } => write!(
                f,
                "the Variant tag says {}, but the game is read as {}",
                Excerpt(tag),
                expected.pgn_name()
            ),
            PgnErrorKind::BadSetting(why) => fmt::Display::fmt(why, f),
            PgnErrorKind::TooManyMoves(max) => write!(f, "a line has more than {max} moves"),
        }
    }
}

/// A PGN error with its place: 1-based line and column (columns count
/// characters, not bytes).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct PgnError {
    /// The line.
    pub line: usize,
    /// The column.
    pub column: usize,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

impl PgnError {
    /// An error at a place.
    pub fn new(line: usize, column: usize, kind: PgnErrorKind) -> PgnError {
        PgnError { line, column, kind }
    }
}
