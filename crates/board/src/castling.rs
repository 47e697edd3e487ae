//! Castling rights as four flags.

use core::fmt;

use danilchuk_bitboard::Color;

/// Which castling a [`CastlingRights`] flag is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CastlingSide {
    /// The king's wing: the h-rook (`K`/`k` in FEN).
    KingSide,
    /// The queen's wing: the a-rook, or in Linear chess the queen (`Q`/`q`).
    QueenSide,
}

impl CastlingSide {
    /// Both wings, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];
}

/// A set of castling flags: for each colour, king side and queen side.
///
/// The same type holds Immortal reverse-castling rights (FEN field 7).
///
/// ```
/// use danilchuk_board::{CastlingRights, CastlingSide, Color};
/// let rights: CastlingRights = "Kq".parse()?;
/// assert!(rights.has(Color::White, CastlingSide::KingSide));
/// assert!(!rights.has(Color::White, CastlingSide::QueenSide));
/// assert_eq!(rights.to_string(), "Kq");
/// # Ok::<(), danilchuk_board::CastlingRightsError>(())
/// ```
///
/// With the `serde` feature it travels as its 4-bit number (0 to 15);
/// deserialising any other number is an error, never a value that would
/// index past the Zobrist tables.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u8", into = "u8")
)]
pub struct CastlingRights(u8);

/// A number that is not a set of the four castling flags (above 15).
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("castling rights are a 4-bit set of flags (0 to 15), found {0}")]
pub struct CastlingBitsError(pub u8);

impl TryFrom<u8> for CastlingRights {
    type Error = CastlingBitsError;
    /// Exactly the numbers [`CastlingRights::bits`] gives: 0 to 15.
    fn try_from(bits: u8) -> Result<CastlingRights, CastlingBitsError> {
        if bits <= CastlingRights::ALL.0 {
            Ok(CastlingRights(bits))
        } else {
            Err(CastlingBitsError(bits))
        }
    }
}

impl From<CastlingRights> for u8 {
    fn from(rights: CastlingRights) -> u8 {
        rights.0
    }
}

/// A castling field that is not `-` nor a sequence of distinct letters from `KQkq` in that order.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "expected '-' or distinct letters from KQkq in that order, found {}",
    crate::Excerpt(.0)
)]
pub struct CastlingRightsError(pub String);

impl CastlingRights {
    /// No right. Named like [`danilchuk_bitboard::Bitboard::EMPTY`]: the
    /// empty set is `EMPTY` throughout the workspace.
    pub const EMPTY: CastlingRights = CastlingRights(0);
    /// All four flags.
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (color as u8 * 2
            + match side {
                CastlingSide::KingSide => 0,
                CastlingSide::QueenSide => 1,
            })
    }

    /// The set with exactly one flag.
    #[must_use]
    pub const fn single(color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(Self::bit(color, side))
    }

    /// Whether the flag is set.
    #[inline]
    #[must_use]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    /// Whether `color` has any flag.
    #[inline]
    #[must_use]
    pub const fn has_any(self, color: Color) -> bool {
        self.0 & (0b11 << (color as u8 * 2)) != 0
    }

    /// Whether no flag is set.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Sets a flag.
    #[inline]
    pub fn add(&mut self, color: Color, side: CastlingSide) {
        self.0 |= Self::bit(color, side);
    }

    /// Clears a flag.
    #[inline]
    pub fn discard(&mut self, color: Color, side: CastlingSide) {
        self.0 &= !Self::bit(color, side);
    }

    /// Clears both of `color`'s flags.
    #[inline]
    pub fn discard_color(&mut self, color: Color) {
        self.0 &= !(0b11 << (color as u8 * 2));
    }

    /// The flags that remain after removing those of `other`.
    #[inline]
    #[must_use]
    pub const fn without(self, other: CastlingRights) -> CastlingRights {
        CastlingRights(self.0 & !other.0)
    }

    /// The union of two sets.
    #[inline]
    #[must_use]
    pub const fn union(self, other: CastlingRights) -> CastlingRights {
        CastlingRights(self.0 | other.0)
    }

    /// The flags as a 4-bit number (for Zobrist keys).
    #[inline]
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Builds from a 4-bit number; higher bits are ignored.
    #[inline]
    #[must_use]
    pub const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits & 0b1111)
    }
}

impl core::str::FromStr for CastlingRights {
    type Err = CastlingRightsError;
    fn from_str(s: &str) -> Result<CastlingRights, CastlingRightsError> {
        if s == "-" {
            return Ok(CastlingRights::EMPTY);
        }
        let mut rights = CastlingRights::EMPTY;
        let mut last = None;
        for c in s.chars() {
            let index = "KQkq"
                .find(c)
                .ok_or_else(|| CastlingRightsError(s.into()))?;
            if last.is_some_and(|l| index <= l) {
                return Err(CastlingRightsError(s.into()));
            }
            last = Some(index);
            rights.0 |= 1 << index;
        }
        if rights.is_empty() {
            return Err(CastlingRightsError(s.into()));
        }
        Ok(rights)
    }
}

impl fmt::Display for CastlingRights {
    /// FEN style: `KQkq` letters or `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (i, c) in "KQkq".chars().enumerate() {
            if self.0 & (1 << i) != 0 {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}
