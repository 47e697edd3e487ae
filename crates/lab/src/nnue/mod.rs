//! The trainer of the engine's neural evaluation
//! (`danilchuk_engine::nnue`): a float `(768 → H) × 2 → 1` network with
//! SCReLU, fitted with Adam over mini-batches of the data generator's
//! `FEN | SCORE | RESULT` lines on several threads, then quantised into
//! the engine's file format.
//!
//! Each position's target blends the game's result and the search's score,
//! both for the side to move: `λ · result + (1 − λ) · sigmoid(score / K)`,
//! and the network's output `o` (in units of `danilchuk_engine::nnue::SCALE`
//! centipawns) predicts it as `sigmoid(o · SCALE / K)`; the loss is the
//! mean squared difference. A run is deterministic for a seed and a thread
//! count: the initial weights and the order of the positions come from the
//! seed, and each thread's gradient of its fixed share of a batch is summed
//! in thread order.

mod data;
mod float_net;
mod train;

pub use self::data::{read_training, BadTrainingLine, TrainingSample};
pub use self::float_net::FloatNetwork;
pub use self::train::{mean_error, train, TrainConfig, Trained};
