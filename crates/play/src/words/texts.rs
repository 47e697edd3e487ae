//! The board's words: one key set in a data file per language
//! (`assets/i18n/en.json`, `assets/i18n/ru.json`), compiled into the
//! binary, read by the page (served as they are) and by the terminal
//! (here).
//!
//! A text may hold arguments, `{name}`; an argument whose value is `@key`
//! is itself a text of the files (`@color.white`, the word "white"), and
//! `{name:form}` takes that text's form `key.form` (`{turn:gen}`, "белых",
//! the Russian genitive). A value `@a,@b` is a list of texts, joined with
//! commas. The page's script formats the same way (`assets/i18n.js`).

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::session::message::Message;
use crate::Lang;

/// The English texts, as the page fetches them.
pub(crate) const EN_JSON: &str = include_str!("../../assets/i18n/en.json");
/// The Russian texts.
pub(crate) const RU_JSON: &str = include_str!("../../assets/i18n/ru.json");

/// The data file of `lang`.
pub(crate) const fn json(lang: Lang) -> &'static str {
    match lang {
        Lang::English => EN_JSON,
        Lang::Russian => RU_JSON,
    }
}

/// The texts of `lang`, read once.
fn table(lang: Lang) -> &'static HashMap<String, String> {
    static TABLES: [OnceLock<HashMap<String, String>>; 2] = [OnceLock::new(), OnceLock::new()];
    let index = match lang {
        Lang::English => 0,
        Lang::Russian => 1,
    };
    TABLES[index].get_or_init(|| {
        // The files are the crate's own and tested to parse: a broken one
        // reads as empty, and every text then shows its key.
        serde_json::from_str(json(lang)).unwrap_or_default()
    })
}

/// The text of `key` in `lang`; the key itself if the files lack it (the
/// tests see that they do not).
pub(crate) fn text(lang: Lang, key: &str) -> &str {
    table(lang).get(key).map_or(key, String::as_str)
}

/// Whether the files of `lang` hold `key`.
#[cfg(test)]
pub(crate) fn has(lang: Lang, key: &str) -> bool {
    table(lang).contains_key(key)
}

/// Every key of the files of `lang`.
#[cfg(test)]
pub(crate) fn keys(lang: Lang) -> impl Iterator<Item = &'static str> {
    table(lang).keys().map(String::as_str)
}

/// Saying a message: its text in a language, its arguments put in.
impl Message {
    /// The message in `lang`, its key being `group.code`.
    pub(crate) fn say(&self, lang: Lang, group: &str) -> String {
        let key = format!("{group}.{}", self.code);
        let args: Vec<(&str, &str)> = self.args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let said = format_text(lang, text(lang, &key), &args);
        match self.args.get("text") {
            // A move text the player typed: said first.
            Some(typed) => format_text(
                lang,
                text(lang, "refusal.typed"),
                &[("text", typed), ("why", &said)],
            ),
            None => said,
        }
    }
}

