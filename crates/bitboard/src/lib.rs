#![doc = include_str!("../README.md")]
#![no_std]

pub mod attacks;
mod bitboard;
mod color;
mod coords;
mod magics;
mod splitmix;
mod square;

pub use crate::bitboard::{Bitboard, IntoIter};
pub use crate::color::Color;
pub use crate::coords::{File, Rank};
pub use crate::splitmix::{splitmix64, SplitMix64, SPLITMIX64_GAMMA};
pub use crate::square::{ParseSquareError, Square};
