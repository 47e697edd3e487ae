//! Classical chess: a tapered evaluation (middlegame and endgame weights
//! blended by the game phase) of material, placement, mobility, pawn
//! structure, king safety, threats, bishop pair and tempo, with weights
//! fitted to game results by the workspace's Texel tuner (`crates/lab`).
//!
//! The game phase runs from 0 to 24 by the pieces left. Mobility counts the
//! safe squares of each piece; passed pawns count by rank, a free stop
//! square and the kings' distances; isolated, doubled, backward and
//! connected pawns (the pawns' own terms cached per thread,
//! `pawn_cache.rs`); rooks on open and half-open files; king shelter and
//! the attack on the king's zone. The weights were tuned on Stockfish's
//! games (`weights.rs` gives the data's provenance). Quiescence searches
//! captures and queen promotions.

mod king;
mod layout;
mod pawn_cache;
mod pawns;
mod pieces;
mod score;
mod sink;
mod tapered;
#[cfg(any(test, feature = "unstable-lab"))]
mod tuning;
mod weights;

use danilchuk_board::{Board, Color, Move, Position, Role};
use danilchuk_classical::Chess;

use self::layout::TEMPO_AT;
use self::score::Total;
use self::sink::Sink;
use self::tapered::{taper, MAX_PHASE};
use crate::eval::pst::Phase;
use crate::eval::{for_side_to_move, mvv_lva, null_move_with_a_piece, value, Evaluate, Quiescence};

/// Non-pawn, non-king material of both sides: decides the king's table.
fn classical_material(board: &Board) -> i32 {
    [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .map(|r| board.by_role(r).count() as i32 * value(r))
        .sum()
}

/// The two-phase switch of the shared piece-square tables ([`Phase`]), by
/// the material left: without queens, or with little besides them, the
/// king belongs in the centre. (The Immortal evaluation's; the classical
/// one tapers by [`game_phase`].)
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

/// The game phase by the pieces left, from 0 (kings and pawns) to
/// [`MAX_PHASE`] (the full set or more): knights and bishops count 1, rooks
/// 2, queens 4.
pub(crate) fn game_phase(board: &Board) -> i32 {
    let minors = (board.knights() | board.bishops()).count() as i32;
    let phase = minors + 2 * board.rooks().count() as i32 + 4 * board.queens().count() as i32;
    phase.min(MAX_PHASE)
}

/// Hands every term of the position to `sink`.
fn add_terms<K: Sink>(board: &Board, turn: Color, sink: &mut K) {
    for color in Color::ALL {
        pieces::add(board, color, sink);
        king::add(board, color, sink);
    }
    pawns::add(board, sink);
    sink.add(turn, TEMPO_AT, 1);
}

impl Evaluate for Chess {
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        crate::see::Exchange::see_ge(self, m, threshold)
    }

    fn evaluate(&self) -> i32 {
        let board = self.board();
        let mut total = Total::default();
        add_terms(board, self.turn(), &mut total);
        let [white, black] = total.0;
        for_side_to_move(self.turn(), taper(white - black, game_phase(board)))
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
        null_move_with_a_piece(self)
    }
}

#[cfg(test)]
mod tests;
