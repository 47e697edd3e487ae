//! Rule sets by name, as JavaScript passes them.

use danilchuk_variant::Rules;

use crate::error::ApiError;

/// The rules `name` names (any name `Rules` reads: `chess`, `immortal`,
/// `linear`, `linear3`, `linear2`, `standard`, ...), classical chess when
/// there is none.
///
/// # Errors
///
/// [`crate::ErrorKind::Rules`] when the name is no rule set.
pub fn rules_named(name: Option<&str>) -> Result<Rules, ApiError> {
    match name {
        None => Ok(Rules::Chess),
        Some(name) => Ok(name.parse::<Rules>()?),
    }
}

/// The names of every rule set, as [`Rules::name`] writes them: `chess`,
/// `immortal`, `linear`, `linear3`, `linear2`.
#[must_use]
pub fn rules_names() -> Vec<String> {
    Rules::ALL.iter().map(|r| r.name().to_owned()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    #[test]
    fn every_name_reads_back_and_a_wrong_one_is_a_rules_error() {
        for name in rules_names() {
            assert_eq!(rules_named(Some(&name)).map(Rules::name), Ok(name.as_str()));
        }
        assert_eq!(rules_named(None), Ok(Rules::Chess));
        assert_eq!(
            rules_named(Some("atomic")).unwrap_err().kind,
            ErrorKind::Rules
        );
    }
}
