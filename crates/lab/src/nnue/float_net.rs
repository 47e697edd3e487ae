//! The float network the trainer fits: its output, its gradient, and its
//! quantisation into the engine's network.

use danilchuk_bitboard::SplitMix64;
use danilchuk_board::{Board, Color, Variant};
use danilchuk_engine::nnue::{
    feature_index, Network, NetworkError, NetworkKind, FEATURES, QA, QB, SCALE,
};

use super::data::TrainingSample;

/// The largest first-layer weight or bias kept (so that `round(w · QA)`
/// and the accumulator's sums stay within i16).
const FEATURE_CLIP: f32 = 1.98;
/// The largest output weight kept (`round(w · QB)` within i16).
const OUTPUT_CLIP: f32 = 100.0;

/// A `(768 → H) × 2 → 1` network of floats, all parameters in one vector:
/// the first layer's weights (feature-major), its bias, the output weights
/// (the side to move's half first) and the output bias.
#[derive(Clone, Debug, PartialEq)]
pub struct FloatNetwork {
    hidden: usize,
    /// Every parameter, in the order above.
    pub params: Vec<f32>,
}

impl FloatNetwork {
    /// A network with `hidden` neurons, its weights drawn from `seed`
    /// (uniform, scaled to the layer's inputs).
    #[must_use]
    pub fn random(hidden: usize, seed: u64) -> FloatNetwork {
        let hidden = hidden.max(1);
        let mut rng = SplitMix64::new(seed);
        let mut uniform = |scale: f32| {
            let unit = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
            (2.0 * unit - 1.0) * scale
        };
        let mut params = vec![0.0; Self::len_for(hidden)];
        let first = FEATURES * hidden;
        for p in &mut params[..first] {
            *p = uniform(0.1);
        }
        for p in &mut params[first..first + hidden] {
            *p = 0.1 + uniform(0.05);
        }
        let out_scale = 1.0 / (hidden as f32).sqrt();
        for p in &mut params[first + hidden..first + 3 * hidden] {
            *p = uniform(out_scale);
        }
        FloatNetwork { hidden, params }
    }

    /// How many parameters a network of `hidden` neurons has.
    #[must_use]
    pub fn len_for(hidden: usize) -> usize {
        FEATURES * hidden + hidden + 2 * hidden + 1
    }

    /// The hidden width.
    #[must_use]
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    fn bias_at(&self) -> usize {
        FEATURES * self.hidden
    }

    fn output_at(&self) -> usize {
        FEATURES * self.hidden + self.hidden
    }

    /// The hidden layer of one perspective before its activation.
    fn accumulate(&self, features: &[u16], into: &mut [f32]) {
        let h = self.hidden;
        into.copy_from_slice(&self.params[self.bias_at()..self.bias_at() + h]);
        for &f in features {
            let column = &self.params[usize::from(f) * h..(usize::from(f) + 1) * h];
            for (a, w) in into.iter_mut().zip(column) {
                *a += w;
            }
        }
    }

    /// The output (in units of `SCALE` centipawns) of the position whose
    /// perspectives light `us` and `them`.
    #[must_use]
    pub fn output(&self, us: &[u16], them: &[u16]) -> f32 {
        let h = self.hidden;
        let (mut a_us, mut a_them) = (vec![0.0; h], vec![0.0; h]);
        self.accumulate(us, &mut a_us);
        self.accumulate(them, &mut a_them);
        self.output_of(&a_us, &a_them)
    }

    fn output_of(&self, a_us: &[f32], a_them: &[f32]) -> f32 {
        let h = self.hidden;
        let w = &self.params[self.output_at()..];
        let screlu = |a: f32| a.clamp(0.0, 1.0).powi(2);
        let us: f32 = a_us.iter().zip(&w[..h]).map(|(&a, w)| screlu(a) * w).sum();
        let them: f32 = a_them
            .iter()
            .zip(&w[h..2 * h])
            .map(|(&a, w)| screlu(a) * w)
            .sum();
        us + them + w[2 * h]
    }

    /// The evaluation in centipawns of `board` with `turn` to move.
    #[must_use]
    pub fn evaluate_board(&self, board: &Board, turn: Color) -> f32 {
        let features = |perspective: Color| -> Vec<u16> {
            board
                .pieces()
                .map(|(sq, piece)| feature_index(perspective, piece, sq) as u16)
                .collect()
        };
        self.output(&features(turn), &features(turn.other())) * SCALE as f32
    }

