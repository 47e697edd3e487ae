//! The network's output layer: SCReLU of both perspectives' accumulators
//! into one neuron, in centipawns for the side to move.

use danilchuk_board::{Board, Color};

use super::accumulator::Accumulator;
use super::network::Network;
use super::quantisation::{EVAL_BOUND, QA, QB, SCALE};

impl Network {
    /// The network's output in centipawns for `turn`, the side to move,
    /// from the accumulator of its position (for a
    /// [`NetworkKind::Correction`](crate::nnue::NetworkKind::Correction), what is added to the hand-written
    /// evaluation).
    #[must_use]
    pub fn evaluate(&self, accumulator: &Accumulator, turn: Color) -> i32 {
        let (us_weights, them_weights) = self.output_weights().split_at(self.hidden());
        let sum = screlu_dot(accumulator.perspective(turn), us_weights)
            + screlu_dot(accumulator.perspective(turn.other()), them_weights);
        let qa = i64::from(QA);
        let out =
            (sum / qa + i64::from(self.output_bias())) * i64::from(SCALE) / (qa * i64::from(QB));
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
