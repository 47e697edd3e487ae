//! Why the session has no position to search: the last `position` command
//! was refused, for a [`UciError`] in it or because its line was longer
//! than the engine reads (then its end, with its last moves, was never
//! seen, and answering for its first part would answer a position the GUI
//! did not send).

use std::fmt;

use crate::uci::error::UciError;
use crate::uci::input::MAX_LINE;

/// Why the last `position` command was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    /// An error in the command.
    Command(UciError),
    /// The command's line had this many bytes, more than [`MAX_LINE`].
    TooLong(u64),
}

impl From<UciError> for Refused {
    fn from(error: UciError) -> Refused {
        Refused::Command(error)
    }
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::Command(error) => error.fmt(f),
            Refused::TooLong(bytes) => write!(
                f,
                "its line has {bytes} bytes, more than the {MAX_LINE} this engine reads"
            ),
        }
    }
}
