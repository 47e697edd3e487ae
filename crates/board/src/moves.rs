//! The move type shared by every rule set, and the move list.

use core::fmt;

use arrayvec::ArrayVec;
use danilchuk_bitboard::Square;

use crate::Role;

/// What kind of move a [`Move`] is. The rule set gives each kind its effect.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum MoveKind {
    /// A move to an empty square (not a double step).
    Quiet,
    /// A pawn's two-square step.
    DoublePush,
    /// A capture on `to`: a removal in classical and Linear chess, a swap in
    /// Immortal chess (I-1).
    Capture,
    /// An en passant capture; `to` is the square passed over.
    EnPassant,
    /// Castling. `from` is the king's square and `to` its partner's square:
    /// the rook's (classical and Immortal, I-4) or the queen's (Linear, L-7).
    Castle,
    /// Immortal reverse castling (I-5): `from` is the king's square, `to`
    /// the rook's.
    ReverseCastle,
}

/// A move: from, to, kind and an optional promotion role. Four bytes.
///
/// ```
/// use danilchuk_board::{Move, MoveKind, Role, Square};
/// let m = Move::new(Square::E7, Square::E8, MoveKind::Quiet).with_promotion(Role::Queen);
/// assert_eq!(m.promotion(), Some(Role::Queen));
/// assert_eq!(m.to_string(), "e7e8q");
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    from: Square,
    to: Square,
    kind: MoveKind,
    promotion: Option<Role>,
}

impl Move {
    /// A move of `kind` from `from` to `to`, without promotion.
    #[inline]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move {
            from,
            to,
            kind,
            promotion: None,
        }
    }

    /// The same move, promoting to `role`.
    #[inline]
    pub const fn with_promotion(self, role: Role) -> Move {
        Move {
            promotion: Some(role),
            ..self
        }
    }

    /// The square the moving unit leaves (for castling, the king's).
    #[inline]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square the moving unit goes to (for castling, the partner's).
    #[inline]
    pub const fn to(self) -> Square {
        self.to
    }

    /// The kind.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        self.kind
    }

    /// The promotion role, if any.
    #[inline]
    pub const fn promotion(self) -> Option<Role> {
        self.promotion
    }

    /// Whether the move captures (including en passant).
    #[inline]
    pub const fn is_capture(self) -> bool {
        matches!(self.kind, MoveKind::Capture | MoveKind::EnPassant)
    }

    /// Whether the move is a castling or reverse castling.
    #[inline]
    pub const fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::Castle | MoveKind::ReverseCastle)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self} {:?})", self.kind)
    }
}

impl fmt::Display for Move {
    /// The raw squares and promotion letter (`e7e8q`). For castling this is
    /// king square then partner square; see `Position::uci` for the rule
    /// set's UCI form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

/// The most moves a list holds. Validated setups have at most 16 units a
/// side, and 15 queens with a king cannot exceed this, so generation never
/// overflows.
pub const MAX_MOVES: usize = 512;

/// An allocation-free list of moves.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;
