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

impl MoveKind {
    /// Every kind, in declaration order.
    ///
    /// ```
    /// use danilchuk_board::MoveKind;
    /// assert_eq!(MoveKind::ALL.len(), 6);
    /// assert_eq!(MoveKind::ALL[0], MoveKind::Quiet);
    /// ```
    pub const ALL: [MoveKind; 6] = [
        MoveKind::Quiet,
        MoveKind::DoublePush,
        MoveKind::Capture,
        MoveKind::EnPassant,
        MoveKind::Castle,
        MoveKind::ReverseCastle,
    ];
}

/// A move: from, to, kind and an optional promotion role. Four bytes.
///
/// `Display` writes a **debug notation**, deliberately neither UCI nor
/// SAN, for logs and test messages: `e2-e4`, `e4xd5`, `e7-e8q`, and
/// castling as the king's square and its partner's joined by `<>`
/// (`e1<>h1`). No reader takes it back. For UCI use
/// [`crate::Position::uci`], which knows the rule set's castling form
/// (classical `e1g1`, Immortal `e1h1`, Linear `e1d1`; Part III); for SAN,
/// `danilchuk_notation::write_san`.
///
/// ```
/// use danilchuk_board::{Move, MoveKind, Role, Square};
/// let m = Move::new(Square::E7, Square::E8, MoveKind::Quiet).with_promotion(Role::Queen);
/// assert_eq!(m.promotion(), Some(Role::Queen));
/// assert_eq!(m.to_string(), "e7-e8q");
/// let castle = Move::new(Square::E1, Square::H1, MoveKind::Castle);
/// assert_eq!(castle.to_string(), "e1<>h1");
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(from = "MoveFields", into = "MoveFields")
)]
pub struct Move {
    /// One word, so that a generator writes a move with one store: `from`
    /// in bits 26-31, `to` in 16-21 (bits 22-25 are zero), the kind in 8-15
    /// and the promotion in 0-7 (0 for none, else the role's index + 1). In
    /// that order the word's order is the order of (from, to, kind,
    /// promotion). `from` in the top six bits is read with one shift and
    /// no mask: a move maker's first instruction.
    bits: u32,
}

/// The serialised form of a [`Move`]: its four fields by name.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(rename = "Move")]
struct MoveFields {
    from: Square,
    to: Square,
    kind: MoveKind,
    promotion: Option<Role>,
}

#[cfg(feature = "serde")]
impl From<MoveFields> for Move {
    fn from(f: MoveFields) -> Move {
        let m = Move::new(f.from, f.to, f.kind);
        match f.promotion {
            Some(role) => m.with_promotion(role),
            None => m,
        }
    }
}

#[cfg(feature = "serde")]
impl From<Move> for MoveFields {
    fn from(m: Move) -> MoveFields {
        MoveFields {
            from: m.from(),
            to: m.to(),
            kind: m.kind(),
            promotion: m.promotion(),
        }
    }
}

