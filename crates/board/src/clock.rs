//! The two move counters of a position (FEN fields 5 and 6), kept so that a
//! move updates each with one addition.

use core::fmt;
use core::hash::{Hash, Hasher};

use danilchuk_bitboard::Color;

/// The half-move clock and the move number, as a move maker keeps them.
///
/// Stored as a count of plies and the ply of the last capture or pawn
/// move, so that a move that keeps the half-move clock counting costs one
/// addition ([`MoveClock::tick`]), with no test of whose move it was. Both
/// are wide and counted without saturating; the counters read back
/// saturated at `u32::MAX` (FEN reads them as `u32`), so a written FEN
/// always reads back. Equality and hashing see the values read back.
///
/// ```
/// use danilchuk_board::{Color, MoveClock};
/// let mut clock = MoveClock::new(0, 1, Color::White);
/// clock.tick(); // White's move
/// assert_eq!((clock.halfmoves(), clock.fullmoves()), (1, 1));
/// clock.tick_resetting(); // Black's pawn move
/// assert_eq!((clock.halfmoves(), clock.fullmoves()), (0, 2));
///
/// let mut late = MoveClock::new(u32::MAX, u32::MAX, Color::Black);
/// late.tick();
/// assert_eq!((late.halfmoves(), late.fullmoves()), (u32::MAX, u32::MAX));
/// assert_eq!(late, MoveClock::new(u32::MAX, u32::MAX, Color::White));
/// ```
#[derive(Copy, Clone)]
pub struct MoveClock {
    /// Twice the move number, plus one while Black is to move.
    plies: u64,
    /// `plies` at the last capture or pawn move (wrapping: the half-move
    /// clock is `plies - reset`, whatever the numbers a FEN gave).
    reset: u64,
}

impl MoveClock {
    /// The counters of a FEN: `halfmoves` since the last capture or pawn
    /// move, move number `fullmoves`, `turn` to move.
    #[inline]
    #[must_use]
    pub const fn new(halfmoves: u32, fullmoves: u32, turn: Color) -> MoveClock {
        let plies = 2 * fullmoves as u64 + turn as u64;
        MoveClock {
            plies,
            reset: plies.wrapping_sub(halfmoves as u64),
        }
    }

    /// The half-move clock (FEN field 5), saturated at `u32::MAX`.
    #[inline]
    #[must_use]
    pub const fn halfmoves(&self) -> u32 {
        saturate(self.plies.wrapping_sub(self.reset))
    }

    /// The move number (FEN field 6), saturated at `u32::MAX`.
    #[inline]
    #[must_use]
    pub const fn fullmoves(&self) -> u32 {
        saturate(self.plies / 2)
    }

    /// The side to move: the count of plies is even while White is to
    /// move, and each move or pass counts one. A position that keeps a
    /// clock need not store the side to move as well.
    ///
    /// ```
    /// use danilchuk_board::{Color, MoveClock};
    /// let mut clock = MoveClock::new(0, 1, Color::White);
    /// assert_eq!(clock.turn(), Color::White);
    /// clock.tick();
    /// assert_eq!(clock.turn(), Color::Black);
    /// clock.tick_resetting();
    /// assert_eq!(clock.turn(), Color::White);
    /// assert_eq!(MoveClock::new(7, u32::MAX, Color::Black).turn(), Color::Black);
    /// ```
    #[inline(always)]
    #[must_use]
    pub const fn turn(&self) -> Color {
        if self.plies & 1 == 0 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// A move (or a pass) after which the half-move clock keeps counting.
    #[inline(always)]
    pub fn tick(&mut self) {
        // Wrapping: 2^64 moves are never played, and no overflow check.
        self.plies = self.plies.wrapping_add(1);
    }

    /// A move that resets the half-move clock (a capture or a pawn move,
    /// as each rule set says).
    #[inline(always)]
    pub fn tick_resetting(&mut self) {
        self.plies = self.plies.wrapping_add(1);
        self.reset = self.plies;
    }
}

#[inline]
const fn saturate(count: u64) -> u32 {
    if count > u32::MAX as u64 {
        u32::MAX
    } else {
        count as u32
    }
}

impl fmt::Debug for MoveClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MoveClock")
            .field("halfmoves", &self.halfmoves())
            .field("fullmoves", &self.fullmoves())
            .finish()
    }
}

impl PartialEq for MoveClock {
    fn eq(&self, other: &MoveClock) -> bool {
        self.halfmoves() == other.halfmoves() && self.fullmoves() == other.fullmoves()
    }
}

impl Eq for MoveClock {}

impl Hash for MoveClock {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.halfmoves().hash(state);
        self.fullmoves().hash(state);
    }
}
