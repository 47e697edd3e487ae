//! How a game ends, as the game's methods: the rule set's end, automatic
//! and claimable draws, agreement and resignation.

use danilchuk_board::{Color, DrawReason, Outcome, WinReason};
use danilchuk_notation::pgn::GameResult;

use crate::declared::Declared;
use crate::rules_end::{FIFTY_MOVES, THREEFOLD};
use crate::{Game, GameError, GameRules};

impl<P: GameRules> Game<P> {
    /// How the game ended, if it did: by the rules, by a draw (see [`Game`]
    /// for the order of precedence) or by resignation
    /// ([`WinReason::Resignation`]).
    pub fn outcome(&self) -> Option<Outcome> {
        match self.declared {
            Some(Declared::Draw(reason)) => Some(Outcome::Draw { reason }),
            Some(Declared::Resigned(loser)) => Some(Outcome::Decisive {
                winner: !loser,
                reason: WinReason::Resignation,
            }),
            None => self.rules_end(),
        }
    }

    /// The side that resigned, if one did.
    pub fn resigned(&self) -> Option<Color> {
        match self.declared {
            Some(Declared::Resigned(color)) => Some(color),
            _ => None,
        }
    }

    /// Whether the game is over (any outcome, resignation included).
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The PGN result: the outcome's, or `*` while the game goes on.
    pub fn result(&self) -> GameResult {
        self.outcome().map_or(GameResult::Unknown, outcome_result)
    }

    /// The error for an action after the end of the game, if it is over.
    pub(crate) fn refuse_if_over(&self) -> Result<(), GameError> {
        match (self.resigned(), self.outcome()) {
            (Some(color), _) => Err(GameError::Resigned(color)),
            (None, Some(outcome)) => Err(GameError::GameOver(outcome)),
            (None, None) => Ok(()),
        }
    }

    /// How many times the current position has occurred in the game, this
    /// time included (see [`crate::same_position`] for what counts as the
    /// same position).
    pub fn repetition_count(&self) -> u32 {
        self.repetitions()
    }

    /// The draw that may be claimed now, if any: the threefold repetition
    /// (FIDE 9.2) before the fifty-move rule (FIDE 9.3). `None` once the
    /// game is over.
    ///
    /// FIDE lets the player to move claim, also on the move they intend to
    /// play; the game does not tell the players apart: play the move, then
    /// claim.
    pub fn claimable_draw(&self) -> Option<DrawReason> {
        if self.is_over() {
            None
        } else if self.repetition_count() >= THREEFOLD {
            Some(DrawReason::ThreefoldRepetition)
        } else if self.position().halfmoves() >= FIFTY_MOVES {
            Some(DrawReason::FiftyMoveRule)
        } else {
            None
        }
    }

    /// Claims the draw of [`Game::claimable_draw`], which ends the game.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] or [`GameError::Resigned`] when the game is
    /// over, [`GameError::NoDrawToClaim`] when neither the threefold repetition
    /// nor the fifty-move rule allows a claim now.
    pub fn claim_draw(&mut self) -> Result<Outcome, GameError> {
        self.refuse_if_over()?;
        let reason = self.claimable_draw().ok_or(GameError::NoDrawToClaim)?;
        self.declared = Some(Declared::Draw(reason));
        Ok(Outcome::Draw { reason })
    }

    /// Ends the game as a draw by agreement.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] or [`GameError::Resigned`] when the game is
    /// already over.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.refuse_if_over()?;
        let reason = DrawReason::Agreement;
        self.declared = Some(Declared::Draw(reason));
        Ok(Outcome::Draw { reason })
    }

    /// `loser` resigns: the other side wins. Returns the winner.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] or [`GameError::Resigned`] when the game is
    /// already over.
    pub fn resign(&mut self, loser: Color) -> Result<Color, GameError> {
        self.refuse_if_over()?;
        self.declared = Some(Declared::Resigned(loser));
        Ok(!loser)
    }

    /// The claimed or agreed draw, if the game ended that way.
    pub fn declared_draw(&self) -> Option<DrawReason> {
        match self.declared {
            Some(Declared::Draw(reason)) => Some(reason),
            _ => None,
        }
    }

    /// Declares a recorded draw after checking that the game allows it.
    pub(crate) fn declare_recorded(&mut self, reason: DrawReason) -> Result<(), GameError> {
        self.refuse_if_over()?;
        let allowed = match reason {
            DrawReason::Agreement => true,
            DrawReason::ThreefoldRepetition => self.repetition_count() >= THREEFOLD,
            DrawReason::FiftyMoveRule => self.position().halfmoves() >= FIFTY_MOVES,
            _ => false,
        };
        if !allowed {
            return Err(GameError::Result(format!(
                "a draw by {reason:?} cannot be claimed or agreed here"
            )));
        }
        self.declared = Some(Declared::Draw(reason));
        Ok(())
    }
}

/// The PGN result of an outcome.
pub(crate) fn outcome_result(outcome: Outcome) -> GameResult {
    match outcome.winner() {
        Some(Color::White) => GameResult::WhiteWins,
        Some(Color::Black) => GameResult::BlackWins,
        None => GameResult::Draw,
    }
}
