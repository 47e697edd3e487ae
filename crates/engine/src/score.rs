//! Search scores: centipawns, and mate distances counted in plies.

use core::fmt;

/// A score from the side to move's point of view: centipawns, or a mate
/// found so many plies from the root.
///
/// Mate scores count plies correctly: a side that is mated `n` plies from
/// the root scores `-(MATE - n)`, the side that mates `MATE - n`, so a
/// shorter mate always scores higher.
///
/// ```
/// use danilchuk_engine::Score;
/// let s = Score::mated_in(3).negate();
/// assert_eq!(s.mate_moves(), Some(2));
/// assert_eq!(Score::cp(35).to_string(), "cp 35");
/// assert_eq!(s.to_string(), "mate 2");
/// ```
///
/// With the `serde` feature it travels as its number (the field):
/// centipawns, or beyond ±[`MATE_BOUND`] a mate `MATE - plies` away.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
pub struct Score(pub i32);

/// The score of a mate at the root itself.
pub const MATE: i32 = 32_000;
/// Scores beyond this (in absolute value) are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Greater than any score: the initial window.
pub const INFINITY: i32 = MATE + 1;

impl Score {
    /// The draw score.
    pub const DRAW: Score = Score(0);

    /// A centipawn score.
    #[must_use]
    pub const fn cp(cp: i32) -> Score {
        Score(cp)
    }

    /// The score of the side to move that is mated (or has lost by the
    /// rules) `ply` plies from the root.
    #[must_use]
    pub const fn mated_in(ply: u32) -> Score {
        Score(-MATE + ply as i32)
    }

    /// The score of the side to move that wins `ply` plies from the root.
    #[must_use]
    pub const fn mate_in(ply: u32) -> Score {
        Score(MATE - ply as i32)
    }

    /// The same score from the other side's point of view.
    #[must_use]
    pub const fn negate(self) -> Score {
        Score(-self.0)
    }

    /// Whether this is a mate score (either side).
    #[must_use]
    pub const fn is_mate(self) -> bool {
        self.0.abs() > MATE_BOUND
    }

    /// Moves (not plies) to the mate, as UCI's `score mate`: positive when
    /// the side to move mates, negative when it is mated; `None` for a
    /// centipawn score.
    #[must_use]
    pub const fn mate_moves(self) -> Option<i32> {
        if !self.is_mate() {
            None
        } else if self.0 > 0 {
            Some((MATE - self.0 + 1) / 2)
        } else {
            Some(-((MATE + self.0) / 2))
        }
    }

    /// The score as stored in the transposition table: mates counted from
    /// the node at `ply` instead of from the root.
    pub(crate) const fn to_tt(self, ply: u32) -> i32 {
        if self.0 > MATE_BOUND {
            self.0 + ply as i32
        } else if self.0 < -MATE_BOUND {
            self.0 - ply as i32
        } else {
            self.0
        }
    }

    /// The inverse of [`Score::to_tt`] at `ply`.
    pub(crate) const fn from_tt(value: i32, ply: u32) -> Score {
        if value > MATE_BOUND {
            Score(value - ply as i32)
        } else if value < -MATE_BOUND {
            Score(value + ply as i32)
        } else {
            Score(value)
        }
    }
}

impl fmt::Display for Score {
    /// The UCI form: `cp 35` or `mate -2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mate_moves() {
            Some(moves) => write!(f, "mate {moves}"),
            None => write!(f, "cp {}", self.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances_in_moves() {
        assert_eq!(Score::mate_in(1).mate_moves(), Some(1));
        assert_eq!(Score::mate_in(2).mate_moves(), Some(1));
        assert_eq!(Score::mate_in(3).mate_moves(), Some(2));
        assert_eq!(Score::mated_in(0).mate_moves(), Some(0));
        assert_eq!(Score::mated_in(2).mate_moves(), Some(-1));
        assert_eq!(Score::cp(100).mate_moves(), None);
    }

    #[test]
    fn tt_round_trip_keeps_root_distance() {
        for ply in [0, 1, 7, 40] {
            for s in [Score::mate_in(9), Score::mated_in(12), Score::cp(-250)] {
                assert_eq!(Score::from_tt(s.to_tt(ply), ply), s);
            }
        }
        // A mate 5 plies below a node 3 plies deep is stored as 5.
        assert_eq!(Score::mate_in(8).to_tt(3), MATE - 5);
    }
}
