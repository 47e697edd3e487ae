//! `danilchuk-tune`'s command line, read with lexopt into typed errors
//! ([`ArgsError`]), with the usage text of `--help` and of every argument
//! error.

use std::ffi::OsString;

use danilchuk_lab::cli::{self, OptionError};
use danilchuk_lab::tune::TuneConfig;
use danilchuk_variant::{Rules, UnknownRules};
use lexopt::Arg::{Long, Short};

/// The usage text printed by `--help` and with every argument error.
pub const USAGE: &str = "\
usage: danilchuk-tune --data FILE [options]
  --variant NAME        chess, immortal, linear, linear3, linear2 (default chess)
  --data FILE           FEN | RESULT lines (from danilchuk-datagen)
  --iterations N        gradient steps (default 2000)
  --learning-rate X     Adam's step in centipawns (default 1)
  --l2 X                pull the weights towards their current values: the fit
                        lowers the error plus X times the sum of squared changes
                        (centipawns; default 0)
  --validate FILE       also report the error on these held-out positions
  -h, --help            this text";

/// What the command line asks for.
#[derive(Clone, Debug)]
pub struct Args {
    /// The rule set.
    pub rules: Rules,
    /// The training positions.
    pub data: String,
    /// Held-out positions to report the error on.
    pub validate: Option<String>,
    /// The pull of each weight towards its current value.
    pub l2: f64,
    /// Passes and step size.
    pub config: TuneConfig,
    /// The command as given, for the tuned table's provenance.
    pub command_line: String,
}

/// Why the command line cannot be run: printed after `danilchuk-tune: `,
/// then the usage (exit 2).
#[derive(Debug, thiserror::Error)]
pub enum ArgsError {
    /// An option or its value cannot be read.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// `--variant` names no rule set.
    #[error(transparent)]
    Variant(#[from] UnknownRules),
    /// No `--data`.
    #[error("--data FILE is required")]
    NoData,
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        ArgsError::Option(e.into())
    }
}

/// Parses the arguments (without the program name); `None` for `--help`.
pub fn parse(args: Vec<OsString>) -> Result<Option<Args>, ArgsError> {
    let command_line = cli::command_line("danilchuk-tune", &args);
    let mut rules = Rules::Chess;
    let mut data = None;
    let mut validate = None;
    let mut l2 = 0.0;
    let mut config = TuneConfig::default();
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => rules = cli::value(&mut parser, "--variant")?.parse()?,
            Long("data") => data = Some(cli::value(&mut parser, "--data")?),
            Long("validate") => validate = Some(cli::value(&mut parser, "--validate")?),
            Long("l2") => l2 = cli::real(&mut parser, "--l2", |x| x >= 0.0)?,
            Long("iterations") => {
                config.iterations =
                    cli::number::<usize>(&mut parser, "--iterations")?.min(1_000_000);
            }
            Long("learning-rate") => {
                config.learning_rate = cli::real(&mut parser, "--learning-rate", |x| x > 0.0)?;
            }
            other => return Err(cli::unknown(other).into()),
        }
    }
    Ok(Some(Args {
        rules,
        data: data.ok_or(ArgsError::NoData)?,
        validate,
        l2,
        config,
        command_line,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(words: &[&str]) -> Result<Option<Args>, ArgsError> {
        parse(words.iter().map(Into::into).collect())
    }

    #[test]
    fn the_defaults_and_every_option() {
        let args = parse_words(&["--data", "a.data"]).unwrap().unwrap();
        assert_eq!((args.rules, args.data.as_str()), (Rules::Chess, "a.data"));
        assert_eq!((args.config, args.l2), (TuneConfig::default(), 0.0));
        let args = parse_words(&[
            "--variant",
            "linear3",
            "--data",
            "l.data",
            "--iterations",
            "5",
            "--learning-rate",
            "2",
            "--l2=1e-8",
            "--validate",
            "held-out.data",
        ])
        .unwrap()
        .unwrap();
        assert_eq!(args.rules.name(), "linear3");
        assert_eq!(
            (args.config.iterations, args.config.learning_rate),
            (5, 2.0)
        );
        assert_eq!(
            (args.l2, args.validate.as_deref()),
            (1e-8, Some("held-out.data"))
        );
        assert_eq!(
            args.command_line,
            "danilchuk-tune --variant linear3 --data l.data --iterations 5 \
             --learning-rate 2 --l2=1e-8 --validate held-out.data"
        );
        assert!(parse_words(&["-h"]).unwrap().is_none());
    }

    #[test]
    fn bad_arguments_are_named() {
        for (words, message) in [
            (&[][..], "--data FILE is required"),
            (&["--data"], "--data needs a value"),
            (
                &["--data", "a", "--learning-rate", "0"],
                "--learning-rate needs a number, not \"0\"",
            ),
            (
                &["--data", "a", "--l2", "NaN"],
                "--l2 needs a number, not \"NaN\"",
            ),
            (
                &["--data", "a", "--iterations", "-3"],
                "--iterations needs a number, not \"-3\"",
            ),
            (&["--data", "a", "--seed", "1"], "unknown option \"--seed\""),
        ] {
            let e = parse_words(words).unwrap_err().to_string();
            assert_eq!(e, message, "{words:?}");
        }
    }
}
