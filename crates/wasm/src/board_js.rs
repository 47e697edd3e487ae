//! The board's own JSON API in WebAssembly: the requests the page of the
//! board server (`danilchuk-play`) sends, answered by the same Rust code
//! that answers them there (`danilchuk_play::handle_seated`), over games
//! kept in memory, which the caller saves (`save`) and gives back after a
//! reload (`load`). The static site (`cargo xtask site`) runs it in a Web
//! Worker.

use danilchuk_play::{handle_seated, SessionStore};
use serde::Serialize;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::error::{ApiError, ErrorKind};
use crate::js::{throw, to_js, JsResult};

/// The board's API over games kept in memory.
#[wasm_bindgen(js_name = Board)]
pub struct JsBoard {
    store: SessionStore,
}

/// An answer as the board server sends it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Answer {
    status: u16,
    content_type: &'static str,
    body: String,
}

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// A board with no games.
    #[wasm_bindgen(constructor)]
    #[must_use]
    #[allow(clippy::new_without_default)]
    pub fn new() -> JsBoard {
        JsBoard {
            store: SessionStore::default(),
        }
    }

    /// Answers one request of the board's API (docs/play.md): `method`,
    /// `path` (with its query), the JSON `body` if any and the seat's
    /// `token` if any. Returns `{status, contentType, body}`, the body as
    /// text (JSON for the API's paths).
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be handed to JavaScript; a refused
    /// request is an answer with its status.
    #[wasm_bindgen(unchecked_return_type = "{ status: number; contentType: string; body: string }")]
    pub fn request(
        &self,
        method: &str,
        path: &str,
        body: Option<String>,
        token: Option<String>,
    ) -> JsResult {
        let response = handle_seated(
            &self.store,
            method,
            path,
            body.as_deref().unwrap_or("").as_bytes(),
            token.as_deref(),
        );
        to_js(&Answer {
            status: response.status,
            content_type: response.content_type,
            body: String::from_utf8_lossy(&response.body).into_owned(),
        })
    }

    /// Every game and tournament of the board, as JSON text to keep (localStorage,
    /// IndexedDB) and give back to [`JsBoard::load`].
    #[must_use]
    pub fn save(&self) -> String {
        self.store.export_games()
    }

    /// Takes back the games and tournaments `save` wrote; returns how many games (a game that
    /// does not replay is left out).
    ///
    /// # Errors
    ///
    /// Throws (`kind` `argument`) when `saved` is not what `save` writes.
    pub fn load(&self, saved: &str) -> JsResult<u32> {
        let taken = self
            .store
            .import_games(saved)
            .map_err(|e| ApiError::new(ErrorKind::Argument, e.to_string()));
        throw(taken).map(|n| u32::try_from(n).unwrap_or(u32::MAX))
    }
}
