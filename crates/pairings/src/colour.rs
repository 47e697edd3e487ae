//! The two colours of a game.

/// White or black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Colour {
    /// White, `w` in TRF.
    White,
    /// Black, `b` in TRF.
    Black,
}

impl Colour {
    /// The other colour.
    #[must_use]
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The TRF letter: `w` or `b`.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}
