//! PGN: a streaming reader, the export-format writer, and replaying games on
//! a rule set (RULES.md Part III: the `Variant`, `LineLimit`, `SetUp` and
//! `FEN` tags).
//!
//! The data model is plain: a [`PgnGame`] holds tags and moves as written
//! ([`PgnMove`]), with comments, NAGs and variations. Nothing is checked
//! against the rules until [`replay`] plays the main line on a
//! [`danilchuk_board::Position`].

mod lexer;
mod model;
mod reader;
mod replay;
mod writer;

pub use model::{GameResult, PgnGame, PgnMove, Span, Tag, Variation};
#[allow(deprecated)]
pub use reader::read_all;
pub use reader::{PgnReader, MAX_LINE_BYTES, MAX_VARIATION_DEPTH};
pub(crate) use replay::play_main_line;
pub use replay::{
    is_null_move, record, replay, setting_from_tag, start_position, Replay, NULL_MOVE,
};
pub use writer::{write_game, write_games, MAX_LINE, SEVEN_TAG_ROSTER};
