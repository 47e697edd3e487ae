//! **Not part of the API.** What the workspace's unpublished lab tools (the
//! `danilchuk-lab` crate: the Texel tuner and the data generator) cannot
//! live without: each rule set's evaluation as `fixed + Σ weight × feature`,
//! whose weights are private to the evaluation.
//!
//! Compiled only with the `unstable-lab` feature and hidden from the
//! documentation; anything here may change or go in any release, patch
//! releases included (cargo semver-checks leaves `unstable-` features out).
//! Depend on it only from the workspace's own tools.

use danilchuk_board::Color;

use crate::eval::Evaluate;

/// A rule set whose evaluation has weights the tuner can fit: each
/// position's White-view evaluation is `fixed + Σ wᵢ·xᵢ`, the weights
/// [`Tunable::WEIGHTS`] and the position's [`Tunable::features`].
pub trait Tunable: Evaluate {
    /// The weights' names (the Rust constants) and current values.
    const WEIGHTS: &'static [(&'static str, i32)];

    /// The position's feature values, from White's view, one per weight:
    /// the evaluation is linear in the weights with these coefficients.
    fn features(&self) -> Vec<f64>;

    /// The nonzero features as (weight index, value): what the tuner
    /// stores for a rule set with many weights, few of which a position
    /// touches. By default the nonzero entries of [`Tunable::features`].
    fn sparse_features(&self) -> Vec<(usize, f64)> {
        self.features()
            .into_iter()
            .enumerate()
            .filter(|&(_, x)| x != 0.0)
            .collect()
    }

    /// The fitted `weights` (in the order of [`Tunable::WEIGHTS`]) as Rust
    /// source to check in. By default one constant per weight, with its
    /// value before the fit in a comment.
    #[must_use]
    fn render(weights: &[i64]) -> String {
        let mut out = String::new();
        for ((name, old), new) in Self::WEIGHTS.iter().zip(weights) {
            out.push_str(&format!("const {name}: i32 = {new}; // was {old}\n"));
        }
        out
    }
}

/// The evaluation from White's view, in centipawns.
#[must_use]
pub fn white_eval<P: Evaluate>(pos: &P) -> i32 {
    match pos.turn() {
        Color::White => pos.evaluate(),
        Color::Black => -pos.evaluate(),
    }
}
