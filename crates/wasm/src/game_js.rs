//! JavaScript's `Game`: the exported methods of [`JsGame`].

// These docs are also the TypeScript declarations': each says in words
// what the method throws, without a Rust `# Errors` heading.
#![allow(clippy::missing_errors_doc)]

use danilchuk_notation::pgn::GameResult;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::game::JsGame;
use crate::js::{throw, to_js, to_js_or_throw, JsResult};
use crate::position::JsPosition;

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A game from the start of `rules` (`chess` when left out), or from
    /// the position `fen` under those rules.
    ///
    /// Throws a `DanilchukError` of kind `rules` or `fen`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "RulesName | null")] rules: Option<String>,
        fen: Option<String>,
    ) -> JsResult<JsGame> {
        throw(JsGame::create(rules.as_deref(), fen.as_deref()))
    }

    /// The first game of a PGN text. Its `Variant` (and `LineLimit`) tags
    /// name the rules; `defaultRules` are those of a game without a
    /// `Variant` tag (`chess` when left out).
    ///
    /// Throws a `DanilchukError` of kind `pgn` for any fault of the text,
    /// `rules` for an unknown `defaultRules`.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(
        pgn: &str,
        #[wasm_bindgen(js_name = defaultRules, unchecked_param_type = "RulesName | null")]
        default_rules: Option<String>,
    ) -> JsResult<JsGame> {
        throw(JsGame::from_pgn_text(pgn, default_rules.as_deref()))
    }

    /// An independent copy.
    #[wasm_bindgen(js_name = clone)]
    #[must_use]
    pub fn copy(&self) -> JsGame {
        self.clone()
    }

    /// The game as PGN text: SAN moves in English letters, the `Variant`
    /// tag (and `LineLimit`, `SetUp`/`FEN`) the rules need, the result.
    pub fn pgn(&self) -> JsResult<String> {
        throw(self.pgn_text())
    }

    /// The rule set: `chess`, `immortal`, `linear`, `linear3` or `linear2`.
    #[wasm_bindgen(getter, unchecked_return_type = "RulesName")]
    #[must_use]
    pub fn rules(&self) -> String {
        self.game.settings().name().to_owned()
    }

    /// Half-moves played.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn ply(&self) -> u32 {
        u32::try_from(self.game.ply()).unwrap_or(u32::MAX)
    }

    /// The current position (a copy).
    #[must_use]
    pub fn position(&self) -> JsPosition {
        JsPosition::from(*self.game.position())
    }

    /// The position the game started from (a copy).
    #[wasm_bindgen(js_name = startPosition)]
    #[must_use]
    pub fn start_position(&self) -> JsPosition {
        JsPosition::from(*self.game.start_position())
    }

    /// The current FEN.
    #[must_use]
    pub fn fen(&self) -> String {
        danilchuk_board::Position::fen(self.game.position())
    }

    /// Plays the move `text` names, in any notation (SAN, long, UCI;
    /// English or Russian letters), and returns it as written before it
    /// was played.
    ///
    /// Throws a `DanilchukError` of kind `gameOver`, `syntax` or
    /// `illegal`; the game is unchanged then.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo")]
    pub fn play(&mut self, text: &str) -> JsResult {
        to_js_or_throw(self.play_text(text))
    }

    /// Takes back the last move and returns it; `null` at the start.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo | null")]
    pub fn undo(&mut self) -> JsResult {
        to_js(&self.undo_move())
    }

    /// Plays again the last move taken back and returns it; `null` when
    /// there is none.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo | null")]
    pub fn redo(&mut self) -> JsResult {
        to_js(&self.redo_move())
    }

    /// The moves played, each in every notation.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo[]")]
    pub fn moves(&self) -> JsResult {
        to_js(&self.history())
    }

    /// The legal moves now (none once the game is over).
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "MoveInfo[]")]
    pub fn legal_moves_js(&self) -> JsResult {
        to_js(&self.legal_move_infos())
    }

    /// How the game ended (by the rules, a draw by repetition or the
    /// seventy-five-move rule, a claimed or agreed draw, a resignation), or
    /// `null` while it goes on.
    #[wasm_bindgen(unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> JsResult {
        to_js(&self.outcome_info())
    }

    /// Whether the game is over.
    #[wasm_bindgen(js_name = isOver)]
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes
    /// on.
    #[must_use]
    pub fn result(&self) -> String {
        let result: GameResult = self.game.result();
        result.as_str().to_owned()
    }

    /// The draw the side to move may claim now (`threefoldRepetition`,
    /// `fiftyMoveRule`), or `undefined`.
    #[wasm_bindgen(js_name = claimableDraw)]
    #[must_use]
    pub fn claimable_draw(&self) -> Option<String> {
        self.claimable_draw_name().map(str::to_owned)
    }

    /// Claims the draw `claimableDraw` names, which ends the game.
    ///
    /// Throws a `DanilchukError` of kind `noDraw` or `gameOver`.
    #[wasm_bindgen(js_name = claimDraw, unchecked_return_type = "Outcome")]
    pub fn claim_draw(&mut self) -> JsResult {
        to_js_or_throw(self.claim())
    }

    /// Ends the game as a draw by agreement.
    ///
    /// Throws a `DanilchukError` of kind `gameOver`.
    #[wasm_bindgen(js_name = agreeDraw, unchecked_return_type = "Outcome")]
    pub fn agree_draw(&mut self) -> JsResult {
        to_js_or_throw(self.agree())
    }

    /// The side `loser` (`white` or `black`) resigns.
    ///
    /// Throws a `DanilchukError` of kind `argument` or `gameOver`.
    #[wasm_bindgen(unchecked_return_type = "Outcome")]
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] loser: &str,
    ) -> JsResult {
        to_js_or_throw(self.resign_side(loser))
    }
}
