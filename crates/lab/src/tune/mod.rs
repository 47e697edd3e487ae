//! Texel tuning: fit evaluation weights to game results by logistic
//! regression. Each position's White-view evaluation is split as
//! `fixed + Σ wᵢ·xᵢ` (the [`Tunable`] weights and the position's feature
//! values); the tuner first fits the scale `K` of the win probability
//! `σ(e) = 1 / (1 + 10^(-K·e/400))` to the current weights, then lowers the
//! mean squared error between `σ(eval)` and the results by gradient descent
//! on the weights (Adam), and prints them as Rust constants.

mod fit;
mod sample;
mod sparse;

use crate::eval::Evaluate;

pub use self::fit::{
    fit_k, fit_k_sparse, mean_squared_error, sparse_mean_squared_error, tune, tune_sparse,
    TuneConfig, Tuned,
};
pub use self::sample::{read_samples, BadSample, Sample};
pub use self::sparse::{read_sparse_samples, SparseSamples};

/// A rule set whose evaluation has weights the tuner can fit.
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
    fn render(weights: &[i64]) -> String {
        let mut out = String::new();
        for ((name, old), new) in Self::WEIGHTS.iter().zip(weights) {
            out.push_str(&format!("const {name}: i32 = {new}; // was {old}\n"));
        }
        out
    }
}

/// The evaluation from White's view, in centipawns.
pub fn white_eval<P: Evaluate>(pos: &P) -> i32 {
    match pos.turn() {
        danilchuk_board::Color::White => pos.evaluate(),
        danilchuk_board::Color::Black => -pos.evaluate(),
    }
}
