//! One side's terms: material and placement of the living units (nothing
//! ever leaves the board, I-1), mobility, dead pawns (I-2), and the king's
//! and the locks' terms from `king.rs` and `locks.rs`.

use danilchuk_board::{attacks, Board, Color, Position, Role, Square};
use danilchuk_immortal::Immortal;

use super::side::SideTerms;
use super::weights::{weight, Feature};
use super::{king, locks};
use crate::eval::classical::phase;
use crate::eval::pst::{self, Phase};
use crate::eval::{relative_rank, value};

/// Extra bonus for a pawn by relative rank: promotion is the only way the
/// material grows in Immortal chess, so a pawn near its last rank is worth
/// more than classically.
const PAWN_ADVANCE: [i32; 8] = [0, 0, 0, 5, 10, 25, 60, 0];

/// What a unit of `role` and `color` on `sq` is worth: material and
/// placement; a pawn on its own last rank (I-2) only what a dead pawn is.
pub(super) fn unit_value(role: Role, color: Color, sq: Square, phase: Phase) -> i32 {
    match role {
        Role::Pawn => match relative_rank(color, sq) {
            7 => weight(Feature::DeadPawns),
            r => value(Role::Pawn) + pst::bonus(Role::Pawn, color, sq, phase) + PAWN_ADVANCE[r],
        },
        Role::King => pst::bonus(Role::King, color, sq, phase),
        r => value(r) + pst::bonus(r, color, sq, phase),
    }
}

/// `color`'s terms in `pos`.
pub(super) fn side_terms(pos: &Immortal, color: Color) -> SideTerms {
    let board = pos.board();
    let mut terms = SideTerms::default();
    add_units(board, color, phase(board), &mut terms);
    king::add_king_terms(board, color, &mut terms);
    locks::add_lock_terms(pos, color, &mut terms);
    terms
}

/// Material, placement, mobility and dead pawns of `color`.
fn add_units(board: &Board, color: Color, phase: Phase, terms: &mut SideTerms) {
    let own = board.by_color(color);
    let occupied = board.occupied();
    for sq in own {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        if role == Role::Pawn && relative_rank(color, sq) == 7 {
            terms.add(Feature::DeadPawns, 1);
        } else {
            terms.fixed += unit_value(role, color, sq, phase);
        }
        let reach = match role {
            Role::Knight => Some((attacks::knight_attacks(sq), Feature::MobilityKnight)),
            Role::Bishop => Some((
                attacks::bishop_attacks(sq, occupied),
                Feature::MobilityBishop,
            )),
            Role::Rook => Some((attacks::rook_attacks(sq, occupied), Feature::MobilityRook)),
            Role::Queen => Some((attacks::queen_attacks(sq, occupied), Feature::MobilityQueen)),
            _ => None,
        };
        if let Some((squares, feature)) = reach {
            terms.add(feature, (squares & !own).count() as i32);
        }
    }
}
