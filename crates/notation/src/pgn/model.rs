//! The plain data a PGN file holds: tags, moves as written, annotations.

use core::fmt;
use core::str::FromStr;

/// Where something was read: 1-based line and column (characters).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(default)
)]
pub struct Span {
    /// The line.
    pub line: usize,
    /// The column, counted in characters.
    pub column: usize,
}

/// The game termination marker. With the `serde` feature it travels as
/// its PGN text (`"1-0"`, `"0-1"`, `"1/2-1/2"`, `"*"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GameResult {
    /// `1-0`.
    #[cfg_attr(feature = "serde", serde(rename = "1-0"))]
    WhiteWins,
    /// `0-1`.
    #[cfg_attr(feature = "serde", serde(rename = "0-1"))]
    BlackWins,
    /// `1/2-1/2`.
    #[cfg_attr(feature = "serde", serde(rename = "1/2-1/2", alias = "½-½"))]
    Draw,
    /// `*`: unfinished or unknown.
    #[cfg_attr(feature = "serde", serde(rename = "*"))]
    Unknown,
}

impl GameResult {
    /// The PGN text.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for GameResult {
    type Err = ();

    /// Reads `1-0`, `0-1`, `1/2-1/2` (also `½-½`) and `*`.
    fn from_str(s: &str) -> Result<GameResult, ()> {
        match s {
            "1-0" => Ok(GameResult::WhiteWins),
            "0-1" => Ok(GameResult::BlackWins),
            "1/2-1/2" | "½-½" => Ok(GameResult::Draw),
            "*" => Ok(GameResult::Unknown),
            _ => Err(()),
        }
    }
}

/// A tag pair.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tag {
    /// The name (letters, digits, `_`).
    pub name: String,
    /// The value, unescaped.
    pub value: String,
    /// Where the tag pair starts (zero when built in code).
    pub span: Span,
}

/// A move as written, with what follows it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(default)
)]
pub struct PgnMove {
    /// The move text, with spaces around a separator removed (`e7- e5` is
    /// kept as `e7-e5`) and annotation glyphs (`!`, `?!`…) moved to `nags`;
    /// SAN, long notation or UCI, English or Russian letters, check suffix
    /// included.
    pub text: String,
    /// Where the move text starts.
    pub span: Span,
    /// Numeric annotation glyphs (`$1`; `!` is read as `$1`, `?` `$2`,
    /// `!!` `$3`, `??` `$4`, `!?` `$5`, `?!` `$6`).
    pub nags: Vec<u8>,
    /// Comments after the move, whitespace runs collapsed to one space.
    pub comments: Vec<String>,
    /// Alternatives to this move (recursive annotation variations), each
    /// starting at this move's position.
    pub variations: Vec<Variation>,
}

/// A recursive annotation variation: an alternative line.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(default)
)]
pub struct Variation {
    /// Comments before the variation's first move.
    pub comments: Vec<String>,
    /// The moves.
    pub moves: Vec<PgnMove>,
}

/// One game of a PGN file, as written: no move is checked here; see
/// [`crate::pgn::replay`] to play it.
///
/// Variations are kept (nested in the move they replace) unless the reader
/// is told to skip them; comments likewise.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(default)
)]
pub struct PgnGame {
    /// The tag pairs in file order.
    pub tags: Vec<Tag>,
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The main line.
    pub moves: Vec<PgnMove>,
    /// The termination marker, if the movetext has one.
    pub result: Option<GameResult>,
    /// Where the game starts (zero when built in code).
    pub span: Span,
    /// Which game of its text it is, from 1 ([`crate::pgn::PgnReader`]
    /// numbers the games it reads, refused ones included); 0 when built in
    /// code. Errors replaying the game name it ([`crate::PgnError::game`]).
    pub number: usize,
}

impl PgnGame {
    /// The value of the first tag of that name.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.value.as_str())
    }

    /// The first tag of that name, with its place.
    #[must_use]
    pub fn tag_pair(&self, name: &str) -> Option<&Tag> {
        self.tags.iter().find(|t| t.name == name)
    }

    /// Sets a tag, replacing the value of the first of that name or adding
    /// one at the end.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|t| t.name == name) {
            Some(tag) => tag.value = value,
            None => self.tags.push(Tag {
                name: name.into(),
                value,
                span: Span::default(),
            }),
        }
    }

    /// Removes every tag of that name.
    pub fn remove_tag(&mut self, name: &str) {
        self.tags.retain(|t| t.name != name);
    }

    /// The same game with every [`Span`] and its [`PgnGame::number`]
    /// zeroed, to compare games read from different texts or places.
    #[must_use]
    pub fn without_spans(&self) -> PgnGame {
        fn strip(moves: &[PgnMove]) -> Vec<PgnMove> {
            moves
                .iter()
                .map(|m| PgnMove {
                    span: Span::default(),
                    variations: m
                        .variations
                        .iter()
                        .map(|v| Variation {
                            comments: v.comments.clone(),
                            moves: strip(&v.moves),
                        })
                        .collect(),
                    ..m.clone()
                })
                .collect()
        }
        PgnGame {
            tags: self
                .tags
                .iter()
                .map(|t| Tag {
                    span: Span::default(),
                    ..t.clone()
                })
                .collect(),
            comments: self.comments.clone(),
            moves: strip(&self.moves),
            result: self.result,
            span: Span::default(),
            number: 0,
        }
    }
}
