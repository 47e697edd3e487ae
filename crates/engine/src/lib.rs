#![doc = include_str!("../README.md")]

mod any;
pub mod bench;
mod clock;
mod engine;
mod eval;
mod history;
// The tuner's view of the evaluation, for the workspace's lab tools only
// (the module's documentation says why it is hidden); compiled for the
// engine's own tests too, which check that its features add up to the
// evaluation.
#[cfg(any(test, feature = "unstable-lab"))]
#[doc(hidden)]
pub mod lab;
mod limits;
mod movepick;
mod result;
mod result_display;
mod score;
mod search;
mod see;
mod timeman;
mod tt;
pub mod uci;

pub use crate::engine::{Engine, Evaluation, MAX_MULTIPV, MAX_THREADS};
pub use crate::eval::nnue;
pub use crate::eval::{Decided, Evaluate, Quiescence};
pub use crate::limits::Limits;
pub use crate::limits::MAX_PLY;
pub use crate::result::SearchResult;
pub use crate::score::{Score, MATE, MATE_BOUND};
pub use crate::search::PvLine;
