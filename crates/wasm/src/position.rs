//! A position of any rule set, as JavaScript's `Position` holds it: the
//! Rust side of every method, testable natively (`position_js.rs` exports
//! them).

use danilchuk_board::{perft, Position};
use danilchuk_notation::parse_move;
use danilchuk_variant::AnyPosition;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::describe::{move_info, outcome_info, units};
use crate::error::ApiError;
use crate::marks;
use crate::rules::rules_named;
use crate::views::{KingsInfo, LinesInfo, LockInfo, MoveInfo, OutcomeInfo, UnitInfo};

/// The deepest perft the API counts: deeper counts take hours, and a
/// JavaScript caller could not stop one.
pub const MAX_PERFT_DEPTH: u32 = 12;

/// A position of any of the rule sets, with its legal moves in every
/// notation, its end, and what each rule set shows beyond the units.
#[wasm_bindgen(js_name = Position)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsPosition {
    pub(crate) pos: AnyPosition,
}

impl JsPosition {
    /// The starting position of the rules `rules` names (classical chess
    /// when `None`), or the position of `fen` under those rules.
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::Rules`] for a name of no rule set,
    /// [`crate::ErrorKind::Fen`] for a FEN the rule set refuses.
    pub fn create(rules: Option<&str>, fen: Option<&str>) -> Result<JsPosition, ApiError> {
        let rules = rules_named(rules)?;
        let pos = match fen {
            None => AnyPosition::starting_with(rules),
            Some(fen) => AnyPosition::from_fen_with(fen, rules)?,
        };
        Ok(JsPosition { pos })
    }

    /// The position itself.
    #[must_use]
    pub fn inner(&self) -> &AnyPosition {
        &self.pos
    }

    /// The rule set's name (`immortal`, `linear3`, ...).
    #[must_use]
    pub fn rules_name(&self) -> String {
        self.pos.rules().name().to_owned()
    }

    /// The FEN (every field of the rule set).
    #[must_use]
    pub fn to_fen(&self) -> String {
        self.pos.fen()
    }

    /// The legal moves in every notation.
    #[must_use]
    pub fn legal_move_infos(&self) -> Vec<MoveInfo> {
        self.pos
            .legal_moves()
            .iter()
            .map(|&m| move_info(&self.pos, m))
            .collect()
    }

    /// The legal move `text` names, in any notation the library reads
    /// (SAN, long notation or UCI, English or Russian letters, white space
    /// around it ignored).
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::Syntax`] when the text is no move,
    /// [`crate::ErrorKind::Illegal`] when it names no legal move.
    pub fn read_move(&self, text: &str) -> Result<MoveInfo, ApiError> {
        let m = parse_move(&self.pos, text.trim())?;
        Ok(move_info(&self.pos, m))
    }

    /// Plays the move `text` names and returns it (as it was written before
    /// the move).
    ///
    /// # Errors
    ///
    /// As [`JsPosition::read_move`]; the position is unchanged then.
    pub fn play_text(&mut self, text: &str) -> Result<MoveInfo, ApiError> {
        let m = parse_move(&self.pos, text.trim())?;
        let info = move_info(&self.pos, m);
        self.pos.play_unchecked(m);
        Ok(info)
    }

    /// The rule set's end of the game in this position (mate, stalemate,
    /// Linear's lost kings), if any.
    #[must_use]
    pub fn outcome_info(&self) -> Option<OutcomeInfo> {
        self.pos.outcome().map(outcome_info)
    }

    /// The units.
    #[must_use]
    pub fn unit_infos(&self) -> Vec<UnitInfo> {
        units(&self.pos)
    }

    /// The live capture locks (Immortal).
    #[must_use]
    pub fn lock_infos(&self) -> Vec<LockInfo> {
        marks::locks(&self.pos)
    }

    /// The line maps (Linear).
    #[must_use]
    pub fn lines_info(&self) -> Option<LinesInfo> {
        marks::lines(&self.pos)
    }

    /// The kings of both sides.
    #[must_use]
    pub fn kings_info(&self) -> KingsInfo {
        marks::kings(&self.pos)
    }

    /// The side to move's kings in check.
    #[must_use]
    pub fn checked_king_squares(&self) -> Vec<String> {
        marks::checked_kings(&self.pos)
    }

    /// The number of move sequences of `depth` half-moves.
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::Argument`] for a depth over [`MAX_PERFT_DEPTH`].
    pub fn count_perft(&self, depth: u32) -> Result<u64, ApiError> {
        if depth > MAX_PERFT_DEPTH {
            return Err(ApiError::argument(format!(
                "perft depth {depth}: at most {MAX_PERFT_DEPTH}"
            )));
        }
        Ok(perft(&self.pos, depth))
    }
}

impl From<AnyPosition> for JsPosition {
    fn from(pos: AnyPosition) -> JsPosition {
        JsPosition { pos }
    }
}
