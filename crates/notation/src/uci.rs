//! UCI moves, resolved against a position so that castling forms and
//! promotion letters follow the rule set (Part III).

use danilchuk_board::{Illegality, Move, Position, UciError, UciMove};

use crate::resolve;
use crate::syntax::WrittenMove;
use crate::{IllegalReason, MoveError, Notation, SyntaxError};

/// Reads a UCI move (`e2e4`, `e7e8q`; Immortal castling `e1h1`, reverse
/// castling `h1e1`; Linear castling `e1d1`, Linear promotion with or without
/// its letter) and returns the legal move of `pos` it names.
///
/// ```
/// use danilchuk_board::{Position, Square};
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::{parse_uci, write_uci};
///
/// let pos = Chess::starting();
/// let m = parse_uci(&pos, "g1f3")?;
/// assert_eq!(write_uci(&pos, m), "g1f3");
/// assert!(parse_uci(&pos, "e2e5").is_err());
/// # Ok::<(), danilchuk_notation::MoveError>(())
/// ```
pub fn parse_uci<P: Position>(pos: &P, text: &str) -> Result<Move, MoveError> {
    let wanted: UciMove = text.parse().map_err(|e| match e {
        UciError::Syntax { reason, .. } => MoveError::Syntax(SyntaxError {
            notation: Notation::Uci,
            text: text.into(),
            column: 1,
            reason,
        }),
        UciError::Illegal(_) => illegal(text, IllegalReason::Rule(Illegality::NotAMove)),
    })?;
    match pos.parse_uci(text) {
        Ok(m) => Ok(m),
        Err(UciError::Syntax { reason, .. }) => Err(MoveError::Syntax(SyntaxError {
            notation: Notation::Uci,
            text: text.into(),
            column: 1,
            reason,
        })),
        Err(UciError::Illegal(_)) => Err(illegal(text, explain(pos, wanted))),
    }
}

fn illegal(text: &str, reason: IllegalReason) -> MoveError {
    MoveError::Illegal {
        notation: Notation::Uci,
        text: text.into(),
        reason,
    }
}

fn explain<P: Position>(pos: &P, wanted: UciMove) -> IllegalReason {
    if pos.legal_moves().is_empty() {
        return IllegalReason::Rule(Illegality::GameOver);
    }
    let board = pos.board();
    let Some(piece) = board.piece_at(wanted.from) else {
        return IllegalReason::Rule(Illegality::NotAMove);
    };
    if piece.color != pos.turn() {
        return IllegalReason::Rule(Illegality::NotAMove);
    }
    let pseudo = pos.pseudo_legal_moves();
    let same_squares = |m: &&Move| {
        let uci = pos.uci(**m);
        uci.from == wanted.from && uci.to == wanted.to
    };
    if let Some(m) = pseudo
        .iter()
        .filter(same_squares)
        .find(|m| pos.uci(**m).promotion == wanted.promotion)
    {
        return pos.illegality(*m).map_or(
            IllegalReason::Rule(Illegality::NotAMove),
            IllegalReason::Rule,
        );
    }
    let legal = pos.legal_moves();
    let promotions: Vec<_> = legal
        .iter()
        .filter(same_squares)
        .filter_map(|m| m.promotion())
        .collect();
    match (wanted.promotion, promotions.is_empty()) {
        (None, false) => IllegalReason::PromotionMissing,
        (Some(_), true) if legal.iter().any(|m| same_squares(&m)) => {
            IllegalReason::PromotionNotAllowed
        }
        (Some(written), false) => IllegalReason::WrongPromotion {
            written,
            allowed: promotions,
        },
        _ => resolve::explain(
            pos,
            &WrittenMove {
                role: piece.role,
                file: Some(wanted.from.file()),
                rank: Some(wanted.from.rank()),
                spaces: false,
                sep: None,
                captured: None,
                to: wanted.to,
                promotion: wanted.promotion,
            },
        ),
    }
}

/// The UCI text of a legal move of `pos`, in the rule set's form.
pub fn write_uci<P: Position>(pos: &P, m: Move) -> String {
    pos.uci(m).to_string()
}
