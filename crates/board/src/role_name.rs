//! Reading piece names: `FromStr` for [`Role`] and [`Piece`].

use core::str::FromStr;

use danilchuk_bitboard::Color;

use crate::role::{Piece, Role};

/// The text is not a piece type: neither its name (`knight`) nor its
/// English letter (`n`, `N`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a piece type (expected pawn, knight, bishop, rook, queen, king or p n b r q k)")]
pub struct ParseRoleError;

/// The text is not a piece: neither a side and a type (`white knight`, as
/// [`Piece`]'s `Display` writes it) nor a FEN letter (`N`, `n`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "not a piece (expected a side and a type such as \"white knight\", or a FEN letter such as N)"
)]
pub struct ParsePieceError;

impl FromStr for Role {
    type Err = ParseRoleError;

    /// Reads what `Display` writes (`knight`) or the English letter, in
    /// any case, white space around them dropped.
    ///
    /// ```
    /// use danilchuk_board::Role;
    ///
    /// assert_eq!("knight".parse(), Ok(Role::Knight));
    /// assert_eq!("Q".parse(), Ok(Role::Queen));
    /// assert!("wizard".parse::<Role>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Role, ParseRoleError> {
        let text = text.trim();
        let mut chars = text.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return Role::from_char(c).ok_or(ParseRoleError);
        }
        Role::ALL
            .into_iter()
            .find(|role| text.eq_ignore_ascii_case(role.name()))
            .ok_or(ParseRoleError)
    }
}

impl FromStr for Piece {
    type Err = ParsePieceError;

    /// Reads what `Display` writes (`white knight`, words in any case) or
    /// a FEN letter (`N` for White, `n` for Black).
    ///
    /// ```
    /// use danilchuk_board::{Color, Piece, Role};
    ///
    /// let knight = Role::Knight.of(Color::White);
    /// assert_eq!("white knight".parse(), Ok(knight));
    /// assert_eq!(knight.to_string().parse(), Ok(knight));
    /// assert_eq!("n".parse(), Ok(Role::Knight.of(Color::Black)));
    /// assert!("knight".parse::<Piece>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Piece, ParsePieceError> {
        let text = text.trim();
        let mut chars = text.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return Piece::from_char(c).ok_or(ParsePieceError);
        }
        let mut words = text.split_whitespace();
        let (Some(color), Some(role), None) = (words.next(), words.next(), words.next()) else {
            return Err(ParsePieceError);
        };
        let color: Color = color.parse().map_err(|_| ParsePieceError)?;
        let role: Role = role.parse().map_err(|_| ParsePieceError)?;
        Ok(Piece::new(color, role))
    }
}
