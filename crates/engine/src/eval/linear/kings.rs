//! The kings' terms (L-5: the side with no king has lost): how many, the
//! attacks on them, and, for a side down to one king, the safety of that
//! king on its line: it may only step along the line (any other step makes
//! it another piece and loses), so its escapes are two squares at most.

use danilchuk_board::{attacks, piece_attacks, Color, Position, Role, Square};
use danilchuk_linear::Linear;

use super::files::{landing, line_files, room};
use super::side::SideTerms;
use super::weights::Feature;

/// Adds `color`'s king terms to `terms`.
pub(super) fn add_king_terms(pos: &Linear, color: Color, terms: &mut SideTerms) {
    let board = pos.board();
    let kings = pos.kings(color);
    let count = kings.count() as i32;
    terms.kings = count;
    match count {
        2 => terms.counts[Feature::Kings2 as usize] += 1,
        3 => terms.counts[Feature::Kings3 as usize] += 1,
        n if n >= 4 => terms.counts[Feature::Kings4 as usize] += 1,
        _ => {}
    }
    let occupied = board.occupied();
    for k in kings {
        terms.counts[Feature::KingAttacked as usize] +=
            board.attackers_to(k, !color, occupied).count() as i32;
        terms.counts[Feature::KingNear as usize] += attacks::king_attacks(k)
            .into_iter()
            .filter(|&z| board.is_attacked(z, !color, occupied))
            .count() as i32;
    }
    if let Some(king) = kings.single_square() {
        terms.counts[Feature::LoneKingThreats as usize] += threats(pos, color, king);
        terms.counts[Feature::LoneKingEscapes as usize] += escapes(pos, color, king);
        terms.counts[Feature::LoneKingShield as usize] += shield(pos, color, king);
    }
}

/// The enemy pieces that do not attack `king` but can land, next move, on a
/// square from which they would (as the piece of the line they land on,
/// L-3, within the line limit, L-8).
pub(super) fn threats(pos: &Linear, color: Color, king: Square) -> i32 {
    let board = pos.board();
    let enemy = !color;
    let lines = pos.lines();
    let occupied = board.occupied();
    // The squares from which a unit of each enemy line type attacks the
    // king (the attacks of the non-pawn pieces are symmetric).
    let files = line_files(lines, enemy);
    let straight = attacks::rook_attacks(king, occupied);
    let diagonal = attacks::bishop_attacks(king, occupied);
    let from = (files[Role::Knight as usize] & attacks::knight_attacks(king))
        | (files[Role::Bishop as usize] & diagonal)
        | (files[Role::Rook as usize] & straight)
        | (files[Role::Queen as usize] & (straight | diagonal))
        | (files[Role::King as usize] & attacks::king_attacks(king));
    let theirs = board.by_color(enemy);
    let room = room(board, enemy, pos.line_limit());
    // An enemy king that steps off its line becomes another piece; with a
    // single king that loses (L-5), so it threatens nothing.
    let movers = if pos.kings(enemy).more_than_one() {
        theirs & !board.pawns()
    } else {
        theirs & !board.pawns() & !board.kings()
    };
    let mut n = 0;
    for sq in movers {
        let Some(piece) = board.piece_at(sq) else {
            continue;
        };
        let reach = piece_attacks(piece, sq, occupied);
        if reach.contains(king) {
            continue;
        }
        if (reach & !theirs & landing(room, sq) & from).any() {
            n += 1;
        }
    }
    n
}

/// The squares next to `king` on its file that it can step to: not its
/// side's own and not attacked.
pub(super) fn escapes(pos: &Linear, color: Color, king: Square) -> i32 {
    let board = pos.board();
    let without_king = board.occupied().without(king);
    [king.offset(0, 1), king.offset(0, -1)]
        .into_iter()
        .flatten()
        .filter(|&s| {
            !board.by_color(color).contains(s) && !board.is_attacked(s, !color, without_king)
        })
        .count() as i32
}

/// The side's pawns on the three squares in front of `king`.
pub(super) fn shield(pos: &Linear, color: Color, king: Square) -> i32 {
    let board = pos.board();
    let forward = match color {
        Color::White => 1,
        Color::Black => -1,
    };
    let pawns = board.pawns() & board.by_color(color);
    (-1..=1)
        .filter_map(|df| king.offset(df, forward))
        .filter(|&s| pawns.contains(s))
        .count() as i32
}
