//! The names a tournament keeps (its own, its site, its players' and their
//! clubs'): 1 to 60 characters after trimming, none that would change how
//! a page or a PGN record reads them (a control character, a direction
//! mark or an invisible one, HTML's `<` `>` `&`, PGN's `"` `\` `[` `]`
//! `{` `}`). A name is refused whole, never kept half-way.

use super::refusal::{ClubRefusal, NameField};

use super::limits::{MAX_NAME, MAX_RATING};

/// The name trimmed, or why it is refused.
pub(crate) fn valid_name(text: &str, field: NameField) -> Result<String, ClubRefusal> {
    let name = text.trim();
    if name.is_empty() {
        return Err(ClubRefusal::NameEmpty(field));
    }
    if name.chars().count() > MAX_NAME {
        return Err(ClubRefusal::NameTooLong(field));
    }
    if let Some(bad) = name.chars().find(|&c| !name_char(c)) {
        return Err(ClubRefusal::NameCharacter {
            field,
            code: u32::from(bad),
        });
    }
    Ok(name.to_string())
}

/// An optional name: `None` or blank is none.
pub(crate) fn optional_name(
    text: Option<&str>,
    field: NameField,
) -> Result<Option<String>, ClubRefusal> {
    match text {
        Some(text) if !text.trim().is_empty() => valid_name(text, field).map(Some),
        _ => Ok(None),
    }
}

/// A rating, 0 to [`MAX_RATING`].
pub(crate) fn valid_rating(rating: Option<u32>) -> Result<Option<u16>, ClubRefusal> {
    match rating {
        None => Ok(None),
        Some(r) if r <= MAX_RATING => Ok(u16::try_from(r).ok()),
        Some(r) => Err(ClubRefusal::Rating(r)),
    }
}

/// Whether `c` may stand in a name.
fn name_char(c: char) -> bool {
    // Unicode's format characters that change how text reads or hide in
    // it: soft hyphen, Arabic letter mark, Mongolian vowel separator,
    // zero-width marks (U+200B–U+200D), the direction marks (U+200E/F),
    // line and paragraph separators, bidi embeddings and overrides
    // (U+202A–U+202E), the word joiner, invisible operators and the bidi
    // isolates (U+2066–U+2069), the byte order mark (U+FEFF).
    let format = matches!(
        u32::from(c),
        0xAD | 0x061C | 0x180E | 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x206F | 0xFEFF
    );
    !(c.is_control() || format || matches!(c, '<' | '>' | '&' | '"' | '\\' | '[' | ']' | '{' | '}'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_name_is_kept_trimmed() {
        assert_eq!(
            valid_name("  Иван Петров ", NameField::Player),
            Ok("Иван Петров".to_string())
        );
        assert_eq!(
            valid_name(&"я".repeat(60), NameField::Player).map(|n| n.chars().count()),
            Ok(60)
        );
    }

    #[test]
    fn bad_names_are_refused() {
        let field = NameField::Player;
        assert_eq!(valid_name("   ", field), Err(ClubRefusal::NameEmpty(field)));
        assert_eq!(
            valid_name(&"a".repeat(61), field),
            Err(ClubRefusal::NameTooLong(field))
        );
        for (name, code) in [
            ("<b>Bold</b>", '<'),
            ("Tom & Jerry", '&'),
            ("Say \"hi\"", '"'),
            ("a[1]", '['),
            ("a]", ']'),
            ("back\\slash", '\\'),
            ("abc\u{202E}fed", '\u{202E}'),
            ("abc\u{2067}x", '\u{2067}'),
            ("a\u{200E}b", '\u{200E}'),
            ("a\u{200F}b", '\u{200F}'),
            ("zero\u{200B}width", '\u{200B}'),
            ("joiner\u{200D}x", '\u{200D}'),
            ("bom\u{FEFF}x", '\u{FEFF}'),
            ("tab\there", '\t'),
            ("new\nline", '\n'),
            ("nul\0x", '\0'),
        ] {
            assert_eq!(
                valid_name(name, field),
                Err(ClubRefusal::NameCharacter {
                    field,
                    code: u32::from(code)
                }),
                "{name:?}"
            );
        }
    }

    #[test]
    fn ratings_run_to_3500() {
        assert_eq!(valid_rating(None), Ok(None));
        assert_eq!(valid_rating(Some(0)), Ok(Some(0)));
        assert_eq!(valid_rating(Some(3500)), Ok(Some(3500)));
        assert_eq!(valid_rating(Some(3501)), Err(ClubRefusal::Rating(3501)));
    }
}
