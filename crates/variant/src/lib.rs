#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

mod dispatch;
mod macros;
mod position;
mod rules;
#[cfg(feature = "serde")]
mod serde_impl;
mod setup;

pub use crate::position::AnyPosition;
pub use crate::rules::{Rules, RulesError, UnknownRules};
pub use crate::setup::AnySetup;
