//! Positions "the same" for the repetition rule, and their hashes.

use danilchuk_board::{MoveKind, Position, Zobrist};

/// The form of a position that the repetition rule compares.
///
/// FIDE 9.2.2 counts the en passant square only while an en passant
/// capture is actually possible; FEN field 4 (Part III) names the square
/// after every double step. So when no legal en passant capture exists, the
/// square is dropped (the position is rebuilt from its FEN with field 4
/// `-`), and the rule set's own [`Position::same_for_repetition`] and
/// [`Position::zobrist`] then apply to the result. RULES.md I-7 and L-9
/// take the repetition rule from classical chess, so this holds for every
/// rule set.
#[derive(Clone, Debug)]
pub(crate) struct RepetitionForm<P> {
    /// The position with a dead en passant square dropped, if it had one.
    stripped: Option<P>,
    /// The Zobrist hash of the compared form.
    key: Zobrist,
}

impl<P: Position> RepetitionForm<P> {
    /// The form of `pos`.
    pub(crate) fn of(pos: &P) -> RepetitionForm<P> {
        let stripped = if pos.ep_square().is_some() && !has_en_passant_capture(pos) {
            without_ep_square(pos)
        } else {
            None
        };
        let key = stripped.as_ref().unwrap_or(pos).zobrist();
        RepetitionForm { stripped, key }
    }

    /// The position to compare: `pos` itself, or `pos` without its dead
    /// en passant square.
    pub(crate) fn compared<'a>(&'a self, pos: &'a P) -> &'a P {
        self.stripped.as_ref().unwrap_or(pos)
    }

    /// Whether `(self, a)` and `(other, b)` are the same position for the
    /// repetition rule: equal hashes, then (so that a hash collision can
    /// never declare a false draw) the rule set's full comparison.
    pub(crate) fn same(&self, a: &P, other: &RepetitionForm<P>, b: &P) -> bool {
        self.key == other.key && self.compared(a).same_for_repetition(other.compared(b))
    }
}

/// Whether `a` and `b` are the same position for the repetition rule
/// (FIDE 9.2.2, RULES.md I-7, L-9): the rule set's
/// [`Position::same_for_repetition`] (placement, side to move, castling
/// rights, en passant square and, in the variants, reverse-castling rights
/// and locks or line maps), except that an en passant square counts only
/// while an en passant capture is legal.
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_classical::Chess;
/// use danilchuk_game::same_position;
///
/// // After 1.e4 the FEN names e3, but Black cannot take en passant.
/// let a = Chess::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
/// let b = Chess::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 4 3")?;
/// assert_ne!(a.ep_square(), b.ep_square());
/// assert_eq!(a.legal_ep_square(), None);
/// assert!(same_position(&a, &b));
/// # Ok::<(), danilchuk_board::FenError>(())
/// ```
pub fn same_position<P: Position>(a: &P, b: &P) -> bool {
    RepetitionForm::of(a).same(a, &RepetitionForm::of(b), b)
}

/// Whether the side to move has a legal en passant capture.
fn has_en_passant_capture<P: Position>(pos: &P) -> bool {
    pos.legal_moves()
        .iter()
        .any(|m| m.kind() == MoveKind::EnPassant)
}

/// `pos` with FEN field 4 set to `-`. `None` only if the rule set rejects
/// that FEN, which a consistent position never makes it do; the caller then
/// compares the position as it is (which can only miss a repetition, never
/// invent one).
fn without_ep_square<P: Position>(pos: &P) -> Option<P> {
    let fen = pos.fen();
    let fields: Vec<&str> = fen
        .split_whitespace()
        .enumerate()
        .map(|(i, field)| if i == 3 { "-" } else { field })
        .collect();
    P::from_fen_with(&fields.join(" "), pos.settings()).ok()
}
