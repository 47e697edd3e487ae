//! A classical position written as text: its FEN.

use core::fmt;

use danilchuk_board::Position;

use crate::chess::Chess;

impl fmt::Display for Chess {
    /// The FEN, all six fields, as [`Position::fen`] writes it (and as the
    /// other rule sets' positions print).
    ///
    /// ```
    /// use danilchuk_classical::Chess;
    /// use danilchuk_board::Position;
    ///
    /// let start = Chess::starting();
    /// assert_eq!(
    ///     start.to_string(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    /// );
    /// assert_eq!(start.to_string(), start.fen());
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_setup())
    }
}
