//! The three rule sets.

use core::fmt;

use danilchuk_bitboard::{splitmix64, Color, Square, SPLITMIX64_GAMMA};

use crate::CastlingSide;

/// A rule set of this workspace.
///
/// With the `serde` feature it travels as its [`Variant::name`] (`"chess"`,
/// `"immortal"`, `"linear"`) and is read from any name of
/// [`RULE_SET_NAMES`](crate::RULE_SET_NAMES) in any case (`"Chess"`, the
/// form before, included).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Classical chess (FIDE).
    Chess,
    /// Classic Immortal Chess (RULES.md Part I).
    Immortal,
    /// Russian Linear Chess (RULES.md Part L).
    Linear,
}

impl Variant {
    /// All three, classical first.
    pub const ALL: [Variant; 3] = [Variant::Chess, Variant::Immortal, Variant::Linear];

    /// The lower-case name used on command lines: `chess`, `immortal`, `linear`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Immortal => "immortal",
            Variant::Linear => "linear",
        }
    }

    /// The PGN `Variant` tag value (Part III): `Standard`, `Immortal`, `Linear`.
    #[must_use]
    pub const fn pgn_name(self) -> &'static str {
        match self {
            Variant::Chess => "Standard",
            Variant::Immortal => "Immortal",
            Variant::Linear => "Linear",
        }
    }

    /// The square UCI writes as the destination of `color`'s castling on
    /// `side` (Part III): the king's classical square (`g1`, `c1`) in
    /// classical chess, the rook's square (`h1`, `a1`) in Immortal chess,
    /// the queen's (`d1`) in Linear chess, which castles only with the
    /// queen (L-7): `None` for its king's side. The origin is always the
    /// king's home square, `e1` or `e8`.
    ///
    /// ```
    /// use danilchuk_board::{CastlingSide, Color, Square, Variant};
    ///
    /// assert_eq!(Variant::Chess.castling_uci_to(Color::White, CastlingSide::KingSide), Some(Square::G1));
    /// assert_eq!(Variant::Immortal.castling_uci_to(Color::Black, CastlingSide::QueenSide), Some(Square::A8));
    /// assert_eq!(Variant::Linear.castling_uci_to(Color::White, CastlingSide::QueenSide), Some(Square::D1));
    /// assert_eq!(Variant::Linear.castling_uci_to(Color::White, CastlingSide::KingSide), None);
    /// ```
    #[must_use]
    pub const fn castling_uci_to(self, color: Color, side: CastlingSide) -> Option<Square> {
        let square = match (self, side) {
            (Variant::Chess, CastlingSide::KingSide) => Square::G1,
            (Variant::Chess, CastlingSide::QueenSide) => Square::C1,
            (Variant::Immortal, CastlingSide::KingSide) => Square::H1,
            (Variant::Immortal, CastlingSide::QueenSide) => Square::A1,
            (Variant::Linear, CastlingSide::QueenSide) => Square::D1,
            (Variant::Linear, CastlingSide::KingSide) => return None,
        };
        Some(square.relative_to(color))
    }

    /// The castling a UCI destination names for `color`, its king on its
    /// home square: the side of [`Variant::castling_uci_to`], and in
    /// Immortal chess also the classical squares `g1` and `c1`, which IV-9
    /// reads as castling with the h-rook and the a-rook (no Immortal king
    /// step lands there). `None` for any other square.
    ///
    /// ```
    /// use danilchuk_board::{CastlingSide, Color, Square, Variant};
    ///
    /// assert_eq!(Variant::Immortal.castling_read_from_uci(Color::White, Square::G1), Some(CastlingSide::KingSide));
    /// assert_eq!(Variant::Immortal.castling_read_from_uci(Color::White, Square::H1), Some(CastlingSide::KingSide));
    /// assert_eq!(Variant::Chess.castling_read_from_uci(Color::White, Square::H1), None);
    /// assert_eq!(Variant::Linear.castling_read_from_uci(Color::Black, Square::G8), None);
    /// ```
    #[must_use]
    pub fn castling_read_from_uci(self, color: Color, to: Square) -> Option<CastlingSide> {
        CastlingSide::ALL.into_iter().find(|&side| {
            let classical = Variant::Chess.castling_uci_to(color, side);
            self.castling_uci_to(color, side) == Some(to)
                || (self == Variant::Immortal && classical == Some(to))
        })
    }

    /// A 64-bit key for this rule set under the settings numbered
    /// `settings` (0: the default settings; Linear numbers its line limits
    /// 0, 3 and 2), for hash tables shared between rule sets and settings:
    /// see [`Position::settings_key`](crate::Position::settings_key).
    ///
    /// Different arguments always give different keys (the mix is a
    /// bijection), and the keys are the same on every build and platform.
    ///
    /// ```
    /// use danilchuk_board::Variant;
    ///
    /// assert_ne!(Variant::Chess.settings_key(0), Variant::Immortal.settings_key(0));
    /// assert_ne!(Variant::Linear.settings_key(0), Variant::Linear.settings_key(2));
    /// ```
    #[must_use]
    pub const fn settings_key(self, settings: u32) -> u64 {
        let rule_set: u64 = match self {
            Variant::Chess => 1,
            Variant::Immortal => 2,
            Variant::Linear => 3,
        };
        // A stream of its own (an odd constant added), apart from the
        // Zobrist tables' inputs.
        splitmix64(
            (rule_set << 32 | settings as u64)
                .wrapping_add(0x5e77_1465_0000_0000)
                .wrapping_add(SPLITMIX64_GAMMA),
        )
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Variant, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
