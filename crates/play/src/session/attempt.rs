//! What a player's attempt names: the legal move of a unit dropped on a
//! square or of a move text, or the reason there is none, as the crates
//! explain it.

use danilchuk_board::{IllegalMoveError, Illegality, Move, Position, Role, Square};
use danilchuk_game::{AnyGame, GameError};
use danilchuk_notation::{parse_long, parse_move, Letters};

use super::castling::why_not_castle;
use super::marks::{drop_squares, Marks};
use crate::Refusal;

/// The move the player asks for by dropping the unit of `from` on `to`
/// (with a promotion piece where the rules give a choice).
pub(crate) fn move_by_squares(
    game: &AnyGame,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Result<Move, Refusal> {
    refuse_if_over(game)?;
    let pos = game.position();
    let fitting: Vec<Move> = pos
        .legal_moves_from(from)
        .into_iter()
        .filter(|&m| drop_squares(pos, m).contains(&to))
        .filter(|m| promotion.is_none() || m.promotion() == promotion)
        .collect();
    match fitting.as_slice() {
        [m] => Ok(*m),
        [] => Err(why_not(game, from, to, promotion)),
        several => Err(Refusal::ChoosePromotion(
            several.iter().filter_map(|m| m.promotion()).collect(),
        )),
    }
}

/// The move a text names: SAN, long notation or UCI, in English or
/// Russian letters.
pub(crate) fn move_by_text(game: &AnyGame, text: &str) -> Result<Move, Refusal> {
    refuse_if_over(game)?;
    Ok(parse_move(game.position(), text.trim())?)
}

fn refuse_if_over(game: &AnyGame) -> Result<(), Refusal> {
    match game.outcome() {
        Some(outcome) => Err(GameError::GameOver(outcome).into()),
        None => Ok(()),
    }
}

/// Why the unit of `from` may not go to `to`, as the crates explain it.
fn why_not(game: &AnyGame, from: Square, to: Square, promotion: Option<Role>) -> Refusal {
    let pos = game.position();
    let board = pos.board();
    let turn = pos.turn();
    let Some(piece) = board.piece_at(from) else {
        return Refusal::NoUnit(from);
    };
    if piece.color != turn {
        return Refusal::NotYours { square: from, turn };
    }
    // A move the units could make but a rule forbids: the rule set says
    // which (I-3 lock, L-8 limit, king left in check, castling, …).
    let candidate = pos.pseudo_legal_moves().into_iter().find(|&m| {
        m.from() == from
            && drop_squares(pos, m).contains(&to)
            && (promotion.is_none() || m.promotion() == promotion)
    });
    if let Some((m, reason)) = candidate.and_then(|m| Some((m, pos.illegality(m)?))) {
        if reason == Illegality::CastlingNotAllowed {
            return why_not_castle(pos, from, to).into();
        }
        return Refusal::Illegal(IllegalMoveError {
            uci: pos.uci(m),
            fen: pos.fen(),
            reason,
        });
    }
    // A king dropped on its castling partner (or, classically, on its
    // castling square) asks for a castling the rules refuse here.
    let partner = board
        .piece_at(to)
        .filter(|p| p.color == turn)
        .map(|p| p.role);
    let castling_partner = if pos.has_lines() {
        Role::Queen
    } else {
        Role::Rook
    };
    let classical_square = pos.king_destination_castling()
        && from.rank() == to.rank()
        && from.file().index() == 4
        && matches!(to.file().index(), 2 | 6);
    if piece.role == Role::King && (partner == Some(castling_partner) || classical_square) {
        return why_not_castle(pos, from, to).into();
    }
    // Otherwise the notation crate explains what is wrong with the way.
    let sign = if board.piece_at(to).is_some() {
        'x'
    } else {
        '-'
    };
    let text = format!(
        "{}{from}{sign}{to}{}",
        Letters::English.role(piece.role),
        promotion.map_or(String::new(), |r| format!("={}", r.upper_char()))
    );
    match parse_long(pos, &text) {
        Err(e) => match e.illegality() {
            Some(reason) => Refusal::Way { from, to, reason },
            None => e.into(),
        },
        Ok(_) => Refusal::NoSuchMove { from, to },
    }
}
