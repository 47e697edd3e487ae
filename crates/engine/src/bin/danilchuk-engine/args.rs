//! `danilchuk-engine`'s command line, read with lexopt into typed errors
//! ([`ArgsError`]), with the usage text of `--help` and of every argument
//! error (the perft program's style).

use std::ffi::OsString;

use danilchuk_engine::bench::{self, BadDepth};
use lexopt::Arg::{Long, Short, Value};

/// The usage text printed by `--help` and with every argument error.
pub const USAGE: &str = concat!(
    "usage: danilchuk-engine               speak UCI on standard input and output\n",
    "       danilchuk-engine bench [DEPTH]  search the bench positions to DEPTH\n",
    "                                       (1 to 99, default 6) and print the\n",
    "                                       nodes, time and nodes per second\n",
    "  -h, --help                           this text",
);

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A UCI session on standard input and output.
    Uci,
    /// The benchmark to this depth.
    Bench {
        /// 1 to [`bench::MAX_DEPTH`].
        depth: u32,
    },
    /// The usage on standard output.
    Help,
}

/// Why the command line cannot be run: printed after `danilchuk-engine: `,
/// then the usage (exit 2).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArgsError {
    /// No such option or command.
    #[error("unknown argument {0:?}")]
    Unknown(String),
    /// `--help=value`: the option takes none.
    #[error("{option} takes no value, found {value:?}")]
    UnexpectedValue {
        /// The option.
        option: String,
        /// What followed `=`.
        value: String,
    },
    /// An argument that is not UTF-8 text.
    #[error("argument {0:?} is not valid UTF-8")]
    NotUtf8(OsString),
    /// The bench depth is not a number from 1 to 99.
    #[error(transparent)]
    Depth(#[from] BadDepth),
    /// A word after the bench depth.
    #[error("unexpected argument {0:?} after the bench depth")]
    AfterDepth(String),
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        match e {
            lexopt::Error::UnexpectedValue { option, value } => ArgsError::UnexpectedValue {
                option,
                value: value.to_string_lossy().into_owned(),
            },
            lexopt::Error::UnexpectedOption(option) => ArgsError::Unknown(option),
            lexopt::Error::UnexpectedArgument(word) => {
                ArgsError::Unknown(word.to_string_lossy().into_owned())
            }
            other => ArgsError::Unknown(other.to_string()),
        }
    }
}

/// A word of the command line as text.
fn text(word: OsString) -> Result<String, ArgsError> {
    word.into_string().map_err(ArgsError::NotUtf8)
}

/// The `Unknown` error of an argument lexopt hands back.
fn unknown(arg: lexopt::Arg<'_>) -> ArgsError {
    ArgsError::Unknown(match arg {
        Long(option) => format!("--{option}"),
        Short(c) => format!("-{c}"),
        Value(word) => word.to_string_lossy().into_owned(),
    })
}

/// `--help`, unless a value follows its `=` (`--help=1`).
fn help(parser: &mut lexopt::Parser) -> Result<Command, ArgsError> {
    match parser.optional_value() {
        None => Ok(Command::Help),
        Some(value) => Err(ArgsError::UnexpectedValue {
            option: "--help".into(),
            value: value.to_string_lossy().into_owned(),
        }),
    }
}

/// Parses the arguments (without the program name).
///
/// # Errors
///
/// [`ArgsError`] naming the argument that cannot be read.
pub fn parse(args: Vec<OsString>) -> Result<Command, ArgsError> {
    let mut parser = lexopt::Parser::from_args(args);
    let Some(first) = parser.next()? else {
        return Ok(Command::Uci);
    };
    match first {
        Short('h') | Long("help") => help(&mut parser),
        Value(word) if word == "bench" => {
            let mut depth = None;
            while let Some(arg) = parser.next()? {
                match arg {
                    Short('h') | Long("help") => return help(&mut parser),
                    Value(word) if depth.is_none() => {
                        depth = Some(bench::parse_depth(Some(&text(word)?))?);
                    }
                    // A negative depth (`bench -1`) is a bad depth, not
                    // an option: the word again from lexopt's short option
                    // and the rest of its cluster.
                    Short(c) if depth.is_none() && c.is_ascii_digit() => {
                        let rest = match parser.optional_value() {
                            Some(rest) => text(rest)?,
                            None => String::new(),
                        };
                        depth = Some(bench::parse_depth(Some(&format!("-{c}{rest}")))?);
                    }
                    Value(word) => return Err(ArgsError::AfterDepth(text(word)?)),
                    other => return Err(unknown(other)),
                }
            }
            Ok(Command::Bench {
                depth: depth.unwrap_or(bench::DEFAULT_DEPTH),
            })
        }
        other => Err(unknown(other)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(words: &[&str]) -> Result<Command, ArgsError> {
        parse(words.iter().map(Into::into).collect())
    }

    #[test]
    fn uci_bench_and_help() {
        assert_eq!(parse_words(&[]), Ok(Command::Uci));
        assert_eq!(
            parse_words(&["bench"]),
            Ok(Command::Bench {
                depth: bench::DEFAULT_DEPTH
            })
        );
        assert_eq!(
            parse_words(&["bench", "9"]),
            Ok(Command::Bench { depth: 9 })
        );
        for help in [&["-h"][..], &["--help"], &["bench", "--help"]] {
            assert_eq!(parse_words(help), Ok(Command::Help), "{help:?}");
        }
    }

    #[test]
    fn the_usage_names_the_bench_depths() {
        let said = format!(
            "(1 to {}, default {})",
            bench::MAX_DEPTH,
            bench::DEFAULT_DEPTH
        );
        assert!(USAGE.contains(&said), "{USAGE}");
    }

    #[test]
    fn bad_arguments_are_named() {
        for (words, message) in [
            (&["perft"][..], "unknown argument \"perft\""),
            (&["--depth", "3"], "unknown argument \"--depth\""),
            (&["-x"], "unknown argument \"-x\""),
            (&["--help=1"], "--help takes no value, found \"1\""),
            (
                &["bench", "0"],
                "the bench depth must be a number from 1 to 99, not \"0\"",
            ),
            (
                &["bench", "-12"],
                "the bench depth must be a number from 1 to 99, not \"-12\"",
            ),
            (&["bench", "-x"], "unknown argument \"-x\""),
            (
                &["bench", "5", "6"],
                "unexpected argument \"6\" after the bench depth",
            ),
        ] {
            let e = parse_words(words).unwrap_err().to_string();
            assert_eq!(e, message, "{words:?}");
        }
    }
}
