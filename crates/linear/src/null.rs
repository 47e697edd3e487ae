//! The null move (IV-8): a pass, for searches; never a legal move.

use danilchuk_board::NullMoveError;

use crate::Linear;

impl Linear {
    /// Passes the turn (IV-8): clears the en passant square, counts a
    /// non-zeroing half-move, keeps the hash equal to the from-scratch one.
    /// Never refused: a Linear position may leave kings attacked (L-4).
    pub(crate) fn pass(&mut self) -> Result<(), NullMoveError> {
        // The hash keeps the placement's keys only: nothing to change.
        self.core.pass();
        Ok(())
    }
}
