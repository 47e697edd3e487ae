//! The null move (RULES.md IV-8) built through each rule set's setup, until
//! the `Position` trait offers one: pass the turn, clear the en passant
//! square, and in Immortal chess drop the locks that bind the passing side.

use danilchuk_board::{Color, Position, Setup};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

/// The classical part of a setup after a pass.
fn passed(mut setup: Setup) -> Setup {
    if setup.turn == Color::Black {
        setup.fullmoves += 1;
    }
    setup.turn = !setup.turn;
    setup.ep_square = None;
    setup.halfmoves += 1;
    setup
}

/// Classical chess: the side to move passes (never while in check, which
/// would leave the passer's king capturable).
pub(crate) fn chess(pos: &Chess) -> Option<Chess> {
    Chess::from_setup(passed(pos.to_setup()), ()).ok()
}

/// Immortal chess (IV-8): the passing side's "next move" is spent, so the
/// locks that bind it lapse; the locks binding the opponent stay.
pub(crate) fn immortal(pos: &Immortal) -> Option<Immortal> {
    let passer = pos.turn();
    let mut setup = pos.to_setup();
    let board = setup.setup.board;
    setup
        .locks
        .retain(|lock| board.color_at(lock.attacker) != Some(passer));
    setup.setup = passed(setup.setup);
    Immortal::from_setup(setup, ()).ok()
}

/// Linear chess: a pass with the same line maps and limit.
pub(crate) fn linear(pos: &Linear) -> Option<Linear> {
    let mut setup = pos.to_setup();
    setup.setup = passed(setup.setup);
    Linear::from_setup(setup, pos.settings()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iv_8_null_move_drops_only_the_passers_locks() {
        // After 1.e4 d5 2.exd5 (a swap): White's d5 pawn may not retake e4
        // (binds White), Black's e4 pawn may not take d5 (binds Black).
        let pos = Immortal::from_fen(
            "rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2 - d5>e4,e4>d5",
        )
        .unwrap();
        let null = immortal(&pos).unwrap();
        assert_eq!(null.turn(), Color::White);
        assert_eq!(
            null.fen(),
            "rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3 - d5>e4"
        );
    }

    #[test]
    fn iv_8_null_move_clears_en_passant() {
        let mut pos = Chess::starting();
        pos.play(pos.parse_uci("e2e4").unwrap()).unwrap();
        let null = chess(&pos).unwrap();
        assert_eq!(null.ep_square(), None);
        assert_eq!(null.turn(), Color::White);
        let lin = linear(&Linear::starting()).unwrap();
        assert_eq!(lin.turn(), Color::Black);
    }
}
