//! How the terminal game speaks: its language and the width it wraps
//! words to (the terminal's own, unless told).

use std::fs::File;
use std::process::{Command, Stdio};

use crate::Lang;

/// How the terminal game speaks: its language and the width it wraps
/// words to.
///
/// ```
/// use danilchuk_play::{terminal, Lang};
/// let options = terminal::Options::new(Lang::Russian).with_width(60);
/// assert_eq!(options.lang, Lang::Russian);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Options {
    /// The language of its words.
    pub lang: Lang,
    /// The columns words are wrapped to; `None`: the terminal's width
    /// (`COLUMNS`, else what `stty size` says of the terminal, else 80).
    pub width: Option<usize>,
}

impl Options {
    /// Options in `lang`, wrapping to the terminal's width.
    #[must_use]
    pub fn new(lang: Lang) -> Options {
        Options { lang, width: None }
    }

    /// The same, wrapping to `width` columns.
    #[must_use]
    pub fn with_width(self, width: usize) -> Options {
        Options {
            width: Some(width),
            ..self
        }
    }

    /// The width to wrap to now (a terminal may be resized between two
    /// questions).
    pub(crate) fn columns(&self) -> usize {
        self.width.unwrap_or_else(terminal_width).max(20)
    }
}

impl Default for Options {
    /// English, at the terminal's width.
    fn default() -> Options {
        Options::new(Lang::English)
    }
}

/// The terminal's width: `COLUMNS` if set, else the size `stty` reads from
/// the controlling terminal, else 80.
fn terminal_width() -> usize {
    if let Some(columns) = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse().ok())
    {
        return columns;
    }
    File::open("/dev/tty")
        .ok()
        .and_then(|tty| {
            Command::new("stty")
                .arg("size")
                .stdin(tty)
                .stderr(Stdio::null())
                .output()
                .ok()
        })
        .and_then(|out| {
            let text = String::from_utf8_lossy(&out.stdout).into_owned();
            text.split_whitespace().nth(1)?.parse().ok()
        })
        .filter(|&columns: &usize| columns > 0)
        .unwrap_or(80)
}
