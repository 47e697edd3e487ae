//! The capture locks (I-3) binding a side: after X swaps with Y, Y may not
//! take X on the reply and X may not take Y on its next move.

use danilchuk_board::{attacks, Bitboard, Color, Position};
use danilchuk_immortal::Immortal;

use super::side::SideTerms;
use super::weights::Feature;

/// Adds the locks binding `color`: against a unit next to its king or
/// attacking it, and the others.
pub(super) fn add_lock_terms(pos: &Immortal, color: Color, terms: &mut SideTerms) {
    let board = pos.board();
    let king = board.king_of(color);
    let zone = king.map_or(Bitboard::EMPTY, attacks::king_attacks);
    for lock in pos.locks_binding(color) {
        let near = zone.contains(lock.target)
            || king.is_some_and(|k| {
                board
                    .attacks_from(lock.target, board.occupied())
                    .contains(k)
            });
        let feature = if near {
            Feature::LockNearKing
        } else {
            Feature::Lock
        };
        terms.add(feature, 1);
    }
}
