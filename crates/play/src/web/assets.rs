//! The page, its scripts, its style and its data (the texts of each
//! language, the rules guide's shape), compiled into the binary: the
//! board needs no network (the pieces are SVG drawn by the script).

/// A file the server sends.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Asset {
    /// Its `Content-Type`.
    pub(crate) content_type: &'static str,
    /// Its bytes (text but for the home-screen icon).
    pub(crate) body: &'static [u8],
}

/// The icon a phone puts on its home screen (180x180 PNG, the favicon's
/// squares), named by the page and by its web app manifest.
const APPLE_TOUCH_ICON: &[u8] = include_bytes!("../../assets/apple-touch-icon.png");

/// The page.
pub(crate) const PAGE: Asset = Asset {
    content_type: "text/html; charset=utf-8",
    body: include_str!("../../assets/index.html").as_bytes(),
};

/// A script of the page.
const fn script(body: &'static str) -> Asset {
    Asset {
        content_type: "text/javascript; charset=utf-8",
        body: body.as_bytes(),
    }
}

/// A JSON data file: the texts of a language, the guide's shape.
const fn data(body: &'static str) -> Asset {
    Asset {
        content_type: "application/json; charset=utf-8",
        body: body.as_bytes(),
    }
}

/// The files besides the page, by their path (the page loads the scripts
/// in this order).
const FILES: [(&str, Asset); 25] = [
    (
        "backend.js",
        script(include_str!("../../assets/backend.js")),
    ),
    ("i18n.js", script(include_str!("../../assets/i18n.js"))),
    ("api.js", script(include_str!("../../assets/api.js"))),
    ("seats.js", script(include_str!("../../assets/seats.js"))),
    (
        "seating.js",
        script(include_str!("../../assets/seating.js")),
    ),
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
    ("setup.js", script(include_str!("../../assets/setup.js"))),
    (
        "tournament.js",
        script(include_str!("../../assets/tournament.js")),
    ),
    (
        "tournament_organiser.js",
        script(include_str!("../../assets/tournament_organiser.js")),
    ),
    (
        "tournament_projector.js",
        script(include_str!("../../assets/tournament_projector.js")),
    ),
    ("app.js", script(include_str!("../../assets/app.js"))),
    ("i18n/en.json", data(crate::words::texts::EN_JSON)),
    ("i18n/ru.json", data(crate::words::texts::RU_JSON)),
    ("guide.json", data(crate::words::guide::GUIDE_JSON)),
    (
        "style.css",
        Asset {
            content_type: "text/css; charset=utf-8",
            body: include_str!("../../assets/style.css").as_bytes(),
        },
    ),
    (
        "favicon.svg",
        Asset {
            content_type: "image/svg+xml",
            body: include_str!("../../assets/favicon.svg").as_bytes(),
        },
    ),
    ("index.html", PAGE),
    (
        "manifest.webmanifest",
        Asset {
            content_type: "application/manifest+json",
            body: include_str!("../../assets/manifest.webmanifest").as_bytes(),
        },
    ),
    (
        "apple-touch-icon.png",
        Asset {
            content_type: "image/png",
            body: APPLE_TOUCH_ICON,
        },
    ),
];

/// The file served at `/name`, if any.
pub(crate) fn find(name: &str) -> Option<Asset> {
    FILES.iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
}

/// Every text file's path and text (for the tests that read what the
/// page uses).
#[cfg(test)]
pub(crate) fn all() -> impl Iterator<Item = (&'static str, &'static str)> {
    FILES
        .iter()
        .filter_map(|(name, asset)| Some((*name, std::str::from_utf8(asset.body).ok()?)))
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
        let page = std::str::from_utf8(PAGE.body).expect("the page is UTF-8");
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

    #[test]
    fn the_pages_piece_letters_are_the_notations() {
        use danilchuk_board::Role;
        use danilchuk_notation::Letters;
        let moves = all().find(|(n, _)| *n == "moves.js").expect("moves.js").1;
        for (set, letters) in [("en", Letters::English), ("ru", Letters::Russian)] {
            let line = moves
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("{set}: {{")))
                .expect("the set's line");
            for role in [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
            ] {
                let said = format!("{}: \"{}\"", role.char(), letters.role(role));
                assert!(line.contains(&said), "{set}: {said} in {line}");
            }
        }
    }

    #[test]
    fn a_phone_finds_the_home_screen_icon_and_the_manifest() {
        let page = std::str::from_utf8(PAGE.body).expect("UTF-8");
        for link in [
            r#"<link rel="apple-touch-icon" href="apple-touch-icon.png">"#,
            r#"<link rel="manifest" href="manifest.webmanifest">"#,
        ] {
            assert!(page.contains(link), "{link}");
        }
        let icon = find("apple-touch-icon.png").expect("the icon");
        assert_eq!(icon.content_type, "image/png");
        assert!(icon.body.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG");
        // 180x180, as iOS asks (the IHDR's width and height).
        assert_eq!(&icon.body[16..24], &[0, 0, 0, 180, 0, 0, 0, 180]);
        let manifest = find("manifest.webmanifest").expect("the manifest");
        let manifest: serde_json::Value = serde_json::from_slice(manifest.body).expect("JSON");
        for icon in manifest["icons"].as_array().expect("icons") {
            let src = icon["src"].as_str().expect("src");
            assert!(find(src.trim_start_matches('/')).is_some(), "{src} served");
        }
        assert_eq!(manifest["start_url"], "/");
    }

    #[test]
    fn a_printed_board_keeps_its_squares() {
        let style = all().find(|(n, _)| *n == "style.css").expect("style").1;
        let print = style
            .split("@media print")
            .nth(1)
            .expect("a print style sheet");
        assert!(print.contains("print-color-adjust: exact"), "{print}");
        assert!(
            print.contains("-webkit-print-color-adjust: exact"),
            "{print}"
        );
        assert!(print.contains("--sq:"), "a printed square's size: {print}");
    }

    #[test]
    fn the_russian_page_speaks_as_a_player_does() {
        let ru = Lang::Russian;
        let text = |key: &str| crate::words::texts::text(ru, key).to_string();
        // Picking a unit up is not a capture (взята).
        assert!(!text("square.picked").contains("взят"));
        assert_eq!(
            text("setup.side") + " " + &text("setup.as_black"),
            "Я играю чёрными"
        );
        for key in ["msg.no_answer", "msg.reconnecting"] {
            assert!(
                text(key).starts_with("Сервер"),
                "{key}: the server, not the board"
            );
        }
        assert!(!text("board.keys_help").contains("Ng1"), "Russian letters");
        assert!(text("refusal.seat_other_side").starts_with("Сейчас ход"));
        assert!(text("refusal.seat_none").starts_with("Вы смотрите партию"));
        assert!(text("refusal.seat_watching").starts_with("Вы смотрите партию"));
        assert_ne!(text("opponent.two_devices"), text("opponent.two_players"));
        // Every limit a club server sets is said in both languages.
        for code in [
            "new_games_rate",
            "live_cap",
            "live_share",
            "analysis_own",
            "analysis_busy",
            "no_game",
            "name_too_long",
            "name_character",
        ] {
            for lang in Lang::ALL {
                assert!(has(lang, &format!("refusal.{code}")), "{lang}: {code}");
            }
        }
    }
}
