//! The fit itself: `K` by golden-section search, the weights by Adam.

use super::{Sample, SparseSamples};

/// The win probability of a White-view evaluation `eval` at scale `k`.
fn sigmoid(k: f64, eval: f64) -> f64 {
    1.0 / (1.0 + (-k * eval * std::f64::consts::LN_10 / 400.0).exp())
}

/// The mean squared error of the predictions at scale `k` with `weights`.
pub fn mean_squared_error(samples: &[Sample], weights: &[f64], k: f64) -> f64 {
    sparse_mean_squared_error(&SparseSamples::from(samples), weights, k)
}

/// [`mean_squared_error`] of sparse samples.
pub fn sparse_mean_squared_error(samples: &SparseSamples, weights: &[f64], k: f64) -> f64 {
    let evals = evaluations(samples, weights);
    error_at(samples, &evals, k)
}

/// Every sample's evaluation with `weights`.
fn evaluations(samples: &SparseSamples, weights: &[f64]) -> Vec<f64> {
    (0..samples.len())
        .map(|i| samples.eval(i, weights))
        .collect()
}

/// The mean squared error of evaluations `evals` at scale `k`.
fn error_at(samples: &SparseSamples, evals: &[f64], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = evals
        .iter()
        .enumerate()
        .map(|(i, &e)| (samples.result(i) - sigmoid(k, e)).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The scale `K` in `[0.01, 10]` that minimises the error with `weights`
/// (golden-section search; the error is unimodal in `K`).
pub fn fit_k(samples: &[Sample], weights: &[f64]) -> f64 {
    fit_k_sparse(&SparseSamples::from(samples), weights)
}

/// [`fit_k`] of sparse samples.
pub fn fit_k_sparse(samples: &SparseSamples, weights: &[f64]) -> f64 {
    let evals = evaluations(samples, weights);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    let (mut lo, mut hi) = (0.01, 10.0);
    for _ in 0..80 {
        let a = hi - phi * (hi - lo);
        let b = lo + phi * (hi - lo);
        if error_at(samples, &evals, a) < error_at(samples, &evals, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// How long and how fast the weights are fitted.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TuneConfig {
    /// Passes over the data.
    pub iterations: usize,
    /// Adam's step size, in centipawns.
    pub learning_rate: f64,
}

impl Default for TuneConfig {
    fn default() -> TuneConfig {
        TuneConfig {
            iterations: 2_000,
            learning_rate: 1.0,
        }
    }
}

/// What the tuner found.
#[derive(Clone, Debug, PartialEq)]
pub struct Tuned {
    /// The fitted scale.
    pub k: f64,
    /// The error with the starting weights.
    pub error_before: f64,
    /// The error with the fitted weights.
    pub error_after: f64,
    /// The fitted weights.
    pub weights: Vec<f64>,
}

/// Fits `K` to `start`, then the weights at that `K`.
pub fn tune(samples: &[Sample], start: &[f64], config: &TuneConfig) -> Tuned {
    tune_sparse(&SparseSamples::from(samples), start, config, 0.0, |_, _| {})
}

/// [`tune`] of sparse samples, with the weights pulled towards `start` by
/// an L2 penalty: the fit lowers the mean squared error plus
/// `l2 × Σ (w − start)²` (weights in centipawns), which keeps weights that
/// few positions inform (rare squares, long mobility) near their start.
/// `progress` hears each pass's number and the error before it (the
/// penalty not included).
pub fn tune_sparse(
    samples: &SparseSamples,
    start: &[f64],
    config: &TuneConfig,
    l2: f64,
    mut progress: impl FnMut(usize, f64),
) -> Tuned {
    let k = fit_k_sparse(samples, start);
    let error_before = sparse_mean_squared_error(samples, start, k);
    let mut weights = start.to_vec();
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8);
    let mut m = vec![0.0; weights.len()];
    let mut v = vec![0.0; weights.len()];
    let scale = k * std::f64::consts::LN_10 / 400.0;
    let n = samples.len().max(1) as f64;
    let mut best = (error_before, weights.clone());
    let mut gradient = vec![0.0; weights.len()];
    for t in 1..=config.iterations {
        gradient.iter_mut().for_each(|g| *g = 0.0);
        let mut error = 0.0;
        for i in 0..samples.len() {
            let r = samples.result(i);
            let p = sigmoid(k, samples.eval(i, &weights));
            error += (r - p) * (r - p);
            // d/dw (r - p)² = -2 (r - p) p (1 - p) scale x
            let common = -2.0 * (r - p) * p * (1.0 - p) * scale / n;
            for (j, x) in samples.features(i) {
                if let Some(g) = gradient.get_mut(j) {
                    *g += common * x;
                }
            }
        }
        // The error of the weights this pass started from.
        let error = if samples.is_empty() { 0.0 } else { error / n };
        // With a penalty the last weights are the fit, not the least error.
        if l2 == 0.0 && error < best.0 {
            best = (error, weights.clone());
        }
        progress(t, error);
        for (i, g) in gradient.iter_mut().enumerate() {
            *g += 2.0 * l2 * (weights[i] - start[i]);
        }
        for i in 0..weights.len() {
            m[i] = beta1 * m[i] + (1.0 - beta1) * gradient[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m_hat = m[i] / (1.0 - beta1.powi(t as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(t as i32));
            weights[i] -= config.learning_rate * m_hat / (v_hat.sqrt() + epsilon);
        }
    }
    let error = sparse_mean_squared_error(samples, &weights, k);
    if error < best.0 || l2 > 0.0 {
        best = (error, weights);
    }
    Tuned {
        k,
        error_before,
        error_after: best.0,
        weights: best.1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions whose result follows one feature with weight 100 at K = 1,
    /// deterministically (a sample wins where the true model gives White
    /// more than an even chance, else loses), with a second feature that
    /// carries no information.
    fn synthetic() -> Vec<Sample> {
        let mut samples = Vec::new();
        let mut seed = danilchuk_bitboard::SplitMix64::new(7);
        for i in 0..400 {
            let x = (i % 21) as f64 - 10.0;
            let noise = (seed.below(11) as f64) - 5.0;
            let p = sigmoid(1.0, 100.0 * x / 4.0);
            let result = if (seed.below(1000) as f64) < p * 1000.0 {
                1.0
            } else {
                0.0
            };
            samples.push(Sample {
                fixed: 0.0,
                features: vec![x / 4.0, noise],
                result,
            });
        }
        samples
    }

    #[test]
    fn the_tuner_lowers_the_error_on_a_small_synthetic_set() {
        let samples = synthetic();
        let start = [20.0, 30.0];
        let tuned = tune(
            &samples,
            &start,
            &TuneConfig {
                iterations: 300,
                learning_rate: 2.0,
            },
        );
        assert!(tuned.error_after < tuned.error_before, "{tuned:?}");
        // The weight of the noise feature shrinks towards 0 relative to the
        // informative one.
        let ratio = |w: &[f64]| w[1].abs() / w[0].abs();
        assert!(ratio(&tuned.weights) < ratio(&start), "{tuned:?}");
    }

    #[test]
    fn k_is_fitted_where_the_error_is_least() {
        let samples = synthetic();
        let w = [100.0, 0.0];
        let k = fit_k(&samples, &w);
        let e = mean_squared_error(&samples, &w, k);
        assert!(e <= mean_squared_error(&samples, &w, k * 1.2));
        assert!(e <= mean_squared_error(&samples, &w, k / 1.2));
        assert_eq!(mean_squared_error(&[], &w, k), 0.0);
    }
}
