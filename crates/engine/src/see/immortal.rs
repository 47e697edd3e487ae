//! Immortal chess: a capture is a swap and nothing leaves the board (I-1),
//! so no exchange of captures wins material. What the material counts do
//! change is which pawns live: a promotion adds a piece, and a pawn put
//! down on its own last rank by a swap can never move again (I-2), nearly
//! worthless (the evaluation's dead pawn). So a move's exchange value is:
//! - the promotion's gain;
//! - a swapped enemy pawn put down on its last rank (`+`), or a dead one
//!   brought back to life (`-`);
//! - the moved pawn, if an enemy unit standing on that pawn's last rank
//!   can swap with it at once (the locks of I-3 allowing): it would be
//!   put down there, dead (`-`).
//!
//! Everything else a swap does is placement, the evaluation's business (and
//! the move-ordering key's).

use danilchuk_board::{Bitboard, Color, Move, Position, Rank, Role};
use danilchuk_immortal::Immortal;

use crate::eval::{relative_rank, value};

/// What a pawn loses by dying on its last rank (I-2): its value less the
/// evaluation's dead-pawn value.
const DEATH: i32 = value(Role::Pawn) - 20;

/// A colour's last rank, where its pawns are dead (I-2).
fn last_rank(color: Color) -> Bitboard {
    Bitboard::from_rank(match color {
        Color::White => Rank::Eighth,
        Color::Black => Rank::First,
    })
}

/// The material `m` wins for the mover.
pub(crate) fn see(pos: &Immortal, m: Move) -> i32 {
    let board = pos.board();
    let us = pos.turn();
    let (from, to) = (m.from(), m.to());
    let mut gain = m.promotion().map_or(0, |r| value(r) - value(Role::Pawn));
    if let Some(sq) = m.capture_square() {
        if board.role_at(sq) == Some(Role::Pawn) {
            // The victim is put down on `from` (I-1).
            let was_dead = relative_rank(!us, sq) == 7;
            let dies = relative_rank(!us, from) == 7;
            gain += DEATH * (i32::from(dies) - i32::from(was_dead));
        }
    }
    let mover = board.role_at(from);
    if mover == Some(Role::Pawn) && m.promotion().is_none() && !m.is_castle() {
        let killers = board.by_color(!us) & last_rank(us);
        if killers.any() {
            let mut after = *pos;
            after.play_unchecked(m);
            let board = after.board();
            let threats = board.attackers_to(to, !us, board.occupied()) & killers;
            if threats.into_iter().any(|k| !after.is_locked(k, to)) {
                gain -= DEATH;
            }
        }
    }
    gain
}

#[cfg(test)]
mod tests {
    use danilchuk_board::Position;
    use danilchuk_immortal::Immortal;

    use super::{see, DEATH};

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = Immortal::from_fen(fen).unwrap();
        see(&pos, pos.parse_uci(uci).unwrap())
    }

    #[test]
    fn i_1_a_swap_wins_no_material() {
        // Exd5: the pawns trade places, nothing is won or lost.
        let fen = "rnbqkbnr/pp1ppppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 - -";
        assert_eq!(see_of(fen, "e4d5"), 0);
        // With the d-file open, the queen on d8 swaps with the pawn on d5
        // and puts it down on d8, dead (I-2).
        let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 - -";
        assert_eq!(see_of(fen, "e4d5"), -DEATH);
    }

    #[test]
    fn i_2_a_pawn_swapped_onto_its_last_rank_dies() {
        // The white rook on a1 swaps with the black pawn on a5: the pawn is
        // put down on a1, Black's last rank.
        let fen = "4k3/8/8/p7/8/8/8/R3K3 w - - 0 1 - -";
        assert_eq!(see_of(fen, "a1a5"), DEATH);
        // A white pawn stepping to d7 next to the black queen on d8... the
        // queen on c8 swaps with it and puts it down on c8, dead.
        let fen = "2q1k3/8/3P4/8/8/8/8/4K3 w - - 0 1 - -";
        assert_eq!(see_of(fen, "d6d7"), -DEATH);
    }
}
