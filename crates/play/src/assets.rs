//! The page, its script and its style, compiled into the binary: the board
//! needs no network (the pieces are SVG drawn by the script).

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

const FILES: [(&str, Asset); 3] = [
    (
        "app.js",
        Asset {
            content_type: "text/javascript; charset=utf-8",
            body: include_str!("../assets/app.js"),
        },
    ),
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
];

/// The file served at `/name`, if any.
pub(crate) fn find(name: &str) -> Option<Asset> {
    FILES.iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
}
