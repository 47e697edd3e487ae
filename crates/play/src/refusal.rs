//! Why the board refused what a player asked for, typed: the lower crates'
//! errors carried as they are, and the board's own reasons beside them.
//! The HTTP answer and the terminal show the message and, where a ruling
//! decides, its rule id ([`Refusal::rule`]).

use danilchuk_board::{Color, IllegalMoveError, Illegality, Role, Square};
use danilchuk_game::GameError;
use danilchuk_notation::{IllegalReason, MoveError};

use crate::castling::CastlingRefusal;

/// Why the board refused a move, a record or a request on a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Refusal {
    /// The game refused it: the game is over, no draw can be claimed, a
    /// FEN or PGN record it cannot read or replay.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A move text that is not a move, or names no legal one (SAN, long
    /// notation or UCI, in either letter set).
    #[error(transparent)]
    Notation(#[from] MoveError),
    /// The unit could make the move, but a rule of the rule set forbids it
    /// (an I-3 lock, the L-8 limit, the king left in check, …).
    #[error("{}", .0.reason)]
    Illegal(IllegalMoveError),
    /// The unit does not go that way (it cannot reach the square, the way
    /// is blocked, an own unit stands there, …).
    #[error("{reason}")]
    Way {
        /// The unit's square.
        from: Square,
        /// Where it was asked to go.
        to: Square,
        /// What is wrong with the way, as the notation crate finds it.
        reason: IllegalReason,
    },
    /// A castling the rule set refuses here: the condition that fails.
    #[error(transparent)]
    Castling(#[from] CastlingRefusal),
    /// No unit stands on the square.
    #[error("there is no unit on {0}")]
    NoUnit(Square),
    /// The unit belongs to the side that is not to move.
    #[error("the unit on {square} is not yours: {turn} to move")]
    NotYours {
        /// The unit's square.
        square: Square,
        /// The side to move.
        turn: Color,
    },
    /// Several promotions take the unit there: the player chooses one.
    #[error("choose the promotion piece: {}", role_letters(.0))]
    ChoosePromotion(Vec<Role>),
    /// No legal move takes the unit there, and no rule says why.
    #[error("no legal move takes the unit on {from} to {to}")]
    NoSuchMove {
        /// The unit's square.
        from: Square,
        /// Where it was asked to go.
        to: Square,
    },
    /// The player moved on the computer's turn.
    #[error("it is the computer's turn")]
    ComputersTurn,
    /// The game has as many half-moves as the board keeps
    /// ([`crate::MAX_PLIES`]): no move is added.
    #[error("this board keeps at most {max} half-moves per game")]
    Full {
        /// The board's cap.
        max: usize,
    },
    /// A game record with a line of play longer than the board keeps
    /// ([`crate::MAX_PLIES`]), refused before the rest of it is read.
    #[error(
        "the record holds a line of more than {max} half-moves; this board keeps at most {max}"
    )]
    TooLong {
        /// The board's cap.
        max: usize,
    },
    /// A position asked for by its half-move number past the game's end.
    #[error("ply {ply} is past the game's {moves} moves")]
    NoSuchPly {
        /// The half-move number asked for.
        ply: usize,
        /// The game's half-moves.
        moves: usize,
    },
    /// The position asked about ends the game: there is nothing to analyse.
    #[error("the game is over in that position: nothing to analyse")]
    NothingToAnalyse,
    /// The engine could not replay the game to the position asked about.
    #[error("the engine could not replay the game")]
    EngineCannotReplay,
    /// The PGN text of the game could not be written.
    #[error("the game could not be written as PGN")]
    PgnNotWritten,
    /// A take-back asked for by a side that has no move in the game.
    #[error("there is no move of yours to take back")]
    NothingToTakeBack,
    /// A draw offered to the computer, which takes none.
    #[error("the computer takes no draw offers: play on, claim a draw the rules give, or resign")]
    ComputerPlaysOn,
}

impl Refusal {
    /// The ruling that decides the refusal (`I-3`, `L-8`, `L-7`, … of
    /// RULES.md), if one does.
    ///
    /// ```
    /// use danilchuk_play::{Opponent, Rules, Session};
    /// let fen = "3q4/7k/8/8/8/8/K7/3Q4 w - - 0 1";
    /// let mut session = Session::from_fen(Rules::Immortal, fen, Opponent::Person)?;
    /// // The queens swap (I-1) and may not take each other back at once (I-3).
    /// session.play_text("Qxd8")?;
    /// let refusal = session.play_text("Qxd8").unwrap_err();
    /// assert_eq!(refusal.rule(), Some("I-3"));
    /// # Ok::<(), danilchuk_play::Refusal>(())
    /// ```
    #[must_use]
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            Refusal::Illegal(e) => illegality_rule(e.reason),
            Refusal::Game(e) => game_rule(e),
            Refusal::Notation(e) => e.illegal_reason().and_then(reason_rule),
            Refusal::Way { reason, .. } => reason_rule(reason),
            Refusal::Castling(c) => c.rule(),
            _ => None,
        }
    }
}

fn game_rule(error: &GameError) -> Option<&'static str> {
    match error {
        GameError::IllegalMove(e) => illegality_rule(e.reason),
        GameError::Uci(danilchuk_board::UciError::Illegal(e)) => illegality_rule(e.reason),
        GameError::Replay { error, .. } => game_rule(error),
        _ => None,
    }
}

fn reason_rule(reason: &IllegalReason) -> Option<&'static str> {
    match reason {
        IllegalReason::Rule(why) => illegality_rule(*why),
        _ => None,
    }
}

/// The ruling behind a rule set's reason, where one of RULES.md's own
/// rulings decides it (the others are the classical rules every rule set
/// shares).
const fn illegality_rule(why: Illegality) -> Option<&'static str> {
    match why {
        Illegality::Locked => Some("I-3"),
        Illegality::OverLineLimit => Some("L-8"),
        _ => None,
    }
}

fn role_letters(roles: &[Role]) -> String {
    roles
        .iter()
        .map(|r| r.char().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
