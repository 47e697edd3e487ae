//! Serde for positions through their FEN (feature `serde`).
//!
//! Rule-set crates implement `Serialize`/`Deserialize` with these two
//! functions, so a position travels as its FEN string and is validated on
//! the way in: deserialising an illegal position is an error, never a
//! corrupt value. Settings (Linear's line limit) are not part of FEN and
//! take their default; a game stores them beside the position.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serializer};

use crate::Position;

/// Serializes a position as its FEN string.
///
/// # Errors
///
/// Only the serializer's own errors: every position has a FEN.
pub fn serialize<P: Position, S: Serializer>(pos: &P, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&pos.fen())
}

/// Deserializes a position from a FEN string, validating it.
///
/// # Errors
///
/// When the value is not a string, or the string is not a FEN of a
/// position of `P` with its default settings (the [`crate::FenError`] of
/// [`Position::from_fen`], as the deserializer's error): a malformed field
/// or an inconsistent position is never a value.
pub fn deserialize<'de, P: Position, D: Deserializer<'de>>(deserializer: D) -> Result<P, D::Error> {
    let fen = String::deserialize(deserializer)?;
    P::from_fen(&fen).map_err(D::Error::custom)
}

/// Implements `serde::Serialize` and `serde::Deserialize` for a position
/// type through its FEN with [`serialize`] and [`deserialize`]. The calling
/// crate needs `serde` as a dependency.
///
/// ```ignore
/// #[cfg(feature = "serde")]
/// danilchuk_board::impl_serde_via_fen!(Chess);
/// ```
#[macro_export]
macro_rules! impl_serde_via_fen {
    ($position:ty) => {
        impl ::serde::Serialize for $position {
            /// As the FEN string.
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::fen_serde::serialize(self, serializer)
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $position {
            /// From a FEN string, validated (settings take their default).
            fn deserialize<D: ::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> Result<$position, D::Error> {
                $crate::fen_serde::deserialize(deserializer)
            }
        }
    };
}
