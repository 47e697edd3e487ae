//! Standard algebraic notation, in English or Russian letters.

use core::fmt;
use core::str::FromStr;

use danilchuk_board::{CastlingSide, File, Move, MoveKind, Position, Rank, Role, Square};

use crate::error::{MoveError, Notation, SyntaxError};
use crate::letters::Letters;
use crate::resolve;
use crate::syntax::{
    self, castle_side, suffix_after, Sep, Suffix, WrittenCastle, WrittenKind, WrittenMove,
};

/// A move in SAN, without its check suffix.
///
/// Castling is `O-O` / `O-O-O` (king's wing: the h-rook; queen's wing: the
/// a-rook, or in Linear chess the queen, L-7); Immortal reverse castling is
/// `O+O` / `O+O+O` (I-5). The zero forms (`0-0`) and the dashes `–` `—` are
/// read too.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A move of a unit to a square.
    Normal {
        /// The moving unit's role before the move (a Linear knight that
        /// lands on a bishop line is still written `N`).
        role: Role,
        /// The origin file, when needed to tell units apart (always for a
        /// pawn capture).
        file: Option<File>,
        /// The origin rank, when needed to tell units apart.
        rank: Option<Rank>,
        /// Whether the move captures (`x`; in Immortal chess a swap, I-8).
        capture: bool,
        /// The destination.
        to: Square,
        /// The promotion piece (`=Q`).
        promotion: Option<Role>,
    },
    /// Castling on a wing.
    Castle(CastlingSide),
    /// Immortal reverse castling on a wing.
    ReverseCastle(CastlingSide),
}

/// A SAN with its optional `+` / `#`.
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::{Letters, SanPlus};
///
/// let pos = Chess::starting();
/// let san: SanPlus = "Кf3".parse()?;
/// let m = san.san.to_move(&pos)?;
/// assert_eq!(SanPlus::from_move(&pos, m).to_string(), "Nf3");
/// assert_eq!(SanPlus::from_move(&pos, m).display(Letters::Russian).to_string(), "Кf3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SanPlus {
    /// The move.
    pub san: San,
    /// `+` or `#`, if written.
    pub suffix: Option<Suffix>,
}

impl San {
    /// The SAN of a legal move `m` of `pos` (not checked: an illegal move
    /// gets some SAN that may not read back).
    #[deprecated(
        since = "0.6.0",
        note = "use `write_san(pos, m, letters)` for the text, or `SanPlus::from_move(pos, m).san` for the value"
    )]
    #[must_use]
    pub fn from_move<P: Position>(pos: &P, m: Move) -> San {
        let legal = pos.legal_moves();
        Self::from_move_in(pos, &legal, m)
    }

    /// [`San::from_move`] with the legal moves already at hand.
    pub(crate) fn from_move_in<P: Position>(
        pos: &P,
        legal: &danilchuk_board::MoveList,
        m: Move,
    ) -> San {
        match m.kind() {
            MoveKind::Castle => return San::Castle(castle_side(m)),
            MoveKind::ReverseCastle => return San::ReverseCastle(castle_side(m)),
            _ => {}
        }
        let role = pos.board().role_at(m.from()).unwrap_or(Role::Pawn);
        let (file, rank) = resolve::disambiguation(pos, legal, m, role);
        San::Normal {
            role,
            file,
            rank,
            capture: m.is_capture(),
            to: m.to(),
            promotion: m.promotion(),
        }
    }

    /// The legal move of `pos` this SAN names.
    ///
    /// # Errors
    ///
    /// [`MoveError::Illegal`] with the reason when the SAN names no legal move
    /// of `pos`, or several ([`danilchuk_board::Illegality::Ambiguous`]).
    pub fn to_move<P: Position>(&self, pos: &P) -> Result<Move, MoveError> {
        let result = match *self {
            San::Castle(side) => resolve::castle(
                pos,
                WrittenCastle {
                    side,
                    reverse: false,
                },
            ),
            San::ReverseCastle(side) => resolve::castle(
                pos,
                WrittenCastle {
                    side,
                    reverse: true,
                },
            ),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => resolve::normal(
                pos,
                &WrittenMove {
                    role,
                    file,
                    rank,
                    spaces: false,
                    sep: capture.then_some(Sep::Capture),
                    captured: None,
                    to,
                    promotion,
                },
            ),
        };
        result.map_err(|reason| MoveError::Illegal {
            notation: Notation::San,
            text: self.to_string(),
            reason,
        })
    }

    /// Writes the SAN with the given letters.
    #[must_use]
    pub fn display(&self, letters: Letters) -> impl fmt::Display + '_ {
        SanDisplay {
            san: *self,
            suffix: None,
            letters,
        }
    }

    fn write(&self, f: &mut fmt::Formatter<'_>, letters: Letters) -> fmt::Result {
        match *self {
            San::Castle(CastlingSide::KingSide) => f.write_str("O-O"),
            San::Castle(CastlingSide::QueenSide) => f.write_str("O-O-O"),
            San::ReverseCastle(CastlingSide::KingSide) => f.write_str("O+O"),
            San::ReverseCastle(CastlingSide::QueenSide) => f.write_str("O+O+O"),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                f.write_str(letters.role(role))?;
                if let Some(file) = file {
                    write!(f, "{}", file.char())?;
                }
                if let Some(rank) = rank {
                    write!(f, "{}", rank.char())?;
                }
                if capture {
                    f.write_str("x")?;
                }
                write!(f, "{to}")?;
                if let Some(role) = promotion {
                    write!(f, "={}", letters.role(role))?;
                }
                Ok(())
            }
        }
    }
}

