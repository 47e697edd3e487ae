//! A middlegame and an endgame value, and where the evaluation's terms go:
//! summed into a score ([`Total`]) or counted for the tuner ([`Trace`]).

use core::ops::{Add, AddAssign, Mul, Sub};

use danilchuk_board::{Bitboard, Board, Color};

use super::layout::{ALL, COUNT};
use super::{pawn_cache, pawns};

/// The weights in memory once (a `const` array indexed at run time may be
/// copied at each use).
static WEIGHTS: [S; COUNT] = ALL;

/// A weight or score: its middlegame and endgame values, in centipawns.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct S(pub i32, pub i32);

impl Add for S {
    type Output = S;
    #[inline]
    fn add(self, o: S) -> S {
        S(self.0 + o.0, self.1 + o.1)
    }
}

impl AddAssign for S {
    #[inline]
    fn add_assign(&mut self, o: S) {
        *self = *self + o;
    }
}

impl Sub for S {
    type Output = S;
    #[inline]
    fn sub(self, o: S) -> S {
        S(self.0 - o.0, self.1 - o.1)
    }
}

impl Mul<i32> for S {
    type Output = S;
    #[inline]
    fn mul(self, n: i32) -> S {
        S(self.0 * n, self.1 * n)
    }
}

/// The game phase at full material: knights and bishops count 1, rooks 2,
/// queens 4.
pub(crate) const MAX_PHASE: i32 = 24;

/// The value of `s` at `phase` (0: bare endgame, [`MAX_PHASE`]: opening).
#[inline]
pub(crate) fn taper(s: S, phase: i32) -> i32 {
    (s.0 * phase + s.1 * (MAX_PHASE - phase)) / MAX_PHASE
}

/// What the evaluation's terms are handed to: `count` times the weight at
/// flat index `at` (see [`super::layout`]) for `color`.
pub(crate) trait Sink: Sized {
    /// Adds `count` times weight `at` to `color`'s side.
    fn add(&mut self, color: Color, at: usize, count: i32);

    /// Adds the structure of both sides' pawns; returns their passed pawns
    /// (White's, Black's).
    fn pawn_structure(&mut self, board: &Board) -> [Bitboard; 2] {
        Color::ALL.map(|c| pawns::structure(board, c, self))
    }
}

/// The evaluation's sink: the weights summed per side.
#[derive(Default)]
pub(crate) struct Total(pub [S; 2]);

impl Sink for Total {
    #[inline(always)]
    fn add(&mut self, color: Color, at: usize, count: i32) {
        self.0[color.index()] += WEIGHTS[at] * count;
    }

    /// From the pawn cache when it has the structure.
    fn pawn_structure(&mut self, board: &Board) -> [Bitboard; 2] {
        let (score, passed) = pawn_cache::probe(board, |board| {
            let mut own = Total::default();
            let passed = Color::ALL.map(|c| pawns::structure(board, c, &mut own));
            (own.0[0] - own.0[1], passed)
        });
        self.0[Color::White.index()] += score;
        passed
    }
}

/// The tuner's sink: how often each weight counts, White minus Black.
#[cfg(any(test, feature = "unstable-lab"))]
#[derive(Default)]
pub(crate) struct Trace(pub Vec<(usize, i32)>);

#[cfg(any(test, feature = "unstable-lab"))]
impl Sink for Trace {
    fn add(&mut self, color: Color, at: usize, count: i32) {
        if count != 0 {
            let signed = match color {
                Color::White => count,
                Color::Black => -count,
            };
            self.0.push((at, signed));
        }
    }
}
