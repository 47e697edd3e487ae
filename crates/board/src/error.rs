//! Errors for FEN and setups.

use core::fmt;

use danilchuk_bitboard::Color;

/// A FEN field, for error messages.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    /// Field 1.
    Placement,
    /// Field 2.
    Turn,
    /// Field 3.
    Castling,
    /// Field 4.
    EnPassant,
    /// Field 5.
    HalfmoveClock,
    /// Field 6.
    FullmoveNumber,
    /// Immortal field 7.
    ReverseCastling,
    /// Immortal field 8.
    Locks,
    /// Linear field 7.
    KingLines,
}

impl FenField {
    /// The 1-based field number.
    #[must_use]
    pub const fn number(self) -> u8 {
        match self {
            FenField::Placement => 1,
            FenField::Turn => 2,
            FenField::Castling => 3,
            FenField::EnPassant => 4,
            FenField::HalfmoveClock => 5,
            FenField::FullmoveNumber => 6,
            FenField::ReverseCastling | FenField::KingLines => 7,
            FenField::Locks => 8,
        }
    }

    /// A short name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            FenField::Placement => "piece placement",
            FenField::Turn => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant square",
            FenField::HalfmoveClock => "halfmove clock",
            FenField::FullmoveNumber => "fullmove number",
            FenField::ReverseCastling => "reverse castling",
            FenField::Locks => "capture locks",
            FenField::KingLines => "king lines",
        }
    }
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "field {} ({})", self.number(), self.name())
    }
}

/// Why a FEN string was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Nothing but white space.
    #[error("empty FEN")]
    Empty,
    /// A required field is missing.
    #[error("FEN {0} is missing")]
    Missing(FenField),
    /// A field is malformed.
    #[error("FEN {field}: {reason}")]
    Field {
        /// The field.
        field: FenField,
        /// What is wrong with it.
        reason: String,
    },
    /// More fields than the rule set has.
    #[error("FEN has {found} fields; {variant} FEN has at most {max}")]
    TooManyFields {
        /// How many fields were given.
        found: usize,
        /// How many the rule set has.
        max: usize,
        /// The rule set's name.
        variant: &'static str,
    },
    /// The fields are well-formed but describe an impossible position.
    #[error("inconsistent position: {0}")]
    Setup(#[from] SetupError),
}

impl FenError {
    /// A malformed-field error.
    pub fn field(field: FenField, reason: impl fmt::Display) -> FenError {
        FenError::Field {
            field,
            reason: reason.to_string(),
        }
    }
}

/// Why a setup is not a legal position for a rule set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// A side has no king where the rule set needs exactly one.
    #[error("{0} has no king (field 1)")]
    MissingKing(Color),
    /// A side has more than one king where the rule set allows one.
    #[error("{0} has more than one king (field 1)")]
    TooManyKings(Color),
    /// More than 16 units for one side.
    #[error("{0} has more than 16 units (field 1)")]
    TooManyUnits(Color),
    /// Pawns on the first or last rank where the rule set forbids them.
    #[error("pawn on rank 1 or 8 (field 1)")]
    PawnOnBackRank,
    /// A castling flag without its units on their home squares, or otherwise impossible.
    #[error("castling right {right:?} is impossible: {reason} (field 3)")]
    BadCastlingRight {
        /// The flag letter.
        right: char,
        /// Why.
        reason: &'static str,
    },
    /// The side not to move is in check.
    #[error("{0}, not to move, is in check (fields 1 and 2)")]
    OppositeCheck(Color),
    /// The en passant square does not follow a double step.
    #[error("en passant square does not follow a double step (field 4)")]
    BadEnPassant,
    /// The board's colour and role sets disagree (two units on one square,
    /// a role without a colour, …): no FEN describes it (field 1).
    #[error("the board is inconsistent: {0} (field 1)")]
    InconsistentBoard(#[from] crate::BoardInconsistency),
    /// Field 6 is 0: the move number starts at 1.
    #[error("the move number starts at 1, found 0 (field 6)")]
    ZeroFullmoves,
    /// A rule-set specific inconsistency; the text names the field and rule.
    #[error("{0}")]
    Variant(String),
}
