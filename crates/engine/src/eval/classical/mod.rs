//! Classical chess: material and piece-square tables.

use danilchuk_board::{Board, Color, Move, Position, Role};
use danilchuk_classical::Chess;

use crate::eval::pst::{self, Phase};
use crate::eval::{for_side_to_move, mvv_lva, value, Evaluate, Quiescence};

/// A small bonus for the side to move (it can still use its move).
const TEMPO: i32 = 10;
/// Two bishops together are worth more than their sum.
const BISHOP_PAIR: i32 = 30;

/// Non-pawn, non-king material of both sides: decides the king's table.
pub fn classical_material(board: &Board) -> i32 {
    [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .map(|r| board.by_role(r).count() as i32 * value(r))
        .sum()
}

/// The game phase by the material left: without queens, or with little
/// besides them, the king belongs in the centre.
pub(crate) fn phase(board: &Board) -> Phase {
    let material = classical_material(board);
    if board.queens().is_empty() && material <= 2 * (value(Role::Rook) + value(Role::Bishop))
        || material <= 2 * value(Role::Rook) + value(Role::Bishop)
    {
        Phase::Endgame
    } else {
        Phase::Middlegame
    }
}

/// Material plus piece-square bonuses of `color`, the classical way.
pub(crate) fn material_and_placement(board: &Board, color: Color, phase: Phase) -> i32 {
    let mut score = 0;
    for sq in board.by_color(color) {
        if let Some(role) = board.role_at(sq) {
            score += value_unless_king(role) + pst::bonus(role, color, sq, phase);
        }
    }
    if (board.bishops() & board.by_color(color)).more_than_one() {
        score += BISHOP_PAIR;
    }
    score
}

/// A unit's material value; the king's is not counted (always there).
const fn value_unless_king(role: Role) -> i32 {
    match role {
        Role::King => 0,
        r => value(r),
    }
}

impl Evaluate for Chess {
    fn evaluate(&self) -> i32 {
        let board = self.board();
        let phase = phase(board);
        let white = material_and_placement(board, Color::White, phase);
        let black = material_and_placement(board, Color::Black, phase);
        for_side_to_move(self.turn(), white - black) + TEMPO
    }

    /// Captures by most valuable victim, least valuable attacker; promotions.
    fn tactical_order(&self, m: Move) -> Option<i32> {
        mvv_lva(self, m)
    }

    /// Captures and queen promotions: the material swings.
    fn quiescence(&self, m: Move) -> Quiescence {
        if m.is_capture() || m.promotion() == Some(Role::Queen) {
            Quiescence::Search
        } else {
            Quiescence::Skip
        }
    }

    /// Sound except in zugzwang, which needs few pieces: only with a knight,
    /// bishop, rook or queen besides the king and pawns, and never in check.
    fn null_move(&self) -> Option<Chess> {
        let own = self.board().by_color(self.turn());
        let pieces = own & !(self.board().pawns() | self.board().kings());
        if self.is_check() || pieces.is_empty() {
            None
        } else {
            self.swap_turn().ok()
        }
    }
}

impl crate::tune::Tunable for Chess {
    const WEIGHTS: &'static [(&'static str, i32)] =
        &[("BISHOP_PAIR", BISHOP_PAIR), ("TEMPO", TEMPO)];

    fn features(&self) -> Vec<f64> {
        let board = self.board();
        let pair = |c: Color| {
            f64::from(u8::from(
                (board.bishops() & board.by_color(c)).more_than_one(),
            ))
        };
        let tempo = match self.turn() {
            Color::White => 1.0,
            Color::Black => -1.0,
        };
        vec![pair(Color::White) - pair(Color::Black), tempo]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_balanced_and_material_counts() {
        assert_eq!(Chess::starting().evaluate(), TEMPO);
        // White is a queen up.
        let up =
            Chess::from_fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert!(up.evaluate() > 800);
        let down =
            Chess::from_fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1").unwrap();
        assert!(down.evaluate() < -800);
    }
}
