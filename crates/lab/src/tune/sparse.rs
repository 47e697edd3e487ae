//! Samples stored sparsely: only the features a position has, all
//! samples' features in one list (a position of a rule set with hundreds
//! of weights touches a few dozen of them).

use super::{BadSample, Sample, Tunable};

/// Training positions for the tuner, each with its nonzero features.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SparseSamples {
    fixed: Vec<f64>,
    results: Vec<f64>,
    /// Where each sample's features start in `index` and `value`, and
    /// where the last one ends.
    starts: Vec<usize>,
    index: Vec<u32>,
    value: Vec<f32>,
}

impl SparseSamples {
    /// No samples.
    pub fn new() -> SparseSamples {
        SparseSamples {
            starts: vec![0],
            ..SparseSamples::default()
        }
    }

    /// The number of samples.
    pub fn len(&self) -> usize {
        self.results.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// Adds a sample: the evaluation's fixed part, its features as (weight
    /// index, coefficient) and the game's result for White.
    pub fn push(&mut self, fixed: f64, features: &[(usize, f64)], result: f64) {
        if self.starts.is_empty() {
            self.starts.push(0);
        }
        self.fixed.push(fixed);
        self.results.push(result);
        for &(i, x) in features {
            self.index.push(i as u32);
            self.value.push(x as f32);
        }
        self.starts.push(self.index.len());
    }

    /// Adds the sample of `pos` with `result`.
    pub fn push_position<P: Tunable>(&mut self, pos: &P, result: f64) {
        let features = pos.sparse_features();
        let linear: f64 = features
            .iter()
            .map(|&(i, x)| x * P::WEIGHTS.get(i).map_or(0.0, |&(_, w)| f64::from(w)))
            .sum();
        self.push(
            f64::from(super::white_eval(pos)) - linear,
            &features,
            result,
        );
    }

    /// The game's result for White of sample `i`.
    pub(crate) fn result(&self, i: usize) -> f64 {
        self.results[i]
    }

    /// The features of sample `i`.
    pub(crate) fn features(&self, i: usize) -> impl Iterator<Item = (usize, f64)> + '_ {
        let range = self.starts[i]..self.starts[i + 1];
        self.index[range.clone()]
            .iter()
            .zip(&self.value[range])
            .map(|(&j, &x)| (j as usize, f64::from(x)))
    }

    /// The White-view evaluation of sample `i` with `weights`.
    pub(crate) fn eval(&self, i: usize, weights: &[f64]) -> f64 {
        self.fixed[i]
            + self
                .features(i)
                .map(|(j, x)| weights.get(j).map_or(0.0, |w| w * x))
                .sum::<f64>()
    }
}

impl From<&[Sample]> for SparseSamples {
    fn from(samples: &[Sample]) -> SparseSamples {
        let mut sparse = SparseSamples::new();
        for s in samples {
            let features: Vec<(usize, f64)> = s
                .features
                .iter()
                .copied()
                .enumerate()
                .filter(|&(_, x)| x != 0.0)
                .collect();
            sparse.push(s.fixed, &features, s.result);
        }
        sparse
    }
}

/// The samples of `text` (blank lines and `#` comments skipped), in rule
/// set `P` with `settings`, stored sparsely.
pub fn read_sparse_samples<P: Tunable>(
    text: &str,
    settings: P::Settings,
) -> Result<SparseSamples, BadSample> {
    let mut samples = SparseSamples::new();
    super::sample::for_each_line::<P>(text, settings, |pos, result| {
        samples.push_position(&pos, result);
    })?;
    Ok(samples)
}
