//! Why a TRF-16 file was refused, and where.

/// What is wrong in a TRF-16 file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TrfErrorKind {
    /// A number field holds something else.
    #[error("{field} is not a number: {text:?}")]
    BadNumber {
        /// The field's name.
        field: &'static str,
        /// The text found.
        text: String,
    },
    /// A colour other than `w`, `b`, `-` or blank.
    #[error("colour {0:?} is not w, b or -")]
    BadColour(char),
    /// A result letter TRF-16 does not have.
    #[error("result {0:?} is not a TRF-16 result code")]
    BadResult(char),
    /// A played result without an opponent, or a bye with one.
    #[error("the round's opponent, colour and result do not fit together")]
    Inconsistent,
    /// Two player lines with one start number.
    #[error("start number {0} is given twice")]
    DuplicateStartNumber(u32),
    /// Start numbers not 1, 2, …, n.
    #[error("start number {0} is missing")]
    MissingStartNumber(u32),
    /// An opponent who is not a player of the file.
    #[error("opponent {0} is not a player of the file")]
    UnknownOpponent(u32),
    /// Two players disagree on their game.
    #[error("players {0} and {1} disagree on their game")]
    Mismatch(u32, u32),
    /// An XXC value other than `rank`, `white1`, `black1`.
    #[error("XXC {0:?} is not rank, white1 or black1")]
    BadInitialColour(String),
    /// A line too long (more than 10,000 characters) or not ASCII in its
    /// fixed columns.
    #[error("the line is not a TRF-16 line: {0}")]
    BadLine(&'static str),
}

/// A TRF-16 error: what and where (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("TRF line {line}, column {column}: {kind}")]
pub struct TrfError {
    /// The line, 1-based.
    pub line: usize,
    /// The column, 1-based (in characters).
    pub column: usize,
    /// What is wrong.
    pub kind: TrfErrorKind,
}
