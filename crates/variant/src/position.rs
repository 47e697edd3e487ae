//! A position of the rule set chosen at run time.

use core::fmt;

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

use crate::Rules;

/// A position of any of the three rule sets, chosen at run time by its
/// [`Rules`]: what a GUI, a server or a UCI engine keeps when the user
/// picks the variant.
///
/// It implements [`Position`] with `type Settings = Rules`, so the rule set
/// is the settings: `AnyPosition::starting_with(rules)`,
/// `AnyPosition::from_fen_with(fen, rules)`, and every generic function
/// (perft, notation, `Game<AnyPosition>`) work unchanged. Every method is
/// passed to the inner position, the ones a rule set overrides included, so
/// an `AnyPosition` answers exactly as the position it holds. It is `Copy`
/// like the three positions.
///
/// ```
/// use danilchuk_board::{perft, Position, Variant};
/// use danilchuk_variant::{AnyPosition, Rules};
///
/// let rules: Rules = "immortal".parse()?;
/// let mut pos = AnyPosition::starting_with(rules);
/// assert_eq!(pos.variant(), Variant::Immortal);
/// assert_eq!(pos.legal_moves().len(), 22); // 20 classical moves, 0-0 and 0-0-0
/// assert_eq!(perft(&pos, 2), 22 * 22);
/// let m = pos.parse_uci("e2e4")?;
/// pos.play(m)?;
/// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 - -");
/// // The inner position, when the rule set's own methods are needed.
/// assert_eq!(pos.as_immortal().map(|p| p.locks().len()), Some(0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyPosition {
    /// A classical position.
    Chess(Chess),
    /// An Immortal position.
    Immortal(Immortal),
    /// A Linear position (with its line limit).
    Linear(Linear),
}

impl AnyPosition {
    /// The rule set and its settings (the same as [`Position::settings`]).
    #[must_use]
    pub fn rules(&self) -> Rules {
        match self {
            AnyPosition::Chess(_) => Rules::Chess,
            AnyPosition::Immortal(_) => Rules::Immortal,
            AnyPosition::Linear(pos) => Rules::Linear(pos.line_limit()),
        }
    }

    /// The classical position, if it is one.
    #[must_use]
    pub const fn as_chess(&self) -> Option<&Chess> {
        match self {
            AnyPosition::Chess(pos) => Some(pos),
            _ => None,
        }
    }

    /// The Immortal position, if it is one.
    #[must_use]
    pub const fn as_immortal(&self) -> Option<&Immortal> {
        match self {
            AnyPosition::Immortal(pos) => Some(pos),
            _ => None,
        }
    }

    /// The Linear position, if it is one.
    #[must_use]
    pub const fn as_linear(&self) -> Option<&Linear> {
        match self {
            AnyPosition::Linear(pos) => Some(pos),
            _ => None,
        }
    }

    /// The classical position, or `self` back if it is another.
    ///
    /// # Errors
    ///
    /// The position itself, unchanged, when it is of another rule set.
    pub fn into_chess(self) -> Result<Chess, AnyPosition> {
        match self {
            AnyPosition::Chess(pos) => Ok(pos),
            other => Err(other),
        }
    }

    /// The Immortal position, or `self` back if it is another.
    ///
    /// # Errors
    ///
    /// The position itself, unchanged, when it is of another rule set.
    pub fn into_immortal(self) -> Result<Immortal, AnyPosition> {
        match self {
            AnyPosition::Immortal(pos) => Ok(pos),
            other => Err(other),
        }
    }

    /// The Linear position, or `self` back if it is another.
    ///
    /// # Errors
    ///
    /// The position itself, unchanged, when it is of another rule set.
    pub fn into_linear(self) -> Result<Linear, AnyPosition> {
        match self {
            AnyPosition::Linear(pos) => Ok(pos),
            other => Err(other),
        }
    }
}

impl Default for AnyPosition {
    /// The classical starting position.
    fn default() -> AnyPosition {
        AnyPosition::Chess(Chess::starting())
    }
}

impl From<Chess> for AnyPosition {
    fn from(pos: Chess) -> AnyPosition {
        AnyPosition::Chess(pos)
    }
}

impl From<Immortal> for AnyPosition {
    fn from(pos: Immortal) -> AnyPosition {
        AnyPosition::Immortal(pos)
    }
}

impl From<Linear> for AnyPosition {
    fn from(pos: Linear) -> AnyPosition {
        AnyPosition::Linear(pos)
    }
}

impl TryFrom<AnyPosition> for Chess {
    type Error = AnyPosition;
    fn try_from(pos: AnyPosition) -> Result<Chess, AnyPosition> {
        pos.into_chess()
    }
}

impl TryFrom<AnyPosition> for Immortal {
    type Error = AnyPosition;
    fn try_from(pos: AnyPosition) -> Result<Immortal, AnyPosition> {
        pos.into_immortal()
    }
}

impl TryFrom<AnyPosition> for Linear {
    type Error = AnyPosition;
    fn try_from(pos: AnyPosition) -> Result<Linear, AnyPosition> {
        pos.into_linear()
    }
}

impl fmt::Display for AnyPosition {
    /// The FEN, every field of the rule set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}
