//! The null move (IV-8): a pass, for searches; never a legal move.

use danilchuk_board::NullMoveError;

use crate::chess::Chess;

impl Chess {
    /// Passes the turn (IV-8): clears the en passant square, counts a
    /// non-zeroing half-move, keeps the hash equal to the from-scratch one.
    /// Refused in check: the side not to move would be in check.
    pub(crate) fn pass(&mut self) -> Result<(), NullMoveError> {
        if self.checkers().any() {
            return Err(NullMoveError::InCheck);
        }
        // The hash's placement part stays; the side and en passant keys
        // are added when asked.
        self.core.pass();
        Ok(())
    }
}
