//! The en passant square that counts for repetition (RULES.md IV-3).

use danilchuk_board::{attacks::pawn_attacks, Square};

use crate::Linear;

/// `pos`'s en passant square if one of the side to move's pawns may take
/// there: in Linear chess every pseudo-legal move is legal (L-4) and a pawn
/// capture never counts against a line limit (L-8), so a pawn attacking the
/// square is enough, unless the game is over (L-5: no legal moves then).
pub(crate) fn legal_ep_square(pos: &Linear) -> Option<Square> {
    let ep = pos.core.ep_square?;
    let us = pos.core.turn();
    let candidates = pawn_attacks(!us, ep) & pos.core.board.pawns() & pos.core.board.by_color(us);
    (candidates.any() && !pos.is_kingless()).then_some(ep)
}
