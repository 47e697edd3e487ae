//! The en passant square that counts for repetition (RULES.md IV-3).

use danilchuk_board::{attacks::pawn_attacks, Move, MoveKind, Position, Square};

use crate::Immortal;

/// `pos`'s en passant square if one of the side to move's pawns may take
/// there legally. Only when a pawn of the side to move attacks the square
/// is the move's legality checked (the swap of I-1, the locks of I-3 and
/// king safety of I-6 all apply), so the usual case builds no move list.
pub(crate) fn legal_ep_square(pos: &Immortal) -> Option<Square> {
    let ep = pos.ep_square()?;
    let us = pos.turn();
    let board = pos.board();
    let candidates = pawn_attacks(!us, ep) & board.pawns() & board.by_color(us);
    candidates
        .into_iter()
        .any(|from| pos.is_legal(Move::new(from, ep, MoveKind::EnPassant)))
        .then_some(ep)
}
