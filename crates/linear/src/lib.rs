#![doc = include_str!("../README.md")]

mod en_passant;
mod hash;
mod limit;
mod lines;
mod movegen;
mod outcome;
mod play;
mod position;
mod pseudo;
mod setup;
mod uci;
mod validate;

pub use crate::limit::{LineLimit, UnknownLineLimit};
pub use crate::lines::{Lines, LinesError};
pub use crate::position::Linear;
pub use crate::setup::LinearSetup;
