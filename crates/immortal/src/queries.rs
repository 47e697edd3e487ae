//! Questions about the capture locks (I-3) a GUI or engine asks.

use danilchuk_board::{Color, Square};

use crate::{Immortal, Lock};

impl Immortal {
    /// Whether a capture lock (I-3) forbids the unit on `from` to capture
    /// the unit on `to` on its side's next move. The lock binds the side
    /// of the unit on `from` ([`Immortal::lock_binds`]).
    ///
    /// ```
    /// use danilchuk_board::{Position, Square};
    /// use danilchuk_immortal::Immortal;
    /// let mut pos = Immortal::starting();
    /// for uci in ["e2e4", "d7d5", "e4d5"] {
    ///     pos.play(pos.parse_uci(uci)?)?;
    /// }
    /// // The swap put the black pawn on e4 and the white one on d5.
    /// assert!(pos.is_locked(Square::E4, Square::D5)); // reply lock: binds Black now
    /// assert!(pos.is_locked(Square::D5, Square::E4)); // repeat lock: binds White next
    /// assert!(!pos.is_locked(Square::D8, Square::D5));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_locked(&self, from: Square, to: Square) -> bool {
        self.core
            .own
            .as_slice()
            .iter()
            .any(|l| l.attacker == from && l.target == to)
    }

    /// The side a lock binds: the colour of the unit on its attacker
    /// square (I-3, Part III field 8); `None` if no unit stands there
    /// (not a lock of this position).
    ///
    /// ```
    /// use danilchuk_board::{Color, Position, Square};
    /// use danilchuk_immortal::{Immortal, Lock};
    /// let mut pos = Immortal::starting();
    /// for uci in ["e2e4", "d7d5", "e4d5"] {
    ///     pos.play(pos.parse_uci(uci)?)?;
    /// }
    /// assert_eq!(pos.lock_binds(Lock::new(Square::E4, Square::D5)), Some(Color::Black));
    /// assert_eq!(pos.lock_binds(Lock::new(Square::D5, Square::E4)), Some(Color::White));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn lock_binds(&self, lock: Lock) -> Option<Color> {
        self.core.board.color_at(lock.attacker)
    }

    /// The locks that bind `side` (at most two for the side to move, one
    /// for the other side; I-3).
    ///
    /// ```
    /// use danilchuk_board::{Color, Position, Square};
    /// use danilchuk_immortal::{Immortal, Lock};
    /// let mut pos = Immortal::starting();
    /// for uci in ["e2e4", "d7d5", "e4d5"] {
    ///     pos.play(pos.parse_uci(uci)?)?;
    /// }
    /// let black: Vec<Lock> = pos.locks_binding(Color::Black).collect();
    /// assert_eq!(black, [Lock::new(Square::E4, Square::D5)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn locks_binding(&self, side: Color) -> impl Iterator<Item = Lock> + '_ {
        let units = self.core.board.by_color(side);
        self.core
            .own
            .as_slice()
            .iter()
            .copied()
            .filter(move |l| units.contains(l.attacker))
    }
}
