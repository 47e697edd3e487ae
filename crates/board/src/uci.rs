//! UCI move strings (`e2e4`, `e7e8q`) and why one is refused: it is
//! malformed, or it names no legal move of the position.

use core::fmt;
use core::str::FromStr;

use danilchuk_bitboard::{File, Square};

use crate::{Illegality, Move, MoveKind, Role};

/// A move as UCI writes it: two squares and an optional promotion letter.
/// What the squares mean for castling depends on the rule set (Part III);
/// [`crate::Position::uci`] converts a move into one, and
/// [`crate::Position::resolve_uci`] (or [`crate::Position::parse_uci`] for
/// text) finds the legal move one names.
///
/// ```
/// use danilchuk_board::{Role, Square, UciMove};
/// let m: UciMove = "e7e8q".parse()?;
/// assert_eq!((m.from, m.to, m.promotion), (Square::E7, Square::E8, Some(Role::Queen)));
/// assert_eq!(m.to_string(), "e7e8q");
/// # Ok::<(), danilchuk_board::UciError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct UciMove {
    /// The origin square.
    pub from: Square,
    /// The destination square.
    pub to: Square,
    /// The promotion letter, if any.
    pub promotion: Option<Role>,
}

/// Why a UCI move string was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UciError {
    /// Not of the form `e2e4` or `e7e8q`.
    #[error("malformed UCI move {}: {reason}", crate::Excerpt(.text))]
    Syntax {
        /// The text.
        text: String,
        /// What is wrong.
        reason: &'static str,
    },
    /// Well-formed, but not a legal move here; the error says why.
    #[error(transparent)]
    Illegal(#[from] IllegalMoveError),
}

impl UciError {
    /// Why the move is illegal, if it was well-formed but illegal.
    ///
    /// ```
    /// use danilchuk_board::{Illegality, Position};
    /// use danilchuk_classical::Chess;
    ///
    /// let pos = Chess::starting();
    /// assert_eq!(pos.parse_uci("e1e2").unwrap_err().illegality(), Some(Illegality::OwnUnitOnTarget));
    /// assert_eq!(pos.parse_uci("e1").unwrap_err().illegality(), None);
    /// ```
    #[must_use]
    pub fn illegality(&self) -> Option<Illegality> {
        match self {
            UciError::Illegal(e) => Some(e.reason),
            UciError::Syntax { .. } => None,
        }
    }
}

/// What is wrong with white space around or inside a move text, if
/// anything: the reason of a syntax error that says so, rather than what
/// the first unexpected character would make of it. Shared by every move
/// reader of the workspace.
///
/// ```
/// use danilchuk_board::white_space_problem;
///
/// assert_eq!(white_space_problem("e2e4"), None);
/// assert_eq!(white_space_problem("e2e4\n"), Some("a line break after the move (trim the input)"));
/// assert_eq!(white_space_problem(" e4"), Some("white space before the move (trim the input)"));
/// ```
#[must_use]
pub fn white_space_problem(text: &str) -> Option<&'static str> {
    if text.ends_with(['\n', '\r']) {
        Some("a line break after the move (trim the input)")
    } else if text.starts_with(char::is_whitespace) {
        Some("white space before the move (trim the input)")
    } else if text.ends_with(char::is_whitespace) {
        Some("white space after the move (trim the input)")
    } else {
        None
    }
}

impl FromStr for UciMove {
    type Err = UciError;

