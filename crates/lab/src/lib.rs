#![doc = include_str!("../README.md")]

pub mod baseline;
pub mod cli;
pub mod datagen;
pub mod matches;
pub mod nnue;
pub mod strength;
pub mod tune;
