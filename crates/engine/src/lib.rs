#![doc = include_str!("../README.md")]

mod any;
pub mod baseline;
pub mod bench;
pub mod datagen;
mod engine;
pub mod eval;
mod history;
mod limits;
pub mod matches;
mod movepick;
mod score;
mod search;
mod see;
mod timeman;
mod tt;
pub mod tune;
pub mod uci;

pub use crate::engine::{Engine, SearchResult, MAX_MULTIPV, MAX_THREADS};
pub use crate::eval::{Decided, Evaluate, Quiescence};
pub use crate::limits::Limits;
pub use crate::limits::MAX_PLY;
pub use crate::score::{Score, MATE, MATE_BOUND};
pub use crate::search::PvLine;
