//! Why the board refused what a player asked for, typed: the lower crates'
//! errors carried as they are, and the board's own reasons beside them.
//! The HTTP answer and the terminal show the message and, where a ruling
//! decides, its rule id ([`Refusal::rule`]).

use danilchuk_board::{Bitboard, Variant};
use danilchuk_board::{Color, IllegalMoveError, Illegality, Role, Square, UciError};
use danilchuk_game::GameError;
use danilchuk_notation::MoveError;
use danilchuk_variant::Rules;

use super::castling::CastlingRefusal;
use super::message::{color_arg, role_arg, Message};

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
        reason: Illegality,
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
            Refusal::Illegal(e) => e.reason.rule(),
            Refusal::Game(e) => e.illegality().and_then(Illegality::rule),
            Refusal::Notation(e) => e.illegality().and_then(Illegality::rule),
            Refusal::Way { reason, .. } => reason.rule(),
            Refusal::Castling(c) => c.rule(),
            _ => None,
        }
    }
}

impl Refusal {
    /// The ruling a player is sent to in a game of `rules`: [`Refusal::rule`],
    /// and in Immortal chess I-6 for a move that would leave the king
    /// attacked (the swap's check test, which a close mate comes from).
    pub(crate) fn rule_in(&self, rules: Rules) -> Option<&'static str> {
        self.rule().or_else(|| {
            (rules == Rules::Immortal && self.illegality() == Some(Illegality::LeavesKingInCheck))
                .then_some("I-6")
        })
    }

    /// Why the move is illegal, where the refusal carries the reason.
    fn illegality(&self) -> Option<Illegality> {
        match self {
            Refusal::Illegal(e) => Some(e.reason),
            Refusal::Game(e) => e.illegality(),
            Refusal::Notation(e) => e.illegality(),
            Refusal::Way { reason, .. } => Some(*reason),
            _ => None,
        }
    }

    /// What the board says of the refusal, in words of either language:
    /// the key of its text (group `refusal`) and the arguments.
    pub(crate) fn message(&self) -> Message {
        match self {
            Refusal::Game(e) => game_message(e),
            Refusal::Notation(e) => notation_message(e),
            Refusal::Illegal(e) => illegal_message(e),
            Refusal::Way { from, to, reason } => illegality_message(*reason)
                .with("from", from)
                .with("to", to),
            Refusal::Castling(c) => c.message(),
            Refusal::NoUnit(square) => Message::new("no_unit").with("square", square),
            Refusal::NotYours { square, turn } => Message::new("not_yours")
                .with("square", square)
                .with("turn", color_arg(*turn)),
            Refusal::ChoosePromotion(roles) => {
                Message::new("choose_promotion").with("roles", role_list(roles))
            }
            Refusal::NoSuchMove { from, to } => Message::new("no_such_move")
                .with("from", from)
                .with("to", to),
            Refusal::ComputersTurn => Message::new("computers_turn"),
            Refusal::Full { max } => Message::new("full").with("max", max),
            Refusal::TooLong { max } => Message::new("too_long").with("max", max),
            Refusal::NoSuchPly { ply, moves } => Message::new("no_such_ply")
                .with("ply", ply)
                .with("moves", moves),
            Refusal::NothingToAnalyse => Message::new("nothing_to_analyse"),
            Refusal::EngineCannotReplay => Message::new("engine_cannot_replay"),
            Refusal::PgnNotWritten => Message::new("pgn_not_written"),
            Refusal::NothingToTakeBack => Message::new("nothing_to_take_back"),
            Refusal::ComputerPlaysOn => Message::new("computer_plays_on"),
        }
    }
}

fn illegal_message(e: &IllegalMoveError) -> Message {
    illegality_message(e.reason)
        .with("from", e.uci.from)
        .with("to", e.uci.to)
}

