//! Why a network could not be read from a file or built from its parts.

use super::format::{MAGIC, VERSION};
use super::quantisation::MAX_HIDDEN;

/// Why a network could not be read or built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NetworkError {
    /// The file could not be opened or read.
    #[error("cannot read the network {path}: {kind}")]
    Io {
        /// The file.
        path: String,
        /// What the system said.
        kind: std::io::ErrorKind,
    },
    /// The path names no regular file: a FIFO, a device, a terminal or
    /// standard input (`/dev/stdin`), whose reading could wait forever or
    /// take the engine's own commands.
    #[error("cannot read the network {path}: not a regular file")]
    NotAFile {
        /// The path.
        path: String,
    },
    /// The file does not start with [`MAGIC`].
    #[error("not a network file: it does not start with {MAGIC:?}")]
    Magic,
    /// A version this engine does not read.
    #[error("network format version {0}; this engine reads version {VERSION}")]
    Version(u32),
    /// The rule set's name is not one of `chess`, `immortal`, `linear`.
    #[error("unknown rule set {0:?} in the network's header")]
    Variant(String),
    /// The kind's byte is neither 0 (evaluation) nor 1 (correction).
    #[error("unknown network kind {0} (0: evaluation, 1: correction)")]
    Kind(u8),
    /// The hidden width is 0 or too wide.
    #[error("hidden width {0} is not between 1 and {MAX_HIDDEN}")]
    Hidden(usize),
    /// The file ends inside a part.
    #[error("the network file ends inside its {part} (at byte {offset})")]
    Truncated {
        /// The part being read.
        part: &'static str,
        /// Where the file ended.
        offset: usize,
    },
    /// Bytes follow the output bias.
    #[error("{0} bytes follow the network's last part")]
    Trailing(usize),
    /// A part built in memory has the wrong length.
    #[error("the network's {part} has {len} values, not {expected}")]
    Length {
        /// The part.
        part: &'static str,
        /// Its length.
        len: usize,
        /// The length the hidden width asks for.
        expected: usize,
    },
}
