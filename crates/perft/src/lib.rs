#![doc = include_str!("../README.md")]

mod count;
mod error;
mod journal;
mod progress;
mod run;
pub mod table;

pub use crate::error::PerftError;
pub use crate::journal::JobJournal;
pub use crate::progress::Progress;
pub use crate::run::{Perft, PerftReport, RootMove, MAX_DEPTH};
pub use crate::table::{PerftTable, TableAllocError};
