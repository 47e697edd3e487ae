//! Reading an alphabet's name: `FromStr` for [`Letters`].

use core::str::FromStr;

use crate::letters::Letters;

/// The text is not an alphabet's name (`English`, `Russian`, or `en`,
/// `ru`, in any case).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a letter set (expected English, Russian, en or ru)")]
pub struct ParseLettersError;

impl FromStr for Letters {
    type Err = ParseLettersError;

    /// Reads what `Display` writes (`English`, `Russian`) and the language
    /// codes `en`, `ru`, in any case, white space around them dropped.
    ///
    /// ```
    /// use danilchuk_notation::Letters;
    ///
    /// assert_eq!("russian".parse(), Ok(Letters::Russian));
    /// assert_eq!(Letters::English.to_string().parse(), Ok(Letters::English));
    /// assert_eq!("RU".parse(), Ok(Letters::Russian));
    /// assert!("latin".parse::<Letters>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Letters, ParseLettersError> {
        let text = text.trim();
        [
            (Letters::English, "english", "en"),
            (Letters::Russian, "russian", "ru"),
        ]
        .into_iter()
        .find(|(_, name, code)| text.eq_ignore_ascii_case(name) || text.eq_ignore_ascii_case(code))
        .map(|(letters, _, _)| letters)
        .ok_or(ParseLettersError)
    }
}
