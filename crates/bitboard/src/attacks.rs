//! Attack tables, all built at compile time by `const fn`.
//!
//! Leapers (king, knight, pawn) use 64-entry tables; sliders use plain magic
//! bitboards: `((occupied & mask) * magic) >> shift` indexes one shared table.

use crate::magics::{BISHOP_MAGICS, ROOK_MAGICS};
use crate::{Bitboard, Color, Square};

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KING_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
const KNIGHT_STEPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

const fn on_board(file: i32, rank: i32) -> bool {
    file >= 0 && file < 8 && rank >= 0 && rank < 8
}

const fn step_table(steps: &[(i32, i32); 8]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = (sq as i32 % 8, sq as i32 / 8);
        let mut i = 0;
        while i < 8 {
            let (f, r) = (file + steps[i].0, rank + steps[i].1);
            if on_board(f, r) {
                table[sq] |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn pawn_table(color: Color) -> [u64; 64] {
    let dr = match color {
        Color::White => 1,
        Color::Black => -1,
    };
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = (sq as i32 % 8, sq as i32 / 8);
        let mut df = -1;
        while df <= 1 {
            if on_board(file + df, rank + dr) {
                table[sq] |= 1 << ((rank + dr) * 8 + file + df);
            }
            df += 2;
        }
        sq += 1;
    }
    table
}

/// Sliding attacks by walking rays; used only to build tables.
const fn slide(sq: usize, occupied: u64, dirs: &[(i32, i32); 4]) -> u64 {
    let mut attacks = 0u64;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let (mut f, mut r) = (sq as i32 % 8 + df, sq as i32 / 8 + dr);
        while on_board(f, r) {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
        d += 1;
    }
    attacks
}

/// The squares whose occupancy matters for a slider on `sq` (board edges
/// beyond the ray are irrelevant).
const fn relevant_mask(sq: usize, dirs: &[(i32, i32); 4]) -> u64 {
    let mut mask = 0u64;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let (mut f, mut r) = (sq as i32 % 8 + df, sq as i32 / 8 + dr);
        while on_board(f + df, r + dr) {
            mask |= 1 << (r * 8 + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    mask
}

#[derive(Copy, Clone)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

const fn magic_entries(
    magics: &[u64; 64],
    dirs: &[(i32, i32); 4],
    start: usize,
) -> ([Magic; 64], usize) {
    let mut entries = [Magic {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let mut offset = start;
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        entries[sq] = Magic {
            mask,
            magic: magics[sq],
            shift: 64 - bits,
            offset,
        };
        offset += 1 << bits;
        sq += 1;
    }
    (entries, offset)
}

const ROOK_ENTRIES: ([Magic; 64], usize) = magic_entries(&ROOK_MAGICS, &ROOK_DIRS, 0);
const BISHOP_ENTRIES: ([Magic; 64], usize) =
    magic_entries(&BISHOP_MAGICS, &BISHOP_DIRS, ROOK_ENTRIES.1);
const ROOK_MAGIC: [Magic; 64] = ROOK_ENTRIES.0;
const BISHOP_MAGIC: [Magic; 64] = BISHOP_ENTRIES.0;
const SLIDER_TABLE_SIZE: usize = BISHOP_ENTRIES.1;

const fn fill_slider_table(
    mut table: [u64; SLIDER_TABLE_SIZE],
    entries: &[Magic; 64],
    dirs: &[(i32, i32); 4],
) -> [u64; SLIDER_TABLE_SIZE] {
    let mut sq = 0;
    while sq < 64 {
        let m = entries[sq];
        // Carry-rippler: enumerate every subset of the mask.
        let mut subset = 0u64;
        loop {
            let attacks = slide(sq, subset, dirs);
            let index = m.offset + (subset.wrapping_mul(m.magic) >> m.shift) as usize;
            // A collision with different attacks means a bad magic: fail the build.
            assert!(
                table[index] == 0 || table[index] == attacks,
                "bad magic number"
            );
            table[index] = attacks;
            subset = subset.wrapping_sub(m.mask) & m.mask;
            if subset == 0 {
                break;
            }
        }
        sq += 1;
    }
    table
}

#[allow(long_running_const_eval)]
static SLIDER_ATTACKS: [u64; SLIDER_TABLE_SIZE] = fill_slider_table(
    fill_slider_table([0; SLIDER_TABLE_SIZE], &ROOK_MAGIC, &ROOK_DIRS),
    &BISHOP_MAGIC,
    &BISHOP_DIRS,
);

/// A slider's attacks from every square on the empty board.
const fn empty_board_table(dirs: &[(i32, i32); 4]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        table[sq] = slide(sq, 0, dirs);
        sq += 1;
    }
    table
}

static ROOK_RAYS: [u64; 64] = empty_board_table(&ROOK_DIRS);
static BISHOP_RAYS: [u64; 64] = empty_board_table(&BISHOP_DIRS);
static KING_ATTACKS: [u64; 64] = step_table(&KING_STEPS);
static KNIGHT_ATTACKS: [u64; 64] = step_table(&KNIGHT_STEPS);
static PAWN_ATTACKS: [[u64; 64]; 2] = [pawn_table(Color::White), pawn_table(Color::Black)];

const fn ray_tables() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let mut between = [[0u64; 64]; 64];
    let mut line = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = KING_STEPS[d];
            // Walk from `a` in one direction; every square met is on a line with `a`.
            let mut full_ray = 0u64;
            let (mut f, mut r) = (a as i32 % 8 + df, a as i32 / 8 + dr);
            while on_board(f, r) {
                full_ray |= 1 << (r * 8 + f);
                f += df;
                r += dr;
            }
            let (back_df, back_dr) = (-df, -dr);
            let mut back_ray = 0u64;
            let (mut f, mut r) = (a as i32 % 8 + back_df, a as i32 / 8 + back_dr);
            while on_board(f, r) {
                back_ray |= 1 << (r * 8 + f);
                f += back_df;
                r += back_dr;
            }
            let whole_line = full_ray | back_ray | 1 << a;
            let mut seen = 0u64;
            let (mut f, mut r) = (a as i32 % 8 + df, a as i32 / 8 + dr);
            while on_board(f, r) {
                let b = (r * 8 + f) as usize;
                between[a][b] = seen;
                line[a][b] = whole_line;
                seen |= 1 << b;
                f += df;
                r += dr;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

static RAYS: ([[u64; 64]; 64], [[u64; 64]; 64]) = ray_tables();

/// The squares a king on `sq` attacks.
#[inline]
#[must_use]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING_ATTACKS[sq as usize])
}

/// The squares a knight on `sq` attacks.
#[inline]
#[must_use]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT_ATTACKS[sq as usize])
}

/// The squares a pawn of `color` on `sq` attacks (diagonally forward).
///
/// ```
/// use danilchuk_bitboard::{attacks, Color, Square};
/// let a = attacks::pawn_attacks(Color::White, Square::E4);
/// assert_eq!(a, Square::D5 | Square::F5);
/// ```
#[inline]
#[must_use]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN_ATTACKS[color as usize][sq as usize])
}

/// The squares a rook on `sq` attacks, given the occupied squares.
#[inline]
#[must_use]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    slider_lookup(&ROOK_MAGIC[sq as usize], occupied)
}

/// The squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
#[must_use]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    slider_lookup(&BISHOP_MAGIC[sq as usize], occupied)
}

