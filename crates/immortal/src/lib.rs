#![doc = include_str!("../README.md")]

mod castling;
mod en_passant;
mod lock;
mod movegen;
mod null;
mod play;
mod position;
mod pseudo;
mod queries;
mod setup;
mod validate;

pub use crate::lock::{Lock, ParseLockError, MAX_LOCKS};
pub use crate::position::Immortal;
pub use crate::setup::ImmortalSetup;
