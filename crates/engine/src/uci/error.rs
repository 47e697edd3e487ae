//! What can be wrong with a UCI command line: answered by an `info string`
//! that says what and where; never fatal.

use danilchuk_game::GameError;

use danilchuk_variant::{Rules, UnknownRules};
use thiserror::Error;

pub use crate::uci::go::GoError;

/// An error in one UCI command line.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum UciError {
    /// A line with bytes that are not UTF-8 (treated as an unknown command).
    #[error("a line that is not UTF-8 text: ignored")]
    NotUtf8,
    /// A command the engine does not know.
    #[error("unknown command {0:?}")]
    UnknownCommand(String),
    /// `setoption` without `name NAME`.
    #[error("setoption needs: setoption name NAME [value VALUE]")]
    SetOptionSyntax,
    /// `setoption name X` for an option the engine does not have.
    #[error("unknown option {0:?}")]
    UnknownOption(String),
    /// A spin option's value outside its range or not a number.
    #[error("{name} must be {min}..{max}, not {value:?}")]
    OutOfRange {
        /// The option.
        name: &'static str,
        /// Its least value.
        min: u64,
        /// Its greatest value.
        max: u64,
        /// The value given.
        value: String,
    },
    /// A check option's value other than `true` or `false`.
    #[error("{name} must be true or false, not {value:?}")]
    NotABool {
        /// The option.
        name: &'static str,
        /// The value given.
        value: String,
    },
    /// `UCI_Variant` with a name that is no rule set.
    #[error(transparent)]
    Variant(#[from] UnknownRules),
    /// `position` without `startpos` or `fen FEN`.
    #[error("position needs: position startpos|fen FEN [moves ...]")]
    PositionSyntax,
    /// A FEN the rule set does not accept.
    #[error("bad position ({rules}): {source}")]
    Fen {
        /// The rule set of the session.
        rules: Rules,
        /// Why the FEN was refused.
        source: GameError,
    },
    /// A move of `position ... moves` that is not legal: the whole
    /// `position` command is refused.
    #[error("position refused: move {index} ({text}): {source}")]
    Move {
        /// Its number in the list, from 1.
        index: usize,
        /// The move as given.
        text: String,
        /// Why it was refused.
        source: GameError,
    },
    /// A word of `go`.
    #[error(transparent)]
    Go(#[from] GoError),
}
