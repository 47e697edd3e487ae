//! The null move (IV-8): a pass, for searches; never a legal move.

use danilchuk_board::{Color, NullMoveError};

use crate::Linear;

impl Linear {
    /// Passes the turn (IV-8): clears the en passant square, counts a
    /// non-zeroing half-move, keeps the hash equal to the from-scratch one.
    /// Never refused for check: a Linear position may leave kings attacked
    /// (L-4). Refused once a side has no king: the game ended on the last
    /// move (L-5), and after a pass the position would say the other side
    /// made that move, which no game reaches (Part III).
    pub(crate) fn pass(&mut self) -> Result<(), NullMoveError> {
        if Color::ALL.into_iter().any(|color| !self.has_king(color)) {
            return Err(NullMoveError::GameOver);
        }
        // The hash keeps the placement's keys only: nothing to change.
        self.core.pass();
        Ok(())
    }
}
