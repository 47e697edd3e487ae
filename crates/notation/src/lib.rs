#![doc = include_str!("../README.md")]
// A value a caller drops by mistake, and a failure without its conditions
// written down, are what the library crates refuse.
#![warn(clippy::must_use_candidate, clippy::missing_errors_doc)]

mod any;
mod error;
// The fuzz targets' entry into the parsers: public for fuzz/ only, so
// hidden from the documented API (docs.rs builds with every feature).
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing;
pub mod letters;
mod letters_name;
mod long;
mod long_syntax;
mod movetext;
pub mod pgn;
mod resolve;
mod san;
mod san_checked;
mod syntax;
mod uci;

pub use crate::any::parse_move;
#[allow(deprecated)]
pub use crate::any::parse_typed_move;
pub use crate::error::{
    IoError, MoveError, MoveNumber, Notation, PgnError, PgnErrorKind, SyntaxError,
};
pub use crate::letters::Letters;
pub use crate::letters_name::ParseLettersError;
pub use crate::long::{parse_long, write_long};
pub use crate::long_syntax::{Long, LongPlus, LongStyle};
pub use crate::movetext::{parse_movetext, write_line, write_movetext, MoveFormat};
pub use crate::san::{parse_san, write_san, San, SanPlus};
pub use crate::san_checked::write_san_checked;
pub use crate::syntax::Suffix;
#[allow(deprecated)]
pub use crate::uci::{move_error, write_uci};
