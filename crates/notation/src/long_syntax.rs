//! The text of the sources' long notation: the written forms (`Long`,
//! `LongPlus`), how to write them (`LongStyle`), reading them from text and
//! writing a move of a position in them. Resolving a text to a legal move is
//! `long.rs`'s.

use core::fmt;
use core::str::FromStr;

use danilchuk_board::{CastlingSide, Move, MoveKind, Position, Role, Square};

use crate::error::{Notation, SyntaxError};
use crate::letters::Letters;
use crate::syntax::{self, castle_side, Sep, Suffix, WrittenCastle, WrittenKind};

/// A move in long notation, without its check suffix.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Long {
    /// A move of a unit from a square to a square.
    Normal {
        /// The moving unit's role before the move.
        role: Role,
        /// The origin.
        from: Square,
        /// Whether the move captures (in Immortal chess, swaps: I-8).
        capture: bool,
        /// The captured unit's role when written (`Фf6×Фf7`); never a pawn.
        captured: Option<Role>,
        /// The destination (for en passant, the square passed over).
        to: Square,
        /// The promotion piece.
        promotion: Option<Role>,
    },
    /// Castling on a wing (`0-0`, `0-0-0`).
    Castle(CastlingSide),
    /// Immortal reverse castling (`0+0`, `0+0+0`).
    ReverseCastle(CastlingSide),
}

/// A long-notation move with its optional `+` / `#`.
///
/// ```
/// use danilchuk_notation::{LongPlus, LongStyle};
///
/// let m: LongPlus = "Фh5 ×f7+".parse()?;
/// assert_eq!(m.display(LongStyle::ENGLISH).to_string(), "Qh5xf7+");
/// assert_eq!(m.display(LongStyle::RUSSIAN).to_string(), "Фh5×f7+");
/// let castle: LongPlus = "0—0—0".parse()?;
/// assert_eq!(castle.to_string(), "0-0-0");
/// # Ok::<(), danilchuk_notation::SyntaxError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LongPlus {
    /// The move.
    pub long: Long,
    /// `+` or `#`, if written.
    pub suffix: Option<Suffix>,
}

/// How to write long notation. Reading accepts every style.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LongStyle {
    /// The piece letters.
    pub letters: Letters,
    /// The capture sign: `x`, `×` or `:`.
    pub capture: char,
    /// The sign between the squares of a non-capture: `-`, `–` or `—`.
    pub dash: char,
    /// Whether to write the captured unit's letter (`Qf6xQf7`); a pawn has
    /// none.
    pub captured_letter: bool,
    /// `0` or `O` in castling.
    pub castle: char,
}

impl LongStyle {
    /// `Qh5xf7+`, `Qf6xQf7`, `0-0-0`: the English form of RULES.md I-8.
    pub const ENGLISH: LongStyle = LongStyle {
        letters: Letters::English,
        capture: 'x',
        dash: '-',
        captured_letter: true,
        castle: '0',
    };

    /// `Фh5×f7+`, `Фf6×Фf7`, `0-0-0`: the sources' Russian form.
    pub const RUSSIAN: LongStyle = LongStyle {
        letters: Letters::Russian,
        capture: '×',
        dash: '-',
        captured_letter: true,
        castle: '0',
    };
}

impl Default for LongStyle {
    fn default() -> LongStyle {
        LongStyle::ENGLISH
    }
}

impl Long {
    /// The long notation of a legal move `m` of `pos`.
    pub fn from_move<P: Position>(pos: &P, m: Move) -> Long {
        match m.kind() {
            MoveKind::Castle => return Long::Castle(castle_side(m)),
            MoveKind::ReverseCastle => return Long::ReverseCastle(castle_side(m)),
            _ => {}
        }
        let board = pos.board();
        let captured = match m.kind() {
            MoveKind::Capture => board.role_at(m.to()).filter(|r| *r != Role::Pawn),
            _ => None,
        };
        Long::Normal {
            role: board.role_at(m.from()).unwrap_or(Role::Pawn),
            from: m.from(),
            capture: m.is_capture(),
            captured,
            to: m.to(),
            promotion: m.promotion(),
        }
    }

