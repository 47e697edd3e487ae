//! The three rule sets.

use core::fmt;
use core::str::FromStr;

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
