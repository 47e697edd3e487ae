#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

mod castling;
mod en_passant;
mod immortal;
mod lock;
mod movegen;
mod null;
mod play;
mod position;
mod pseudo;
mod queries;
mod setup;
mod validate;

pub use crate::immortal::Immortal;
pub use crate::lock::{Lock, ParseLockError, MAX_LOCKS};
pub use crate::setup::ImmortalSetup;