    /// Writes the move in a style.
    #[must_use]
    pub fn display(&self, style: LongStyle) -> impl fmt::Display {
        LongDisplay {
            long: *self,
            suffix: None,
            style,
        }
    }

    fn write(&self, f: &mut fmt::Formatter<'_>, style: LongStyle) -> fmt::Result {
        let c = style.castle;
        match *self {
            Long::Castle(CastlingSide::KingSide) => write!(f, "{c}-{c}"),
            Long::Castle(CastlingSide::QueenSide) => write!(f, "{c}-{c}-{c}"),
            Long::ReverseCastle(CastlingSide::KingSide) => write!(f, "{c}+{c}"),
            Long::ReverseCastle(CastlingSide::QueenSide) => write!(f, "{c}+{c}+{c}"),
            Long::Normal {
                role,
                from,
                capture,
                captured,
                to,
                promotion,
            } => {
                write!(f, "{}{from}", style.letters.role(role))?;
                if capture {
                    write!(f, "{}", style.capture)?;
                    if let Some(captured) = captured.filter(|_| style.captured_letter) {
                        f.write_str(style.letters.role(captured))?;
                    }
                } else {
                    write!(f, "{}", style.dash)?;
                }
                write!(f, "{to}")?;
                if let Some(role) = promotion {
                    write!(f, "={}", style.letters.role(role))?;
                }
                Ok(())
            }
        }
    }
}

impl LongPlus {
    /// Writes the move and suffix in a style.
    #[must_use]
    pub fn display(&self, style: LongStyle) -> impl fmt::Display {
        LongDisplay {
            long: self.long,
            suffix: self.suffix,
            style,
        }
    }
}

struct LongDisplay {
    long: Long,
    suffix: Option<Suffix>,
    style: LongStyle,
}

impl fmt::Display for LongDisplay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.long.write(f, self.style)?;
        if let Some(suffix) = self.suffix {
            write!(f, "{}", suffix.char())?;
        }
        Ok(())
    }
}

impl fmt::Display for Long {
    /// [`LongStyle::ENGLISH`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, LongStyle::ENGLISH)
    }
}

impl fmt::Display for LongPlus {
    /// [`LongStyle::ENGLISH`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.display(LongStyle::ENGLISH), f)
    }
}

impl FromStr for LongPlus {
    type Err = SyntaxError;

    /// Reads `[piece]from(-|–|—|x|×|:)[captured piece]to[=piece][+|#]`,
    /// spaces allowed around the separator, English or Russian letters, and
    /// the castlings `0-0`, `O-O-O`, `0+0`, `O+O+O` with any dash.
    fn from_str(text: &str) -> Result<LongPlus, SyntaxError> {
        let written = syntax::read(text, Notation::Long)?;
        let long = match written.kind {
            WrittenKind::Castle(WrittenCastle {
                side,
                reverse: false,
            }) => Long::Castle(side),
            WrittenKind::Castle(WrittenCastle {
                side,
                reverse: true,
            }) => Long::ReverseCastle(side),
            WrittenKind::Move(w) => {
                let (Some(file), Some(rank), Some(sep)) = (w.file, w.rank, w.sep) else {
                    return Err(SyntaxError {
                        notation: Notation::Long,
                        text: text.into(),
                        column: 1,
                        reason: "long notation names both squares with a separator (e2-e4)",
                    });
                };
                Long::Normal {
                    role: w.role,
                    from: Square::new(file, rank),
                    capture: sep == Sep::Capture,
                    captured: w.captured.filter(|r| *r != Role::Pawn),
                    to: w.to,
                    promotion: w.promotion,
                }
            }
        };
        Ok(LongPlus {
            long,
            suffix: written.suffix,
        })
    }
}

impl FromStr for Long {
    type Err = SyntaxError;

    /// As [`LongPlus`]'s, dropping the suffix.
    fn from_str(text: &str) -> Result<Long, SyntaxError> {
        text.parse::<LongPlus>().map(|l| l.long)
    }
}
