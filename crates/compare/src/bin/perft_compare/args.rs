//! `perft_compare`'s command line, read with lexopt into typed errors.

use lexopt::Arg::{Long, Short, Value};

/// The usage text printed by `--help` and with every argument error.
pub const USAGE: &str = "\
usage: perft_compare [--quick] [--peers | --variants] [--rounds N] [--best]
  --quick          one ply less: start d5 and Kiwipete d4 instead of d6 and d5
  --peers          only the table of this project next to the peers
  --variants       only the table of the rule sets next to classical chess
  --rounds N       runs per figure, 1 to 99, default 3
  --best           each figure from the fastest run, not the median
  -h, --help       this text";

/// Runs per figure unless `--rounds N` says otherwise.
const DEFAULT_ROUNDS: usize = 3;
/// The most `--rounds` accepts.
const MAX_ROUNDS: usize = 99;

/// Which tables to print.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tables {
    /// Both.
    Both,
    /// This project next to the peers.
    Peers,
    /// The rule sets next to classical chess.
    Variants,
}

/// How the runs of one cell make its figure.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Estimate {
    /// The median run time.
    Median,
    /// The fastest run.
    Best,
}

/// What the command line asks for.
#[derive(Clone, Debug)]
pub struct Args {
    /// One ply less than the default depths.
    pub quick: bool,
    pub tables: Tables,
    /// Runs per figure.
    pub rounds: usize,
    pub estimate: Estimate,
}

/// Why the command line cannot be run (exit 2, with the usage).
#[derive(Debug, thiserror::Error)]
pub enum ArgsError {
    /// No such option, or a word where none is expected.
    #[error("unknown argument {0:?}")]
    Unknown(String),
    /// `--rounds` without a number in range.
    #[error("--rounds needs a number of runs per figure, 1 to {MAX_ROUNDS}")]
    Rounds,
    /// `--flag=value` for an option that takes none.
    #[error("{option} takes no value, found {value:?}")]
    UnexpectedValue {
        /// The option.
        option: String,
        /// What followed `=`.
        value: String,
    },
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        match e {
            lexopt::Error::UnexpectedValue { option, value } => ArgsError::UnexpectedValue {
                option,
                value: value.to_string_lossy().into_owned(),
            },
            lexopt::Error::UnexpectedArgument(value) => {
                ArgsError::Unknown(value.to_string_lossy().into_owned())
            }
            other => ArgsError::Unknown(other.to_string()),
        }
    }
}

/// Parses the arguments (without the program name); `None` for `--help`.
pub fn parse(
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> Result<Option<Args>, ArgsError> {
    let mut parsed = Args {
        quick: false,
        tables: Tables::Both,
        rounds: DEFAULT_ROUNDS,
        estimate: Estimate::Median,
    };
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("quick") => parsed.quick = true,
            Long("peers") => parsed.tables = Tables::Peers,
            Long("variants") => parsed.tables = Tables::Variants,
            Long("best") => parsed.estimate = Estimate::Best,
            Long("rounds") => {
                let rounds = parser.value().ok().and_then(|n| n.to_str()?.parse().ok());
                parsed.rounds = rounds
                    .filter(|n| (1..=MAX_ROUNDS).contains(n))
                    .ok_or(ArgsError::Rounds)?;
            }
            Long(option) => return Err(ArgsError::Unknown(format!("--{option}"))),
            Short(c) => return Err(ArgsError::Unknown(format!("-{c}"))),
            Value(word) => return Err(ArgsError::Unknown(word.to_string_lossy().into_owned())),
        }
    }
    Ok(Some(parsed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(words: &[&str]) -> Result<Option<Args>, ArgsError> {
        parse(words.iter().map(Into::into))
    }

    #[test]
    fn every_option_and_its_default() {
        let args = parse_words(&[]).unwrap().unwrap();
        assert_eq!(
            (args.quick, args.tables, args.rounds),
            (false, Tables::Both, 3)
        );
        assert_eq!(args.estimate, Estimate::Median);
        let args = parse_words(&["--quick", "--peers", "--rounds", "7", "--best"])
            .unwrap()
            .unwrap();
        assert_eq!(
            (args.quick, args.tables, args.rounds),
            (true, Tables::Peers, 7)
        );
        assert_eq!(args.estimate, Estimate::Best);
        let args = parse_words(&["--variants", "--rounds=99"])
            .unwrap()
            .unwrap();
        assert_eq!((args.tables, args.rounds), (Tables::Variants, 99));
        assert!(parse_words(&["--help"]).unwrap().is_none());
        assert!(parse_words(&["-h"]).unwrap().is_none());
    }

    #[test]
    fn bad_arguments_are_named() {
        for (words, message) in [
            (
                &["--rounds"][..],
                "--rounds needs a number of runs per figure, 1 to 99",
            ),
            (
                &["--rounds", "0"],
                "--rounds needs a number of runs per figure, 1 to 99",
            ),
            (
                &["--rounds", "100"],
                "--rounds needs a number of runs per figure, 1 to 99",
            ),
            (
                &["--rounds", "x"],
                "--rounds needs a number of runs per figure, 1 to 99",
            ),
            (&["--fast"], "unknown argument \"--fast\""),
            (&["5"], "unknown argument \"5\""),
            (&["--best=1"], "--best takes no value, found \"1\""),
        ] {
            let e = parse_words(words).unwrap_err().to_string();
            assert_eq!(e, message, "{words:?}");
        }
    }
}
