//! The rule set chosen at run time, with its settings.

use core::fmt;
use core::str::FromStr;

use danilchuk_board::Variant;
use danilchuk_linear::LineLimit;

/// A rule set with its game settings: what a command line, a PGN `Variant`
/// (and `LineLimit`) tag or a UCI `UCI_Variant` option names.
///
/// Text forms ([`fmt::Display`] writes the first of each, [`FromStr`] reads
/// all, in any case):
///
/// | rules | names |
/// |-------|-------|
/// | [`Rules::Chess`] | `chess`, `standard`, `classical`, `fide` |
/// | [`Rules::Immortal`] | `immortal` |
/// | `Rules::Linear(LineLimit::Unlimited)` | `linear` |
/// | `Rules::Linear(LineLimit::Three)` | `linear3` (also `linear-3`, `linear:3`) |
/// | `Rules::Linear(LineLimit::Two)` | `linear2` (also `linear-2`, `linear:2`) |
///
/// ```
/// use danilchuk_linear::LineLimit;
/// use danilchuk_variant::Rules;
///
/// let rules: Rules = "linear2".parse()?;
/// assert_eq!(rules, Rules::Linear(LineLimit::Two));
/// assert_eq!(rules.to_string(), "linear2");
/// assert_eq!(rules.pgn_variant(), "Linear");
/// assert_eq!(rules.pgn_line_limit(), Some("2"));
/// assert_eq!(Rules::from_pgn_tags(Some("Standard"), None)?, Rules::Chess);
/// assert_eq!(Rules::default(), Rules::Chess);
/// # Ok::<(), danilchuk_variant::UnknownRules>(())
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rules {
    /// Classical chess (FIDE).
    #[default]
    Chess,
    /// Classic Immortal Chess (RULES.md Part I).
    Immortal,
    /// Russian Linear Chess (RULES.md Part L) with its line limit (L-8).
    Linear(LineLimit),
}

/// The text names no rule set (or no line limit).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown rules {0:?} (expected chess, immortal, linear, linear3 or linear2)")]
pub struct UnknownRules(pub String);

impl Rules {
    /// Every rule set and setting: classical, Immortal, then Linear from
    /// no limit to the strictest.
    pub const ALL: [Rules; 5] = [
        Rules::Chess,
        Rules::Immortal,
        Rules::Linear(LineLimit::Unlimited),
        Rules::Linear(LineLimit::Three),
        Rules::Linear(LineLimit::Two),
    ];

    /// The rule set without its settings.
    pub const fn variant(self) -> Variant {
        match self {
            Rules::Chess => Variant::Chess,
            Rules::Immortal => Variant::Immortal,
            Rules::Linear(_) => Variant::Linear,
        }
    }

    /// The rule set with its default settings.
    pub const fn of(variant: Variant) -> Rules {
        match variant {
            Variant::Chess => Rules::Chess,
            Variant::Immortal => Rules::Immortal,
            Variant::Linear => Rules::Linear(LineLimit::Unlimited),
        }
    }

    /// The name [`fmt::Display`] writes: `chess`, `immortal`, `linear`,
    /// `linear3`, `linear2`.
    pub const fn name(self) -> &'static str {
        match self {
            Rules::Chess => "chess",
            Rules::Immortal => "immortal",
            Rules::Linear(LineLimit::Unlimited) => "linear",
            Rules::Linear(LineLimit::Three) => "linear3",
            Rules::Linear(LineLimit::Two) => "linear2",
        }
    }

    /// Linear's line limit (L-8), or `None` for the other rule sets.
    pub const fn line_limit(self) -> Option<LineLimit> {
        match self {
            Rules::Linear(limit) => Some(limit),
            _ => None,
        }
    }

    /// The PGN `Variant` tag value (Part III): `Standard`, `Immortal` or
    /// `Linear`. A classical game may also leave the tag out.
    pub const fn pgn_variant(self) -> &'static str {
        self.variant().pgn_name()
    }

    /// The PGN `LineLimit` tag value (Part III): `3` or `2` for a Linear
    /// game with a limit, `None` when the tag is not written.
    pub const fn pgn_line_limit(self) -> Option<&'static str> {
        match self {
            Rules::Linear(LineLimit::Three) => Some("3"),
            Rules::Linear(LineLimit::Two) => Some("2"),
            _ => None,
        }
    }

    /// The rules a PGN game's `Variant` and `LineLimit` tags name: no
    /// `Variant` tag is classical chess (Part III); `LineLimit` counts only
    /// for Linear chess and defaults to no limit.
    pub fn from_pgn_tags(
        variant: Option<&str>,
        line_limit: Option<&str>,
    ) -> Result<Rules, UnknownRules> {
        let variant = match variant {
            None => Variant::Chess,
            Some(tag) => tag.parse().map_err(|_| UnknownRules(tag.into()))?,
        };
        match (variant, line_limit) {
            (Variant::Linear, Some(tag)) => tag
                .parse()
                .map(Rules::Linear)
                .map_err(|_| UnknownRules(format!("LineLimit {tag}"))),
            (variant, _) => Ok(Rules::of(variant)),
        }
    }
}

impl From<Variant> for Rules {
    /// The rule set with its default settings.
    fn from(variant: Variant) -> Rules {
        Rules::of(variant)
    }
}

impl From<Rules> for Variant {
    fn from(rules: Rules) -> Variant {
        rules.variant()
    }
}

impl FromStr for Rules {
    type Err = UnknownRules;

    /// Any name of the table in [`Rules`], in any case.
    fn from_str(s: &str) -> Result<Rules, UnknownRules> {
        let lower = s.trim().to_ascii_lowercase();
        let rules = match lower.as_str() {
            "chess" | "standard" | "classical" | "fide" => Rules::Chess,
            "immortal" => Rules::Immortal,
            "linear" => Rules::Linear(LineLimit::Unlimited),
            _ => {
                let limit = lower
                    .strip_prefix("linear")
                    .map(|rest| rest.trim_start_matches(['-', ':', '_']))
                    .filter(|rest| *rest == "3" || *rest == "2")
                    .and_then(|rest| rest.parse().ok())
                    .ok_or_else(|| UnknownRules(s.into()))?;
                Rules::Linear(limit)
            }
        };
        Ok(rules)
    }
}

impl fmt::Display for Rules {
    /// [`Rules::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
