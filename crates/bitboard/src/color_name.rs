//! Reading a side's name: `FromStr` for [`Color`].

use core::fmt;
use core::str::FromStr;

use crate::color::Color;

/// The text is not a side's name (`white`, `black`, `w` or `b`, in any
/// case).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseColorError;

impl fmt::Display for ParseColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a side (expected white, black, w or b)")
    }
}

impl core::error::Error for ParseColorError {}

impl FromStr for Color {
    type Err = ParseColorError;

    /// Reads what [`fmt::Display`] writes (`white`, `black`) and the FEN
    /// letters (`w`, `b`), in any case, white space around them dropped.
    ///
    /// ```
    /// use danilchuk_bitboard::Color;
    ///
    /// assert_eq!("white".parse(), Ok(Color::White));
    /// assert_eq!(" Black ".parse(), Ok(Color::Black));
    /// assert_eq!("b".parse(), Ok(Color::Black));
    /// assert!("red".parse::<Color>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Color, ParseColorError> {
        let text = text.trim();
        for (color, name) in [(Color::White, "white"), (Color::Black, "black")] {
            if text.eq_ignore_ascii_case(name) || text.eq_ignore_ascii_case(&name[..1]) {
                return Ok(color);
            }
        }
        Err(ParseColorError)
    }
}
