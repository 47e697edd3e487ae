//! Whether a [`Board`]'s colour and role sets agree.
//!
//! [`Board::toggle`] (and the other primitives the move makers use for
//! speed) can leave a board that no FEN describes: two units on one square,
//! a role without a colour, a colour without a role. Such a board prints a
//! placement that reads back as another board, so every rule set's
//! `from_setup` rejects it.

use danilchuk_bitboard::{Bitboard, Color, Square};

use crate::{Board, Role};

/// How a board's colour and role sets disagree, with the first square
/// (in `Square::ALL` order) where they do.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum BoardInconsistency {
    /// A unit of each colour stands on the square.
    #[error("{0} holds a white and a black unit at once")]
    TwoColors(Square),
    /// Units of two roles stand on the square.
    #[error("{0} holds units of two roles at once")]
    TwoRoles(Square),
    /// The square has a role but no colour.
    #[error("{0} has a role but no colour")]
    RoleWithoutColor(Square),
    /// The square has a colour but no role.
    #[error("{0} has a colour but no role")]
    ColorWithoutRole(Square),
}

impl Board {
    /// Checks that each occupied square holds exactly one colour and one
    /// role, as every board read from FEN does. Ten bitboard operations.
    ///
    /// # Errors
    ///
    /// [`BoardInconsistency`] naming the first square that holds two colours,
    /// two roles, a role without a colour or a colour without a role.
    ///
    /// ```
    /// use danilchuk_board::{Board, BoardInconsistency, Color, Role, Square};
    /// let mut board = Board::starting();
    /// assert_eq!(board.check_consistency(), Ok(()));
    /// // A second unit on e1, through the raw primitive.
    /// board.toggle(Square::E1, Role::Queen.of(Color::Black));
    /// assert_eq!(board.check_consistency(), Err(BoardInconsistency::TwoColors(Square::E1)));
    /// ```
    pub fn check_consistency(&self) -> Result<(), BoardInconsistency> {
        let first = |set: Bitboard| set.first();
        let white = self.by_color(Color::White);
        let black = self.by_color(Color::Black);
        if let Some(sq) = first(white & black) {
            return Err(BoardInconsistency::TwoColors(sq));
        }
        let mut roles = Bitboard::EMPTY;
        for role in Role::ALL {
            let set = self.by_role(role);
            if let Some(sq) = first(roles & set) {
                return Err(BoardInconsistency::TwoRoles(sq));
            }
            roles |= set;
        }
        let colors = white | black;
        if let Some(sq) = first(roles & !colors) {
            return Err(BoardInconsistency::RoleWithoutColor(sq));
        }
        if let Some(sq) = first(colors & !roles) {
            return Err(BoardInconsistency::ColorWithoutRole(sq));
        }
        Ok(())
    }
}
