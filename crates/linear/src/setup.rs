//! The unvalidated Linear position and its FEN (Part III).

use core::fmt;
use core::str::FromStr;

use danilchuk_board::{
    CastlingRights, CastlingSide, Color, FenError, FenField, Role, Setup, Square,
};

use crate::Lines;

/// An unvalidated Linear position: FEN fields 1-6 plus field 7, the line
/// maps. [`crate::Linear::new`] (or `Position::from_setup`) validates it.
///
/// Parsing checks only the syntax of each field; the consistency checks of
/// Part III (every unit on its line, castling rights, en passant square, …)
/// are [`crate::Linear`]'s.
///
/// ```
/// use danilchuk_linear::{LinearSetup, Lines};
///
/// let setup: LinearSetup = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1".parse()?;
/// assert_eq!(setup.lines, Lines::STARTING);
/// assert_eq!(setup, LinearSetup::starting());
/// assert_eq!(setup.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 Ee");
/// # Ok::<(), danilchuk_board::FenError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LinearSetup {
    /// Fields 1-6. Field 3 uses only the queen-side flags (`Q`, `q`).
    pub setup: Setup,
    /// Field 7: the king-line files (`Ee` by default).
    pub lines: Lines,
}

impl Default for LinearSetup {
    fn default() -> LinearSetup {
        LinearSetup::starting()
    }
}

/// The castling flags of the starting position: `Qq` (L-7).
pub(crate) const STARTING_CASTLING: CastlingRights = CastlingRights::from_bits(
    CastlingRights::single(Color::White, CastlingSide::QueenSide).bits()
        | CastlingRights::single(Color::Black, CastlingSide::QueenSide).bits(),
);

impl LinearSetup {
    /// The starting position: classical placement, `Qq`, lines `Ee`.
    #[must_use]
    pub const fn starting() -> LinearSetup {
        let mut setup = Setup::starting();
        setup.castling = STARTING_CASTLING;
        LinearSetup {
            setup,
            lines: Lines::STARTING,
        }
    }

    /// Parses a Linear FEN: six classical fields (5 and 6 may be omitted),
    /// then field 7 (default `Ee`). Field 3 may only hold `Q`, `q` or `-`.
    ///
    /// # Errors
    ///
    /// [`FenError`] naming the field: fields 1-6 as
    /// [`Setup::parse_fen_prefix`] reads them, castling flags other than `Q`,
    /// `q` or `-`, a malformed field 7, or more than seven fields. Consistency
    /// is [`Linear::new`](crate::Linear::new)'s to check.
    pub fn parse_fen(fen: &str) -> Result<LinearSetup, FenError> {
        let (setup, rest) = Setup::parse_fen_prefix(fen)?;
        if setup.castling.has(Color::White, CastlingSide::KingSide)
            || setup.castling.has(Color::Black, CastlingSide::KingSide)
        {
            return Err(FenError::field(
                FenField::Castling,
                "Linear castling is the king-queen swap, written Q (White) and q (Black); K and k do not exist (L-7)",
            ));
        }
        let lines = match rest.as_slice() {
            [] => Lines::STARTING,
            [field] => field
                .parse()
                .map_err(|e| FenError::field(FenField::KingLines, e))?,
            more => {
                return Err(FenError::TooManyFields {
                    found: 6 + more.len(),
                    max: 7,
                    variant: "Linear",
                })
            }
        };
        Ok(LinearSetup { setup, lines })
    }
}

impl From<Setup> for LinearSetup {
    /// A Linear setup from classical FEN fields 1-6, with the line maps of
    /// the start (`Ee`) and castling rights translated (L-7): a side keeps
    /// a right (`Q`/`q`, the king-queen swap) when the classical setup gave
    /// it any castling right (so its king has not moved) and its king and
    /// queen stand on e1/d1 (e8/d8); `K`/`k` do not exist in Linear chess.
    ///
    /// ```
    /// use danilchuk_board::Setup;
    /// use danilchuk_linear::LinearSetup;
    /// assert_eq!(LinearSetup::from(Setup::starting()), LinearSetup::starting());
    /// let (no_queen, _) = Setup::parse_fen_prefix("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// assert_eq!(LinearSetup::from(no_queen).to_string(),
    ///     "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Q - 0 1 Ee");
    /// # Ok::<(), danilchuk_board::FenError>(())
    /// ```
    fn from(mut setup: Setup) -> LinearSetup {
        let mut castling = CastlingRights::EMPTY;
        for color in Color::ALL {
            let king = setup.board.piece_at(Square::E1.relative_to(color));
            let queen = setup.board.piece_at(Square::D1.relative_to(color));
            if setup.castling.has_any(color)
                && king == Some(Role::King.of(color))
                && queen == Some(Role::Queen.of(color))
            {
                castling.add(color, CastlingSide::QueenSide);
            }
        }
        setup.castling = castling;
        LinearSetup {
            setup,
            lines: Lines::STARTING,
        }
    }
}

impl FromStr for LinearSetup {
    type Err = FenError;
    fn from_str(s: &str) -> Result<LinearSetup, FenError> {
        LinearSetup::parse_fen(s)
    }
}

impl fmt::Display for LinearSetup {
    /// All seven fields.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.setup, self.lines)
    }
}
