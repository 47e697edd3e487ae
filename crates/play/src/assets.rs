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
    body: include_str!("../assets/index.html"),
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
const FILES: [(&str, Asset); 17] = [
    ("i18n.js", script(include_str!("../assets/i18n.js"))),
    ("api.js", script(include_str!("../assets/api.js"))),
    ("seats.js", script(include_str!("../assets/seats.js"))),
    ("pieces.js", script(include_str!("../assets/pieces.js"))),
    ("board.js", script(include_str!("../assets/board.js"))),
    ("lines.js", script(include_str!("../assets/lines.js"))),
    ("moves.js", script(include_str!("../assets/moves.js"))),
    ("clocks.js", script(include_str!("../assets/clocks.js"))),
    ("keyboard.js", script(include_str!("../assets/keyboard.js"))),
    ("guide.js", script(include_str!("../assets/guide.js"))),
    ("app.js", script(include_str!("../assets/app.js"))),
    ("i18n/en.json", data(crate::texts::EN_JSON)),
    ("i18n/ru.json", data(crate::texts::RU_JSON)),
    ("guide.json", data(crate::guide::GUIDE_JSON)),
    (
        "style.css",
        Asset {
            content_type: "text/css; charset=utf-8",
            body: include_str!("../assets/style.css"),
        },
    ),
    (
        "favicon.svg",
        Asset {
            content_type: "image/svg+xml",
            body: include_str!("../assets/favicon.svg"),
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
