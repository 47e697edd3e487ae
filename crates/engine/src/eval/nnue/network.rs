//! The quantised network's weights: built from its parts, read by the
//! accumulators (`accumulator.rs`) and the output layer (`output.rs`).

use danilchuk_board::Variant;

use super::error::NetworkError;
use super::features::FEATURES;
use super::quantisation::MAX_HIDDEN;

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
    /// A network from its quantised parts (see [`QA`](crate::nnue::QA) and
    /// [`QB`](crate::nnue::QB)).
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
    #[inline]
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
    #[inline]
    #[must_use]
    pub fn output_weights(&self) -> &[i16] {
        &self.output_weights
    }

    /// The output bias (quantised by `QA · QB`).
    #[inline]
    #[must_use]
    pub fn output_bias(&self) -> i32 {
        self.output_bias
    }

    /// The weight column of feature `index`.
    #[inline]
    pub(crate) fn column(&self, index: usize) -> &[i16] {
        &self.feature_weights[index * self.hidden..(index + 1) * self.hidden]
    }
}
