//! Values as SQLite stores them: counts and times as signed integers, a
//! side by its name, a seat kept for an invited player by its mark.

use danilchuk_board::Color;

/// The mark before the invitation's digest in the seat column of a seat
/// kept for an invited player (a held seat's is the bare digest of its
/// token, an open challenge's is NULL).
pub(super) const INVITED: &str = "invite:";

/// An unsigned count or time as SQLite stores integers.
pub(super) fn int(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

pub(super) fn uint(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

pub(super) fn color_of(name: &str) -> Option<Color> {
    match name {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}
