//! The quantised network's weights and its output.

use danilchuk_board::{Board, Color, Variant};

use super::accumulator::Accumulator;
use super::features::FEATURES;
use super::file::NetworkError;

/// The hidden layer's quantisation: a float weight or bias `w` of the
/// first layer is stored as `round(w · QA)`, and SCReLU clamps to `QA`.
pub const QA: i32 = 255;
/// The output layer's quantisation: its weights are stored as
/// `round(w · QB)`, its bias as `round(b · QA · QB)`.
pub const QB: i32 = 64;
/// Centipawns per unit of the float network's output.
pub const SCALE: i32 = 400;
/// The widest hidden layer a file may ask for (bounds the memory a file
/// can make the engine allocate: 1.5 MiB of weights per 1024).
pub const MAX_HIDDEN: usize = 4096;

/// The largest evaluation, kept clear of the mate scores.
pub(crate) const EVAL_BOUND: i32 = 20_000;

/// What a network's output is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum NetworkKind {
    /// The whole evaluation: the rule set's hand-written one is not used.
    Evaluation = 0,
    /// A correction added to the rule set's hand-written evaluation: the
    /// network learns only what the hand-written terms miss.
    Correction = 1,
}

impl NetworkKind {
    /// Both kinds, in the order of their bytes in a file.
    pub const ALL: [NetworkKind; 2] = [NetworkKind::Evaluation, NetworkKind::Correction];
}

/// A quantised `(768 → H) × 2 → 1` network for one rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Network {
    variant: Variant,
    kind: NetworkKind,
    hidden: usize,
    /// Feature-major: the `H` weights of feature `f` are
    /// `[f · H, (f + 1) · H)`.
    feature_weights: Vec<i16>,
    feature_bias: Vec<i16>,
    /// The side to move's `H` weights, then the other side's.
    output_weights: Vec<i16>,
    output_bias: i32,
}

impl Network {
    /// A network from its quantised parts (see [`QA`] and [`QB`]).
    ///
    /// # Errors
    ///
    /// [`NetworkError::Hidden`] if `hidden` is 0 or above [`MAX_HIDDEN`];
    /// [`NetworkError::Length`] if a part's length does not fit `hidden`.
    pub fn from_parts(
        variant: Variant,
        hidden: usize,
        feature_weights: Vec<i16>,
        feature_bias: Vec<i16>,
        output_weights: Vec<i16>,
        output_bias: i32,
    ) -> Result<Network, NetworkError> {
        if hidden == 0 || hidden > MAX_HIDDEN {
            return Err(NetworkError::Hidden(hidden));
        }
        let check = |part: &'static str, len: usize, expected: usize| {
            if len == expected {
                Ok(())
            } else {
                Err(NetworkError::Length {
                    part,
                    len,
                    expected,
                })
            }
        };
        check("feature weights", feature_weights.len(), FEATURES * hidden)?;
        check("feature bias", feature_bias.len(), hidden)?;
        check("output weights", output_weights.len(), 2 * hidden)?;
        Ok(Network {
            variant,
            kind: NetworkKind::Evaluation,
            hidden,
            feature_weights,
            feature_bias,
            output_weights,
            output_bias,
        })
    }

    /// The rule set the network was trained for.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Whether the network is the whole evaluation or a correction of the
    /// hand-written one.
    #[must_use]
    pub fn kind(&self) -> NetworkKind {
        self.kind
    }

    /// The same network, its output used as `kind` says (a network built
    /// by [`Network::from_parts`] is an [`NetworkKind::Evaluation`]).
    #[must_use]
    pub fn with_kind(self, kind: NetworkKind) -> Network {
        Network { kind, ..self }
    }

    /// The width `H` of the hidden layer.
    #[must_use]
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The first layer's weights, feature-major.
    #[must_use]
    pub fn feature_weights(&self) -> &[i16] {
        &self.feature_weights
    }

    /// The first layer's bias.
    #[must_use]
    pub fn bias(&self) -> &[i16] {
        &self.feature_bias
    }

    /// The output weights: the side to move's half, then the other's.
    #[must_use]
    pub fn output_weights(&self) -> &[i16] {
        &self.output_weights
    }

    /// The output bias (quantised by `QA · QB`).
    #[must_use]
    pub fn output_bias(&self) -> i32 {
        self.output_bias
    }

    /// The weight column of feature `index`.
    #[inline]
    pub(crate) fn column(&self, index: usize) -> &[i16] {
        &self.feature_weights[index * self.hidden..(index + 1) * self.hidden]
    }

    /// The network's output in centipawns for `turn`, the side to move,
    /// from the accumulator of its position (for a
    /// [`NetworkKind::Correction`], what is added to the hand-written
    /// evaluation).
    #[must_use]
    pub fn evaluate(&self, accumulator: &Accumulator, turn: Color) -> i32 {
        let (us_weights, them_weights) = self.output_weights.split_at(self.hidden);
        let sum = screlu_dot(accumulator.perspective(turn), us_weights)
            + screlu_dot(accumulator.perspective(turn.other()), them_weights);
        let qa = i64::from(QA);
        let out =
            (sum / qa + i64::from(self.output_bias)) * i64::from(SCALE) / (qa * i64::from(QB));
        out.clamp(-i64::from(EVAL_BOUND), i64::from(EVAL_BOUND)) as i32
    }

    /// The output for `board` with `turn` to move, from scratch.
    #[must_use]
    pub fn evaluate_board(&self, board: &Board, turn: Color) -> i32 {
        self.evaluate(&Accumulator::new(self, board), turn)
    }
}

/// `Σ clamp(v, 0, QA)² · w` (in `QA² · QB` units; 64-bit, so no file's
/// weights can overflow it).
#[inline]
fn screlu_dot(values: &[i16], weights: &[i16]) -> i64 {
    values
        .iter()
        .zip(weights)
        .map(|(&v, &w)| {
            let c = i64::from(v.clamp(0, QA as i16));
            c * c * i64::from(w)
        })
        .sum()
}
