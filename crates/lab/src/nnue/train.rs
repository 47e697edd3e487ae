//! The training loop: Adam over shuffled mini-batches, each batch's
//! gradient computed on several threads and summed.

use std::time::{Duration, Instant};

use danilchuk_bitboard::SplitMix64;
use danilchuk_engine::nnue::NetworkKind;

use super::data::TrainingSample;
use super::float_net::FloatNetwork;

/// How the network is trained.
#[derive(Clone, Debug, PartialEq)]
pub struct TrainConfig {
    /// Hidden neurons per perspective.
    pub hidden: usize,
    /// Passes over the data (at most).
    pub epochs: usize,
    /// Positions per gradient step.
    pub batch: usize,
    /// Adam's step size in the first epoch.
    pub learning_rate: f32,
    /// The step size's factor per epoch (1: constant): large steps while
    /// the network is far off, small ones to settle it.
    pub learning_rate_decay: f32,
    /// The weight of the game's result in the target (the rest is the
    /// search's score).
    pub lambda: f32,
    /// Centipawns per unit of the sigmoid's input.
    pub k: f32,
    /// Threads computing each batch's gradient.
    pub threads: usize,
    /// The seed of the initial weights and of the order of the positions.
    pub seed: u64,
    /// Stops after the epoch that passes this time.
    pub time_limit: Option<Duration>,
    /// The evaluation itself, or a correction of the hand-written one (the
    /// samples' `base` must be read for the same kind).
    pub kind: NetworkKind,
}

impl Default for TrainConfig {
    fn default() -> TrainConfig {
        TrainConfig {
            hidden: 32,
            epochs: 10,
            batch: 1024,
            learning_rate: 0.001,
            learning_rate_decay: 1.0,
            lambda: 0.5,
            k: 400.0,
            threads: 1,
            seed: 1,
            time_limit: None,
            kind: NetworkKind::Evaluation,
        }
    }
}

/// What a training run gave.
#[derive(Clone, Debug)]
pub struct Trained {
    /// The network.
    pub network: FloatNetwork,
    /// The mean squared error of each epoch, as trained.
    pub losses: Vec<f32>,
    /// How long it took.
    pub elapsed: Duration,
}

/// Adam's moment estimates.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
    t: i32,
}

impl Adam {
    const BETA1: f32 = 0.9;
    const BETA2: f32 = 0.999;
    const EPSILON: f32 = 1e-8;

    fn step(&mut self, params: &mut [f32], grad: &[f32], rate: f32) {
        self.t += 1;
        let c1 = 1.0 - Self::BETA1.powi(self.t);
        let c2 = 1.0 - Self::BETA2.powi(self.t);
        for (((p, g), m), v) in params
            .iter_mut()
            .zip(grad)
            .zip(&mut self.m)
            .zip(&mut self.v)
        {
            *m = Self::BETA1 * *m + (1.0 - Self::BETA1) * g;
            *v = Self::BETA2 * *v + (1.0 - Self::BETA2) * g * g;
            *p -= rate * (*m / c1) / ((*v / c2).sqrt() + Self::EPSILON);
        }
    }
}

/// The mean squared error of `net` on `samples`.
#[must_use]
pub fn mean_error(net: &FloatNetwork, samples: &[TrainingSample], config: &TrainConfig) -> f32 {
    let sum: f64 = samples
        .iter()
        .map(|s| f64::from(net.error(s, config.lambda, config.k)))
        .sum();
    (sum / samples.len().max(1) as f64) as f32
}