impl Move {
    /// A move of `kind` from `from` to `to`, without promotion.
    #[inline]
    #[must_use]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move {
            bits: (from as u32) << 26 | (to as u32) << 16 | (kind as u32) << 8,
        }
    }

    /// The same move, promoting to `role`.
    #[inline]
    #[must_use]
    pub const fn with_promotion(self, role: Role) -> Move {
        Move {
            bits: (self.bits & !0xff) | (role as u32 + 1),
        }
    }

    /// The square the moving unit leaves (for castling, the king's).
    #[inline]
    #[must_use]
    pub const fn from(self) -> Square {
        Square::from_index_wrapping(self.bits >> 26)
    }

    /// The square the moving unit goes to (for castling, the partner's).
    #[inline]
    #[must_use]
    pub const fn to(self) -> Square {
        Square::from_index_wrapping(self.bits >> 16)
    }

    /// The kind.
    #[inline]
    #[must_use]
    pub const fn kind(self) -> MoveKind {
        // Only `new` writes the kind, so the last arm is `ReverseCastle`.
        match (self.bits >> 8) as u8 {
            0 => MoveKind::Quiet,
            1 => MoveKind::DoublePush,
            2 => MoveKind::Capture,
            3 => MoveKind::EnPassant,
            4 => MoveKind::Castle,
            _ => MoveKind::ReverseCastle,
        }
    }

    /// The promotion role, if any.
    #[inline]
    #[must_use]
    pub const fn promotion(self) -> Option<Role> {
        // One test for the common answer; the role only for a promotion.
        let code = self.bits as u8;
        if code == 0 {
            return None;
        }
        Some(match code {
            1 => Role::Pawn,
            2 => Role::Knight,
            3 => Role::Bishop,
            4 => Role::Rook,
            5 => Role::Queen,
            _ => Role::King,
        })
    }

    /// Whether the move is of `kind` and promotes nothing: one comparison
    /// of the word, for move makers.
    ///
    /// ```
    /// use danilchuk_board::{Move, MoveKind, Role, Square};
    /// let m = Move::new(Square::G1, Square::F3, MoveKind::Quiet);
    /// assert!(m.is_plain(MoveKind::Quiet));
    /// assert!(!m.with_promotion(Role::Queen).is_plain(MoveKind::Quiet));
    /// ```
    #[inline]
    #[must_use]
    pub const fn is_plain(self, kind: MoveKind) -> bool {
        self.bits & 0xffff == (kind as u32) << 8
    }

    /// The same move as [`Move::new`] gives, from the index of `to` and the
    /// difference of the indices of `to` and `from` (`to - from`): one
    /// multiplication for a generator's set of pawn moves. The caller
    /// guarantees that `to - delta` is on the board.
    #[inline]
    pub(crate) const fn from_delta(to: u32, delta: i8, kind: MoveKind) -> Move {
        Move {
            bits: to
                .wrapping_mul(0x0401_0000)
                .wrapping_sub((delta as i32 as u32) << 26)
                | (kind as u32) << 8,
        }
    }

    /// A quiet move (`bit` 0) or a capture (`bit` 1) from `from` to `to`:
    /// for a generator's target set, the kind read from the enemy set by a
    /// shift with no branch or flag register. The caller passes 0 or 1.
    #[inline(always)]
    pub(crate) const fn quiet_or_capture(from: Square, to: Square, bit: u32) -> Move {
        debug_assert!(bit <= 1);
        // `Capture` is kind 2: bit 9 of the word.
        const _: () = assert!(MoveKind::Capture as u32 == 2 && MoveKind::Quiet as u32 == 0);
        Move {
            bits: (from as u32) << 26 | (to as u32) << 16 | bit << 9,
        }
    }

    /// Whether the move captures (including en passant).
    #[inline]
    #[must_use]
    pub const fn is_capture(self) -> bool {
        matches!(self.kind(), MoveKind::Capture | MoveKind::EnPassant)
    }

    /// The square of the unit the move captures: `to`, or for en passant
    /// the square of the pawn that double-stepped. `None` if it captures
    /// nothing. The captured role needs the position:
    /// [`crate::Position::captured_role`].
    ///
    /// ```
    /// use danilchuk_board::{Move, MoveKind, Square};
    /// let ep = Move::new(Square::E5, Square::D6, MoveKind::EnPassant);
    /// assert_eq!(ep.capture_square(), Some(Square::D5));
    /// let quiet = Move::new(Square::E2, Square::E4, MoveKind::DoublePush);
    /// assert_eq!(quiet.capture_square(), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn capture_square(self) -> Option<Square> {
        match self.kind() {
            MoveKind::Capture => Some(self.to()),
            MoveKind::EnPassant => Some(Square::new(self.to().file(), self.from().rank())),
            _ => None,
        }
    }

    /// Whether the move is a castling or reverse castling.
    #[inline]
    #[must_use]
    pub const fn is_castle(self) -> bool {
        matches!(self.kind(), MoveKind::Castle | MoveKind::ReverseCastle)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self} {:?})", self.kind())
    }
}

impl fmt::Display for Move {
    /// The debug notation (neither UCI nor SAN; see [`Move`]): `e2-e4`,
    /// `e4xd5`, `e7-e8q`, castling `e1<>h1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let joint = match self.kind() {
            MoveKind::Quiet | MoveKind::DoublePush => "-",
            MoveKind::Capture | MoveKind::EnPassant => "x",
            MoveKind::Castle | MoveKind::ReverseCastle => "<>",
        };
        write!(f, "{}{joint}{}", self.from(), self.to())?;
        if let Some(role) = self.promotion() {
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
