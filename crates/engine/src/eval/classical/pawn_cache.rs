//! A small cache of pawn structures per thread: a search meets the same
//! pawns again and again, and their structure does not depend on the
//! pieces.

use std::cell::Cell;

use danilchuk_board::{Bitboard, Board, Color};

use super::tapered::S;

/// Entries per thread (a power of two).
const ENTRIES: usize = 2048;

/// A cached structure: the key of both sides' pawns, the structure's
/// score (White minus Black) and the passed pawns (White's, Black's).
#[derive(Copy, Clone)]
struct Entry {
    key: u64,
    score: S,
    passed: [u64; 2],
}

const EMPTY: Entry = Entry {
    key: 0,
    score: S(0, 0),
    passed: [0; 2],
};

thread_local! {
    static CACHE: [Cell<Entry>; ENTRIES] = const { [const { Cell::new(EMPTY) }; ENTRIES] };
}

/// A 64-bit key of the two pawn sets (never 0 for a real pair: 0 marks
/// an empty entry, and the pawnless board's key is made nonzero).
fn key(white: u64, black: u64) -> u64 {
    let mut h = white.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ black.rotate_left(32);
    h ^= h >> 29;
    h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h ^= h >> 32;
    h | 1
}

/// The structure of `board`'s pawns: from the cache, or computed by
/// `compute` and stored.
pub(super) fn probe(
    board: &Board,
    compute: impl FnOnce(&Board) -> (S, [Bitboard; 2]),
) -> (S, [Bitboard; 2]) {
    let white = (board.pawns() & board.by_color(Color::White)).0;
    let black = (board.pawns() & board.by_color(Color::Black)).0;
    let key = key(white, black);
    let slot = (key >> 53) as usize & (ENTRIES - 1);
    let found = CACHE.with(|c| c[slot].get());
    if found.key == key {
        return (found.score, found.passed.map(Bitboard));
    }
    let (score, passed) = compute(board);
    let entry = Entry {
        key,
        score,
        passed: passed.map(|b| b.0),
    };
    CACHE.with(|c| c[slot].set(entry));
    (score, passed)
}