/// `template` with its arguments put in (see the module's docs).
pub(crate) fn format_text(lang: Lang, template: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let inner = &after[..close];
        let (name, form) = inner.split_once(':').unwrap_or((inner, ""));
        match args.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => out.push_str(&argument(lang, value, form)),
            None => {
                out.push('{');
                out.push_str(inner);
                out.push('}');
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// An argument's words: itself, or the texts it names.
fn argument(lang: Lang, value: &str, form: &str) -> String {
    if !value.starts_with('@') {
        return value.to_string();
    }
    value
        .split(',')
        .map(|item| {
            let key = item.trim().trim_start_matches('@');
            if form.is_empty() {
                text(lang, key).to_string()
            } else {
                text(lang, &format!("{key}.{form}")).to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `text` wrapped at word boundaries to lines of at most `width`
/// characters (a longer word stands alone on its line); its own line
/// breaks are kept, and each paragraph's leading spaces indent its
/// continuation lines.
pub(crate) fn wrap(text: &str, width: usize) -> String {
    let width = width.max(20);
    let mut out = String::new();
    for (i, paragraph) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let indent: String = paragraph.chars().take_while(|c| *c == ' ').collect();
        let mut line = indent.clone();
        let mut line_len = indent.chars().count();
        let mut first = true;
        for word in paragraph.split_whitespace() {
            let len = word.chars().count();
            if !first && line_len + 1 + len > width {
                out.push_str(&line);
                out.push('\n');
                line = indent.clone();
                line_len = indent.chars().count();
                first = true;
            }
            if !first {
                line.push(' ');
                line_len += 1;
            }
            line.push_str(word);
            line_len += len;
            first = false;
        }
        out.push_str(&line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(lang: Lang) -> Vec<&'static String> {
        let mut keys: Vec<_> = table(lang).keys().collect();
        keys.sort();
        keys
    }

    #[test]
    fn both_files_parse_and_hold_one_key_set() {
        for lang in Lang::ALL {
            let parsed: Result<HashMap<String, String>, _> = serde_json::from_str(json(lang));
            assert!(parsed.is_ok(), "{lang}: {parsed:?}");
            assert!(table(lang).len() > 100, "{lang}");
        }
        let missing = key_differences(table(Lang::English), table(Lang::Russian));
        assert!(missing.is_empty(), "{missing:?}");
        assert_eq!(keys(Lang::English), keys(Lang::Russian));
    }

    #[test]
    fn a_key_missing_in_one_language_is_found() {
        let mut en: HashMap<String, String> = table(Lang::English).clone();
        let mut ru: HashMap<String, String> = table(Lang::Russian).clone();
        en.insert("only.english".into(), "x".into());
        ru.remove("status.to_move");
        assert_eq!(
            key_differences(&en, &ru),
            [
                "only.english: missing in ru".to_string(),
                "status.to_move: missing in ru".to_string()
            ]
        );
    }

    #[test]
    fn every_argument_of_a_text_is_the_same_in_both_languages() {
        // A template's `{name}`s must match, or one language would show a
        // raw `{name}` or leave a value out.
        for (key, en) in table(Lang::English) {
            let ru = text(Lang::Russian, key);
            assert_eq!(placeholders(en), placeholders(ru), "{key}: {en:?} / {ru:?}");
        }
    }

    #[test]
    fn arguments_are_put_in_with_their_forms() {
        let args = [("square", "e7"), ("turn", "@color.white")];
        assert_eq!(
            format_text(Lang::Russian, "на {square} ход {turn:gen}", &args),
            "на e7 ход белых"
        );
        assert_eq!(
            format_text(Lang::English, "{turn:cap} to move, {missing}", &args),
            "White to move, {missing}"
        );
        assert_eq!(
            format_text(Lang::Russian, "{roles}", &[("roles", "@role.q,@role.n")]),
            "ферзь, конь"
        );
        assert_eq!(
            format_text(Lang::English, "open { brace", &[]),
            "open { brace"
        );
    }

    #[test]
    fn wrapping_breaks_at_word_boundaries() {
        let text = "Capture is a swap: the capturing unit goes to the captured unit's square.";
        let wrapped = wrap(text, 24);
        assert!(
            wrapped.lines().all(|l| l.chars().count() <= 24),
            "{wrapped}"
        );
        let words: Vec<&str> = wrapped.split_whitespace().collect();
        assert_eq!(words, text.split_whitespace().collect::<Vec<_>>());
        assert_eq!(wrap("  a b c d", 20), "  a b c d");
        assert_eq!(wrap("one\ntwo", 40), "one\ntwo");
        // Russian letters count as one column each.
        let ru = "Ближний мат можно поставить ферзём, ладьёй или слоном.";
        assert!(wrap(ru, 20).lines().all(|l| l.chars().count() <= 20));
    }

    #[test]
    fn every_form_a_text_asks_for_exists_for_every_color_and_role() {
        // `{turn:gen}` looks up `color.white.gen`: each form asked for
        // anywhere must exist for every color and role, in both languages.
        let mut forms: Vec<String> = Vec::new();
        for lang in Lang::ALL {
            for value in table(lang).values() {
                for part in value.split('{').skip(1) {
                    if let Some((inner, _)) = part.split_once('}') {
                        if let Some((_, form)) = inner.split_once(':') {
                            forms.push(form.to_string());
                        }
                    }
                }
            }
        }
        forms.sort();
        forms.dedup();
        assert!(!forms.is_empty());
        for lang in Lang::ALL {
            for form in &forms {
                for word in ["color.white", "color.black"]
                    .into_iter()
                    .map(String::from)
                    .chain(["k", "q", "r", "b", "n", "p", "unit"].map(|r| format!("role.{r}")))
                {
                    let key = format!("{word}.{form}");
                    assert!(has(lang, &key), "{lang}: {key}");
                }
            }
        }
    }

    #[test]
    fn every_message_the_server_sends_has_its_text() {
        use danilchuk_board::{Color, Role, Square};
        // A refusal of each kind the board gives, the castling refusals,
        // and every ending: each message's key is in both files.
        let sq = Square::E4;
        let refusals = [
            crate::Refusal::NoUnit(sq),
            crate::Refusal::NotYours {
                square: sq,
                turn: Color::White,
            },
            crate::Refusal::ChoosePromotion(vec![Role::Queen, Role::Knight]),
            crate::Refusal::NoSuchMove { from: sq, to: sq },
            crate::Refusal::ComputersTurn,
            crate::Refusal::Full { max: 1 },
            crate::Refusal::TooLong { max: 1 },
            crate::Refusal::NoSuchPly { ply: 1, moves: 0 },
            crate::Refusal::NothingToAnalyse,
            crate::Refusal::EngineCannotReplay,
            crate::Refusal::PgnNotWritten,
        ];
        let mut messages: Vec<(&str, Message)> =
            refusals.iter().map(|r| ("refusal", r.message())).collect();
        // Every reason a move is illegal.
        use danilchuk_board::{Bitboard, Illegality, Variant};
        let mut reasons = vec![
            Illegality::NotAMove,
            Illegality::Blocked,
            Illegality::LeavesKingInCheck,
            Illegality::CastlingNotAllowed,
            Illegality::Locked,
            Illegality::OverLineLimit,
            Illegality::GameOver,
            Illegality::BadPromotion {
                written: Role::King,
                line: None,
            },
            Illegality::BadPromotion {
                written: Role::Queen,
                line: Some(Role::Rook),
            },
            Illegality::NothingToMove,
            Illegality::NoSuchUnit { role: Role::Knight },
            Illegality::CannotReach { role: Role::Bishop },
            Illegality::OwnUnitOnTarget,
            Illegality::NothingToCapture,
            Illegality::UnmarkedPawnCapture,
            Illegality::CapturedUnitMismatch {
                written: Role::Queen,
                found: Some(Role::Rook),
            },
            Illegality::CapturedUnitMismatch {
                written: Role::Queen,
                found: None,
            },
            Illegality::PromotionMissing,
            Illegality::PromotionNotAllowed,
            Illegality::Ambiguous {
                origins: Bitboard::from_square(Square::B1) | Bitboard::from_square(Square::F3),
            },
        ];
        for variant in [Variant::Chess, Variant::Immortal, Variant::Linear] {
            reasons.push(Illegality::CastlingSpelledOtherwise {
                variant,
                color: Color::Black,
            });
        }
        for reason in reasons {
            let refusal = crate::Refusal::Way {
                from: sq,
                to: sq,
                reason,
            };
            assert_ne!(refusal.message().code, "other", "{reason:?}");
            messages.push(("refusal", refusal.message()));
        }
        for fen in [
            "4k3/8/8/8/8/8/8/4KB1R w K - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1",
        ] {
            let mut s = crate::Session::from_fen(crate::Rules::Chess, fen, crate::Opponent::Person)
                .expect("a position");
            for (from, to) in [
                (Square::E1, Square::H1),
                (Square::E1, Square::E3),
                (Square::A1, Square::A8),
            ] {
                if let Err(e) = s.play_squares(from, to, None) {
                    messages.push(("refusal", e.message()));
                }
            }
            for text in ["Kd9", "Ke2", "Qh5", "exd5"] {
                if let Err(e) = s.play_text(text) {
                    messages.push(("refusal", e.message()));
                }
            }
            if let Err(e) = s.claim_draw() {
                messages.push(("refusal", e.message()));
            }
            if let Err(e) = s.load_fen("8/8/8 w") {
                messages.push(("refusal", e.message()));
            }
            if let Err(e) = s.load_pgn("1. e5 *") {
                messages.push(("refusal", e.message()));
            }
        }
        assert!(messages.len() > 20);
        for code in [
            "checkmate",
            "close_mate",
            "last_king_captured",
            "last_king_left_line",
            "on_time",
            "resignation",
            "stalemate",
            "insufficient_material",
            "threefold",
            "fivefold",
            "fifty_moves",
            "seventy_five_moves",
            "agreement",
        ] {
            let message = Message::new(code)
                .with("winner", "@color.white")
                .with("loser", "@color.black");
            messages.push(("outcome", message));
        }
        for (group, message) in messages {
            let key = format!("{group}.{}", message.code);
            for lang in Lang::ALL {
                assert!(has(lang, &key), "{lang}: {key} ({message:?})");
                let said = message.say(lang, group);
                assert!(!said.contains('{'), "{lang}: {said}");
            }
        }
    }

    fn placeholders(text: &str) -> Vec<String> {
        let mut names: Vec<String> = text
            .split('{')
            .skip(1)
            .filter_map(|part| part.split_once('}'))
            .map(|(inner, _)| inner.split(':').next().unwrap_or("").to_string())
            .collect();
        names.sort();
        names.dedup();
        names
    }

    fn key_differences(en: &HashMap<String, String>, ru: &HashMap<String, String>) -> Vec<String> {
        let mut missing: Vec<String> = en
            .keys()
            .filter(|k| !ru.contains_key(*k))
            .map(|k| format!("{k}: missing in ru"))
            .chain(
                ru.keys()
                    .filter(|k| !en.contains_key(*k))
                    .map(|k| format!("{k}: missing in en")),
            )
            .collect();
        missing.sort();
        missing
    }
}
