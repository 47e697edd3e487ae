//! Playing a typed move and getting back its SAN: [`Game::play_san`].

use danilchuk_board::Move;
use danilchuk_notation::{write_san, Letters};

use crate::{Game, GameError, GameRules};

/// A move [`Game::play_san`] played, with its SAN as written in the
/// position before it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// Its SAN, check or mate suffix included, in the letters asked for.
    pub san: String,
}

impl<P: GameRules> Game<P> {
    /// Plays a move as a person types it or a program sends it, and returns
    /// it with its SAN (which needs the position before the move, gone once
    /// it is played): the one way to play a typed move. White space around
    /// the text is dropped (a trailing line break included), and the text
    /// may be SAN, long notation or UCI, in English or Russian letters
    /// ([`danilchuk_notation::parse_move`]); [`Game::play_uci`] reads the
    /// rule set's UCI form exactly, [`Game::play`] plays a [`Move`].
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] or [`GameError::Resigned`] once the game is
    /// over; [`GameError::Notation`] when the text is not a move or names
    /// no legal move ([`GameError::illegality`] then says why). The game is
    /// then unchanged.
    ///
    /// ```
    /// use danilchuk_game::AnyGame;
    /// use danilchuk_notation::Letters;
    ///
    /// let mut game = AnyGame::starting_with("immortal".parse()?);
    /// let played = game.play_san("Кg1-f3", Letters::English)?;
    /// assert_eq!(played.san, "Nf3");
    /// assert_eq!(game.moves(), [played.mv]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_san(&mut self, text: &str, letters: Letters) -> Result<PlayedMove, GameError> {
        let before = self.position().clone();
        let mv = self.play_typed_move(text)?;
        Ok(PlayedMove {
            mv,
            san: write_san(&before, mv, letters),
        })
    }
}
