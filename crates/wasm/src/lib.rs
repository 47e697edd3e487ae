#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

#[cfg(target_arch = "wasm32")]
mod board_js;
mod describe;
mod engine;
mod engine_js;
mod error;
mod game;
mod game_js;
mod js;
mod marks;
#[cfg(target_arch = "wasm32")]
mod panic_hook;
mod position;
mod position_js;
mod rules;
mod typescript;
mod views;

use wasm_bindgen::prelude::wasm_bindgen;

pub use crate::engine::{engine_limits, JsEngine, DEFAULT_HASH_MIB, MAX_HASH_MIB, MAX_TIME_MS};
pub use crate::error::{ApiError, ErrorKind};
pub use crate::game::JsGame;
pub use crate::position::{JsPosition, MAX_PERFT_DEPTH};
pub use crate::rules::{rules_named, rules_names};
pub use crate::views::{
    KingsInfo, LineSideInfo, LinesInfo, LockInfo, MoveInfo, OutcomeInfo, ScoreInfo, SearchInfo,
    SearchLimits, UnitInfo,
};

/// The names of every rule set: `chess`, `immortal`, `linear`, `linear3`,
/// `linear2`.
#[wasm_bindgen(js_name = rulesNames, unchecked_return_type = "RulesName[]")]
#[must_use]
pub fn rules_names_js() -> Vec<String> {
    rules_names()
}

/// The library's version (the workspace's).
#[wasm_bindgen]
#[must_use]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_owned()
}
