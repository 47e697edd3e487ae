//! The rule set chosen at run time, with its settings.

use core::fmt;
use core::str::FromStr;

use danilchuk_board::{Excerpt, UnknownVariant, Variant};
use danilchuk_linear::{LineLimit, UnknownLineLimit};

/// A rule set with its game settings: what a command line, a PGN `Variant`
/// (and `LineLimit`) tag or a UCI `UCI_Variant` option names.
///
/// Text forms: the workspace's one table of names,
/// [`danilchuk_board::RULE_SET_NAMES`] ([`fmt::Display`] writes the first
/// of each, [`FromStr`] reads all, in any case, white space around them
/// ignored):
///
/// | rules | names |
/// |-------|-------|
/// | [`Rules::Chess`] | `chess`, `standard`, `classical`, `fide` |
/// | [`Rules::Immortal`] | `immortal` |
/// | `Rules::Linear(LineLimit::Unlimited)` | `linear` |
/// | `Rules::Linear(LineLimit::Three)` | `linear3` (also `linear-3`, `linear:3`, `linear_3`) |
/// | `Rules::Linear(LineLimit::Two)` | `linear2` (also `linear-2`, `linear:2`, `linear_2`) |
///
/// The same names are read from the PGN `Variant` tag
/// ([`Rules::from_pgn_tags`]: `[Variant "Linear3"]` is Linear chess with a
/// limit of three), from game and position JSON, from every command line's
/// `--variant` and from UCI's `UCI_Variant`.
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
/// assert_eq!(Rules::from_pgn_tags(Some("Linear3"), None)?, "linear-3".parse()?);
/// assert_eq!(Rules::default(), Rules::Chess);
/// # Ok::<(), Box<dyn std::error::Error>>(())
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

/// The text names no rule set: the board crate's [`UnknownVariant`], whose
/// message lists the names of [`danilchuk_board::RULE_SET_NAMES`].
pub type UnknownRules = UnknownVariant;

