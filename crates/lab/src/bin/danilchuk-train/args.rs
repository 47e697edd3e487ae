//! `danilchuk-train`'s command line, read with lexopt into typed errors
//! ([`ArgsError`]), with the usage text of `--help` and of every argument
//! error.

use std::ffi::OsString;
use std::time::Duration;

use danilchuk_engine::nnue::NetworkKind;
use danilchuk_lab::cli::{self, OptionError};
use danilchuk_lab::nnue::TrainConfig;
use danilchuk_variant::{Rules, UnknownRules};
use lexopt::Arg::{Long, Short};

/// The usage text printed by `--help` and with every argument error.
pub const USAGE: &str = "\
usage: danilchuk-train --data FILE --out FILE [options]
  --variant NAME        chess, immortal, linear, linear3, linear2 (default chess)
  --data FILE           FEN | SCORE | RESULT lines (from danilchuk-datagen)
  --out FILE            the quantised network for the engine (EvalFile)
  --validate FILE       held-out positions: their loss after each epoch, and
                        the network of the epoch with the lowest is written
  --hidden N            hidden neurons per perspective (default 32)
  --kind KIND           evaluation (the network alone, the default) or
                        correction (added to the hand-written evaluation)
  --epochs N            passes over the data at most (default 10)
  --time SECONDS        stop after the epoch that passes this time
  --batch N             positions per step (default 1024)
  --learning-rate X     Adam's step in the first epoch (default 0.001)
  --lr-decay X          the step's factor per epoch, 0 to 1 (default 1)
  --lambda X            the result's weight in the target, 0 to 1 (default 0.5)
  --threads N           threads per batch (default 1)
  --seed N              initial weights and order of the positions (default 1)
  -h, --help            this text";

/// What the command line asks for.
#[derive(Clone, Debug)]
pub struct Args {
    /// The rule set.
    pub rules: Rules,
    /// The training positions.
    pub data: String,
    /// Where the network goes.
    pub out: String,
    /// Held-out positions.
    pub validate: Option<String>,
    /// How to train.
    pub config: TrainConfig,
    /// The command as given, for the network's provenance.
    pub command_line: String,
}

/// Why the command line cannot be run: printed after `danilchuk-train: `,
/// then the usage (exit 2).
#[derive(Debug, thiserror::Error)]
pub enum ArgsError {
    /// An option or its value cannot be read.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// `--variant` names no rule set.
    #[error(transparent)]
    Variant(#[from] UnknownRules),
    /// `--kind` is neither `evaluation` nor `correction`.
    #[error("--kind needs evaluation or correction, not {0:?}")]
    Kind(String),
    /// No `--data`.
    #[error("--data FILE is required")]
    NoData,
    /// No `--out`.
    #[error("--out FILE is required")]
    NoOut,
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        ArgsError::Option(e.into())
    }
}

/// Parses the arguments (without the program name); `None` for `--help`.
pub fn parse(args: Vec<OsString>) -> Result<Option<Args>, ArgsError> {
    let command_line = cli::command_line("danilchuk-train", &args);
    let mut rules = Rules::Chess;
    let (mut data, mut out, mut validate) = (None, None, None);
    let mut config = TrainConfig::default();
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => rules = cli::value(&mut parser, "--variant")?.parse()?,
            Long("data") => data = Some(cli::value(&mut parser, "--data")?),
            Long("out") => out = Some(cli::value(&mut parser, "--out")?),
            Long("validate") => validate = Some(cli::value(&mut parser, "--validate")?),
            Long("hidden") => {
                config.hidden = cli::number::<usize>(&mut parser, "--hidden")?.clamp(1, 1024);
            }
            Long("epochs") => {
                config.epochs = cli::number::<usize>(&mut parser, "--epochs")?.min(1_000_000);
            }
            Long("time") => {
                let s = cli::real(&mut parser, "--time", |x| x > 0.0 && x < 1e7)?;
                config.time_limit = Some(Duration::from_secs_f64(s));
            }
            Long("batch") => {
                config.batch = cli::number::<usize>(&mut parser, "--batch")?.clamp(1, 1 << 20);
            }
            Long("learning-rate") => {
                config.learning_rate =
                    cli::real(&mut parser, "--learning-rate", |x| x > 0.0)? as f32;
            }
            Long("kind") => {
                config.kind = match cli::value(&mut parser, "--kind")?.as_str() {
                    "evaluation" => NetworkKind::Evaluation,
                    "correction" => NetworkKind::Correction,
                    other => return Err(ArgsError::Kind(other.into())),
                };
            }
            Long("lr-decay") => {
                config.learning_rate_decay =
                    cli::real(&mut parser, "--lr-decay", |x| x > 0.0 && x <= 1.0)? as f32;
            }
            Long("lambda") => {
                config.lambda =
                    cli::real(&mut parser, "--lambda", |x| (0.0..=1.0).contains(&x))? as f32;
            }
            Long("threads") => {
                config.threads = cli::number::<usize>(&mut parser, "--threads")?.clamp(1, 64);
            }
            Long("seed") => config.seed = cli::number(&mut parser, "--seed")?,
            other => return Err(cli::unknown(other).into()),
        }
    }
    Ok(Some(Args {
        rules,
        data: data.ok_or(ArgsError::NoData)?,
        out: out.ok_or(ArgsError::NoOut)?,
        validate,
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
        let args = parse_words(&["--data", "a.data", "--out", "a.nnue"])
            .unwrap()
            .unwrap();
        assert_eq!(args.config, TrainConfig::default());
        let args = parse_words(&[
            "--variant=immortal",
            "--data=a",
            "--out=b",
            "--hidden=64",
            "--epochs=3",
            "--time=60",
            "--batch=256",
            "--learning-rate=0.01",
            "--lr-decay=0.9",
            "--kind=correction",
            "--lambda=0.25",
            "--threads=2",
            "--seed=9",
            "--validate=v",
        ])
        .unwrap()
        .unwrap();
        assert_eq!(args.rules, Rules::Immortal);
        assert_eq!(args.validate.as_deref(), Some("v"));
        assert_eq!(args.config.kind, NetworkKind::Correction);
        let c = &args.config;
        assert_eq!(
            (c.hidden, c.epochs, c.batch, c.threads, c.seed),
            (64, 3, 256, 2, 9)
        );
        assert_eq!(
            (c.learning_rate, c.learning_rate_decay, c.lambda),
            (0.01, 0.9, 0.25)
        );
        assert_eq!(c.time_limit, Some(Duration::from_secs(60)));
    }

    #[test]
    fn missing_and_bad_arguments_are_refused() {
        assert!(matches!(
            parse_words(&["--out", "x"]),
            Err(ArgsError::NoData)
        ));
        assert!(matches!(
            parse_words(&["--data", "x"]),
            Err(ArgsError::NoOut)
        ));
        assert!(parse_words(&["--data", "x", "--out", "y", "--lambda", "2"]).is_err());
        assert!(parse_words(&["--data", "x", "--out", "y", "--lr-decay", "0"]).is_err());
        assert!(parse_words(&["--variant", "go"]).is_err());
        assert!(matches!(
            parse_words(&["--data", "x", "--out", "y", "--kind", "both"]),
            Err(ArgsError::Kind(_))
        ));
        assert!(parse_words(&["--bogus"]).is_err());
        assert!(parse_words(&["--help"]).unwrap().is_none());
    }
}
