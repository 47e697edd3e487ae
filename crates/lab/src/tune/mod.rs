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

pub use self::fit::{
    fit_k, fit_k_sparse, mean_squared_error, sparse_mean_squared_error, tune, tune_sparse,
    TuneConfig, Tuned,
};
pub use self::sample::{read_samples, BadSample, Sample};
pub use self::sparse::{read_sparse_samples, SparseSamples};
/// Each rule set's evaluation as weights and features, from the engine's
/// hidden `lab` module (its `unstable-lab` feature).
pub use danilchuk_engine::lab::{white_eval, Tunable};