/// Why a game's PGN tags (or a record's fields) name no rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// The `Variant` tag names no rule set.
    #[error("Variant tag: {0}")]
    Unknown(#[from] UnknownVariant),
    /// The `LineLimit` tag is not `3`, `2` or `none`.
    #[error("LineLimit tag: {0}")]
    LineLimit(#[from] UnknownLineLimit),
    /// The `Variant` tag names a line limit (`Linear3`) and the `LineLimit`
    /// tag another.
    #[error("the Variant tag {} names line limit {named}, the LineLimit tag {tagged}", Excerpt(.variant))]
    LimitContradicts {
        /// The `Variant` tag.
        variant: String,
        /// The limit it names.
        named: LineLimit,
        /// The limit the `LineLimit` tag names.
        tagged: LineLimit,
    },
    /// A `LineLimit` tag with a limit in a game of a rule set without line
    /// limits (only Linear chess has them, L-8).
    #[error(
        "a LineLimit tag of {limit} in a {variant} game: only Linear chess has line limits (L-8)"
    )]
    LimitWithoutLines {
        /// The game's rule set.
        variant: Variant,
        /// The tag's limit.
        limit: LineLimit,
    },
}

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
    #[must_use]
    pub const fn variant(self) -> Variant {
        match self {
            Rules::Chess => Variant::Chess,
            Rules::Immortal => Variant::Immortal,
            Rules::Linear(_) => Variant::Linear,
        }
    }

    /// The rule set with its default settings.
    #[must_use]
    pub const fn of(variant: Variant) -> Rules {
        match variant {
            Variant::Chess => Rules::Chess,
            Variant::Immortal => Rules::Immortal,
            Variant::Linear => Rules::Linear(LineLimit::Unlimited),
        }
    }

    /// The name [`fmt::Display`] writes: `chess`, `immortal`, `linear`,
    /// `linear3`, `linear2`.
    #[must_use]
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
    #[must_use]
    pub const fn line_limit(self) -> Option<LineLimit> {
        match self {
            Rules::Linear(limit) => Some(limit),
            _ => None,
        }
    }

    /// The PGN `Variant` tag value (Part III): `Standard`, `Immortal` or
    /// `Linear`. A classical game may also leave the tag out.
    #[must_use]
    pub const fn pgn_variant(self) -> &'static str {
        self.variant().pgn_name()
    }

    /// The PGN `LineLimit` tag value (Part III): `3` or `2` for a Linear
    /// game with a limit, `None` when the tag is not written.
    #[must_use]
    pub const fn pgn_line_limit(self) -> Option<&'static str> {
        match self {
            Rules::Linear(LineLimit::Three) => Some("3"),
            Rules::Linear(LineLimit::Two) => Some("2"),
            _ => None,
        }
    }

    /// The rules a name of [`danilchuk_board::RULE_SET_NAMES`] gives,
    /// from the rule set and its settings number ([`Variant::from_name`]):
    /// `None` for a number the rule set does not have.
    #[must_use]
    pub const fn from_settings(variant: Variant, settings: u32) -> Option<Rules> {
        Some(match (variant, settings) {
            (Variant::Chess, 0) => Rules::Chess,
            (Variant::Immortal, 0) => Rules::Immortal,
            (Variant::Linear, 0) => Rules::Linear(LineLimit::Unlimited),
            (Variant::Linear, 3) => Rules::Linear(LineLimit::Three),
            (Variant::Linear, 2) => Rules::Linear(LineLimit::Two),
            _ => return None,
        })
    }

    /// The rules a PGN game's `Variant` and `LineLimit` tags name (Part
    /// III): no `Variant` tag is classical chess. See
    /// [`Rules::from_pgn_tags_or`].
    ///
    /// # Errors
    ///
    /// As [`Rules::from_pgn_tags_or`].
    pub fn from_pgn_tags(
        variant: Option<&str>,
        line_limit: Option<&str>,
    ) -> Result<Rules, RulesError> {
        Rules::from_pgn_tags_or(variant, line_limit, Rules::Chess)
    }

    /// The rules a PGN game's `Variant` and `LineLimit` tags name, with
    /// `default` for a game without a `Variant` tag (a file of one club's
    /// Immortal games often has none). The `Variant` tag is any name of
    /// [`danilchuk_board::RULE_SET_NAMES`] (`Immortal`, `Linear3`, ...);
    /// the `LineLimit` tag (`3`, `2`, `none`) sets Linear's limit (L-8).
    ///
    /// # Errors
    ///
    /// [`RulesError::Unknown`] for a `Variant` tag that names no rule set,
    /// [`RulesError::LineLimit`] for a `LineLimit` tag that is no limit,
    /// [`RulesError::LimitContradicts`] when the `Variant` tag names one
    /// limit and the `LineLimit` tag another, and
    /// [`RulesError::LimitWithoutLines`] for a limit in a game of a rule
    /// set without lines.
    ///
    /// ```
    /// use danilchuk_linear::LineLimit;
    /// use danilchuk_variant::Rules;
    ///
    /// assert_eq!(Rules::from_pgn_tags_or(Some("Linear3"), None, Rules::Chess)?, Rules::Linear(LineLimit::Three));
    /// assert_eq!(Rules::from_pgn_tags_or(Some("Linear"), Some("2"), Rules::Chess)?, Rules::Linear(LineLimit::Two));
    /// assert_eq!(Rules::from_pgn_tags_or(None, None, Rules::Immortal)?, Rules::Immortal);
    /// assert!(Rules::from_pgn_tags_or(Some("Linear3"), Some("2"), Rules::Chess).is_err());
    /// assert!(Rules::from_pgn_tags_or(Some("Atomic"), None, Rules::Chess).is_err());
    /// # Ok::<(), danilchuk_variant::RulesError>(())
    /// ```
    pub fn from_pgn_tags_or(
        variant: Option<&str>,
        line_limit: Option<&str>,
        default: Rules,
    ) -> Result<Rules, RulesError> {
        let named = match variant {
            None => None,
            Some(tag) => Some(tag.parse::<Rules>()?),
        };
        let rules = named.unwrap_or(default);
        let Some(tag) = line_limit else {
            return Ok(rules);
        };
        let tagged: LineLimit = tag.parse()?;
        match rules {
            Rules::Linear(limit) => match variant {
                // A limit the Variant tag names itself must agree.
                Some(tag) if limit != LineLimit::Unlimited && limit != tagged => {
                    Err(RulesError::LimitContradicts {
                        variant: tag.into(),
                        named: limit,
                        tagged,
                    })
                }
                _ => Ok(Rules::Linear(tagged)),
            },
            other if tagged == LineLimit::Unlimited => Ok(other),
            other => Err(RulesError::LimitWithoutLines {
                variant: other.variant(),
                limit: tagged,
            }),
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

    /// Any name of [`danilchuk_board::RULE_SET_NAMES`], in any case, white
    /// space around it ignored.
    fn from_str(s: &str) -> Result<Rules, UnknownRules> {
        let (variant, settings) = Variant::from_name(s)?;
        Rules::from_settings(variant, settings).ok_or_else(|| UnknownVariant(s.into()))
    }
}

impl fmt::Display for Rules {
    /// [`Rules::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
