//! Bounded quotations of input text in error messages.

use core::fmt;

/// The most characters an error message quotes of one piece of input.
pub const EXCERPT_CHARS: usize = 48;

/// A text quoted for an error message: in full, `Debug`-escaped, when it is
/// at most [`EXCERPT_CHARS`] characters; otherwise its first
/// [`EXCERPT_CHARS`] characters and how long it was, so that a 10 MB token
/// is not repeated in full. Displaying costs
/// O([`EXCERPT_CHARS`]), whatever the text's length.
///
/// ```
/// use danilchuk_board::Excerpt;
/// assert_eq!(Excerpt("e4").to_string(), "\"e4\"");
/// let long = "x".repeat(1_000_000);
/// assert_eq!(
///     Excerpt(&long).to_string(),
///     format!("\"{}\"… (1000000 bytes)", "x".repeat(48)),
/// );
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Excerpt<'a>(pub &'a str);

impl fmt::Display for Excerpt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(EXCERPT_CHARS) {
            None => write!(f, "{:?}", self.0),
            Some((cut, _)) => write!(f, "{:?}… ({} bytes)", &self.0[..cut], self.0.len()),
        }
    }
}
