//! Pawn structure: passed pawns (by rank, with a free stop square and the
//! kings' distances to it), isolated, doubled, backward and connected
//! pawns.

use danilchuk_board::attacks;
use danilchuk_board::{Bitboard, Board, Color, Square};

use super::layout::{
    BACKWARD_AT, CONNECTED_AT, DOUBLED_AT, ISOLATED_AT, PASSED_AT, PASSED_ENEMY_KING_AT,
    PASSED_FREE_AT, PASSED_OWN_KING_AT,
};
use super::sink::Sink;
use crate::eval::relative_rank;

const FILE_A: u64 = 0x0101_0101_0101_0101;

/// The squares `color`'s pawns on `pawns` attack.
#[inline]
pub(crate) fn pawn_attacks(color: Color, pawns: Bitboard) -> Bitboard {
    let forward = match color {
        Color::White => pawns.north(),
        Color::Black => pawns.south(),
    };
    forward.east() | forward.west()
}

/// The files beside `file` (0-7).
#[inline]
const fn beside(file: usize) -> u64 {
    let f = FILE_A << file;
    ((f << 1) & !FILE_A) | ((f >> 1) & !(FILE_A << 7))
}

/// The ranks strictly in front of rank `rank` (0-7) for `color`.
#[inline]
const fn ahead(color: Color, rank: usize) -> u64 {
    match color {
        Color::White if rank >= 7 => 0,
        Color::White => !0u64 << (8 * (rank + 1)),
        Color::Black => (1u64 << (8 * rank)) - 1,
    }
}

/// The ranks at or behind rank `rank` for `color`.
#[inline]
const fn level_or_behind(color: Color, rank: usize) -> u64 {
    !ahead(color, rank)
}

/// The king-walk distance between two squares.
#[inline]
pub(crate) fn distance(a: Square, b: Square) -> i32 {
    let df = a.file().index().abs_diff(b.file().index());
    let dr = a.rank().index().abs_diff(b.rank().index());
    df.max(dr) as i32
}

/// Adds the pawn structure of both sides: what the pawns alone decide
/// (through [`Sink::pawn_structure`], which may take it from a cache), then
/// what passed pawns are worth with the pieces and kings around them.
pub(super) fn add<K: Sink>(board: &Board, sink: &mut K) {
    let passed = sink.pawn_structure(board);
    for color in Color::ALL {
        passers(board, color, passed[color.index()], sink);
    }
}

/// Adds what `color`'s pawns alone decide: passed, isolated, doubled,
/// backward and connected pawns; returns the passed ones.
pub(super) fn structure<K: Sink>(board: &Board, color: Color, sink: &mut K) -> Bitboard {
    let own = board.pawns() & board.by_color(color);
    let enemy = board.pawns() & board.by_color(color.other());
    let enemy_attacks = pawn_attacks(color.other(), enemy);
    let mut passed = Bitboard::EMPTY;
    for sq in own {
        let file = sq.file().index();
        let rank = sq.rank().index();
        let rel = relative_rank(color, sq);
        let file_mask = FILE_A << file;
        let beside = beside(file);
        let front = ahead(color, rank);
        let Some(stop) = sq.offset(0, if color == Color::White { 1 } else { -1 }) else {
            continue;
        };
        let supported = attacks::pawn_attacks(color.other(), sq) & own;
        let phalanx = Bitboard(beside & (0xff << (8 * rank))) & own;
        if (supported | phalanx).any() {
            sink.add(color, CONNECTED_AT + rel, 1);
        }
        if own.0 & beside == 0 {
            sink.add(color, ISOLATED_AT, 1);
        } else if own.0 & beside & level_or_behind(color, rank) == 0 && enemy_attacks.contains(stop)
        {
            sink.add(color, BACKWARD_AT, 1);
        }
        let own_in_front = own.0 & file_mask & front != 0;
        if own_in_front {
            sink.add(color, DOUBLED_AT, 1);
        }
        if !own_in_front && enemy.0 & (file_mask | beside) & front == 0 {
            sink.add(color, PASSED_AT + rel, 1);
            passed.add(sq);
        }
    }
    passed
}

/// Adds, for each of `color`'s `passed` pawns, whether its stop square is
/// free and how far the kings are from it.
fn passers<K: Sink>(board: &Board, color: Color, passed: Bitboard, sink: &mut K) {
    let own_king = board.king_of(color);
    let enemy_king = board.king_of(color.other());
    let occupied = board.occupied();
    for sq in passed {
        let rel = relative_rank(color, sq);
        let Some(stop) = sq.offset(0, if color == Color::White { 1 } else { -1 }) else {
            continue;
        };
        if !occupied.contains(stop) {
            sink.add(color, PASSED_FREE_AT + rel, 1);
        }
        if let Some(k) = own_king {
            sink.add(color, PASSED_OWN_KING_AT + rel, distance(k, stop));
        }
        if let Some(k) = enemy_king {
            sink.add(color, PASSED_ENEMY_KING_AT + rel, distance(k, stop));
        }
    }
}
