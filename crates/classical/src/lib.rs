#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

mod castling;
mod chess;
mod display;
mod en_passant;
mod movegen;
mod null;
mod play;
mod position;
mod pseudo;
mod validate;

pub use crate::chess::Chess;
