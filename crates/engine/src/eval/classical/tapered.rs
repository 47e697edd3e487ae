//! A middlegame and an endgame value, and their blend by the game phase.

use core::ops::{Add, AddAssign, Mul, Sub};

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
