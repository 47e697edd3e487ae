#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

mod en_passant;
mod hash;
mod limit;
mod linear;
mod lines;
mod movegen;
mod null;
mod outcome;
mod play;
mod position;
mod pseudo;
#[cfg(feature = "serde")]
mod serde_impl;
mod setup;
mod validate;

pub use crate::limit::{LineLimit, UnknownLineLimit};
pub use crate::linear::Linear;
pub use crate::lines::{Lines, LinesError};
pub use crate::setup::LinearSetup;
