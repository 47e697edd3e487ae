#![doc = include_str!("../README.md")]

mod castling;
mod chess;
mod en_passant;
mod movegen;
mod null;
mod play;
mod position;
mod pseudo;
mod validate;

pub use crate::chess::Chess;
