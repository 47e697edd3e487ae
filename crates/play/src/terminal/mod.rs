//! Layer 4, the board in the terminal: a Unicode board with coordinates,
//! the last move, locks and lines marked; moves typed in SAN, long
//! notation or UCI, in English or Russian letters; every word in English
//! or Russian (the page's texts, `assets/i18n/`), the rules guide as text
//! (`help rules`), wrapped at word boundaries to the terminal's width.
//!
//! Uses the games (`crate::session`) and the words (`crate::words`: the
//! texts, the guide, the diagram); nothing of the storage or the web.

mod game;
mod input;
mod options;
mod report;

pub use self::game::{run, run_with};
pub use self::options::Options;
pub use self::report::status;
pub use crate::words::diagram::{diagram, diagram_in};