/// Trains a network on `samples`; `progress` hears each epoch's number,
/// its training loss and the network after it.
#[must_use]
pub fn train(
    samples: &[TrainingSample],
    config: &TrainConfig,
    mut progress: impl FnMut(usize, f32, &FloatNetwork),
) -> Trained {
    let start = Instant::now();
    let mut net = FloatNetwork::random(config.hidden, config.seed);
    if config.kind == NetworkKind::Correction {
        // Starts close to the hand-written evaluation, not to noise.
        net.scale_output(0.01);
    }
    let n = net.params.len();
    let mut adam = Adam {
        m: vec![0.0; n],
        v: vec![0.0; n],
        t: 0,
    };
    let threads = config.threads.max(1);
    let batch = config.batch.max(1);
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let mut rng = SplitMix64::new(config.seed ^ 0x7261_696e);
    let mut grads = vec![vec![0.0f32; n]; threads];
    let mut total = vec![0.0f32; n];
    let mut losses = Vec::new();
    let mut rate = config.learning_rate;
    for epoch in 0..config.epochs {
        // Fisher–Yates, from the seed.
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let mut loss = 0.0f64;
        for chunk in order.chunks(batch) {
            let share = chunk.len().div_ceil(threads);
            let net_ref = &net;
            let errors: Vec<f64> = std::thread::scope(|scope| {
                let handles: Vec<_> = grads
                    .iter_mut()
                    .zip(chunk.chunks(share))
                    .map(|(grad, part)| {
                        scope.spawn(move || {
                            grad.fill(0.0);
                            part.iter()
                                .map(|&i| {
                                    f64::from(net_ref.add_gradient(
                                        &samples[i],
                                        config.lambda,
                                        config.k,
                                        grad,
                                    ))
                                })
                                .sum::<f64>()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or(0.0))
                    .collect()
            });
            loss += errors.iter().sum::<f64>();
            // Summed in thread order: the same sum for the same seed.
            let used = chunk.len().div_ceil(share);
            total.fill(0.0);
            for grad in &grads[..used] {
                for (t, g) in total.iter_mut().zip(grad) {
                    *t += g;
                }
            }
            let scale = 1.0 / chunk.len() as f32;
            for t in &mut total {
                *t *= scale;
            }
            adam.step(&mut net.params, &total, rate);
            net.clip();
        }
        rate *= config.learning_rate_decay;
        let mean = (loss / samples.len().max(1) as f64) as f32;
        losses.push(mean);
        progress(epoch + 1, mean, &net);
        if config
            .time_limit
            .is_some_and(|limit| start.elapsed() >= limit)
        {
            break;
        }
    }
    Trained {
        network: net,
        losses,
        elapsed: start.elapsed(),
    }
}

#[cfg(test)]
mod tests {
    use danilchuk_board::{Color, Position, Variant};
    use danilchuk_variant::{AnyPosition, Rules};

    use super::*;

    /// Positions where White's extra queen or rook is worth its score:
    /// FEN, White's score, White's result.
    fn fens() -> &'static [(&'static str, f32, f32)] {
        &[
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 900.0, 1.0),
            ("4k3/8/8/8/8/8/8/3QK3 b - - 0 1", 900.0, 1.0),
            ("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", -900.0, 0.0),
            ("3qk3/8/8/8/8/8/8/4K3 b - - 0 1", -900.0, 0.0),
            ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 500.0, 1.0),
            ("r3k3/8/8/8/8/8/8/4K3 b - - 0 1", -500.0, 0.0),
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0.0, 0.5),
            ("4k3/8/8/8/8/8/8/4K3 b - - 0 1", 0.0, 0.5),
        ]
    }

    fn synthetic() -> Vec<TrainingSample> {
        fens()
            .iter()
            .map(|&(fen, score, result)| {
                let pos = AnyPosition::from_fen_with(fen, Rules::Chess).unwrap();
                TrainingSample::of(&pos, score, result)
            })
            .collect()
    }

    fn config() -> TrainConfig {
        TrainConfig {
            hidden: 8,
            epochs: 300,
            batch: 4,
            learning_rate: 0.01,
            threads: 2,
            ..TrainConfig::default()
        }
    }

    #[test]
    fn the_loss_goes_down_on_a_tiny_set() {
        let trained = train(&synthetic(), &config(), |_, _, _| {});
        let (first, last) = (trained.losses[0], *trained.losses.last().unwrap());
        assert!(last < first / 4.0, "{first} -> {last}");
    }

    #[test]
    fn a_decaying_step_still_learns_and_ends_with_smaller_steps() {
        let decaying = TrainConfig {
            learning_rate: 0.03,
            learning_rate_decay: 0.98,
            ..config()
        };
        let trained = train(&synthetic(), &decaying, |_, _, _| {});
        let (first, last) = (trained.losses[0], *trained.losses.last().unwrap());
        assert!(last < first / 4.0, "{first} -> {last}");
        // The last epochs barely move the network: their losses agree.
        let tail = &trained.losses[trained.losses.len() - 5..];
        let spread = tail.iter().fold(0.0f32, |m, l| m.max((l - last).abs()));
        assert!(spread < last * 0.05 + 1e-6, "{tail:?}");
    }

    #[test]
    fn a_correction_starts_from_the_hand_written_evaluation() {
        let corrected: Vec<TrainingSample> = synthetic()
            .iter()
            .zip(fens())
            .map(|(s, &(fen, score, result))| {
                let pos = AnyPosition::from_fen_with(fen, Rules::Chess).unwrap();
                let sample = TrainingSample::for_kind(&pos, score, result, NetworkKind::Correction);
                assert_eq!((sample.us.clone(), sample.score), (s.us.clone(), s.score));
                sample
            })
            .collect();
        let correction = TrainConfig {
            kind: NetworkKind::Correction,
            ..config()
        };
        let before = mean_error(
            &{
                let mut net = FloatNetwork::random(8, 1);
                net.scale_output(0.01);
                net
            },
            &corrected,
            &correction,
        );
        let plain = mean_error(&FloatNetwork::random(8, 1), &synthetic(), &config());
        assert!(before < plain / 4.0, "{before} vs {plain}");
        let trained = train(&corrected, &correction, |_, _, _| {});
        let last = *trained.losses.last().unwrap();
        assert!(last < before, "{before} -> {last}");
        let quantised = trained
            .network
            .quantise(Variant::Chess, NetworkKind::Correction)
            .unwrap();
        assert_eq!(quantised.kind(), NetworkKind::Correction);
    }

    #[test]
    fn a_seed_gives_the_same_network() {
        let a = train(&synthetic(), &config(), |_, _, _| {}).network;
        let b = train(&synthetic(), &config(), |_, _, _| {}).network;
        assert_eq!(a, b);
    }

    #[test]
    fn the_quantised_network_evaluates_as_the_float_one() {
        let float = train(&synthetic(), &config(), |_, _, _| {}).network;
        let quantised = float
            .quantise(Variant::Chess, NetworkKind::Evaluation)
            .unwrap();
        for (fen, _, _) in [
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 0, 0),
            ("r3k3/8/8/8/8/8/8/4K3 b - - 0 1", 0, 0),
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                0,
                0,
            ),
        ] {
            let pos = AnyPosition::from_fen_with(fen, Rules::Chess).unwrap();
            let f = float.evaluate_board(pos.board(), pos.turn());
            let q = quantised.evaluate_board(pos.board(), pos.turn());
            assert!(
                (f - q as f32).abs() <= 8.0 + f.abs() * 0.02,
                "{fen}: {f} vs {q}"
            );
        }
        // Both sides of the empty board see the same.
        let bare =
            AnyPosition::from_fen_with("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Rules::Chess).unwrap();
        assert_eq!(
            quantised.evaluate_board(bare.board(), Color::White),
            quantised.evaluate_board(bare.board(), Color::Black)
        );
    }
}
