//! Material, placement, mobility, open files for rooks, threats and the
//! attack on the enemy king's zone: everything that needs a piece's
//! attacks, found in one pass over the pieces.

use danilchuk_board::attacks::{bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use danilchuk_board::{Bitboard, Board, Color, Role, Square};

use super::layout::{
    BISHOP_PAIR_AT, KING_DANGER_AT, MATERIAL_AT, MOBILITY_BISHOP_AT, MOBILITY_KNIGHT_AT,
    MOBILITY_QUEEN_AT, MOBILITY_ROOK_AT, PST_AT, ROOK_OPEN_AT, ROOK_SEMI_OPEN_AT,
    THREAT_BY_MINOR_AT, THREAT_BY_PAWN_AT, THREAT_BY_ROOK_AT,
};
use super::pawns::pawn_attacks;
use super::sink::Sink;
use super::weights::KING_DANGER;

/// Squares per role in the piece-square table (a mirrored half-board).
pub(crate) const PST_SQUARES: usize = 32;

/// The piece-square index of `sq` for `color`: its relative rank times
/// four, plus its file's distance from the a- or h-file edge.
#[inline]
pub(crate) const fn pst_index(color: Color, sq: Square) -> usize {
    let file = sq.file().index();
    let folded = if file < 4 { file } else { 7 - file };
    crate::eval::relative_rank(color, sq) * 4 + folded
}

/// Units of attack on the king's zone per attacked square, by role
/// (knight, bishop, rook, queen).
const DANGER_UNITS: [i32; 4] = [2, 2, 3, 5];

/// Adds `color`'s material, placement, mobility, rook files, threats,
/// bishop pair and attack on the enemy king.
pub(super) fn add<K: Sink>(board: &Board, color: Color, sink: &mut K) {
    let own = board.by_color(color);
    let enemy = board.by_color(color.other());
    let occupied = board.occupied();
    let own_pawns = board.pawns() & own;
    let enemy_pawns = board.pawns() & enemy;
    // Safe squares: not held by an own pawn or the king, not attacked by an
    // enemy pawn.
    let area = !(own_pawns | (board.kings() & own) | pawn_attacks(color.other(), enemy_pawns));
    let zone = board.king_of(color.other()).map_or(Bitboard::EMPTY, |k| {
        king_attacks(k) | Bitboard::from_square(k)
    });
    let heavy = (board.rooks() | board.queens()) & enemy;
    let enemy_queens = board.queens() & enemy;
    let mut units = 0;

    for (i, role) in Role::ALL.into_iter().enumerate() {
        let mut count = 0;
        for sq in board.by_role(role) & own {
            count += 1;
            sink.add(color, PST_AT + i * PST_SQUARES + pst_index(color, sq), 1);
            let attacks = match role {
                Role::Pawn | Role::King => continue,
                Role::Knight => knight_attacks(sq),
                Role::Bishop => bishop_attacks(sq, occupied),
                Role::Rook => rook_attacks(sq, occupied),
                Role::Queen => bishop_attacks(sq, occupied) | rook_attacks(sq, occupied),
            };
            let safe = (attacks & area).count() as usize;
            let mobility = match role {
                Role::Knight => MOBILITY_KNIGHT_AT,
                Role::Bishop => MOBILITY_BISHOP_AT,
                Role::Rook => MOBILITY_ROOK_AT,
                _ => MOBILITY_QUEEN_AT,
            };
            sink.add(color, mobility + safe, 1);
            // (Most attacks miss the zone and the targets: no count then.)
            let on_zone = attacks & zone;
            if on_zone.any() {
                units += DANGER_UNITS[i - 1] * on_zone.count() as i32;
            }
            match role {
                Role::Knight | Role::Bishop if (attacks & heavy).any() => {
                    sink.add(color, THREAT_BY_MINOR_AT, (attacks & heavy).count() as i32);
                }
                Role::Rook => {
                    if (attacks & enemy_queens).any() {
                        let n = (attacks & enemy_queens).count() as i32;
                        sink.add(color, THREAT_BY_ROOK_AT, n);
                    }
                    let file = Bitboard::from_file(sq.file());
                    if !(file & own_pawns).any() {
                        let at = if (file & enemy_pawns).any() {
                            ROOK_SEMI_OPEN_AT
                        } else {
                            ROOK_OPEN_AT
                        };
                        sink.add(color, at, 1);
                    }
                }
                _ => {}
            }
        }
        if role != Role::King {
            sink.add(color, MATERIAL_AT + i, count);
        }
    }
    let pieces = enemy & !(board.pawns() | board.kings());
    let threatened = pawn_attacks(color, own_pawns) & pieces;
    if threatened.any() {
        sink.add(color, THREAT_BY_PAWN_AT, threatened.count() as i32);
    }
    sink.add(
        color,
        KING_DANGER_AT + (units as usize).min(KING_DANGER.len() - 1),
        1,
    );
    if (board.bishops() & own).more_than_one() {
        sink.add(color, BISHOP_PAIR_AT, 1);
    }
}
