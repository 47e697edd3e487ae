//! Writing SAN with the move checked first: [`write_san_checked`].

use danilchuk_board::{IllegalMoveError, Move, Position};

use crate::{write_san, Letters};

/// [`write_san`] for a move that may not be legal: the SAN of `m` in
/// `pos`, or why `m` is not a legal move there. (`write_san` itself writes
/// some text for any move, which need not read back: `Rh8` for a1-h8 from
/// the start.)
///
/// # Errors
///
/// [`IllegalMoveError`] with the reason when `m` is not a legal move of
/// `pos`.
///
/// ```
/// use danilchuk_board::{Move, MoveKind, Position, Square};
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::{write_san_checked, Letters};
///
/// let start = Chess::starting();
/// let e4 = start.parse_uci("e2e4")?;
/// assert_eq!(write_san_checked(&start, e4, Letters::English)?, "e4");
/// let a1h8 = Move::new(Square::A1, Square::H8, MoveKind::Capture);
/// let error = write_san_checked(&start, a1h8, Letters::English).unwrap_err();
/// assert!(error.to_string().starts_with("illegal move a1h8"), "{error}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_san_checked<P: Position>(
    pos: &P,
    m: Move,
    letters: Letters,
) -> Result<String, IllegalMoveError> {
    match pos.illegality(m) {
        Some(reason) => Err(IllegalMoveError {
            uci: pos.uci(m),
            fen: pos.fen(),
            reason,
        }),
        None => Ok(write_san(pos, m, letters)),
    }
}
