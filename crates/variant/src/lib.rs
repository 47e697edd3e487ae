#![doc = include_str!("../README.md")]

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
