//! UCI moves in this crate's error type. The reader itself is
//! [`danilchuk_board::Position::parse_uci`], the one UCI reader of the
//! workspace; this module turns its [`UciError`] into a [`MoveError`] with
//! the same reasons SAN and long notation give.

use danilchuk_board::{Illegality, Move, Position, UciError};

use crate::error::{IllegalReason, MoveError, Notation, SyntaxError};

/// Reads a UCI move and returns the legal move of `pos` it names, with the
/// error in this crate's type.
#[deprecated(
    note = "use Position::parse_uci (the one UCI reader; its error carries the Illegality), or parse_move"
)]
pub fn parse_uci<P: Position>(pos: &P, text: &str) -> Result<Move, MoveError> {
    read(pos, text)
}

/// [`Position::parse_uci`] with its error as a [`MoveError`].
pub(crate) fn read<P: Position>(pos: &P, text: &str) -> Result<Move, MoveError> {
    pos.parse_uci(text).map_err(|e| move_error(pos, text, e))
}

/// A [`UciError`] as a [`MoveError`]: the board's geometric reasons become
/// the matching [`IllegalReason`]s (as SAN reports them), the rule set's
/// own reasons stay [`IllegalReason::Rule`].
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::{move_error, IllegalReason};
///
/// let pos = Chess::starting();
/// let error = pos.parse_uci("e1e2").unwrap_err();
/// let error = move_error(&pos, "e1e2", error);
/// assert_eq!(error.illegal_reason(), Some(&IllegalReason::OwnUnitOnTarget));
/// ```
pub fn move_error<P: Position>(pos: &P, text: &str, error: UciError) -> MoveError {
    let e = match error {
        UciError::Syntax { reason, .. } => {
            return MoveError::Syntax(SyntaxError {
                notation: Notation::Uci,
                text: text.into(),
                column: 1,
                reason,
            })
        }
        UciError::Illegal(e) => e,
    };
    let role = pos.board().role_at(e.uci.from);
    let reason = match (e.reason, role) {
        (Illegality::OwnUnitOnTarget, _) => IllegalReason::OwnUnitOnTarget,
        (Illegality::Blocked, _) => IllegalReason::Blocked,
        (Illegality::NothingToCapture, _) => IllegalReason::NothingToCapture,
        (Illegality::PromotionMissing, _) => IllegalReason::PromotionMissing,
        (Illegality::PromotionNotAllowed, _) => IllegalReason::PromotionNotAllowed,
        (Illegality::CannotReach, Some(role)) => IllegalReason::CannotReach { role },
        (Illegality::BadPromotion, _) => match e.uci.promotion {
            Some(written) => IllegalReason::WrongPromotion {
                written,
                allowed: pos
                    .legal_moves()
                    .iter()
                    .filter(|m| {
                        let uci = pos.uci(**m);
                        uci.from == e.uci.from && uci.to == e.uci.to
                    })
                    .filter_map(|m| m.promotion())
                    .collect(),
            },
            None => IllegalReason::PromotionMissing,
        },
        (why, _) => IllegalReason::Rule(why),
    };
    MoveError::Illegal {
        notation: Notation::Uci,
        text: text.into(),
        reason,
    }
}

/// The UCI text of a legal move of `pos`, in the rule set's form.
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::write_uci;
///
/// let pos = Chess::starting();
/// let m = pos.parse_uci("g1f3")?;
/// assert_eq!(write_uci(&pos, m), "g1f3");
/// # Ok::<(), danilchuk_board::UciError>(())
/// ```
pub fn write_uci<P: Position>(pos: &P, m: Move) -> String {
    pos.uci(m).to_string()
}