/// The table entry of a slider's magic `m` for `occupied`, read without a
/// bounds check (two instructions of every lookup, a dozen lookups a
/// position).
#[inline(always)]
fn slider_lookup(m: &Magic, occupied: Bitboard) -> Bitboard {
    let index = m.offset + ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
    debug_assert!(index < SLIDER_TABLE_SIZE, "magic index out of the table");
    // SAFETY: `occupied & mask` is a subset of the mask, and
    // `fill_slider_table` wrote the entry of every subset of every mask at
    // compile time (`offset + (subset * magic >> shift)`, the same
    // expression), indexing the table with bounds checks: a subset whose
    // index fell outside it would have failed the build. So `index` is in
    // bounds. `magic_lookups_match_ray_walks` runs this under debug
    // assertions.
    #[allow(unsafe_code)]
    let attacks = unsafe { *SLIDER_ATTACKS.get_unchecked(index) };
    Bitboard(attacks)
}

/// The squares a rook on `sq` attacks on the empty board: its rank and
/// file. The same as `rook_attacks(sq, Bitboard::EMPTY)` in one load, for
/// the quick test of whether a rook or queen could attack `sq` at all.
///
/// ```
/// use danilchuk_bitboard::{attacks, Bitboard, Square};
/// assert_eq!(attacks::rook_rays(Square::A1), (Bitboard::from_file(danilchuk_bitboard::File::A)
///     | Bitboard::from_rank(danilchuk_bitboard::Rank::First)).without(Square::A1));
/// ```
#[inline]
#[must_use]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq as usize])
}

