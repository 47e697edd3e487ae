//! The names of the rule sets and their settings: the one table that every
//! text surface reads (`Variant` and `Rules` from text, the PGN `Variant`
//! tag, JSON records, the command lines, UCI's `UCI_Variant`), and the
//! reading of a [`Variant`] from a name.

use core::fmt;
use core::str::FromStr;

use crate::Variant;

/// One name of a rule set with its settings, as [`RULE_SET_NAMES`] lists
/// it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuleSetName {
    /// The name, lower case; read in any case.
    pub name: &'static str,
    /// The rule set it names.
    pub variant: Variant,
    /// The settings it names, numbered as [`Variant::settings_key`] numbers
    /// them: 0 for the default settings, Linear's line limits 3 and 2
    /// (L-8).
    pub settings: u32,
}

const fn entry(name: &'static str, variant: Variant, settings: u32) -> RuleSetName {
    RuleSetName {
        name,
        variant,
        settings,
    }
}

/// Every name of every rule set and setting, the name that is written
/// first for each (the others are read too). Reading is case-insensitive
/// and ignores white space around the text: `Standard`, `LINEAR3` and
/// ` immortal ` are names.
///
/// | rule set and settings | names |
/// |-----------------------|-------|
/// | classical chess | `chess`, `standard`, `classical`, `fide` |
/// | Classic Immortal Chess | `immortal` |
/// | Russian Linear Chess, no line limit | `linear` |
/// | Linear, at most three pieces a line (L-8) | `linear3`, `linear-3`, `linear:3`, `linear_3` |
/// | Linear, at most two pieces a line (L-8) | `linear2`, `linear-2`, `linear:2`, `linear_2` |
pub const RULE_SET_NAMES: [RuleSetName; 14] = [
    entry("chess", Variant::Chess, 0),
    entry("standard", Variant::Chess, 0),
    entry("classical", Variant::Chess, 0),
    entry("fide", Variant::Chess, 0),
    entry("immortal", Variant::Immortal, 0),
    entry("linear", Variant::Linear, 0),
    entry("linear3", Variant::Linear, 3),
    entry("linear-3", Variant::Linear, 3),
    entry("linear:3", Variant::Linear, 3),
    entry("linear_3", Variant::Linear, 3),
    entry("linear2", Variant::Linear, 2),
    entry("linear-2", Variant::Linear, 2),
    entry("linear:2", Variant::Linear, 2),
    entry("linear_2", Variant::Linear, 2),
];

/// The text names no rule set of [`RULE_SET_NAMES`]; the message lists
/// the names.
///
/// ```
/// use danilchuk_board::Variant;
///
/// let error = "Atomic".parse::<Variant>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "unknown rule set \"Atomic\" (known names, in any case: chess, standard, classical, fide, \
///      immortal, linear, linear3, linear-3, linear:3, linear_3, linear2, linear-2, linear:2, linear_2)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown rule set {} (known names, in any case: ",
            crate::Excerpt(&self.0)
        )?;
        for (i, entry) in RULE_SET_NAMES.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(entry.name)?;
        }
        f.write_str(")")
    }
}

impl core::error::Error for UnknownVariant {}

/// The entry of [`RULE_SET_NAMES`] that `text` names.
fn lookup(text: &str) -> Result<RuleSetName, UnknownVariant> {
    let wanted = text.trim();
    RULE_SET_NAMES
        .into_iter()
        .find(|entry| entry.name.eq_ignore_ascii_case(wanted))
        .ok_or_else(|| UnknownVariant(text.into()))
}

// Reading a name belongs with the table of names; the rule set itself
// (`variant.rs`) knows nothing of them.
impl Variant {
    /// Reads a name of [`RULE_SET_NAMES`](crate::RULE_SET_NAMES) (any
    /// case, white space around it ignored): the rule set and the settings
    /// it names, numbered as [`Variant::settings_key`] numbers them (0 for
    /// the default settings; Linear's line limits 3 and 2).
    ///
    /// # Errors
    ///
    /// [`UnknownVariant`] when the text is none of the names; its message
    /// lists them.
    ///
    /// ```
    /// use danilchuk_board::Variant;
    ///
    /// assert_eq!(Variant::from_name("Linear3")?, (Variant::Linear, 3));
    /// assert_eq!(Variant::from_name(" Standard ")?, (Variant::Chess, 0));
    /// assert!(Variant::from_name("atomic").is_err());
    /// # Ok::<(), danilchuk_board::UnknownVariant>(())
    /// ```
    pub fn from_name(text: &str) -> Result<(Variant, u32), UnknownVariant> {
        let entry = lookup(text)?;
        Ok((entry.variant, entry.settings))
    }
}

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// Any name of [`RULE_SET_NAMES`](crate::RULE_SET_NAMES), in any case:
    /// the rule set it names, without its settings (`linear3` is Linear
    /// chess; [`Variant::from_name`] keeps the settings).
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        Variant::from_name(s).map(|(variant, _)| variant)
    }
}
