//! The sources' long notation: `e2-e4`, `Фh5 ×f7+`, `Фf6×Фf7`, `0—0—0`.

//!
//! The written forms and their text are `long_syntax.rs`'s; this module
//! resolves them against a position.

use danilchuk_board::{Move, Position};

use crate::error::{MoveError, Notation};
use crate::long_syntax::{Long, LongPlus, LongStyle};
use crate::resolve;
use crate::syntax::{suffix_after, Sep, WrittenCastle, WrittenMove};

impl Long {
    /// The legal move of `pos` this text names. A written captured-unit
    /// letter must name the unit on the destination.
    ///
    /// # Errors
    ///
    /// [`MoveError::Illegal`] with the reason when the text names no legal
    /// move of `pos`, or a captured unit other than the one on the
    /// destination.
    pub fn to_move<P: Position>(&self, pos: &P) -> Result<Move, MoveError> {
        let result = match *self {
            Long::Castle(side) => resolve::castle(
                pos,
                WrittenCastle {
                    side,
                    reverse: false,
                },
            ),
            Long::ReverseCastle(side) => resolve::castle(
                pos,
                WrittenCastle {
                    side,
                    reverse: true,
                },
            ),
            Long::Normal {
                role,
                from,
                capture,
                captured,
                to,
                promotion,
            } => resolve::normal(
                pos,
                &WrittenMove {
                    role,
                    file: Some(from.file()),
                    rank: Some(from.rank()),
                    spaces: false,
                    sep: Some(if capture { Sep::Capture } else { Sep::Dash }),
                    captured,
                    to,
                    promotion,
                },
            ),
        };
        result.map_err(|reason| MoveError::Illegal {
            notation: Notation::Long,
            text: self.to_string(),
            reason,
        })
    }
}

impl LongPlus {
    /// The long notation of a legal move `m` of `pos`, with `+` / `#`
    /// derived as for SAN ([`crate::SanPlus::from_move`]).
    pub fn from_move<P: Position>(pos: &P, m: Move) -> LongPlus {
        LongPlus {
            long: Long::from_move(pos, m),
            // An illegal move is never played: it gets no suffix.
            suffix: pos.is_legal(m).then(|| suffix_after(pos, m)).flatten(),
        }
    }

    /// The legal move of `pos` this text names (the suffix is not checked).
    ///
    /// # Errors
    ///
    /// As [`Long::to_move`].
    pub fn to_move<P: Position>(&self, pos: &P) -> Result<Move, MoveError> {
        self.long.to_move(pos)
    }
}

/// Reads a long-notation text and returns the legal move of `pos` it names.
///
/// # Errors
///
/// [`MoveError::Syntax`] when the text is not long notation,
/// [`MoveError::Illegal`] with the reason when it names no legal move of
/// `pos`.
///
/// ```
/// use danilchuk_board::{Position, Square};
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::parse_long;
///
/// let pos = Chess::starting();
/// assert_eq!(parse_long(&pos, "e2- e4")?.to(), Square::E4);
/// assert_eq!(parse_long(&pos, "Кg1-f3")?.to(), Square::F3);
/// # Ok::<(), danilchuk_notation::MoveError>(())
/// ```
pub fn parse_long<P: Position>(pos: &P, text: &str) -> Result<Move, MoveError> {
    let long: LongPlus = text.parse()?;
    long.to_move(pos).map_err(|e| match e {
        MoveError::Illegal {
            notation, reason, ..
        } => MoveError::Illegal {
            notation,
            text: text.into(),
            reason,
        },
        other => other,
    })
}

/// The long notation of a legal move of `pos`, with its suffix, in a style.
pub fn write_long<P: Position>(pos: &P, m: Move, style: LongStyle) -> String {
    LongPlus::from_move(pos, m).display(style).to_string()
}
