//! The page, its scripts, its style and its data (the texts of each
//! language, the rules guide's shape), compiled into the binary: the
//! board needs no network (the pieces are SVG drawn by the script).

/// A file the server sends.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Asset {
    /// Its `Content-Type`.
    pub(crate) content_type: &'static str,
    /// Its text.
    pub(crate) body: &'static str,
}

/// The page.
pub(crate) const PAGE: Asset = Asset {
    content_type: "text/html; charset=utf-8",
    body: include_str!("../../assets/index.html"),
};

/// A script of the page.
const fn script(body: &'static str) -> Asset {
    Asset {
        content_type: "text/javascript; charset=utf-8",
        body,
    }
}

/// A JSON data file: the texts of a language, the guide's shape.
const fn data(body: &'static str) -> Asset {
    Asset {
        content_type: "application/json; charset=utf-8",
        body,
    }
}

/// The files besides the page, by their path (the page loads the scripts
/// in this order).
const FILES: [(&str, Asset); 18] = [
    (
        "backend.js",
        script(include_str!("../../assets/backend.js")),
    ),
    ("i18n.js", script(include_str!("../../assets/i18n.js"))),
    ("api.js", script(include_str!("../../assets/api.js"))),
    ("seats.js", script(include_str!("../../assets/seats.js"))),
    ("pieces.js", script(include_str!("../../assets/pieces.js"))),
    ("board.js", script(include_str!("../../assets/board.js"))),
    ("lines.js", script(include_str!("../../assets/lines.js"))),
    ("moves.js", script(include_str!("../../assets/moves.js"))),
    ("clocks.js", script(include_str!("../../assets/clocks.js"))),
    (
        "keyboard.js",
        script(include_str!("../../assets/keyboard.js")),
    ),
    ("guide.js", script(include_str!("../../assets/guide.js"))),
    ("app.js", script(include_str!("../../assets/app.js"))),
    ("i18n/en.json", data(crate::words::texts::EN_JSON)),
    ("i18n/ru.json", data(crate::words::texts::RU_JSON)),
    ("guide.json", data(crate::words::guide::GUIDE_JSON)),
    (
        "style.css",
        Asset {
            content_type: "text/css; charset=utf-8",
            body: include_str!("../../assets/style.css"),
        },
    ),
    (
        "favicon.svg",
        Asset {
            content_type: "image/svg+xml",
            body: include_str!("../../assets/favicon.svg"),
        },
    ),
    ("index.html", PAGE),
];

/// The file served at `/name`, if any.
pub(crate) fn find(name: &str) -> Option<Asset> {
    FILES.iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
}

/// Every file's path and text (for the tests that read what the page
/// uses).
#[cfg(test)]
pub(crate) fn all() -> impl Iterator<Item = (&'static str, &'static str)> {
    FILES.iter().map(|(name, asset)| (*name, asset.body))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::texts::{has, keys};
    use crate::{Lang, Strength};

    #[test]
    fn the_readme_and_the_page_name_the_default() {
        let level = Strength::DEFAULT.level();
        let readme = include_str!("../../README.md");
        // Compared without white space: the README wraps its lines and
        // writes 20 000 with a space.
        let squeeze = |text: &str| text.split_whitespace().collect::<String>();
        let said = format!(
            "The default strength is {level} ({} nodes a move)",
            Strength::DEFAULT.nodes()
        );
        assert!(
            squeeze(readme).contains(&squeeze(&said)),
            "the README says: {said}"
        );
        // The page's strength list: every level, the default chosen.
        let page = PAGE.body;
        let list: String = (Strength::MIN.level()..=Strength::MAX.level())
            .map(|l| {
                if l == level {
                    format!("<option selected>{l}</option>")
                } else {
                    format!("<option>{l}</option>")
                }
            })
            .collect();
        assert!(page.contains(&list), "the page's strength list is {list}");
    }

    #[test]
    fn every_text_the_page_names_is_in_both_languages() {
        // `t("key")`, `t("key", …)` in the scripts and `data-i18n*="key"`
        // in the page: each literal key, in both files.
        let mut named = Vec::new();
        for (file, body) in all() {
            if file.ends_with(".js") {
                for start in ["t(\"", "said(\""] {
                    let mut parts = body.split(start);
                    let mut before = parts.next().unwrap_or_default();
                    for part in parts {
                        // `t(` itself, not the end of `split(`.
                        let called = !before
                            .chars()
                            .next_back()
                            .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.');
                        before = part;
                        let Some((key, rest)) = part.split_once('"') else {
                            continue;
                        };
                        if !called {
                            continue;
                        }
                        if rest.starts_with(')') || rest.starts_with(',') {
                            let key = if start == "said(\"" {
                                format!("{key}.")
                            } else {
                                key.to_string()
                            };
                            named.push((file, key));
                        }
                    }
                }
            }
            if file.ends_with(".html") {
                for part in body.split("data-i18n").skip(1) {
                    if let Some((_, rest)) = part.split_once("=\"") {
                        if let Some((key, _)) = rest.split_once('"') {
                            named.push((file, key.to_string()));
                        }
                    }
                }
            }
        }
        assert!(named.len() > 80, "{}", named.len());
        for (file, key) in named {
            // `said("group", …)`: some key of the group.
            let found = |lang| {
                if key.ends_with('.') {
                    keys(lang).any(|k| k.starts_with(&key))
                } else {
                    has(lang, &key)
                }
            };
            for lang in Lang::ALL {
                assert!(found(lang), "{file} names {key:?}, missing in {lang}");
            }
        }
    }
}
