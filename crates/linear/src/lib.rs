#![doc = include_str!("../README.md")]

mod en_passant;
mod hash;
mod limit;
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
pub use crate::lines::{Lines, LinesError};
pub use crate::position::Linear;
pub use crate::setup::LinearSetup;
