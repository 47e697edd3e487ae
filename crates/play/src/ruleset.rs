//! The rule set a player picks: classical, Immortal, or Linear with one of
//! its three line limits (L-8).

use core::fmt;
use core::str::FromStr;

use danilchuk_linear::LineLimit;

/// A rule set with its settings, by the names used on command lines and in
/// the API: `chess`, `immortal`, `linear`, `linear3`, `linear2`.
///
/// ```
/// use danilchuk_play::RuleSet;
/// let rules: RuleSet = "linear3".parse()?;
/// assert_eq!(rules.to_string(), "linear3");
/// # Ok::<(), danilchuk_play::UnknownRuleSet>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum RuleSet {
    /// Classical chess (FIDE).
    #[default]
    Chess,
    /// Classic Immortal Chess (Part I).
    Immortal,
    /// Russian Linear Chess with a line limit (Part L, L-8).
    Linear(LineLimit),
}

/// The text names no rule set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule set {0:?} (expected chess, immortal, linear, linear3 or linear2)")]
pub struct UnknownRuleSet(pub String);

impl RuleSet {
    /// Every choice, in the order the board's menu lists them.
    pub const ALL: [RuleSet; 5] = [
        RuleSet::Chess,
        RuleSet::Immortal,
        RuleSet::Linear(LineLimit::Unlimited),
        RuleSet::Linear(LineLimit::Three),
        RuleSet::Linear(LineLimit::Two),
    ];

    /// The command-line name.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Chess => "chess",
            RuleSet::Immortal => "immortal",
            RuleSet::Linear(LineLimit::Unlimited) => "linear",
            RuleSet::Linear(LineLimit::Three) => "linear3",
            RuleSet::Linear(LineLimit::Two) => "linear2",
        }
    }

    /// A name for people.
    pub const fn title(self) -> &'static str {
        match self {
            RuleSet::Chess => "Classical chess",
            RuleSet::Immortal => "Classic Immortal Chess",
            RuleSet::Linear(LineLimit::Unlimited) => "Russian Linear Chess (no line limit)",
            RuleSet::Linear(LineLimit::Three) => "Russian Linear Chess (at most 3 per line)",
            RuleSet::Linear(LineLimit::Two) => "Russian Linear Chess (at most 2 per line)",
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for RuleSet {
    type Err = UnknownRuleSet;

    fn from_str(text: &str) -> Result<RuleSet, UnknownRuleSet> {
        RuleSet::ALL
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownRuleSet(text.chars().take(40).collect()))
    }
}
