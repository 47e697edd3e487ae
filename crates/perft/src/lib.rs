#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

mod count;
mod error;
mod journal;
mod progress;
mod report_display;
mod run;
pub mod table;

pub use crate::error::PerftError;
pub use crate::journal::JobJournal;
pub use crate::progress::Progress;
pub use crate::run::{Perft, PerftReport, RootMove, MAX_DEPTH};
pub use crate::table::{PerftTable, TableAllocError};
