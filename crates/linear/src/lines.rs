//! The line maps: which piece type each file is, for each side (L-2, L-7).

use core::fmt;
use core::str::FromStr;

use danilchuk_board::{Bitboard, Color, File, Role};

/// The piece type of each file for a side that has not castled (L-2):
/// a and h rook, b and g knight, c and f bishop, d queen, e king.
const UNCASTLED: [Role; 8] = [
    Role::Rook,
    Role::Knight,
    Role::Bishop,
    Role::Queen,
    Role::King,
    Role::Bishop,
    Role::Knight,
    Role::Rook,
];

/// The same after castling (L-7): the d- and e-lines are swapped.
const CASTLED: [Role; 8] = [
    Role::Rook,
    Role::Knight,
    Role::Bishop,
    Role::King,
    Role::Queen,
    Role::Bishop,
    Role::Knight,
    Role::Rook,
];

/// Both sides' line maps (RULES.md L-2, L-7).
///
/// Every file is the line of one piece type. Both sides start with the
/// classical map (king line e, queen line d); a side that castles swaps its
/// own king and queen lines for the rest of the game. The other files never
/// change. The map is FEN field 7: White's king file in upper case, then
/// Black's in lower case (`Ee` at the start, `De` after White castled).
///
/// ```
/// use danilchuk_linear::Lines;
/// use danilchuk_board::{Color, File, Role};
///
/// let mut lines = Lines::default();
/// assert_eq!(lines.to_string(), "Ee");
/// assert_eq!(lines.role_on(Color::White, File::G), Role::Knight);
/// lines.castle(Color::White);
/// assert_eq!(lines.king_file(Color::White), File::D);
/// assert_eq!(lines.role_on(Color::White, File::E), Role::Queen);
/// assert_eq!(lines.role_on(Color::Black, File::E), Role::King);
/// assert_eq!(lines.to_string(), "De");
/// assert_eq!("De".parse::<Lines>(), Ok(lines));
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lines {
    /// One bit per side (White bit 0, Black bit 1): whether its king and
    /// queen lines are swapped. Bits rather than a `[bool; 2]` indexed by
    /// the side, which the compiler copied to the stack to index.
    castled: u8,
}

/// FEN field 7 is not one of `Ee`, `De`, `Ed`, `Dd`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinesError(pub String);

impl Lines {
    /// Neither side has castled: the king line is e for both (`Ee`).
    pub const STARTING: Lines = Lines { castled: 0 };

    /// The map in which `white_castled` / `black_castled` say which sides
    /// have swapped their king and queen lines.
    #[must_use]
    pub const fn new(white_castled: bool, black_castled: bool) -> Lines {
        Lines {
            castled: white_castled as u8 | (black_castled as u8) << 1,
        }
    }

    /// Whether `color` has castled, so that its king line is d and its queen
    /// line e (L-7).
    #[inline]
    #[must_use]
    pub const fn has_castled(self, color: Color) -> bool {
        self.castled & Lines::bit(color) != 0
    }

    /// The bit of `color` in `castled`.
    #[inline]
    const fn bit(color: Color) -> u8 {
        1 << color as u8
    }

    /// Swaps `color`'s king and queen lines: what castling does (L-7).
    /// Castling is once per game, so this is only ever called once a side;
    /// calling it again swaps back.
    #[inline]
    pub fn castle(&mut self, color: Color) {
        self.castled ^= Lines::bit(color);
    }

    /// The piece type of `file` for `color` (L-2, L-7): every non-pawn unit
    /// of `color` on `file` is of this type (L-3).
    #[inline]
    #[must_use]
    pub const fn role_on(self, color: Color, file: File) -> Role {
        if self.has_castled(color) {
            CASTLED[file as usize]
        } else {
            UNCASTLED[file as usize]
        }
    }

    /// `color`'s king line: e, or d after castling.
    #[inline]
    #[must_use]
    pub const fn king_file(self, color: Color) -> File {
        if self.has_castled(color) {
            File::D
        } else {
            File::E
        }
    }

    /// `color`'s queen line: d, or e after castling.
    #[inline]
    #[must_use]
    pub const fn queen_file(self, color: Color) -> File {
        if self.has_castled(color) {
            File::E
        } else {
            File::D
        }
    }

    /// Every square of the files whose type is `role` for `color` (empty for
    /// the pawn, which has no line).
    #[must_use]
    pub const fn files_of(self, color: Color, role: Role) -> Bitboard {
        let mut squares = Bitboard::EMPTY;
        let mut i = 0;
        while i < 8 {
            let file = File::ALL[i];
            if self.role_on(color, file) as u8 == role as u8 {
                squares = squares.union(Bitboard::from_file(file));
            }
            i += 1;
        }
        squares
    }
}

impl FromStr for Lines {
    type Err = LinesError;

    /// Parses FEN field 7: `Ee`, `De`, `Ed` or `Dd`.
    fn from_str(s: &str) -> Result<Lines, LinesError> {
        let white = match s.as_bytes().first() {
            Some(b'E') => false,
            Some(b'D') => true,
            _ => return Err(LinesError(s.into())),
        };
        let black = match s.as_bytes().get(1) {
            Some(b'e') => false,
            Some(b'd') => true,
            _ => return Err(LinesError(s.into())),
        };
        if s.len() != 2 {
            return Err(LinesError(s.into()));
        }
        Ok(Lines::new(white, black))
    }
}

impl fmt::Display for Lines {
    /// FEN field 7: White's king file in upper case, Black's in lower case.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let white = self.king_file(Color::White).char().to_ascii_uppercase();
        let black = self.king_file(Color::Black).char();
        write!(f, "{white}{black}")
    }
}

impl fmt::Display for LinesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected White's king file (E or D) then Black's (e or d), such as Ee or De; found {}",
            danilchuk_board::Excerpt(&self.0)
        )
    }
}

impl std::error::Error for LinesError {}
