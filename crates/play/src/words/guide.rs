//! The rules guide: each rule set's rules in a player's words, each rule
//! beside a small board to try it on. Its shape (the parts, their rule
//! ids, the boards' positions and the moves that show each rule) is
//! `assets/guide.json`; its words are the `guide.*` texts of the language
//! files. The page shows it with live boards (real games on the server);
//! the terminal shows it as text ([`text`], the terminal's `help rules`).
//!
//! ```
//! use danilchuk_play::{guide, Lang, Rules};
//! let text = guide::text(Lang::Russian, Rules::Immortal, 60);
//! assert!(text.contains("ближний мат"));
//! assert!(text.lines().all(|line| line.chars().count() <= 60));
//! let lock = guide::section_text(Lang::English, "I-3", 72).expect("a part on I-3");
//! assert!(lock.starts_with("I-3. CAPTURE LOCKS"));
//! ```

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::texts::{format_text, text as say, wrap};
use crate::{Lang, Opponent, Rules, Session};

/// The guide's shape, as the page fetches it.
pub(crate) const GUIDE_JSON: &str = include_str!("../../assets/guide.json");

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct GuideData {
    sets: Vec<SetData>,
}

/// One rule set's guide.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SetData {
    /// `chess`, `immortal`, `linear`.
    id: String,
    /// The rule set its boards are played in (unless a board says).
    rules: String,
    /// Rulings told in another part (`IV-7` in `L-7`).
    #[serde(default)]
    aliases: BTreeMap<String, String>,
    sections: Vec<SectionData>,
}

/// One part: a rule id (`I-3`) or a name (`chess-castling`), its boards.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SectionData {
    id: String,
    #[serde(default)]
    boards: Vec<BoardData>,
}

/// A board to try a rule on.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct BoardData {
    /// Its rule set, if not its guide's (`linear2` for the line limit).
    #[serde(default)]
    rules: Option<String>,
    /// Its position.
    pub(crate) fen: String,
    /// The key of what to try on it.
    pub(crate) text: String,
    /// The moves that show the rule ("Show me" plays them in turn): the
    /// page reads them, the tests play them on the server's game.
    #[serde(default)]
    #[cfg_attr(not(test), allow(dead_code))]
    steps: Vec<StepData>,
}

/// A move of a board's lesson: played, or refused by the rules.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(not(test), allow(dead_code))]
struct StepData {
    from: String,
    to: String,
    #[serde(default)]
    promotion: Option<String>,
    /// The rules refuse it (that is the lesson).
    #[serde(default)]
    refused: bool,
    /// The ruling the refusal names.
    #[serde(default)]
    rule: Option<String>,
    /// How the game ends with it (the `outcome.*` key).
    #[serde(default)]
    ends: Option<String>,
}

fn data() -> &'static GuideData {
    static DATA: OnceLock<GuideData> = OnceLock::new();
    // The file is the crate's own and tested to parse.
    DATA.get_or_init(|| serde_json::from_str(GUIDE_JSON).unwrap_or_default())
}

/// The guide of a rule set: classical, Immortal or Linear (every line
/// limit).
fn set_of(rules: Rules) -> Option<&'static SetData> {
    let id = match rules {
        Rules::Chess => "chess",
        Rules::Immortal => "immortal",
        Rules::Linear(_) => "linear",
    };
    data().sets.iter().find(|s| s.id == id)
}

impl SetData {
    fn rules(&self) -> Rules {
        self.rules.parse().unwrap_or(Rules::Chess)
    }
}

impl BoardData {
    /// The board's rule set.
    fn rules_in(&self, set: &SetData) -> Rules {
        self.rules
            .as_deref()
            .and_then(|r| r.parse().ok())
            .unwrap_or_else(|| set.rules())
    }
}

/// The part of `id` (a rule id such as `I-3`, any case, or a ruling told
/// in a part, such as `IV-7`), and its guide.
fn find(id: &str) -> Option<(&'static SetData, &'static SectionData)> {
    let id = id.trim().to_ascii_uppercase();
    data().sets.iter().find_map(|set| {
        let wanted = set
            .aliases
            .get(&id)
            .map_or(id.as_str(), String::as_str)
            .to_ascii_uppercase();
        set.sections
            .iter()
            .find(|s| s.id.to_ascii_uppercase() == wanted)
            .map(|s| (set, s))
    })
}

