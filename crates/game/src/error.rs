//! Why a game refused an action.

use danilchuk_board::{Color, FenError, IllegalMoveError, Illegality, Outcome, UciError, Variant};
use danilchuk_notation::{MoveError, PgnError};
use danilchuk_variant::{Rules, RulesError};

/// Why a [`crate::Game`] refused a move, a claim or a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError {
    /// The move is not legal in the current position.
    #[error(transparent)]
    IllegalMove(#[from] IllegalMoveError),
    /// The UCI text is malformed or names no legal move.
    #[error(transparent)]
    Uci(#[from] UciError),
    /// The game is already decided: by the rule set (checkmate, stalemate,
    /// Linear's lost last king), by an automatic draw, or by a claimed or
    /// agreed draw.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// The game is over: this side resigned.
    #[error("the game is over: {0} resigned")]
    Resigned(Color),
    /// A draw was claimed where none can be claimed.
    #[error("no draw can be claimed: the position has not occurred three times and fewer than fifty moves were made without a capture or pawn move")]
    NoDrawToClaim,
    /// The start position's FEN is malformed or inconsistent.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// A record or PGN game of another rule set than the game type's.
    #[error("the game is {found}, not {expected}")]
    WrongVariant {
        /// The rule set of the game type.
        expected: Variant,
        /// The rules the record or the PGN tags name.
        found: Rules,
    },
    /// The record's or PGN game's rule-set names (the `Variant` and
    /// `LineLimit` tags, the record's `rules`) name no rules.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// A move of a record (a saved game's UCI moves) could not be
    /// replayed, or the game refused a move of a PGN game that its rule
    /// set allows (after an automatic draw ended the game). A PGN move
    /// that does not parse or is illegal is a [`GameError::Pgn`], which
    /// names its game, move number and place itself.
    #[error("move {ply} ({text}): {error}")]
    Replay {
        /// The move's number in the record, counting half-moves from 1.
        ply: usize,
        /// The move as recorded.
        text: String,
        /// Why it was refused.
        error: Box<GameError>,
    },
    /// The PGN text could not be read, or a move of it could not be played:
    /// the [`PgnError`] names the game of the text, the move, the line and
    /// column. Boxed, so that every `Result<_, GameError>` stays small.
    #[error(transparent)]
    Pgn(Box<PgnError>),
    /// The PGN text holds no game.
    #[error("no game in the PGN text")]
    NoPgnGame,
    /// A move could not be written in SAN.
    #[error(transparent)]
    Notation(#[from] MoveError),
    /// A recorded result that the game cannot have.
    #[error("inconsistent result: {0}")]
    Result(String),
}

impl From<PgnError> for GameError {
    fn from(error: PgnError) -> GameError {
        GameError::Pgn(Box::new(error))
    }
}

impl GameError {
    /// Why a move was refused as illegal, wherever the error came from: a
    /// [`Move`](danilchuk_board::Move) played, a UCI text, a PGN file or a
    /// record being replayed. `None` for every other error (a malformed
    /// text, the end of the game, a bad FEN, ...).
    ///
    /// ```
    /// use danilchuk_board::Illegality;
    /// use danilchuk_game::AnyGame;
    ///
    /// let mut game = AnyGame::starting_with("immortal".parse()?);
    /// for uci in ["g1f3", "b8c6", "f3d4", "c6d4"] {
    ///     game.play_uci(uci)?;
    /// }
    /// // I-3: the white knight swapped onto c6 may not take its captor at once.
    /// let error = game.play_uci("c6d4").unwrap_err();
    /// assert_eq!(error.illegality(), Some(Illegality::Locked));
    /// assert_eq!(
    ///     error.to_string(),
    ///     "illegal move c6d4: the two units are locked by the capture rule (I-3)"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn illegality(&self) -> Option<Illegality> {
        match self {
            GameError::IllegalMove(e) => Some(e.reason),
            GameError::Uci(e) => e.illegality(),
            GameError::Pgn(e) => e.illegality(),
            GameError::Notation(e) => e.illegality(),
            GameError::Replay { error, .. } => error.illegality(),
            _ => None,
        }
    }
}