fn game_message(error: &GameError) -> Message {
    match error {
        GameError::IllegalMove(e) | GameError::Uci(UciError::Illegal(e)) => illegal_message(e),
        GameError::Uci(UciError::Syntax { text, .. }) => {
            Message::new("syntax").with("text", text).with("column", 1)
        }
        GameError::GameOver(_) | GameError::Resigned(_) => Message::new("game_over"),
        GameError::NoDrawToClaim => Message::new("no_draw_to_claim"),
        GameError::Fen(e) => Message::new("fen").with("detail", e),
        GameError::WrongVariant { found, .. } => {
            Message::new("wrong_variant").with("detail", found)
        }
        GameError::Rules(e) => Message::new("settings").with("detail", e),
        GameError::Replay { ply, text, error } => Message::new("replay")
            .with("ply", ply)
            .with("move", text)
            .with("detail", error),
        GameError::Pgn(e) => Message::new("pgn").with("detail", e),
        GameError::NoPgnGame => Message::new("no_pgn_game"),
        GameError::Notation(e) => notation_message(e),
        GameError::Result(what) => Message::new("pgn_result").with("detail", what),
        // A kind of error the game crate adds later: its own words.
        other => Message::new("other").with("detail", other),
    }
}

fn notation_message(error: &MoveError) -> Message {
    match error {
        MoveError::Syntax(e) => Message::new("syntax")
            .with("text", &e.text)
            .with("column", e.column),
        MoveError::Illegal { text, reason, .. } => illegality_message(*reason).with("text", text),
    }
}

/// Why a move is illegal, by its text's key (the rulings' ids are in the
/// texts: `refusal.locked` names I-3) and the arguments.
fn illegality_message(why: Illegality) -> Message {
    match why {
        Illegality::NotAMove => Message::new("not_a_move"),
        Illegality::Blocked => Message::new("blocked"),
        Illegality::LeavesKingInCheck => Message::new("leaves_king_in_check"),
        Illegality::CastlingNotAllowed => Message::new("castling_not_allowed"),
        Illegality::CastlingSpelledOtherwise { variant, color } => {
            let code = match variant {
                Variant::Chess => "castling_spelled_chess",
                Variant::Immortal => "castling_spelled_immortal",
                Variant::Linear => "castling_spelled_linear",
            };
            let rank = match color {
                Color::White => '1',
                Color::Black => '8',
            };
            Message::new(code).with("rank", rank)
        }
        Illegality::Locked => Message::new("locked"),
        Illegality::OverLineLimit => Message::new("over_line_limit"),
        Illegality::GameOver => Message::new("game_over"),
        Illegality::BadPromotion {
            written,
            line: Some(line),
        } => Message::new("bad_promotion_line")
            .with("written", role_arg(written))
            .with("line", role_arg(line)),
        Illegality::BadPromotion {
            written,
            line: None,
        } => Message::new("bad_promotion").with("written", role_arg(written)),
        Illegality::NothingToMove => Message::new("nothing_to_move"),
        Illegality::NoSuchUnit { role } => {
            Message::new("no_such_unit").with("role", role_arg(role))
        }
        Illegality::CannotReach { role } => {
            Message::new("cannot_reach_role").with("role", role_arg(role))
        }
        Illegality::OwnUnitOnTarget => Message::new("own_unit_on_target"),
        Illegality::NothingToCapture => Message::new("nothing_to_capture"),
        Illegality::UnmarkedPawnCapture => Message::new("unmarked_pawn_capture"),
        Illegality::CapturedUnitMismatch {
            written,
            found: Some(found),
        } => Message::new("captured_unit_mismatch")
            .with("written", role_arg(written))
            .with("found", role_arg(found)),
        Illegality::CapturedUnitMismatch {
            written,
            found: None,
        } => Message::new("captured_unit_missing").with("written", role_arg(written)),
        Illegality::PromotionMissing => Message::new("promotion_missing"),
        Illegality::PromotionNotAllowed => Message::new("promotion_not_allowed"),
        Illegality::Ambiguous { origins } => {
            Message::new("ambiguous").with("candidates", squares(origins))
        }
        // A reason the board crate adds later: its own words.
        other => Message::new("other").with("detail", other),
    }
}

fn role_list(roles: &[Role]) -> String {
    roles
        .iter()
        .map(|r| role_arg(*r))
        .collect::<Vec<_>>()
        .join(",")
}

fn squares(set: Bitboard) -> String {
    set.into_iter()
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn role_letters(roles: &[Role]) -> String {
    roles
        .iter()
        .map(|r| r.char().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
