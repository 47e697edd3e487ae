//! The three rule sets.

use core::fmt;
use core::str::FromStr;

use danilchuk_bitboard::{splitmix64, SPLITMIX64_GAMMA};

/// A rule set of this workspace.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Variant {
    /// Classical chess (FIDE).
    Chess,
    /// Classic Immortal Chess (RULES.md Part I).
    Immortal,
    /// Russian Linear Chess (RULES.md Part L).
    Linear,
}

/// The text names no known variant.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant {} (expected chess, immortal or linear)", crate::Excerpt(.0))]
pub struct UnknownVariant(pub String);

impl Variant {
    /// All three, classical first.
    pub const ALL: [Variant; 3] = [Variant::Chess, Variant::Immortal, Variant::Linear];

    /// The lower-case name used on command lines: `chess`, `immortal`, `linear`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Immortal => "immortal",
            Variant::Linear => "linear",
        }
    }

    /// The PGN `Variant` tag value (Part III): `Standard`, `Immortal`, `Linear`.
    pub const fn pgn_name(self) -> &'static str {
        match self {
            Variant::Chess => "Standard",
            Variant::Immortal => "Immortal",
            Variant::Linear => "Linear",
        }
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

impl FromStr for Variant {
    type Err = UnknownVariant;
    /// Accepts the command-line names and the PGN tag values, any case
    /// (`chess`, `standard`, `classical`, `immortal`, `linear`).
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        match s.to_ascii_lowercase().as_str() {
            "chess" | "standard" | "classical" => Ok(Variant::Chess),
            "immortal" => Ok(Variant::Immortal),
            "linear" => Ok(Variant::Linear),
            _ => Err(UnknownVariant(s.into())),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
