//! `perft_loop`'s command line, read with lexopt into typed errors.

use lexopt::Arg::{Long, Short, Value};

/// The usage text printed by `--help` and with every argument error.
pub const USAGE: &str = "\
usage: perft_loop LIBRARY POSITION DEPTH [plain|bulk]
  LIBRARY          classical | immortal | linear | shakmaty | cozy-chess | chess
  POSITION         start | kiwipete | a FEN (start: the rule set's own starting
                   position; kiwipete in Linear: the same placement with every
                   piece turned into its file's piece, L-3)
  DEPTH            plies to count
  plain | bulk     play every move down to depth 0 (the default), or count the
                   last ply's moves without playing them
  -h, --help       this text";

/// How the last ply is counted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Counting {
    /// Every move played down to depth 0.
    Plain,
    /// The last ply's moves counted, not played.
    Bulk,
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Args {
    /// The library's name, as given.
    pub library: String,
    /// `start`, `kiwipete` or a FEN, as given.
    pub position: String,
    pub depth: u32,
    pub counting: Counting,
}

/// Why the command line cannot be run (exit 2, with the usage).
#[derive(Debug, thiserror::Error)]
pub enum ArgsError {
    /// Fewer than three words.
    #[error("name the LIBRARY, the POSITION and the DEPTH")]
    Missing,
    /// DEPTH is no number.
    #[error("DEPTH must be a number, found {0:?}")]
    Depth(String),
    /// The fourth word is neither `plain` nor `bulk`.
    #[error("unknown counting {0:?}")]
    Counting(String),
    /// An option, or a fifth word.
    #[error("unknown argument {0:?}")]
    Unknown(String),
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        match e {
            lexopt::Error::UnexpectedValue { option, .. } => ArgsError::Unknown(option),
            other => ArgsError::Unknown(other.to_string()),
        }
    }
}

/// Parses the arguments (without the program name); `None` for `--help`.
pub fn parse(
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> Result<Option<Args>, ArgsError> {
    let mut words = Vec::new();
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Value(word) => words.push(word.to_string_lossy().into_owned()),
            Long(option) => return Err(ArgsError::Unknown(format!("--{option}"))),
            Short(c) => return Err(ArgsError::Unknown(format!("-{c}"))),
        }
    }
    let mut words = words.into_iter();
    let (Some(library), Some(position), Some(depth)) = (words.next(), words.next(), words.next())
    else {
        return Err(ArgsError::Missing);
    };
    let depth = depth.parse().map_err(|_| ArgsError::Depth(depth))?;
    let counting = match words.next().as_deref() {
        None | Some("plain") => Counting::Plain,
        Some("bulk") => Counting::Bulk,
        Some(other) => return Err(ArgsError::Counting(other.into())),
    };
    if let Some(extra) = words.next() {
        return Err(ArgsError::Unknown(extra));
    }
    Ok(Some(Args {
        library,
        position,
        depth,
        counting,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(words: &[&str]) -> Result<Option<Args>, ArgsError> {
        parse(words.iter().map(Into::into))
    }

    #[test]
    fn three_words_and_the_counting() {
        let args = parse_words(&["classical", "start", "5"]).unwrap().unwrap();
        assert_eq!(
            args,
            Args {
                library: "classical".into(),
                position: "start".into(),
                depth: 5,
                counting: Counting::Plain
            }
        );
        let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
        let args = parse_words(&["linear", fen, "3", "bulk"]).unwrap().unwrap();
        assert_eq!(
            (args.position.as_str(), args.counting),
            (fen, Counting::Bulk)
        );
        assert!(parse_words(&["--help"]).unwrap().is_none());
    }

    #[test]
    fn bad_arguments_are_named() {
        for (words, message) in [
            (
                &["classical", "start"][..],
                "name the LIBRARY, the POSITION and the DEPTH",
            ),
            (
                &["classical", "start", "five"],
                "DEPTH must be a number, found \"five\"",
            ),
            (
                &["classical", "start", "5", "fast"],
                "unknown counting \"fast\"",
            ),
            (
                &["classical", "start", "5", "bulk", "x"],
                "unknown argument \"x\"",
            ),
            (&["--quick"], "unknown argument \"--quick\""),
        ] {
            let e = parse_words(words).unwrap_err().to_string();
            assert_eq!(e, message, "{words:?}");
        }
    }
}
