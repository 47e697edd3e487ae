//! Texel tuning: fit evaluation weights to game results by logistic
//! regression. Each position's White-view evaluation is split as
//! `fixed + Σ wᵢ·xᵢ` (the [`Tunable`] weights and the position's feature
//! values); the tuner first fits the scale `K` of the win probability
//! `σ(e) = 1 / (1 + 10^(-K·e/400))` to the current weights, then lowers the
//! mean squared error between `σ(eval)` and the results by gradient descent
//! on the weights (Adam), and prints them as Rust constants.

mod fit;
mod sample;

use crate::eval::Evaluate;

pub use self::fit::{fit_k, mean_squared_error, tune, TuneConfig, Tuned};
pub use self::sample::{read_samples, BadSample, Sample};

/// A rule set whose evaluation has weights the tuner can fit.
pub trait Tunable: Evaluate {
    /// The weights' names (the Rust constants) and current values.
    const WEIGHTS: &'static [(&'static str, i32)];

    /// The position's feature values, from White's view, one per weight:
    /// the evaluation is linear in the weights with these coefficients.
    fn features(&self) -> Vec<f64>;
}

/// The evaluation from White's view, in centipawns.
pub fn white_eval<P: Evaluate>(pos: &P) -> i32 {
    match pos.turn() {
        danilchuk_board::Color::White => pos.evaluate(),
        danilchuk_board::Color::Black => -pos.evaluate(),
    }
}