impl SanPlus {
    /// The SAN of a legal move `m` of `pos` (an illegal one gets no suffix
    /// and may not read back), with `+` when the move gives
    /// check and `#` when it wins at once (checkmate; in Linear chess,
    /// the opponent has no king left). Both are derived by playing the move:
    /// `#` when [`Position::outcome`] then names the mover as the winner,
    /// `+` when [`Position::is_check`] holds for the opponent.
    pub fn from_move<P: Position>(pos: &P, m: Move) -> SanPlus {
        let legal = pos.legal_moves();
        SanPlus {
            san: San::from_move_in(pos, &legal, m),
            // An illegal move is never played: it gets no suffix.
            suffix: legal.contains(&m).then(|| suffix_after(pos, m)).flatten(),
        }
    }

    /// The legal move of `pos` this SAN names (the suffix is not checked).
    ///
    /// # Errors
    ///
    /// As [`San::to_move`].
    pub fn to_move<P: Position>(&self, pos: &P) -> Result<Move, MoveError> {
        self.san.to_move(pos)
    }

    /// Writes the SAN and suffix with the given letters.
    #[must_use]
    pub fn display(&self, letters: Letters) -> impl fmt::Display + '_ {
        SanDisplay {
            san: self.san,
            suffix: self.suffix,
            letters,
        }
    }
}

struct SanDisplay {
    san: San,
    suffix: Option<Suffix>,
    letters: Letters,
}

impl fmt::Display for SanDisplay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.san.write(f, self.letters)?;
        if let Some(suffix) = self.suffix {
            write!(f, "{}", suffix.char())?;
        }
        Ok(())
    }
}

impl fmt::Display for San {
    /// English letters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, Letters::English)
    }
}

impl fmt::Display for SanPlus {
    /// English letters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.display(Letters::English), f)
    }
}

impl FromStr for SanPlus {
    type Err = SyntaxError;

    /// Reads SAN in English or Russian letters (Latin `C` for the bishop
    /// too). No spaces, no `-` between squares, no captured-unit letter:
    /// those belong to the long notation ([`crate::LongPlus`]).
    fn from_str(text: &str) -> Result<SanPlus, SyntaxError> {
        let written = syntax::read(text, Notation::San)?;
        let san = match written.kind {
            WrittenKind::Castle(WrittenCastle {
                side,
                reverse: false,
            }) => San::Castle(side),
            WrittenKind::Castle(WrittenCastle {
                side,
                reverse: true,
            }) => San::ReverseCastle(side),
            WrittenKind::Move(w) => {
                let reject = |reason| SyntaxError {
                    notation: Notation::San,
                    text: text.into(),
                    column: 1,
                    reason,
                };
                if w.spaces {
                    return Err(reject("SAN has no spaces"));
                }
                if w.sep == Some(Sep::Dash) {
                    return Err(reject("SAN has no '-' between squares"));
                }
                if w.captured.is_some() {
                    return Err(reject("SAN has no captured-unit letter"));
                }
                San::Normal {
                    role: w.role,
                    file: w.file,
                    rank: w.rank,
                    capture: w.sep == Some(Sep::Capture),
                    to: w.to,
                    promotion: w.promotion,
                }
            }
        };
        Ok(SanPlus {
            san,
            suffix: written.suffix,
        })
    }
}

impl FromStr for San {
    type Err = SyntaxError;

    /// As [`SanPlus`]'s, dropping the suffix.
    fn from_str(text: &str) -> Result<San, SyntaxError> {
        text.parse::<SanPlus>().map(|s| s.san)
    }
}

/// Reads a SAN text and returns the legal move of `pos` it names.
///
/// # Errors
///
/// [`MoveError::Syntax`] when the text is not SAN, [`MoveError::Illegal`]
/// with the reason when it names no legal move of `pos`, or several.
///
/// ```
/// use danilchuk_board::{Position, Square};
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::parse_san;
///
/// let pos = Chess::starting();
/// assert_eq!(parse_san(&pos, "Nf3")?.to(), Square::F3);
/// assert_eq!(parse_san(&pos, "Кf3")?.to(), Square::F3);
/// assert!(parse_san(&pos, "Nd4").is_err());
/// # Ok::<(), danilchuk_notation::MoveError>(())
/// ```
pub fn parse_san<P: Position>(pos: &P, text: &str) -> Result<Move, MoveError> {
    let san: SanPlus = text.parse()?;
    san.to_move(pos).map_err(|e| match e {
        MoveError::Illegal {
            notation, reason, ..
        } => MoveError::Illegal {
            notation,
            text: text.into(),
            reason,
        },
        other => other,
    })
}

/// The SAN of a legal move of `pos`, with its suffix, in the given letters:
/// the way to write SAN. The move is not checked: an illegal one gets some
/// text that need not read back (`Rh8` for a1-h8 from the start); use
/// [`crate::write_san_checked`] for a move that may be illegal.
pub fn write_san<P: Position>(pos: &P, m: Move, letters: Letters) -> String {
    SanPlus::from_move(pos, m).display(letters).to_string()
}
