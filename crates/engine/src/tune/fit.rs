//! The fit itself: `K` by golden-section search, the weights by Adam.

use super::Sample;

/// The win probability of a White-view evaluation `eval` at scale `k`.
fn sigmoid(k: f64, eval: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * eval / 400.0))
}

fn eval_of(sample: &Sample, weights: &[f64]) -> f64 {
    sample.fixed
        + sample
            .features
            .iter()
            .zip(weights)
            .map(|(x, w)| x * w)
            .sum::<f64>()
}

/// The mean squared error of the predictions at scale `k` with `weights`.
pub fn mean_squared_error(samples: &[Sample], weights: &[f64], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(k, eval_of(s, weights))).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The scale `K` in `[0.01, 10]` that minimises the error with `weights`
/// (golden-section search; the error is unimodal in `K`).
pub fn fit_k(samples: &[Sample], weights: &[f64]) -> f64 {
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    let (mut lo, mut hi) = (0.01, 10.0);
    for _ in 0..80 {
        let a = hi - phi * (hi - lo);
        let b = lo + phi * (hi - lo);
        if mean_squared_error(samples, weights, a) < mean_squared_error(samples, weights, b) {
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
    let k = fit_k(samples, start);
    let error_before = mean_squared_error(samples, start, k);
    let mut weights = start.to_vec();
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8);
    let mut m = vec![0.0; weights.len()];
    let mut v = vec![0.0; weights.len()];
    let scale = k * std::f64::consts::LN_10 / 400.0;
    let n = samples.len().max(1) as f64;
    let mut best = (error_before, weights.clone());
    for t in 1..=config.iterations {
        let mut gradient = vec![0.0; weights.len()];
        for s in samples {
            let p = sigmoid(k, eval_of(s, &weights));
            // d/dw (r - p)² = -2 (r - p) p (1 - p) scale x
            let common = -2.0 * (s.result - p) * p * (1.0 - p) * scale / n;
            for (g, x) in gradient.iter_mut().zip(&s.features) {
                *g += common * x;
            }
        }
        for i in 0..weights.len() {
            m[i] = beta1 * m[i] + (1.0 - beta1) * gradient[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m_hat = m[i] / (1.0 - beta1.powi(t as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(t as i32));
            weights[i] -= config.learning_rate * m_hat / (v_hat.sqrt() + epsilon);
        }
        let error = mean_squared_error(samples, &weights, k);
        if error < best.0 {
            best = (error, weights.clone());
        }
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
