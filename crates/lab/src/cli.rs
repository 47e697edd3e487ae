//! What the lab's programs (`danilchuk-match`, `danilchuk-datagen`,
//! `danilchuk-tune`, `danilchuk-strength`) share on the command line: the
//! one `main` that turns parsed arguments into a run and an exit code, and
//! the option values read with lexopt into [`OptionError`]s. Each program
//! keeps its own `args.rs`: its usage text, its `Args` and its `ArgsError`.

use std::ffi::OsString;
use std::fmt::Display;
use std::process::ExitCode;
use std::str::FromStr;

/// An option that cannot be read, whatever the program: each program's
/// `ArgsError` carries it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// An option without its value at the end of the line.
    #[error("{0} needs a value")]
    MissingValue(String),
    /// A value that is not a number of the kind the option takes.
    #[error("{option} needs a number, not {value:?}")]
    NotANumber {
        /// The option.
        option: String,
        /// What it got.
        value: String,
    },
    /// A value that is not `NAME=VALUE`.
    #[error("{option} needs NAME=VALUE, not {value:?}")]
    NotNameValue {
        /// The option.
        option: String,
        /// What it got.
        value: String,
    },
    /// A value that is not UTF-8 text.
    #[error("{option} needs text, not {value:?}")]
    NotText {
        /// The option.
        option: String,
        /// What it got.
        value: OsString,
    },
    /// No such option, or a word where an option is expected.
    #[error("unknown option {0:?}")]
    Unknown(String),
    /// `--flag=value` for an option that takes none.
    #[error("{option} takes no value, found {value:?}")]
    UnexpectedValue {
        /// The option.
        option: String,
        /// What followed `=`.
        value: String,
    },
}

impl From<lexopt::Error> for OptionError {
    fn from(e: lexopt::Error) -> OptionError {
        match e {
            lexopt::Error::MissingValue { option } => {
                OptionError::MissingValue(option.unwrap_or_else(|| "an option".into()))
            }
            lexopt::Error::UnexpectedOption(option) => OptionError::Unknown(option),
            lexopt::Error::UnexpectedArgument(value) => {
                OptionError::Unknown(value.to_string_lossy().into_owned())
            }
            lexopt::Error::UnexpectedValue { option, value } => OptionError::UnexpectedValue {
                option,
                value: value.to_string_lossy().into_owned(),
            },
            // Values are read by [`value`] here, not parsed by lexopt.
            other => OptionError::Unknown(other.to_string()),
        }
    }
}

/// The `Unknown` error of an argument lexopt hands back where an option
/// was expected: `--name`, `-c` or a bare word.
#[must_use]
pub fn unknown(arg: lexopt::Arg<'_>) -> OptionError {
    OptionError::Unknown(match arg {
        lexopt::Arg::Long(option) => format!("--{option}"),
        lexopt::Arg::Short(c) => format!("-{c}"),
        lexopt::Arg::Value(word) => word.to_string_lossy().into_owned(),
    })
}

/// The value of `option`: the next argument (whatever it looks like) or
/// what follows `=`.
///
/// # Errors
///
/// [`OptionError::MissingValue`] at the end of the line,
/// [`OptionError::NotText`] for a value that is not UTF-8.
pub fn value(parser: &mut lexopt::Parser, option: &str) -> Result<String, OptionError> {
    let value = parser
        .value()
        .map_err(|_| OptionError::MissingValue(option.into()))?;
    value.into_string().map_err(|value| OptionError::NotText {
        option: option.into(),
        value,
    })
}

/// The value of `option` as a number of type `T`.
///
/// # Errors
///
/// Those of [`value`], and [`OptionError::NotANumber`].
pub fn number<T: FromStr>(parser: &mut lexopt::Parser, option: &str) -> Result<T, OptionError> {
    let found = value(parser, option)?;
    found.parse().map_err(|_| OptionError::NotANumber {
        option: option.into(),
        value: found,
    })
}

/// The value of `option` as a finite number that `accept` takes
/// (positive, not negative, ...).
///
/// # Errors
///
/// Those of [`value`], and [`OptionError::NotANumber`] for anything else.
pub fn real(
    parser: &mut lexopt::Parser,
    option: &str,
    accept: impl Fn(f64) -> bool,
) -> Result<f64, OptionError> {
    let found = value(parser, option)?;
    found
        .parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && accept(*x))
        .ok_or(OptionError::NotANumber {
            option: option.into(),
            value: found,
        })
}

