//! A game of any rule set, as JavaScript's `Game` holds it: the Rust side
//! of every method, testable natively (`game_js.rs` exports them).

use danilchuk_board::{Color, Outcome, Position, WinReason};
use danilchuk_game::AnyGame;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::describe::{draw_reason_name, move_info, outcome_info};
use crate::error::ApiError;
use crate::position::JsPosition;
use crate::rules::rules_named;
use crate::views::{MoveInfo, OutcomeInfo};

/// A game of any of the rule sets: its moves, undo and redo, draws by
/// repetition and the move rules, resignation, PGN.
#[wasm_bindgen(js_name = Game)]
#[derive(Clone, Debug)]
pub struct JsGame {
    pub(crate) game: AnyGame,
}

impl JsGame {
    /// A game from the start of `rules` (classical chess when `None`), or
    /// from the position `fen` under those rules.
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::Rules`] for a name of no rule set,
    /// [`crate::ErrorKind::Fen`] for a FEN the rule set refuses.
    pub fn create(rules: Option<&str>, fen: Option<&str>) -> Result<JsGame, ApiError> {
        let start = JsPosition::create(rules, fen)?;
        Ok(JsGame {
            game: AnyGame::new(start.pos),
        })
    }

    /// The first game of a PGN text; `default_rules` are the rules of a game
    /// without a `Variant` tag (classical chess when `None`).
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::Rules`] for a `default_rules` of no rule set,
    /// [`crate::ErrorKind::Pgn`] for every fault of the text (its syntax,
    /// its tags, a move that cannot be played).
    pub fn from_pgn_text(text: &str, default_rules: Option<&str>) -> Result<JsGame, ApiError> {
        let rules = rules_named(default_rules)?;
        let game = AnyGame::from_pgn_with(text, rules).map_err(|e| ApiError::pgn(&e))?;
        Ok(JsGame { game })
    }

    /// The game itself.
    #[must_use]
    pub fn inner(&self) -> &AnyGame {
        &self.game
    }

    /// The game as PGN (SAN in English letters, the `Variant` tag and the
    /// others the rule set needs).
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::Internal`] if a move cannot be written, which
    /// the game's own moves never give.
    pub fn pgn_text(&self) -> Result<String, ApiError> {
        self.game
            .to_pgn_string()
            .map_err(|e| ApiError::new(crate::ErrorKind::Internal, e.to_string()))
    }

    /// Plays the move `text` names, in any notation, and returns it as
    /// written before it was played.
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::GameOver`] once the game is over,
    /// [`crate::ErrorKind::Syntax`] or [`crate::ErrorKind::Illegal`] as
    /// [`JsPosition::read_move`]. The game is unchanged then.
    pub fn play_text(&mut self, text: &str) -> Result<MoveInfo, ApiError> {
        let before = *self.game.position();
        let m = self
            .game
            .play_san(text, danilchuk_notation::Letters::English)?
            .mv;
        Ok(move_info(&before, m))
    }

    /// Takes back the last move and returns it, or `None` at the start.
    pub fn undo_move(&mut self) -> Option<MoveInfo> {
        let m = self.game.undo()?;
        Some(move_info(self.game.position(), m))
    }

    /// Plays again the last move taken back, or returns `None` when there
    /// is none (or another move was played since).
    pub fn redo_move(&mut self) -> Option<MoveInfo> {
        let before = *self.game.position();
        let m = self.game.redo()?;
        Some(move_info(&before, m))
    }

    /// The moves played, each in every notation.
    #[must_use]
    pub fn history(&self) -> Vec<MoveInfo> {
        let mut pos = *self.game.start_position();
        self.game
            .moves()
            .iter()
            .map(|&m| {
                let info = move_info(&pos, m);
                pos.play_unchecked(m);
                info
            })
            .collect()
    }

    /// The legal moves now: none once the game is over.
    #[must_use]
    pub fn legal_move_infos(&self) -> Vec<MoveInfo> {
        if self.game.is_over() {
            return Vec::new();
        }
        JsPosition::from(*self.game.position()).legal_move_infos()
    }

    /// How the game ended, if it did.
    #[must_use]
    pub fn outcome_info(&self) -> Option<OutcomeInfo> {
        self.game.outcome().map(outcome_info)
    }

    /// The draw the side to move may claim now, if any:
    /// `threefoldRepetition` or `fiftyMoveRule`.
    #[must_use]
    pub fn claimable_draw_name(&self) -> Option<&'static str> {
        self.game.claimable_draw().map(draw_reason_name)
    }

    /// Claims the draw of [`JsGame::claimable_draw_name`].
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::GameOver`] once the game is over,
    /// [`crate::ErrorKind::NoDraw`] when no draw can be claimed.
    pub fn claim(&mut self) -> Result<OutcomeInfo, ApiError> {
        Ok(outcome_info(self.game.claim_draw()?))
    }

    /// Ends the game as a draw by agreement.
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::GameOver`] once the game is over.
    pub fn agree(&mut self) -> Result<OutcomeInfo, ApiError> {
        Ok(outcome_info(self.game.agree_draw()?))
    }

    /// The side `loser` (`white` or `black`) resigns.
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::Argument`] for another colour name,
    /// [`crate::ErrorKind::GameOver`] once the game is over.
    pub fn resign_side(&mut self, loser: &str) -> Result<OutcomeInfo, ApiError> {
        let loser = match loser {
            "white" => Color::White,
            "black" => Color::Black,
            other => {
                return Err(ApiError::argument(format!(
                    "{:?} is no side: \"white\" or \"black\"",
                    other.chars().take(20).collect::<String>()
                )))
            }
        };
        let winner = self.game.resign(loser)?;
        Ok(outcome_info(Outcome::Decisive {
            winner,
            reason: WinReason::Resignation,
        }))
    }
}
