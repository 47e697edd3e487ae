//! UCI moves (Part III): castling `e1d1`, promotion letter optional on input.

use danilchuk_board::{Move, Position, UciError, UciMove};

use crate::Linear;

/// Resolves `text` against the legal moves. A promotion may omit its letter
/// (L-6 leaves no choice); a letter that is not the line's piece, or a letter
/// on a move that does not promote, makes the move illegal.
pub(crate) fn parse_uci(pos: &Linear, text: &str) -> Result<Move, UciError> {
    let wanted: UciMove = text.parse()?;
    pos.legal_moves()
        .into_iter()
        .find(|m| {
            m.from() == wanted.from
                && m.to() == wanted.to
                && (wanted.promotion.is_none() || wanted.promotion == m.promotion())
        })
        .ok_or(UciError::Illegal(wanted))
}
