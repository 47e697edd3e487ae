//! One side's terms as the evaluation sums them: the part no weight
//! touches, each feature's count, and the kings that share the per-king
//! features.

use super::weights::{Feature, Weights, ALL, FEATURES};

/// One side's terms: the part no weight touches and the features' counts.
#[derive(Copy, Clone, Debug, Default)]
pub(super) struct SideTerms {
    /// Pawns, piece-square bonuses: the fixed part.
    pub(super) fixed: i32,
    /// The count of each feature, in the order of [`ALL`].
    pub(super) counts: [i32; FEATURES],
    /// The side's kings (the per-king features are shared among them).
    pub(super) kings: i32,
}

impl SideTerms {
    /// The divisor of `feature`'s count.
    fn divisor(&self, feature: Feature) -> i32 {
        let kings = if feature.per_king() {
            self.kings.max(1)
        } else {
            1
        };
        feature.scale() * kings
    }

    /// The side's score in centipawns with `weights`.
    pub(super) fn score(&self, weights: &Weights) -> i32 {
        self.fixed
            + ALL
                .iter()
                .map(|&f| weights[f as usize] * self.counts[f as usize] / self.divisor(f))
                .sum::<i32>()
    }

    /// The features' values, as the tuner multiplies them by the weights.
    #[cfg(any(test, feature = "unstable-lab"))]
    pub(super) fn features(&self) -> [f64; FEATURES] {
        ALL.map(|f| f64::from(self.counts[f as usize]) / f64::from(self.divisor(f)))
    }

    pub(super) fn add(&mut self, feature: Feature, n: i32) {
        self.counts[feature as usize] += n;
    }
}
