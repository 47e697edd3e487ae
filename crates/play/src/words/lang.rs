//! The languages the board speaks: English and Russian, the language of
//! the clubs that play these games and of the two source texts.

use std::fmt;
use std::str::FromStr;

/// A language of the board's words (the page's and the terminal's).
///
/// ```
/// use danilchuk_play::Lang;
/// assert_eq!("ru".parse::<Lang>(), Ok(Lang::Russian));
/// assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Some(Lang::Russian));
/// assert_eq!(Lang::from_locale("en-GB"), Some(Lang::English));
/// assert_eq!(Lang::from_locale("C.UTF-8"), None);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Lang {
    /// English.
    #[default]
    English,
    /// Russian: the sources' own terms (обмен, ближний мат, линия, …) and
    /// the Russian move letters (Кр Ф Л С К).
    Russian,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::English, Lang::Russian];

    /// Its two-letter code (ISO 639-1): `en`, `ru`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::Russian => "ru",
        }
    }

    /// The language a locale or language tag names (`ru`, `ru_RU.UTF-8`,
    /// `ru-RU`, `en_US`), if the board speaks it; `None` for another one
    /// and for `C` or `POSIX`.
    #[must_use]
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|lang| language.eq_ignore_ascii_case(lang.code()))
    }

    /// The terminal's language, from the environment as POSIX orders it:
    /// `LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first one set decides.
    /// English when it names another language (or none).
    #[must_use]
    pub fn from_env() -> Lang {
        Lang::from_vars(|name| std::env::var(name).ok())
    }

    /// As [`Lang::from_env`], with the variables looked up by `var`.
    pub(crate) fn from_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty())
            .and_then(|value| Lang::from_locale(&value))
            .unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language the board does not speak.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: the board speaks en (English) and ru (Russian)")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(text: &str) -> Result<Lang, UnknownLang> {
        Lang::from_locale(text.trim()).ok_or_else(|| UnknownLang(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_is_read_in_posix_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_string())
            }
        };
        assert_eq!(Lang::from_vars(env(&[])), Lang::English);
        assert_eq!(
            Lang::from_vars(env(&[("LANG", "ru_RU.UTF-8")])),
            Lang::Russian
        );
        // LC_ALL overrides; an empty one does not count.
        assert_eq!(
            Lang::from_vars(env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "ru_RU.UTF-8")])),
            Lang::English
        );
        assert_eq!(
            Lang::from_vars(env(&[
                ("LC_ALL", ""),
                ("LC_MESSAGES", "ru_UA"),
                ("LANG", "en")
            ])),
            Lang::Russian
        );
        // A language the board does not speak: English.
        assert_eq!(
            Lang::from_vars(env(&[("LANG", "de_DE.UTF-8")])),
            Lang::English
        );
        assert_eq!(Lang::from_vars(env(&[("LANG", "C.UTF-8")])), Lang::English);
    }

    #[test]
    fn languages_are_read_by_code_or_tag() {
        assert_eq!("en".parse::<Lang>(), Ok(Lang::English));
        assert_eq!("RU".parse::<Lang>(), Ok(Lang::Russian));
        assert_eq!("ru-RU".parse::<Lang>(), Ok(Lang::Russian));
        assert!("fr".parse::<Lang>().is_err());
        assert!("".parse::<Lang>().is_err());
        for lang in Lang::ALL {
            assert_eq!(lang.to_string().parse::<Lang>(), Ok(lang));
        }
    }
}
