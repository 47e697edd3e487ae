//! The line limit: the game's level of difficulty (L-8).

use core::fmt;
use core::str::FromStr;

/// How many non-pawn units one side may have on one file (RULES.md L-8).
///
/// The source's three levels of difficulty: no limit (the default), at most
/// three, at most two. The limit is a game setting, not part of the position's
/// FEN. A move (promotion included) that would put more than the limit of the
/// mover's units on the file it lands on is illegal; a move along the piece's
/// own file and castling never change a count.
///
/// Text forms (for command lines and the PGN `LineLimit` tag): `none` (also
/// `unlimited`, `-` or `0`), `3`, `2`.
///
/// ```
/// use danilchuk_linear::LineLimit;
///
/// assert_eq!(LineLimit::default(), LineLimit::Unlimited);
/// assert_eq!(LineLimit::Two.max_per_line(), Some(2));
/// assert_eq!("3".parse::<LineLimit>(), Ok(LineLimit::Three));
/// assert_eq!(LineLimit::Unlimited.to_string(), "none");
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum LineLimit {
    /// Level 1: any number of units per line (the default).
    #[default]
    Unlimited,
    /// Level 2: at most three units of a side per line.
    Three,
    /// Level 3: at most two units of a side per line.
    Two,
}

/// The text names no line limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLineLimit(pub String);

impl LineLimit {
    /// The three levels, easiest first.
    pub const ALL: [LineLimit; 3] = [LineLimit::Unlimited, LineLimit::Three, LineLimit::Two];

    /// The most non-pawn units of one side on one file, or `None` for no limit.
    #[inline]
    #[must_use]
    pub const fn max_per_line(self) -> Option<u32> {
        match self {
            LineLimit::Unlimited => None,
            LineLimit::Three => Some(3),
            LineLimit::Two => Some(2),
        }
    }

    /// The limit with at most `max` units per line: `None` is no limit;
    /// only 3 and 2 are levels of the game.
    #[must_use]
    pub const fn from_max(max: Option<u32>) -> Option<LineLimit> {
        match max {
            None => Some(LineLimit::Unlimited),
            Some(3) => Some(LineLimit::Three),
            Some(2) => Some(LineLimit::Two),
            Some(_) => None,
        }
    }
}

impl FromStr for LineLimit {
    type Err = UnknownLineLimit;

    /// Accepts `none`, `unlimited`, `-` or `0` for no limit (any case), and
    /// `3` or `2`.
    fn from_str(s: &str) -> Result<LineLimit, UnknownLineLimit> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" | "unlimited" | "-" | "0" => Ok(LineLimit::Unlimited),
            "3" => Ok(LineLimit::Three),
            "2" => Ok(LineLimit::Two),
            _ => Err(UnknownLineLimit(s.into())),
        }
    }
}

impl fmt::Display for LineLimit {
    /// `none`, `3` or `2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LineLimit::Unlimited => "none",
            LineLimit::Three => "3",
            LineLimit::Two => "2",
        })
    }
}

impl fmt::Display for UnknownLineLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown line limit {} (expected none, 3 or 2)",
            danilchuk_board::Excerpt(&self.0)
        )
    }
}

impl std::error::Error for UnknownLineLimit {}
