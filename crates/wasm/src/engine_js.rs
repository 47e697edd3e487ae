//! JavaScript's `Engine`: the exported methods of [`JsEngine`].

// These docs are also the TypeScript declarations': each says in words
// what the method throws, without a Rust `# Errors` heading.
#![allow(clippy::missing_errors_doc)]

use danilchuk_game::AnyGame;
use js_sys::Object;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use crate::engine::JsEngine;
use crate::error::ApiError;
use crate::game::JsGame;
use crate::js::{from_js, js_error, throw, to_js_or_throw, JsResult};
use crate::position::JsPosition;
use crate::views::SearchLimits;

#[wasm_bindgen(js_class = Engine)]
impl JsEngine {
    /// An engine with a transposition table of `hashMib` MiB (16 when left
    /// out, at most 256). It searches on the calling thread: in a browser,
    /// run it in a Web Worker to keep the page responsive. Its table stays
    /// in the module's memory until the garbage collector takes the engine,
    /// or `free()`.
    ///
    /// Throws a `DanilchukError` of kind `argument` for a size out of range.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(js_name = hashMib)] hash_mib: Option<u32>) -> JsResult<JsEngine> {
        throw(JsEngine::create(hash_mib))
    }

    /// Forgets what earlier searches learnt (call it for a new game).
    pub fn clear(&mut self) {
        self.forget();
    }

    /// Searches the game's current position (its history counts for
    /// repetitions) within `limits`: `{ nodes }`, `{ timeMs }`, `{ depth }`
    /// or several, the first reached ending the search.
    ///
    /// Throws a `DanilchukError` of kind `argument` for limits that are
    /// missing (the search would never end), unknown or out of range.
    #[wasm_bindgen(unchecked_return_type = "SearchResult")]
    pub fn search(
        &mut self,
        game: &JsGame,
        #[wasm_bindgen(unchecked_param_type = "SearchLimits")] limits: JsValue,
    ) -> JsResult {
        let limits = read_limits(limits)?;
        to_js_or_throw(self.search_game(game.inner(), &limits))
    }

    /// Searches `position` as the start of a game, within `limits` (as
    /// `search`).
    #[wasm_bindgen(js_name = searchPosition, unchecked_return_type = "SearchResult")]
    pub fn search_position(
        &mut self,
        position: &JsPosition,
        #[wasm_bindgen(unchecked_param_type = "SearchLimits")] limits: JsValue,
    ) -> JsResult {
        let limits = read_limits(limits)?;
        let game = AnyGame::new(*position.inner());
        to_js_or_throw(self.search_game(&game, &limits))
    }
}

/// The limits of a search; a key of none of them (`movetime`, a typo) is
/// refused rather than ignored, lest the search run unbounded.
fn read_limits(limits: JsValue) -> JsResult<SearchLimits> {
    if limits.is_object() {
        for key in Object::keys(limits.unchecked_ref::<Object>()) {
            let known = key
                .as_string()
                .is_some_and(|k| SEARCH_LIMIT_KEYS.contains(&k.as_str()));
            if !known {
                return Err(js_error(&ApiError::argument(format!(
                    "search limits: unknown key {key:?}; the keys are nodes, depth and timeMs"
                ))));
            }
        }
    }
    throw(from_js(limits, "search limits"))
}

/// The keys of [`SearchLimits`] as JavaScript writes them.
const SEARCH_LIMIT_KEYS: [&str; 3] = ["nodes", "depth", "timeMs"];
