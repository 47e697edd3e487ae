//! An end the players declare rather than the rules: a claimed or agreed
//! draw, or a resignation.

use danilchuk_board::{Color, DrawReason};

/// An end the players declared in the current position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Declared {
    /// A claimed or agreed draw.
    Draw(DrawReason),
    /// This side resigned.
    Resigned(Color),
}
