//! An efficiently updatable neural evaluation (NNUE) beside each rule
//! set's hand-written one.
//!
//! The network is `(768 → H) × 2 → 1`: every unit is a feature (its colour
//! relative to the perspective, its role, its square), seen from both
//! sides' perspectives, Black's with the board mirrored vertically. Each
//! perspective's hidden layer (its *accumulator*, i16, quantised by
//! [`QA`]) is the sum of its features' weight columns plus a bias; the
//! side to move's accumulator comes first ("us"), the other's second
//! ("them"), each through SCReLU (`clamp(x, 0, QA)²`), into one output
//! neuron whose weights are quantised by [`QB`]; the output times
//! [`SCALE`] is centipawns for the side to move: the evaluation itself,
//! or a correction added to the rule set's hand-written evaluation
//! ([`NetworkKind`]).
//!
//! The search keeps one accumulator pair per ply (`AccumulatorStack`):
//! after a move it finds what changed by diffing the two boards
//! ([`BoardDelta`]), so an Immortal swap (two units change squares, I-1,
//! I-2), a castling, an en-passant capture or a Linear landing that
//! changes a unit's role (L-3) are all updated the same way, with no
//! per-rule-set move logic; refreshing from scratch gives the same
//! accumulator (the sums wrap, so the order never matters).
//!
//! The engine has a network built in for Immortal and for Linear
//! ([`builtin`]: corrections of their hand-written evaluations); classical
//! chess is evaluated by hand. Another network is read from a file
//! ([`Network::read`]) that names its rule set, and the engine uses it on
//! positions of that rule set
//! ([`Engine::set_network`](crate::Engine::set_network), UCI option
//! `EvalFile`); [`Evaluation::HandWritten`](crate::Evaluation) (UCI
//! `Use NNUE false`) evaluates every rule set by hand exactly as before.

mod accumulator;
mod builtin;
mod delta;
mod error;
mod features;
mod file;
mod format;
mod network;
mod output;
mod quantisation;
mod stack;

pub use self::accumulator::Accumulator;
pub use self::builtin::{builtin, builtin_file};
pub use self::delta::BoardDelta;
pub use self::error::NetworkError;
pub use self::features::{feature_index, FEATURES};
pub use self::format::{MAGIC, VERSION};
pub use self::network::{Network, NetworkKind};
pub(crate) use self::quantisation::EVAL_BOUND;
pub use self::quantisation::{MAX_HIDDEN, QA, QB, SCALE};
pub(crate) use self::stack::AccumulatorStack;

#[cfg(test)]
mod tests;
