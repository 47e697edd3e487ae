//! The safety of a king, the only thing that can be won: attacks on the
//! squares around it, close-mate squares (I-6), its escapes, the checks the
//! enemy has ready, enemy queens nearby and its pawn shield.

use danilchuk_board::{attacks, Bitboard, Board, Color, Role, Square};

use super::side::SideTerms;
use super::weights::Feature;

/// Attack weight on the king zone by attacking role.
const ZONE_ATTACK: [i32; 6] = [1, 2, 2, 3, 5, 0];

/// Adds the danger to `color`'s king and its defences.
pub(super) fn add_king_terms(board: &Board, color: Color, terms: &mut SideTerms) {
    let Some(king) = board.king_of(color) else {
        return;
    };
    let enemy = !color;
    let own = board.by_color(color);
    let theirs = board.by_color(enemy);
    let occupied = board.occupied();
    let mut zone_units = 0;
    for sq in attacks::king_attacks(king) {
        let attackers = board.attackers_to(sq, enemy, occupied);
        for a in attackers {
            if let Some(role) = board.role_at(a) {
                zone_units += ZONE_ATTACK[role as usize];
            }
        }
        if attackers.is_empty() && !own.contains(sq) {
            terms.add(Feature::KingEscapes, 1);
        }
        // A slider that can step next to the king on its own line gives a
        // check the king cannot answer by capturing (I-6).
        let liners = if sq.file() == king.file() || sq.rank() == king.rank() {
            board.rooks_and_queens()
        } else {
            board.bishops_and_queens()
        };
        if (attackers & liners).any() && !theirs.contains(sq) {
            let guards = board.attackers_to(sq, color, occupied) & !board.kings();
            let feature = if guards.any() {
                Feature::CloseMateGuarded
            } else {
                Feature::CloseMate
            };
            terms.add(feature, 1);
        }
    }
    terms.add(Feature::ZonePressure, zone_units * zone_units);
    add_checks(board, color, king, terms);
    terms.add(Feature::Shield, shield(board, color, king));
}

/// The squares, not the enemy's own, from which enemy units would check
/// `king` next move, and the enemy queens' nearness.
fn add_checks(board: &Board, color: Color, king: Square, terms: &mut SideTerms) {
    let enemy = board.by_color(!color);
    let occupied = board.occupied();
    let straight = attacks::rook_attacks(king, occupied);
    let diagonal = attacks::bishop_attacks(king, occupied);
    let knight = attacks::knight_attacks(king);
    let mut queen_checks = 0;
    let mut piece_checks = 0;
    let mut tropism = 0;
    for sq in enemy & !board.pawns() & !board.kings() {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        let checks = match role {
            Role::Queen => attacks::queen_attacks(sq, occupied) & (straight | diagonal),
            Role::Rook => attacks::rook_attacks(sq, occupied) & straight,
            Role::Bishop => attacks::bishop_attacks(sq, occupied) & diagonal,
            _ => attacks::knight_attacks(sq) & knight,
        };
        let n = (checks & !enemy).count() as i32;
        if role == Role::Queen {
            queen_checks += n;
            tropism += (4 - distance(sq, king)).max(0);
        } else {
            piece_checks += n;
        }
    }
    terms.add(Feature::QueenChecks, queen_checks);
    terms.add(Feature::PieceChecks, piece_checks);
    terms.add(Feature::QueenTropism, tropism);
}

/// The king's distance: the larger of the file and rank distances.
fn distance(a: Square, b: Square) -> i32 {
    let df = (a.file().index() as i32 - b.file().index() as i32).abs();
    let dr = (a.rank().index() as i32 - b.rank().index() as i32).abs();
    df.max(dr)
}

/// The side's pawns on the three squares in front of its king.
fn shield(board: &Board, color: Color, king: Square) -> i32 {
    let forward = match color {
        Color::White => 1,
        Color::Black => -1,
    };
    let pawns = board.pawns() & board.by_color(color);
    let front: Bitboard = (-1..=1)
        .filter_map(|df| king.offset(df, forward))
        .fold(Bitboard::EMPTY, |b, s| b.with(s));
    (front & pawns).count() as i32
}
