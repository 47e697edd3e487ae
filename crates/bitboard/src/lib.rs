#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]
#![no_std]

pub mod attacks;
mod bitboard;
mod color;
mod color_name;
mod coords;
mod magics;
mod splitmix;
mod square;

pub use crate::bitboard::{Bitboard, IntoIter};
pub use crate::color::Color;
pub use crate::color_name::ParseColorError;
pub use crate::coords::{File, Rank};
pub use crate::splitmix::{splitmix64, SplitMix64, SPLITMIX64_GAMMA};
pub use crate::square::{ParseSquareError, Square};
