//! Piece types and coloured pieces.

use core::fmt;

use danilchuk_bitboard::Color;

/// A piece type.
///
/// With the `serde` feature it travels as its [`fmt::Display`] name,
/// `"pawn"` to `"king"`; `"Pawn"` to `"King"` (the form before) are read
/// too.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Role {
    #[cfg_attr(feature = "serde", serde(alias = "Pawn"))]
    Pawn = 0,
    #[cfg_attr(feature = "serde", serde(alias = "Knight"))]
    Knight,
    #[cfg_attr(feature = "serde", serde(alias = "Bishop"))]
    Bishop,
    #[cfg_attr(feature = "serde", serde(alias = "Rook"))]
    Rook,
    #[cfg_attr(feature = "serde", serde(alias = "Queen"))]
    Queen,
    #[cfg_attr(feature = "serde", serde(alias = "King"))]
    King,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The index, 0 for the pawn.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case English letter (`p n b r q k`), as in FEN and UCI.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The upper-case English letter (`P N B R Q K`), as in SAN.
    #[must_use]
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// Parses an English letter in either case.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// The Russian letters of RULES.md Part III: `Кр Ф Л С К` (Cyrillic);
    /// the pawn has none.
    #[must_use]
    pub const fn russian(self) -> &'static str {
        match self {
            Role::Pawn => "",
            Role::Knight => "К",
            Role::Bishop => "С",
            Role::Rook => "Л",
            Role::Queen => "Ф",
            Role::King => "Кр",
        }
    }

    /// The Unicode chess symbol of this role for `color` (`♔♕♖♗♘♙` for
    /// White, `♚♛♜♝♞♟` for Black).
    ///
    /// ```
    /// use danilchuk_board::{Color, Role};
    /// assert_eq!(Role::Knight.unicode_char(Color::White), '♘');
    /// assert_eq!(Role::Pawn.unicode_char(Color::Black), '♟');
    /// ```
    #[must_use]
    pub const fn unicode_char(self, color: Color) -> char {
        match (color, self) {
            (Color::White, Role::King) => '♔',
            (Color::White, Role::Queen) => '♕',
            (Color::White, Role::Rook) => '♖',
            (Color::White, Role::Bishop) => '♗',
            (Color::White, Role::Knight) => '♘',
            (Color::White, Role::Pawn) => '♙',
            (Color::Black, Role::King) => '♚',
            (Color::Black, Role::Queen) => '♛',
            (Color::Black, Role::Rook) => '♜',
            (Color::Black, Role::Bishop) => '♝',
            (Color::Black, Role::Knight) => '♞',
            (Color::Black, Role::Pawn) => '♟',
        }
    }

    /// The English name, lower case (`pawn`, `knight`, ...), as `Display`
    /// writes it.
    ///
    /// ```
    /// use danilchuk_board::Role;
    /// assert_eq!(Role::Bishop.name(), "bishop");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// Whether units of this role slide along lines (bishop, rook, queen).
    ///
    /// ```
    /// use danilchuk_board::Role;
    /// assert!(Role::Queen.is_slider() && !Role::Knight.is_slider());
    /// ```
    #[must_use]
    pub const fn is_slider(self) -> bool {
        matches!(self, Role::Bishop | Role::Rook | Role::Queen)
    }

    /// The piece of this role and `color`.
    #[inline]
    #[must_use]
    pub const fn of(self, color: Color) -> Piece {
        Piece { color, role: self }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A coloured piece.
///
/// ```
/// use danilchuk_board::{Color, Piece, Role};
/// let p = Piece::from_char('N').unwrap();
/// assert_eq!(p, Role::Knight.of(Color::White));
/// assert_eq!(p.char(), 'N');
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// The side it belongs to.
    pub color: Color,
    /// Its type.
    pub role: Role,
}

impl Piece {
    /// The piece of `color` and `role` (the same as [`Role::of`]).
    ///
    /// ```
    /// use danilchuk_board::{Color, Piece, Role};
    /// assert_eq!(Piece::new(Color::Black, Role::Queen).char(), 'q');
    /// ```
    #[inline]
    #[must_use]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The Unicode chess symbol (`♔` for the white king, `♟` for a black pawn).
    ///
    /// ```
    /// use danilchuk_board::{Color, Piece, Role};
    /// assert_eq!(Role::Queen.of(Color::White).unicode_char(), '♕');
    /// assert_eq!(Piece::from_unicode_char('♞'), Some(Role::Knight.of(Color::Black)));
    /// ```
    #[must_use]
    pub const fn unicode_char(self) -> char {
        self.role.unicode_char(self.color)
    }

    /// Parses a Unicode chess symbol.
    #[must_use]
    pub const fn from_unicode_char(c: char) -> Option<Piece> {
        let (color, role) = match c {
            '♔' => (Color::White, Role::King),
            '♕' => (Color::White, Role::Queen),
            '♖' => (Color::White, Role::Rook),
            '♗' => (Color::White, Role::Bishop),
            '♘' => (Color::White, Role::Knight),
            '♙' => (Color::White, Role::Pawn),
            '♚' => (Color::Black, Role::King),
            '♛' => (Color::Black, Role::Queen),
            '♜' => (Color::Black, Role::Rook),
            '♝' => (Color::Black, Role::Bishop),
            '♞' => (Color::Black, Role::Knight),
            '♟' => (Color::Black, Role::Pawn),
            _ => return None,
        };
        Some(Piece { color, role })
    }

    /// The same role in the other colour (what an Immortal swap never
    /// does, but a board editor may).
    ///
    /// ```
    /// use danilchuk_board::{Color, Role};
    /// assert_eq!(Role::Rook.of(Color::White).opposite(), Role::Rook.of(Color::Black));
    /// ```
    #[inline]
    #[must_use]
    pub const fn opposite(self) -> Piece {
        Piece {
            color: self.color.other(),
            role: self.role,
        }
    }

    /// The FEN letter: upper case for White.
    #[must_use]
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// Parses a FEN letter.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) => Some(Piece {
                color: if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                },
                role,
            }),
            None => None,
        }
    }

    /// A dense index 0..12 for per-piece tables (White's six first).
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.color as usize * 6 + self.role as usize
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.role)
    }
}