    /// The squared error of `sample` (see [`FloatNetwork::add_gradient`]).
    #[must_use]
    pub fn error(&self, sample: &TrainingSample, lambda: f32, k: f32) -> f32 {
        let sigmoid = |x: f32| 1.0 / (1.0 + (-x).exp());
        let target = lambda * sample.result + (1.0 - lambda) * sigmoid(sample.score / k);
        let out = self.output(&sample.us, &sample.them);
        let p = sigmoid((out * SCALE as f32 + sample.base) / k);
        (p - target) * (p - target)
    }

    /// Adds the gradient of `sample`'s squared error to `grad` and returns
    /// the error: the target is `lambda · result + (1 − lambda) ·
    /// sigmoid(score / k)`, the prediction `sigmoid((output · SCALE +
    /// base) / k)`.
    pub fn add_gradient(
        &self,
        sample: &TrainingSample,
        lambda: f32,
        k: f32,
        grad: &mut [f32],
    ) -> f32 {
        let h = self.hidden;
        let (mut a_us, mut a_them) = (vec![0.0; h], vec![0.0; h]);
        self.accumulate(&sample.us, &mut a_us);
        self.accumulate(&sample.them, &mut a_them);
        let out = self.output_of(&a_us, &a_them);
        let sigmoid = |x: f32| 1.0 / (1.0 + (-x).exp());
        let target = lambda * sample.result + (1.0 - lambda) * sigmoid(sample.score / k);
        let p = sigmoid((out * SCALE as f32 + sample.base) / k);
        let error = p - target;
        // d(error²)/d(output).
        let g = 2.0 * error * p * (1.0 - p) * SCALE as f32 / k;
        let out_at = self.output_at();
        let bias_at = self.bias_at();
        grad[out_at + 2 * h] += g;
        for (side, (acc, features)) in [(&a_us, &sample.us), (&a_them, &sample.them)]
            .into_iter()
            .enumerate()
        {
            for j in 0..h {
                let a = acc[j];
                let w = self.params[out_at + side * h + j];
                let s = a.clamp(0.0, 1.0);
                grad[out_at + side * h + j] += g * s * s;
                if a > 0.0 && a < 1.0 {
                    let d = g * w * 2.0 * a;
                    grad[bias_at + j] += d;
                    for &f in features {
                        grad[usize::from(f) * h + j] += d;
                    }
                }
            }
        }
        error * error
    }

    /// Keeps every parameter where its quantisation fits.
    pub fn clip(&mut self) {
        let out_at = self.output_at();
        for p in &mut self.params[..out_at] {
            *p = p.clamp(-FEATURE_CLIP, FEATURE_CLIP);
        }
        for p in &mut self.params[out_at..out_at + 2 * self.hidden] {
            *p = p.clamp(-OUTPUT_CLIP, OUTPUT_CLIP);
        }
    }

    /// The engine's network of `kind` for `variant`: the first layer
    /// times [`QA`], the output weights times [`QB`], the output bias
    /// times `QA · QB`, rounded.
    ///
    /// # Errors
    ///
    /// [`NetworkError::Hidden`] for a hidden width the engine refuses.
    pub fn quantise(&self, variant: Variant, kind: NetworkKind) -> Result<Network, NetworkError> {
        let q = |x: f32, by: i32| (x * by as f32).round().clamp(-32767.0, 32767.0) as i16;
        let (out_at, h) = (self.output_at(), self.hidden);
        let feature = self.params[..out_at]
            .iter()
            .map(|&x| q(x, QA))
            .collect::<Vec<_>>();
        let (weights, bias) = feature.split_at(FEATURES * h);
        let output = self.params[out_at..out_at + 2 * h]
            .iter()
            .map(|&x| q(x, QB))
            .collect();
        let output_bias = (self.params[out_at + 2 * h] * (QA * QB) as f32).round() as i32;
        Network::from_parts(
            variant,
            h,
            weights.to_vec(),
            bias.to_vec(),
            output,
            output_bias,
        )
        .map(|net| net.with_kind(kind))
    }

    /// The same network with its output layer scaled by `factor` (a
    /// correction starts near zero: the hand-written evaluation itself).
    pub fn scale_output(&mut self, factor: f32) {
        let at = self.output_at();
        for p in &mut self.params[at..] {
            *p *= factor;
        }
    }
}
