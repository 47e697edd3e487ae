//! UCI moves in this crate's error type. The reader itself is
//! [`danilchuk_board::Position::parse_uci`], the one UCI reader of the
//! workspace; this module turns its [`UciError`] into a [`MoveError`] with
//! the same reasons SAN and long notation give.

use danilchuk_board::{Move, Position, UciError};

use crate::error::{MoveError, Notation, SyntaxError};

/// [`Position::parse_uci`] with its error as a [`MoveError`].
pub(crate) fn read<P: Position>(pos: &P, text: &str) -> Result<Move, MoveError> {
    pos.parse_uci(text).map_err(|e| move_error(pos, text, e))
}

/// A [`UciError`] as a [`MoveError`], with the same reason: the one
/// [`danilchuk_board::Illegality`] that SAN and long notation give too.
///
/// ```
/// use danilchuk_board::{Illegality, Position};
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::move_error;
///
/// let pos = Chess::starting();
/// let error = pos.parse_uci("e1e2").unwrap_err();
/// let error = move_error(&pos, "e1e2", error);
/// assert_eq!(error.illegality(), Some(Illegality::OwnUnitOnTarget));
/// ```
#[must_use]
pub fn move_error<P: Position>(_pos: &P, text: &str, error: UciError) -> MoveError {
    match error {
        UciError::Syntax { reason, .. } => MoveError::Syntax(SyntaxError {
            notation: Notation::Uci,
            text: text.into(),
            column: 1,
            reason,
        }),
        UciError::Illegal(e) => MoveError::Illegal {
            notation: Notation::Uci,
            text: text.into(),
            reason: e.reason,
        },
    }
}

/// The UCI text of a legal move of `pos`, in the rule set's form: the same
/// as `pos.uci(m).to_string()`, the one way to write UCI
/// ([`Position::uci`]).
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_classical::Chess;
///
/// let pos = Chess::starting();
/// let m = pos.parse_uci("g1f3")?;
/// assert_eq!(pos.uci(m).to_string(), "g1f3");
/// # Ok::<(), danilchuk_board::UciError>(())
/// ```
#[deprecated(note = "use `pos.uci(m).to_string()` (`Position::uci`): the one way to write UCI")]
pub fn write_uci<P: Position>(pos: &P, m: Move) -> String {
    pos.uci(m).to_string()
}
