//! The end of the game: a side without a king (L-5), stalemate (L-9).

use danilchuk_board::{DrawReason, Outcome, Position, WinReason};

use crate::Linear;

/// The rule set's own end of the game; see [`Linear`] for why the reason is
/// derived from the position.
pub(crate) fn outcome(pos: &Linear) -> Option<Outcome> {
    let to_move = pos.turn();
    let mover = !to_move;
    if !pos.has_king(mover) {
        // L-5: the mover has no king: it moved its last king off its line,
        // and it loses even if it also took the opponent's last king.
        return Some(Outcome::Decisive {
            winner: to_move,
            reason: WinReason::LastKingLeftLine,
        });
    }
    if !pos.has_king(to_move) {
        // L-5: the mover took the opponent's last king.
        return Some(Outcome::Decisive {
            winner: mover,
            reason: WinReason::LastKingCaptured,
        });
    }
    if pos.count_legal_moves() == 0 {
        // L-9: no legal move is a stalemate, check or not.
        return Some(Outcome::Draw {
            reason: DrawReason::Stalemate,
        });
    }
    None
}
