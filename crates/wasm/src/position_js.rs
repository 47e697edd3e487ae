//! JavaScript's `Position`: the exported methods of [`JsPosition`].

// These docs are also the TypeScript declarations': each says in words
// what the method throws, without a Rust `# Errors` heading.
#![allow(clippy::missing_errors_doc)]

use danilchuk_board::Position;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::describe::color_name;
use crate::js::{throw, to_js, to_js_or_throw, JsResult};
use crate::position::JsPosition;

#[wasm_bindgen(js_class = Position)]
impl JsPosition {
    /// The starting position of `rules` (`chess` when left out), or the
    /// position `fen` under those rules.
    ///
    /// Throws a `DanilchukError` of kind `rules` for an unknown rule set,
    /// `fen` for a FEN the rule set refuses.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "RulesName | null")] rules: Option<String>,
        fen: Option<String>,
    ) -> JsResult<JsPosition> {
        throw(JsPosition::create(rules.as_deref(), fen.as_deref()))
    }

    /// An independent copy.
    #[wasm_bindgen(js_name = clone)]
    #[must_use]
    pub fn copy(&self) -> JsPosition {
        self.clone()
    }

    /// The rule set: `chess`, `immortal`, `linear`, `linear3` or `linear2`.
    #[wasm_bindgen(getter, unchecked_return_type = "RulesName")]
    #[must_use]
    pub fn rules(&self) -> String {
        self.rules_name()
    }

    /// The side to move: `white` or `black`.
    #[wasm_bindgen(getter, unchecked_return_type = "Color")]
    #[must_use]
    pub fn turn(&self) -> String {
        color_name(self.pos.turn()).to_owned()
    }

    /// Half-moves since the last capture or pawn move.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn halfmoves(&self) -> u32 {
        self.pos.halfmoves()
    }

    /// The move number, from 1.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn fullmoves(&self) -> u32 {
        self.pos.fullmoves()
    }

    /// The FEN, with every field of the rule set (Immortal's locks and
    /// reverse castling, Linear's line maps).
    #[must_use]
    pub fn fen(&self) -> String {
        self.to_fen()
    }

    /// The FEN.
    #[wasm_bindgen(js_name = toString)]
    #[must_use]
    pub fn to_js_string(&self) -> String {
        self.to_fen()
    }

    /// The legal moves, each in UCI, SAN and long notation with English and
    /// Russian letters.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "MoveInfo[]")]
    pub fn legal_moves_js(&self) -> JsResult {
        to_js(&self.legal_move_infos())
    }

    /// The legal move `text` names, in any notation: SAN (`Nf3`, `Кf3`),
    /// long notation (`Ng1-f3`, `Фh5×f7`), or the rule set's UCI
    /// (`g1f3`); white space around it is ignored. The position is not
    /// changed.
    ///
    /// Throws a `DanilchukError` of kind `syntax` (no move in any notation)
    /// or `illegal` (no legal move of this position).
    #[wasm_bindgen(js_name = parseMove, unchecked_return_type = "MoveInfo")]
    pub fn parse_move_js(&self, text: &str) -> JsResult {
        to_js_or_throw(self.read_move(text))
    }

    /// Plays the move `text` names (any notation, as `parseMove`) and
    /// returns it as written before it was played.
    ///
    /// Throws as `parseMove`; the position is unchanged then.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo")]
    pub fn play(&mut self, text: &str) -> JsResult {
        to_js_or_throw(self.play_text(text))
    }

    /// Whether the side to move is in check.
    #[wasm_bindgen(js_name = isCheck)]
    #[must_use]
    pub fn is_check_js(&self) -> bool {
        self.pos.is_check()
    }

    /// Whether the side to move is checkmated.
    #[wasm_bindgen(js_name = isCheckmate)]
    #[must_use]
    pub fn is_checkmate_js(&self) -> bool {
        self.pos.is_checkmate()
    }

    /// Whether the side to move is stalemated.
    #[wasm_bindgen(js_name = isStalemate)]
    #[must_use]
    pub fn is_stalemate_js(&self) -> bool {
        self.pos.is_stalemate()
    }

    /// How the position ends the game by the rules alone (checkmate,
    /// stalemate, a Linear side without kings), or `null`. Draws that
    /// depend on the game's history are the `Game`'s.
    #[wasm_bindgen(unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> JsResult {
        to_js(&self.outcome_info())
    }

    /// The units on the board, a1 first.
    #[wasm_bindgen(unchecked_return_type = "Unit[]")]
    pub fn pieces(&self) -> JsResult {
        to_js(&self.unit_infos())
    }

    /// Immortal's live capture locks (I-3); empty in the other rule sets.
    #[wasm_bindgen(unchecked_return_type = "Lock[]")]
    pub fn locks(&self) -> JsResult {
        to_js(&self.lock_infos())
    }

    /// Linear's line maps and counts (L-2, L-8); `null` in the other rule
    /// sets.
    #[wasm_bindgen(unchecked_return_type = "Lines | null")]
    pub fn lines(&self) -> JsResult {
        to_js(&self.lines_info())
    }

    /// Every king's square, by side (several in Linear chess).
    #[wasm_bindgen(unchecked_return_type = "Kings")]
    pub fn kings(&self) -> JsResult {
        to_js(&self.kings_info())
    }

    /// The squares of the side to move's kings in check.
    #[wasm_bindgen(js_name = checkedKings)]
    #[must_use]
    pub fn checked_kings_js(&self) -> Vec<String> {
        self.checked_king_squares()
    }

    /// The number of move sequences of `depth` half-moves (perft), counted
    /// on this thread. Throws a `DanilchukError` of kind `argument` for a
    /// depth over 12.
    pub fn perft(&self, depth: u32) -> JsResult<f64> {
        // Exact up to 2^53, far beyond any count of depth 12.
        throw(self.count_perft(depth)).map(|n| n as f64)
    }
}
