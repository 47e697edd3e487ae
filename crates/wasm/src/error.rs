//! The errors of the API: a kind that a program can test and the library's
//! message for people. JavaScript receives them as thrown `Error`s with a
//! `kind` property (`js.rs`).

use core::fmt;

use danilchuk_board::FenError;
use danilchuk_game::GameError;
use danilchuk_notation::MoveError;
use danilchuk_variant::UnknownRules;

/// What went wrong, as the `kind` of the JavaScript error.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The name is no rule set (`chess`, `immortal`, `linear`, `linear3`,
    /// `linear2`).
    Rules,
    /// The FEN is malformed or describes no position of the rule set.
    Fen,
    /// The text is a move in no notation (SAN, long, UCI).
    Syntax,
    /// The text is a move but names no legal move of the position.
    Illegal,
    /// The game is over: no move may be played.
    GameOver,
    /// A draw was claimed where none can be claimed.
    NoDraw,
    /// The PGN text is not a game that can be replayed.
    Pgn,
    /// An argument out of its range (a depth, a colour, search limits).
    Argument,
    /// A failure of the bindings themselves, never expected.
    Internal,
}

impl ErrorKind {
    /// Every kind, in the order above.
    pub const ALL: [ErrorKind; 9] = [
        ErrorKind::Rules,
        ErrorKind::Fen,
        ErrorKind::Syntax,
        ErrorKind::Illegal,
        ErrorKind::GameOver,
        ErrorKind::NoDraw,
        ErrorKind::Pgn,
        ErrorKind::Argument,
        ErrorKind::Internal,
    ];

    /// The `kind` string JavaScript sees: `rules`, `fen`, `syntax`,
    /// `illegal`, `gameOver`, `noDraw`, `pgn`, `argument`, `internal`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Rules => "rules",
            ErrorKind::Fen => "fen",
            ErrorKind::Syntax => "syntax",
            ErrorKind::Illegal => "illegal",
            ErrorKind::GameOver => "gameOver",
            ErrorKind::NoDraw => "noDraw",
            ErrorKind::Pgn => "pgn",
            ErrorKind::Argument => "argument",
            ErrorKind::Internal => "internal",
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An error of the API: its kind and the library's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// What went wrong.
    pub kind: ErrorKind,
    /// The library's message.
    pub message: String,
}

impl ApiError {
    /// An error of `kind` with `message`.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> ApiError {
        ApiError {
            kind,
            message: message.into(),
        }
    }

    /// An argument out of its range.
    pub fn argument(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorKind::Argument, message)
    }

    /// Any error of reading a PGN game, whatever its cause, as [`ErrorKind::Pgn`].
    #[must_use]
    pub fn pgn(error: &GameError) -> ApiError {
        ApiError::new(ErrorKind::Pgn, error.to_string())
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind, self.message)
    }
}

impl std::error::Error for ApiError {}

impl From<UnknownRules> for ApiError {
    fn from(error: UnknownRules) -> ApiError {
        ApiError::new(ErrorKind::Rules, error.to_string())
    }
}

impl From<FenError> for ApiError {
    fn from(error: FenError) -> ApiError {
        ApiError::new(ErrorKind::Fen, error.to_string())
    }
}

impl From<MoveError> for ApiError {
    fn from(error: MoveError) -> ApiError {
        let kind = match error {
            MoveError::Syntax(_) => ErrorKind::Syntax,
            MoveError::Illegal { .. } => ErrorKind::Illegal,
        };
        ApiError::new(kind, error.to_string())
    }
}

impl From<GameError> for ApiError {
    fn from(error: GameError) -> ApiError {
        let kind = match &error {
            GameError::GameOver(_) | GameError::Resigned(_) => ErrorKind::GameOver,
            GameError::NoDrawToClaim => ErrorKind::NoDraw,
            GameError::Fen(_) => ErrorKind::Fen,
            GameError::Rules(_) | GameError::WrongVariant { .. } => ErrorKind::Rules,
            GameError::Pgn(_) | GameError::NoPgnGame | GameError::Replay { .. } => ErrorKind::Pgn,
            GameError::Notation(MoveError::Syntax(_)) => ErrorKind::Syntax,
            GameError::Uci(e) if e.illegality().is_none() => ErrorKind::Syntax,
            _ if error.illegality().is_some() => ErrorKind::Illegal,
            _ => ErrorKind::Internal,
        };
        ApiError::new(kind, error.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use danilchuk_game::AnyGame;

    #[test]
    fn each_refusal_of_a_game_has_its_kind() {
        let mut game = AnyGame::starting_with(danilchuk_variant::Rules::Immortal);
        let kind = |e: GameError| ApiError::from(e).kind;
        assert_eq!(
            kind(
                game.play_san("zz", danilchuk_notation::Letters::English)
                    .unwrap_err()
            ),
            ErrorKind::Syntax
        );
        assert_eq!(
            kind(
                game.play_san("e5", danilchuk_notation::Letters::English)
                    .unwrap_err()
            ),
            ErrorKind::Illegal
        );
        assert_eq!(kind(game.play_uci("e2e9").unwrap_err()), ErrorKind::Syntax);
        assert_eq!(kind(game.play_uci("e2e5").unwrap_err()), ErrorKind::Illegal);
        assert_eq!(kind(game.claim_draw().unwrap_err()), ErrorKind::NoDraw);
        game.resign(danilchuk_board::Color::White)
            .expect("a resignation");
        assert_eq!(
            kind(
                game.play_san("e4", danilchuk_notation::Letters::English)
                    .unwrap_err()
            ),
            ErrorKind::GameOver
        );
        let fen = AnyGame::from_fen_with("nonsense", danilchuk_variant::Rules::Chess);
        assert_eq!(kind(fen.unwrap_err()), ErrorKind::Fen);
    }

    #[test]
    fn the_kinds_are_distinct_camel_case_words() {
        let names: Vec<&str> = ErrorKind::ALL.iter().map(|k| k.as_str()).collect();
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), names.len());
        assert!(names.iter().all(|n| n.chars().all(char::is_alphabetic)));
    }
}
