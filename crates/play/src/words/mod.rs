//! Layer 3, the words: the languages the board speaks ([`lang`]), its
//! texts in each of them and how a text is said ([`texts`]), the rules
//! guide ([`guide`]) and the board drawn as text ([`diagram`]), for the
//! page and the terminal alike.
//!
//! Uses the games held for players (`crate::session`: a game to draw, the
//! messages to say) and nothing above.

pub(crate) mod diagram;
pub mod guide;
pub(crate) mod lang;
pub(crate) mod texts;

pub use self::lang::{Lang, UnknownLang};
