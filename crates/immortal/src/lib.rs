#![doc = include_str!("../README.md")]

mod castling;
mod en_passant;
mod lock;
mod movegen;
mod play;
mod position;
mod pseudo;
mod setup;
mod validate;

pub use crate::lock::{Lock, ParseLockError, MAX_LOCKS};
pub use crate::position::Immortal;
pub use crate::setup::ImmortalSetup;