    /// Reads `e2e4` or `e7e8q`, exactly: white space around the move is an
    /// error that says so (trim typed input first).
    fn from_str(s: &str) -> Result<UciMove, UciError> {
        let bytes = s.as_bytes();
        let syntax = |reason| UciError::Syntax {
            text: s.into(),
            reason,
        };
        if let Some(reason) = white_space_problem(s) {
            return Err(syntax(reason));
        }
        if s.contains(char::is_whitespace) {
            return Err(syntax("a UCI move has no white space (e2e4)"));
        }
        if !(4..=5).contains(&bytes.len()) {
            return Err(syntax("expected 4 or 5 characters"));
        }
        let from = Square::from_ascii(&bytes[0..2]).map_err(|_| syntax("bad origin square"))?;
        let to = Square::from_ascii(&bytes[2..4]).map_err(|_| syntax("bad destination square"))?;
        let promotion = match bytes.get(4) {
            None => None,
            Some(&b) => match Role::from_char(b as char) {
                Some(role) if b.is_ascii_lowercase() && role != Role::Pawn => Some(role),
                _ => return Err(syntax("promotion letter must be one of n b r q k")),
            },
        };
        Ok(UciMove {
            from,
            to,
            promotion,
        })
    }
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

impl From<Move> for UciMove {
    /// The move in standard UCI, the form every rule set reads: its squares
    /// and promotion, and castling from the e-file with a corner rook
    /// written as the king's two-square step (`e1g1`, `e8c8`), as
    /// classical chess writes it and Immortal chess reads it (IV-9).
    /// Without the position this cannot know the rule set: for the rule
    /// set's own form (Immortal's `e1h1`, Part III) use
    /// [`crate::Position::uci`], the way to write a move as UCI.
    ///
    /// ```
    /// use danilchuk_board::{Move, MoveKind, Square, UciMove};
    ///
    /// let castle = Move::new(Square::E1, Square::H1, MoveKind::Castle);
    /// assert_eq!(UciMove::from(castle).to_string(), "e1g1");
    /// let e4 = Move::new(Square::E2, Square::E4, MoveKind::DoublePush);
    /// assert_eq!(UciMove::from(e4).to_string(), "e2e4");
    /// ```
    fn from(m: Move) -> UciMove {
        let mut uci = UciMove::raw(m);
        let (from, to) = (m.from(), m.to());
        if m.kind() == MoveKind::Castle && from.file() == File::E && from.rank() == to.rank() {
            match to.file() {
                File::H => uci.to = Square::new(File::G, to.rank()),
                File::A => uci.to = Square::new(File::C, to.rank()),
                _ => {}
            }
        }
        uci
    }
}

impl UciMove {
    /// The move's own squares, castling as the king's square and its
    /// partner's (the form of Immortal and Linear chess, Part III).
    pub(crate) const fn raw(m: Move) -> UciMove {
        UciMove {
            from: m.from(),
            to: m.to(),
            promotion: m.promotion(),
        }
    }
}

/// A move that is not legal in the position it was played in, and why.
///
/// `Display` writes the move and the reason (`illegal move e2e5: no pawn
/// could reach that square even on an empty board`); the alternate form
/// (`{:#}`) adds the position's FEN, for logs.
///
/// ```
/// use danilchuk_board::{Illegality, Position, Role, UciError};
/// # fn demo<P: Position>(pos: &P) {
/// // With any rule set: a knight cannot go from b1 to b3.
/// match pos.parse_uci("b1b3") {
///     Err(UciError::Illegal(e)) => {
///         assert_eq!(e.reason, Illegality::CannotReach { role: Role::Knight });
///         assert_eq!(
///             e.to_string(),
///             "illegal move b1b3: no knight could reach that square even on an empty board"
///         );
///         assert!(format!("{e:#}").contains(" in rnbqkbnr/pppppppp/"));
///     }
///     other => panic!("{other:?}"),
/// }
/// # }
/// # demo(&danilchuk_classical::Chess::starting());
/// # demo(&danilchuk_immortal::Immortal::starting());
/// # demo(&danilchuk_linear::Linear::starting());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMoveError {
    /// The move in the rule set's UCI form.
    pub uci: UciMove,
    /// The position it was tried in.
    pub fen: String,
    /// Why it is illegal (I-3 locks, L-8 limits, king safety, ...).
    pub reason: Illegality,
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}", self.uci)?;
        if f.alternate() {
            write!(f, " in {}", self.fen)?;
        }
        write!(f, ": {}", self.reason)
    }
}

impl core::error::Error for IllegalMoveError {}