/// The value of `option` as `NAME=VALUE` (`--uci-option Hash=16`): split at
/// the first `=`.
///
/// # Errors
///
/// Those of [`value`], and [`OptionError::NotNameValue`] without `=`.
pub fn name_value(
    parser: &mut lexopt::Parser,
    option: &str,
) -> Result<(String, String), OptionError> {
    let found = value(parser, option)?;
    match found.split_once('=') {
        Some((name, v)) => Ok((name.to_string(), v.to_string())),
        None => Err(OptionError::NotNameValue {
            option: option.into(),
            value: found,
        }),
    }
}

/// The command line as one line of text (a data file's or a tuned
/// table's provenance): the program and its arguments, joined by spaces.
#[must_use]
pub fn command_line(program: &str, args: &[OsString]) -> String {
    let mut line = program.to_string();
    for arg in args {
        line.push(' ');
        line.push_str(&arg.to_string_lossy());
    }
    line
}

/// Every lab program's `main`: parses the arguments (without the program
/// name) with `parse`, then hands them to `run`.
///
/// `--help` (`parse` gives `None`) prints `usage` on standard output, exit
/// 0; bad arguments print `program: ERROR` and `usage` on standard error,
/// exit 2; a run that fails prints `program: ERROR`, exit 1.
pub fn main<A, E: Display, R: Display>(
    program: &str,
    usage: &str,
    parse: impl FnOnce(Vec<OsString>) -> Result<Option<A>, E>,
    run: impl FnOnce(A) -> Result<(), R>,
) -> ExitCode {
    let args = match parse(std::env::args_os().skip(1).collect()) {
        Ok(Some(args)) => args,
        Ok(None) => {
            println!("{usage}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("{program}: {e}\n{usage}");
            return ExitCode::from(2);
        }
    };
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{program}: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parser(words: &[&str]) -> lexopt::Parser {
        let mut p = lexopt::Parser::from_args(words.iter().copied());
        // Past the option whose value the helpers read.
        let _ = p.next();
        p
    }

    #[test]
    fn values_are_read_and_named_when_bad() {
        assert_eq!(
            number::<u64>(&mut parser(&["--games", "12"]), "--games"),
            Ok(12)
        );
        assert_eq!(
            number::<u64>(&mut parser(&["--games=12"]), "--games"),
            Ok(12)
        );
        assert_eq!(
            number::<u64>(&mut parser(&["--games", "x"]), "--games")
                .unwrap_err()
                .to_string(),
            "--games needs a number, not \"x\""
        );
        assert_eq!(
            value(&mut parser(&["--pgn"]), "--pgn")
                .unwrap_err()
                .to_string(),
            "--pgn needs a value"
        );
        // A value may look like an option.
        assert_eq!(
            value(&mut parser(&["--uci-go", "--x"]), "--uci-go"),
            Ok("--x".to_string())
        );
        assert_eq!(
            name_value(&mut parser(&["--uci-option", "Hash=16=2"]), "--uci-option"),
            Ok(("Hash".to_string(), "16=2".to_string()))
        );
        assert_eq!(
            name_value(&mut parser(&["--uci-option", "Hash"]), "--uci-option")
                .unwrap_err()
                .to_string(),
            "--uci-option needs NAME=VALUE, not \"Hash\""
        );
        assert_eq!(
            real(&mut parser(&["--l2", "-1"]), "--l2", |x| x >= 0.0)
                .unwrap_err()
                .to_string(),
            "--l2 needs a number, not \"-1\""
        );
        assert_eq!(
            real(&mut parser(&["--l2", "1e-8"]), "--l2", |x| x >= 0.0),
            Ok(1e-8)
        );
        assert!(real(&mut parser(&["--l2", "inf"]), "--l2", |_| true).is_err());
    }

    #[test]
    fn the_command_line_is_one_line() {
        let args: Vec<OsString> = ["--games", "2", "--uci-go", "nodes 5"]
            .iter()
            .map(Into::into)
            .collect();
        assert_eq!(
            command_line("danilchuk-datagen", &args),
            "danilchuk-datagen --games 2 --uci-go nodes 5"
        );
    }
}
