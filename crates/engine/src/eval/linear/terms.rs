//! One side's terms: what it has (L-3: every piece is its line's type), the
//! lines its pieces can reach next move, its pawns' promise (L-6), all
//! under the line limit (L-8); the kings' terms are in `kings.rs`.

use danilchuk_board::{Bitboard, CastlingSide, Color, Position, Role};
use danilchuk_linear::{Linear, Lines};

use super::files::{landing, line_files, room};
use super::kings;
use super::side::SideTerms;
use super::weights::{weights, Feature, Weights};
use crate::eval::pst::{self, Phase};
use crate::eval::{relative_rank, value};

/// The share (per cent) of a promotion's gain a pawn is worth by relative
/// rank: the promotion makes the pawn its file's piece (L-6).
const PAWN_PROMISE: [i32; 8] = [0, 0, 2, 5, 10, 20, 45, 0];

/// What a king is worth where a pawn may promote to one (L-6), besides
/// the king count: as a light piece.
const KING_AS_PIECE: i32 = 300;

/// Linear material values, the weights of the piece counts.
pub(super) const fn linear_value(weights: &Weights, role: Role) -> i32 {
    match role {
        Role::Knight => weights[Feature::Knights as usize],
        Role::Bishop => weights[Feature::Bishops as usize],
        Role::Rook => weights[Feature::Rooks as usize],
        Role::Queen => weights[Feature::Queens as usize],
        Role::King => KING_AS_PIECE,
        Role::Pawn => value(Role::Pawn),
    }
}

/// `color`'s terms in `pos`.
pub(super) fn side_terms(pos: &Linear, color: Color) -> SideTerms {
    let board = pos.board();
    let lines = pos.lines();
    let limit = pos.line_limit();
    let weights = weights(limit);
    let own = board.by_color(color);
    let occupied = board.occupied();
    let room = room(board, color, limit);
    let king_line = Bitboard::from_file(lines.king_file(color)) & room;
    let files = line_files(lines, color);
    let phase = if (board.queens() & !own).any() {
        Phase::Middlegame
    } else {
        Phase::Endgame
    };
    let mut terms = SideTerms::default();
    for sq in own {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        match role {
            Role::Pawn => {
                terms.fixed += value(Role::Pawn) + pst::bonus(Role::Pawn, color, sq, phase);
                terms.add(
                    Feature::PawnPromise,
                    pawn_promise(weights, lines, room, color, sq),
                );
            }
            Role::King => terms.fixed += pst::bonus(Role::King, color, sq, phase),
            _ => {
                terms.add(piece_feature(role), 1);
                terms.fixed += pst::bonus(role, color, sq, phase) / 2;
                let reach = danilchuk_board::piece_attacks(role.of(color), sq, occupied)
                    & !own
                    & landing(room, sq);
                terms.add(Feature::Mobility, reach.count() as i32);
                terms.add(Feature::Reach, best_line_gain(weights, &files, role, reach));
                // L-3, L-5: landing on the king line makes the piece a king.
                if (reach & king_line).any() {
                    terms.add(Feature::KingReach, 1);
                }
            }
        }
    }
    let castling = pos.castling_rights();
    if castling.has(color, CastlingSide::QueenSide) && !lines.has_castled(color) {
        terms.add(Feature::CastleRight, 1);
    }
    kings::add_king_terms(pos, color, &mut terms);
    terms
}

/// The count feature of a piece's role.
const fn piece_feature(role: Role) -> Feature {
    match role {
        Role::Knight => Feature::Knights,
        Role::Bishop => Feature::Bishops,
        Role::Rook => Feature::Rooks,
        _ => Feature::Queens,
    }
}

/// L-6: a pawn's share of what promoting on its file would gain, in
/// centipawns; half while the line limit bars the promotion (L-8).
fn pawn_promise(
    weights: &Weights,
    lines: Lines,
    room: Bitboard,
    color: Color,
    sq: danilchuk_board::Square,
) -> i32 {
    let gain = linear_value(weights, lines.role_on(color, sq.file())) - value(Role::Pawn);
    let share = gain * PAWN_PROMISE[relative_rank(color, sq)] / 100;
    if room.contains(sq) {
        share
    } else {
        share / 2
    }
}

/// The roles a piece may become on landing, the king aside.
const BECOMES: [Role; 4] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];

/// L-3: how much more the best line among `reach` (other than the king
/// line, which `KingReach` counts) would make the piece worth, in
/// centipawns. Landing on its own file changes nothing, so that file
/// gains nothing either way.
fn best_line_gain(weights: &Weights, files: &[Bitboard; 6], role: Role, reach: Bitboard) -> i32 {
    let now = linear_value(weights, role);
    let best = BECOMES
        .into_iter()
        .filter(|&r| (reach & files[r as usize]).any())
        .map(|r| linear_value(weights, r))
        .fold(now, i32::max);
    best - now
}
