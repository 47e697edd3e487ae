//! The sources' long notation: `e2-e4`, `Фh5 ×f7+`, `Фf6×Фf7`, `0—0—0`.

use core::fmt;
use core::str::FromStr;

use danilchuk_board::{CastlingSide, Move, MoveKind, Position, Role, Square};

use crate::resolve::{self, castle_side};
use crate::san::suffix_after;
use crate::syntax::{self, Sep, Suffix, WrittenCastle, WrittenKind, WrittenMove};
use crate::{Letters, MoveError, Notation, SyntaxError};

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

    /// The legal move of `pos` this text names. A written captured-unit
    /// letter must name the unit on the destination.
    pub fn to_move<P: Position>(&self, pos: &P) -> Result<Move, MoveError> {
        let result = match *self {
            Long::Castle(side) => resolve::castle(
                pos,
                WrittenCastle {
                    side,
                    reverse: false,
                },
            ),
            Long::ReverseCastle(side) => resolve::castle(
                pos,
                WrittenCastle {
                    side,
                    reverse: true,
                },
            ),
            Long::Normal {
                role,
                from,
                capture,
                captured,
                to,
                promotion,
            } => resolve::normal(
                pos,
                &WrittenMove {
                    role,
                    file: Some(from.file()),
                    rank: Some(from.rank()),
                    spaces: false,
                    sep: Some(if capture { Sep::Capture } else { Sep::Dash }),
                    captured,
                    to,
                    promotion,
                },
            ),
        };
        result.map_err(|reason| MoveError::Illegal {
            notation: Notation::Long,
            text: self.to_string(),
            reason,
        })
    }

    /// Writes the move in a style.
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
    /// The long notation of a legal move `m` of `pos`, with `+` / `#`
    /// derived as for SAN ([`crate::SanPlus::from_move`]).
    pub fn from_move<P: Position>(pos: &P, m: Move) -> LongPlus {
        LongPlus {
            long: Long::from_move(pos, m),
            // An illegal move is never played: it gets no suffix.
            suffix: pos.is_legal(m).then(|| suffix_after(pos, m)).flatten(),
        }
    }

    /// The long notation without computing the suffix (cheaper).
    pub(crate) fn from_move_without_suffix<P: Position>(pos: &P, m: Move) -> LongPlus {
        LongPlus {
            long: Long::from_move(pos, m),
            suffix: None,
        }
    }

    /// The legal move of `pos` this text names (the suffix is not checked).
    pub fn to_move<P: Position>(&self, pos: &P) -> Result<Move, MoveError> {
        self.long.to_move(pos)
    }

    /// Writes the move and suffix in a style.
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

/// Reads a long-notation text and returns the legal move of `pos` it names.
///
/// ```
/// use danilchuk_board::{Position, Square};
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::parse_long;
///
/// let pos = Chess::starting();
/// assert_eq!(parse_long(&pos, "e2- e4")?.to(), Square::E4);
/// assert_eq!(parse_long(&pos, "Кg1-f3")?.to(), Square::F3);
/// # Ok::<(), danilchuk_notation::MoveError>(())
/// ```
pub fn parse_long<P: Position>(pos: &P, text: &str) -> Result<Move, MoveError> {
    let long: LongPlus = text.parse()?;
    long.to_move(pos).map_err(|e| match e {
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

/// The long notation of a legal move of `pos`, with its suffix, in a style.
pub fn write_long<P: Position>(pos: &P, m: Move, style: LongStyle) -> String {
    LongPlus::from_move(pos, m).display(style).to_string()
}
