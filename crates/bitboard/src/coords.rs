//! Files and ranks.

use core::fmt;

/// A file (column), `a` to `h`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
#[allow(missing_docs)]
pub enum File {
    A = 0,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

/// A rank (row), `1` to `8`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    First = 0,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

impl File {
    /// All files, `a` first.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file with index `i % 8`, without a bounds branch or a
    /// table load (the match compiles to the identity).
    #[inline(always)]
    pub(crate) const fn from_index_wrapping(i: u32) -> File {
        match i & 7 {
            0 => File::A,
            1 => File::B,
            2 => File::C,
            3 => File::D,
            4 => File::E,
            5 => File::F,
            6 => File::G,
            _ => File::H,
        }
    }

    /// The file with index `i` (0 = `a`), if `i < 8`.
    #[inline]
    #[must_use]
    pub const fn new(i: u32) -> Option<File> {
        if i < 8 {
            Some(File::from_index_wrapping(i))
        } else {
            None
        }
    }

    /// The index, 0 for `a`.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter, `a` to `h`.
    #[inline]
    #[must_use]
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// Parses a lower-case file letter.
    #[inline]
    #[must_use]
    pub const fn from_char(c: char) -> Option<File> {
        if c >= 'a' && c <= 'h' {
            File::new(c as u32 - 'a' as u32)
        } else {
            None
        }
    }

    /// The file `delta` files to the right (negative: left), if on the board.
    #[inline]
    #[must_use]
    pub const fn offset(self, delta: i32) -> Option<File> {
        let i = self as i32 + delta;
        if i >= 0 && i < 8 {
            Some(File::from_index_wrapping(i as u32))
        } else {
            None
        }
    }
}

impl Rank {
    /// All ranks, `1` first.
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];

    /// The rank with index `i % 8`, without a bounds branch or a
    /// table load (the match compiles to the identity).
    #[inline(always)]
    pub(crate) const fn from_index_wrapping(i: u32) -> Rank {
        match i & 7 {
            0 => Rank::First,
            1 => Rank::Second,
            2 => Rank::Third,
            3 => Rank::Fourth,
            4 => Rank::Fifth,
            5 => Rank::Sixth,
            6 => Rank::Seventh,
            _ => Rank::Eighth,
        }
    }

    /// The rank with index `i` (0 = rank 1), if `i < 8`.
    #[inline]
    #[must_use]
    pub const fn new(i: u32) -> Option<Rank> {
        if i < 8 {
            Some(Rank::from_index_wrapping(i))
        } else {
            None
        }
    }

    /// The index, 0 for rank 1.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The digit, `1` to `8`.
    #[inline]
    #[must_use]
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// Parses a rank digit.
    #[inline]
    #[must_use]
    pub const fn from_char(c: char) -> Option<Rank> {
        if c >= '1' && c <= '8' {
            Rank::new(c as u32 - '1' as u32)
        } else {
            None
        }
    }

    /// The rank `delta` ranks up (negative: down), if on the board.
    #[inline]
    #[must_use]
    pub const fn offset(self, delta: i32) -> Option<Rank> {
        let i = self as i32 + delta;
        if i >= 0 && i < 8 {
            Some(Rank::from_index_wrapping(i as u32))
        } else {
            None
        }
    }

    /// The same rank seen from Black's side when `color` is Black
    /// (rank 1 becomes rank 8), unchanged for White.
    #[inline]
    #[must_use]
    pub const fn relative_to(self, color: crate::Color) -> Rank {
        match color {
            crate::Color::White => self,
            crate::Color::Black => Rank::from_index_wrapping(7 - self as u32),
        }
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}