/// The guide of `rules`'s rule set as text in `lang`: its introduction,
/// then each part with its boards drawn as diagrams and what to try on
/// them, wrapped at word boundaries to `width` columns (at least 20).
#[must_use]
pub fn text(lang: Lang, rules: Rules, width: usize) -> String {
    let Some(set) = set_of(rules) else {
        return String::new();
    };
    let title_key = format!("guide.{}.title", set.id);
    let title = say(lang, &title_key);
    let mut out = wrap(
        &format_text(lang, say(lang, "term.guide_header"), &[("title", title)]),
        width,
    );
    out.push_str("\n\n");
    out.push_str(&wrap(say(lang, &format!("guide.{}.intro", set.id)), width));
    out.push('\n');
    for section in &set.sections {
        out.push('\n');
        out.push_str(&part(lang, set, section, width));
    }
    out
}

/// One part of the guide as text (see [`text`]): `I-3`, `L-8`, a ruling
/// told in a part (`IV-7`), or a classical part's name
/// (`chess-castling`); `None` if the guide has none by that id.
#[must_use]
pub fn section_text(lang: Lang, id: &str, width: usize) -> Option<String> {
    let (set, section) = find(id)?;
    Some(part(lang, set, section, width))
}

fn heading(lang: Lang, section: &SectionData) -> String {
    let title_key = format!("guide.{}.title", section.id);
    let title = say(lang, &title_key);
    if section.id.starts_with(|c: char| c.is_ascii_uppercase()) {
        format!("{}. {title}", section.id)
    } else {
        title.to_string()
    }
}

fn part(lang: Lang, set: &SetData, section: &SectionData, width: usize) -> String {
    let mut out = wrap(&heading(lang, section).to_uppercase(), width);
    out.push('\n');
    out.push_str(&wrap(
        say(lang, &format!("guide.{}.text", section.id)),
        width,
    ));
    out.push('\n');
    for board in &section.boards {
        let rules = board.rules_in(set);
        if let Ok(session) = Session::from_fen(rules, &board.fen, Opponent::Person) {
            out.push('\n');
            out.push_str(&super::diagram::diagram_in(
                &session.snapshot(),
                false,
                lang,
            ));
        }
        let try_it = format_text(
            lang,
            say(lang, "term.try"),
            &[("text", say(lang, &board.text))],
        );
        out.push_str(&wrap(&try_it, width));
        out.push('\n');
        let hint = format_text(lang, say(lang, "term.try_hint"), &[("id", &section.id)]);
        out.push_str(&wrap(&hint, width));
        out.push('\n');
    }
    out
}

