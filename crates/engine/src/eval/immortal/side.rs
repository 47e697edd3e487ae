//! One side's terms as the evaluation sums them: the part no weight
//! touches, and each feature's count.

use super::weights::{weight, Feature, ALL, FEATURES};

/// One side's terms: the part no weight touches and the features' counts.
#[derive(Copy, Clone, Debug, Default)]
pub(super) struct SideTerms {
    /// Material and placement of the living units.
    pub(super) fixed: i32,
    /// The count of each feature, in the order of [`ALL`].
    pub(super) counts: [i32; FEATURES],
}

impl SideTerms {
    /// The side's score in centipawns.
    pub(super) fn score(&self) -> i32 {
        self.fixed
            + ALL
                .iter()
                .map(|&f| weight(f) * self.counts[f as usize])
                .sum::<i32>()
    }

    /// The features' values, as the tuner multiplies them by the weights.
    #[cfg(any(test, feature = "unstable-lab"))]
    pub(super) fn features(&self) -> [f64; FEATURES] {
        self.counts.map(f64::from)
    }

    pub(super) fn add(&mut self, feature: Feature, n: i32) {
        self.counts[feature as usize] += n;
    }
}
