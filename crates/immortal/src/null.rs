//! The null move (IV-8): a pass, for searches; never a legal move.

use danilchuk_board::{NullMoveError, Position};

use crate::lock::Locks;
use crate::Immortal;

impl Immortal {
    /// Passes the turn (IV-8). The locks that bind the side passing are
    /// dropped (its "next move" of I-3 is spent); the others stay, so the
    /// opponent's reply lock still binds the opponent's next move. The en
    /// passant square is cleared; the hash stays the from-scratch one.
    /// Refused in check (I-6: the side not to move may not be in check).
    pub(crate) fn pass(&mut self) -> Result<(), NullMoveError> {
        if self.is_check() {
            return Err(NullMoveError::InCheck);
        }
        let us = self.side();
        let ours = self.core.board.by_color(us);
        let mut kept = Locks::EMPTY;
        for lock in self.core.own.as_slice() {
            if !ours.contains(lock.attacker) {
                // At most MAX_LOCKS to begin with: the insert cannot fail.
                kept.insert(*lock);
            }
        }
        // The hash keeps the placement's keys only: nothing to change.
        self.core.own = kept;
        // The en passant square, the move number and the side to move.
        self.core.pass();
        Ok(())
    }
}