/// The first board of the part `id`: its rule set, its position and the
/// key of what to try on it (the terminal's `try I-3`).
pub(crate) fn board_of(id: &str) -> Option<(Rules, &'static BoardData, &'static str)> {
    let (set, section) = find(id)?;
    let board = section.boards.first()?;
    Some((board.rules_in(set), board, section.id.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::texts::has;

    use danilchuk_board::{Role, Square};
    use danilchuk_linear::LineLimit;

    #[test]
    fn the_guide_parses_and_every_text_it_names_is_in_both_languages() {
        let parsed: Result<GuideData, _> = serde_json::from_str(GUIDE_JSON);
        assert!(parsed.is_ok(), "{parsed:?}");
        let sets = &data().sets;
        assert_eq!(
            sets.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(),
            ["chess", "immortal", "linear"]
        );
        for lang in Lang::ALL {
            for set in sets {
                for key in ["tab", "title", "intro"] {
                    let key = format!("guide.{}.{key}", set.id);
                    assert!(has(lang, &key), "{lang}: {key}");
                }
                for section in &set.sections {
                    for key in ["title", "text"] {
                        let key = format!("guide.{}.{key}", section.id);
                        assert!(has(lang, &key), "{lang}: {key}");
                    }
                    for board in &section.boards {
                        assert!(has(lang, &board.text), "{lang}: {}", board.text);
                    }
                }
                for target in set.aliases.values() {
                    assert!(
                        set.sections.iter().any(|s| &s.id == target),
                        "{}: alias to {target}",
                        set.id
                    );
                }
            }
        }
    }

    #[test]
    fn every_rule_of_rules_md_has_its_part() {
        // Part I and Part L, rule by rule (RULES.md).
        let immortal: Vec<String> = (1..=8).map(|n| format!("I-{n}")).collect();
        let linear: Vec<String> = (1..=9).map(|n| format!("L-{n}")).collect();
        for (set, ids) in [("immortal", immortal), ("linear", linear)] {
            let set = data().sets.iter().find(|s| s.id == set).expect("the set");
            let found: Vec<&str> = set.sections.iter().map(|s| s.id.as_str()).collect();
            assert_eq!(found, ids, "{}", set.id);
        }
    }

    #[test]
    fn every_rule_id_the_texts_name_leads_to_a_part_of_the_guide() {
        // Each id in a text of either language (a message's "(I-3)", a
        // part's "(IV-4)") is a link to the guide: it must have a part.
        for lang in Lang::ALL {
            let table: std::collections::HashMap<String, String> =
                serde_json::from_str(crate::words::texts::json(lang)).expect("the texts");
            for (key, value) in table {
                for id in rule_ids(&value) {
                    assert!(find(&id).is_some(), "{lang} {key}: {id} has no part");
                }
            }
        }
    }

    #[test]
    fn every_board_of_the_guide_shows_what_its_text_says() {
        // Each lesson, played on the server's own game: a move the guide
        // plays is legal, one it shows refused is refused by the ruling it
        // names, and a game it ends ends so.
        for set in &data().sets {
            for section in &set.sections {
                for board in &section.boards {
                    let rules = board.rules_in(set);
                    let place = format!("{} {}", section.id, board.fen);
                    let mut session = Session::from_fen(rules, &board.fen, Opponent::Person)
                        .unwrap_or_else(|e| panic!("{place}: {e}"));
                    assert!(!board.steps.is_empty(), "{place}: a step to show");
                    for step in &board.steps {
                        let from: Square = step.from.parse().expect("a square");
                        let to: Square = step.to.parse().expect("a square");
                        let promotion = step
                            .promotion
                            .as_deref()
                            .and_then(|p| p.chars().next())
                            .and_then(Role::from_char);
                        let played = session.play_squares(from, to, promotion);
                        if step.refused {
                            let refusal = played.expect_err(&place);
                            assert_eq!(
                                refusal.rule_in(rules),
                                step.rule.as_deref(),
                                "{place}: {refusal}"
                            );
                        } else {
                            played.unwrap_or_else(|e| {
                                panic!("{place}: {}-{}: {e}", step.from, step.to)
                            });
                        }
                        let outcome = crate::session::game_messages::outcome_message(&session);
                        match (&step.ends, outcome) {
                            (Some(code), Some(message)) => {
                                assert_eq!(message.code, code, "{place}")
                            }
                            (None, None) => {}
                            (ends, outcome) => panic!("{place}: ends {ends:?}, {outcome:?}"),
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_guide_as_text_fits_the_width_in_both_languages() {
        for lang in Lang::ALL {
            // The diagrams keep their own width; every other line fits.
            let mut diagrams = std::collections::HashSet::new();
            for set in &data().sets {
                for section in &set.sections {
                    for board in &section.boards {
                        let session =
                            Session::from_fen(board.rules_in(set), &board.fen, Opponent::Person)
                                .expect("a position");
                        let diagram =
                            crate::words::diagram::diagram_in(&session.snapshot(), false, lang);
                        diagrams.extend(diagram.lines().map(str::to_string));
                    }
                }
            }
            for rules in [
                Rules::Chess,
                Rules::Immortal,
                Rules::Linear(LineLimit::Unlimited),
            ] {
                let text = text(lang, rules, 40);
                let too_wide: Vec<&str> = text
                    .lines()
                    .filter(|l| l.chars().count() > 40 && !diagrams.contains(*l))
                    .collect();
                assert!(too_wide.is_empty(), "{lang} {rules}: {too_wide:?}");
                assert!(text.lines().count() > 40, "{lang} {rules}");
            }
        }
        let lock = section_text(Lang::Russian, "i-3", 72).expect("I-3");
        assert!(lock.starts_with("I-3. ЗАПРЕТ ПОВТОРНОГО ВЗЯТИЯ"), "{lock}");
        assert!(section_text(Lang::English, "IV-7", 72).is_some_and(|t| t.starts_with("L-7.")));
        assert!(section_text(Lang::English, "X-1", 72).is_none());
    }

    /// The rule ids (`I-3`, `L-8`, `IV-7`) in a text.
    pub(crate) fn rule_ids(text: &str) -> Vec<String> {
        let mut ids = Vec::new();
        let chars: Vec<char> = text.chars().collect();
        for (i, _) in chars.iter().enumerate() {
            let before_ok = i == 0 || !chars[i - 1].is_alphanumeric();
            if !before_ok {
                continue;
            }
            for prefix in ["IV-", "I-", "L-"] {
                let p: Vec<char> = prefix.chars().collect();
                if chars[i..].starts_with(&p) {
                    let digits: String = chars[i + p.len()..]
                        .iter()
                        .take_while(|c| c.is_ascii_digit())
                        .collect();
                    if !digits.is_empty() {
                        ids.push(format!("{prefix}{digits}"));
                    }
                    break;
                }
            }
        }
        ids
    }
}
