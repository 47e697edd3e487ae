//! The en passant square that counts for repetition (RULES.md IV-3).

use danilchuk_board::{attacks::pawn_attacks, Move, MoveKind, Position, Square};

use crate::chess::Chess;

/// `pos`'s en passant square if one of the side to move's pawns may take
/// there legally (FIDE 9.2.2): the capture is played on a copy and the
/// mover's king tested, which covers pins, the rank pin of both pawns and
/// check. No move list is built; most positions return at the first line.
pub(crate) fn legal_ep_square(pos: &Chess) -> Option<Square> {
    let ep = pos.core.ep_square?;
    let us = pos.core.turn();
    let board = &pos.core.board;
    let candidates = pawn_attacks(!us, ep) & board.pawns() & board.by_color(us);
    let king = board.king_of(us)?;
    candidates
        .into_iter()
        .any(|from| {
            let mut after = *pos;
            after.play_unchecked(Move::new(from, ep, MoveKind::EnPassant));
            after
                .core
                .board
                .attackers_to(king, !us, after.core.board.occupied())
                .is_empty()
        })
        .then_some(ep)
}
