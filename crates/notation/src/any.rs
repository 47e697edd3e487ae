//! Reading a move in whichever notation it is written: SAN, long notation
//! or UCI, English or Russian letters (as PGN movetext and bare move lists
//! of the sources mix them).

use danilchuk_board::{Move, Position, UciMove};

use crate::error::{MoveError, Notation};
use crate::resolve;
use crate::syntax::{self, WrittenKind};

/// Reads a move written in SAN (`Nf3`, `exd5`, `O-O`), the long notation
/// (`e2-e4`, `Фh5 ×f7+`, `0—0—0`) or UCI (`e2e4`, `e1g1`), with English or
/// Russian letters, and returns the legal move of `pos` it names. The check
/// suffix is not verified.
///
/// # Errors
///
/// [`MoveError::Syntax`] when the text is a move in none of the three
/// notations (white space around it included: see [`parse_typed_move`]),
/// [`MoveError::Illegal`] with the reason when it names no legal move of
/// `pos` (or several: [`danilchuk_board::Illegality::Ambiguous`]).
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::parse_move;
///
/// let pos = Chess::starting();
/// let a = parse_move(&pos, "Nf3")?;
/// assert_eq!(parse_move(&pos, "Кg1- f3")?, a);
/// assert_eq!(parse_move(&pos, "g1f3")?, a);
/// # Ok::<(), danilchuk_notation::MoveError>(())
/// ```
pub fn parse_move<P: Position>(pos: &P, text: &str) -> Result<Move, MoveError> {
    let result = syntax::read(text, Notation::Any)
        .map_err(MoveError::Syntax)
        .and_then(|written| {
            match written.kind {
                WrittenKind::Castle(c) => resolve::castle(pos, c),
                WrittenKind::Move(w) => resolve::normal(pos, &w),
            }
            .map_err(|reason| MoveError::Illegal {
                notation: Notation::Any,
                text: text.into(),
                reason,
            })
        });
    match result {
        Ok(m) => Ok(m),
        // A UCI text the grammar above cannot resolve (`e1g1`, `e7e8q`),
        // or explains less well (`e1e2` is not a pawn move).
        Err(e) => match text.parse::<UciMove>() {
            Ok(_) => crate::uci::read(pos, text),
            Err(_) => Err(e),
        },
    }
}

/// Reads a move as a person types it or a program sends it: white space
/// around the text (a trailing line break, spaces) is dropped, then the
/// text is read as [`parse_move`] reads it (SAN, long notation or UCI,
/// English or Russian letters). The entry point for text boxes, command
/// lines and protocol lines; [`parse_move`] itself reads the text as it is
/// and names white space around it as the error.
///
/// # Errors
///
/// As [`parse_move`]: [`MoveError::Syntax`] when the trimmed text is not a
/// move in any notation, [`MoveError::Illegal`] (with its
/// [`danilchuk_board::Illegality`]) when it names no legal move of `pos`.
///
/// ```
/// # #![allow(deprecated)]
/// use danilchuk_board::Position;
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::{parse_move, parse_typed_move};
///
/// let pos = Chess::starting();
/// assert_eq!(parse_typed_move(&pos, "e2e4\n")?, parse_move(&pos, "e4")?);
/// assert_eq!(parse_typed_move(&pos, "  Nf3 ")?, parse_move(&pos, "Nf3")?);
/// let error = parse_move(&pos, "e2e4\n").unwrap_err();
/// assert!(error.to_string().contains("a line break after the move"), "{error}");
/// # Ok::<(), danilchuk_notation::MoveError>(())
/// ```
#[deprecated(
    since = "0.6.0",
    note = "use `parse_move(pos, text.trim())`: `parse_move` is the one way to read a move of any notation"
)]
pub fn parse_typed_move<P: Position>(pos: &P, text: &str) -> Result<Move, MoveError> {
    parse_move(pos, text.trim())
}
