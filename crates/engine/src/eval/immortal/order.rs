//! The ordering key of a swap (I-1): no material is won, so a swap is worth
//! what it does to the two units' placement, and more next to the enemy
//! king.

use danilchuk_board::{attacks, Move, MoveKind, Position, Role, Square};
use danilchuk_immortal::Immortal;

use super::terms::unit_value;
use crate::eval::pst::Phase;

/// The bonus of a swap that lands next to the enemy king.
const NEAR_KING: i32 = 50;

/// What swap `m` does to placement: yours moves to the victim's square,
/// the victim to yours (I-1).
pub(super) fn swap_gain(pos: &Immortal, m: Move) -> i32 {
    let board = pos.board();
    let us = pos.turn();
    let phase = Phase::Middlegame;
    let mover = board.role_at(m.from()).unwrap_or(Role::Pawn);
    let victim_sq = match m.kind() {
        MoveKind::EnPassant => {
            // The double-stepped pawn stands beside the passed-over square.
            Square::new(m.to().file(), m.from().rank())
        }
        _ => m.to(),
    };
    let victim = board.role_at(victim_sq).unwrap_or(Role::Pawn);
    let promoted = m.promotion().unwrap_or(mover);
    let ours = unit_value(promoted, us, m.to(), phase) - unit_value(mover, us, m.from(), phase);
    let theirs =
        unit_value(victim, !us, m.from(), phase) - unit_value(victim, !us, victim_sq, phase);
    let near_king = board
        .king_of(!us)
        .is_some_and(|k| attacks::king_attacks(k).contains(m.to()));
    ours - theirs + if near_king { NEAR_KING } else { 0 }
}