/// The squares a bishop on `sq` attacks on the empty board: its diagonals.
/// The same as `bishop_attacks(sq, Bitboard::EMPTY)` in one load.
#[inline]
#[must_use]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP_RAYS[sq as usize])
}

/// The squares a queen on `sq` attacks, given the occupied squares.
#[inline]
#[must_use]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// The squares strictly between `a` and `b` if they share a rank, file or
/// diagonal; empty otherwise.
///
/// ```
/// use danilchuk_bitboard::{attacks, Square};
/// assert_eq!(attacks::between(Square::A1, Square::D4), Square::B2 | Square::C3);
/// assert!(attacks::between(Square::A1, Square::B3).is_empty());
/// ```
#[inline]
#[must_use]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(RAYS.0[a as usize][b as usize])
}

/// The whole line (edge to edge) through `a` and `b` if they share a rank,
/// file or diagonal; empty otherwise.
#[inline]
#[must_use]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(RAYS.1[a as usize][b as usize])
}

/// Whether `a`, `b` and `c` lie on one rank, file or diagonal.
#[inline]
#[must_use]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_are_the_empty_board_attacks() {
        for sq in Square::ALL {
            assert_eq!(rook_rays(sq), rook_attacks(sq, Bitboard::EMPTY), "{sq}");
            assert_eq!(bishop_rays(sq), bishop_attacks(sq, Bitboard::EMPTY), "{sq}");
        }
    }

    #[test]
    fn magic_lookups_match_ray_walks() {
        let mut seed = 0x1234_5678_9abc_def1u64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occupied = seed & seed.rotate_left(17);
            for sq in Square::ALL {
                let i = sq as usize;
                assert_eq!(
                    rook_attacks(sq, Bitboard(occupied)).0,
                    slide(i, occupied, &ROOK_DIRS)
                );
                assert_eq!(
                    bishop_attacks(sq, Bitboard(occupied)).0,
                    slide(i, occupied, &BISHOP_DIRS)
                );
            }
        }
    }

    #[test]
    fn leaper_counts() {
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(knight_attacks(Square::E4).count(), 8);
        assert_eq!(king_attacks(Square::H8).count(), 3);
        assert_eq!(
            pawn_attacks(Color::Black, Square::A7),
            Bitboard::from_square(Square::B6)
        );
        assert!(pawn_attacks(Color::White, Square::E8).is_empty());
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(Square::E1, Square::H1), Square::F1 | Square::G1);
        assert_eq!(between(Square::H1, Square::E1), Square::F1 | Square::G1);
        assert!(between(Square::E1, Square::F1).is_empty());
        assert_eq!(line(Square::B2, Square::C3).count(), 8);
        assert!(aligned(Square::A1, Square::C3, Square::H8));
        assert!(!aligned(Square::A1, Square::C3, Square::H7));
    }
}
