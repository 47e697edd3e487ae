//! `danilchuk-strength`'s command line, read with lexopt into typed errors
//! ([`ArgsError`]), with the usage text of `--help` and of every argument
//! error.

use std::ffi::OsString;

use danilchuk_lab::cli::{self, OptionError};
use danilchuk_lab::strength::{Baseline, Measurement};
use danilchuk_play::Strength;
use danilchuk_variant::{Rules, UnknownRules};
use lexopt::Arg::{Long, Short};

/// The usage text printed by `--help` and with every argument error.
pub const USAGE: &str = "\
usage: danilchuk-strength [options]
  --levels LIST         the board's strength levels to measure, 1 to 5, joined
                        by commas (default 1,2,3)
  --variant LIST        chess, immortal, linear, linear3, linear2, joined by
                        commas (default all five)
  --opponent LIST       random, greedy, joined by commas (default both)
  --games N             games per level, rule set and opponent, in pairs with
                        colours swapped (default 200)
  --seed N              seed of the openings and the random player (default 1)
  --hash MIB            the engine's table size (default 4, the board's)
  --threads N           games played at once (default 1)
  -h, --help            this text";

/// What the command line asks for.
#[derive(Clone, Debug)]
pub struct Args {
    /// The levels to measure, weakest first.
    pub levels: Vec<Strength>,
    /// The rule sets, in the order given.
    pub rules: Vec<Rules>,
    /// The opponents, in the order given.
    pub opponents: Vec<Baseline>,
    /// Games, seed, table and threads of each match.
    pub measurement: Measurement,
}

/// Why the command line cannot be run: printed after
/// `danilchuk-strength: `, then the usage (exit 2).
#[derive(Debug, thiserror::Error)]
pub enum ArgsError {
    /// An option or its value cannot be read.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// A `--variant` name names no rule set.
    #[error(transparent)]
    Variant(#[from] UnknownRules),
    /// A `--levels` entry is no strength level.
    #[error("--levels: {0:?} is no strength level (1 to 5)")]
    Level(String),
    /// An `--opponent` entry is no baseline.
    #[error("--opponent: {0:?} is neither random nor greedy")]
    Opponent(String),
    /// `--games 0`.
    #[error("--games: at least one game a match")]
    NoGames,
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        ArgsError::Option(e.into())
    }
}

/// The entries of a comma-separated list, each read by `read`.
fn list<T>(text: &str, read: impl Fn(&str) -> Result<T, ArgsError>) -> Result<Vec<T>, ArgsError> {
    text.split(',').map(|entry| read(entry.trim())).collect()
}

/// Parses the arguments (without the program name); `None` for `--help`.
pub fn parse(args: Vec<OsString>) -> Result<Option<Args>, ArgsError> {
    let mut parsed = Args {
        levels: [1, 2, 3].into_iter().filter_map(Strength::new).collect(),
        rules: Rules::ALL.to_vec(),
        opponents: Baseline::ALL.to_vec(),
        measurement: Measurement::default(),
    };
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        let m = &mut parsed.measurement;
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("levels") => {
                parsed.levels = list(&cli::value(&mut parser, "--levels")?, |entry| {
                    entry
                        .parse()
                        .ok()
                        .and_then(Strength::new)
                        .ok_or_else(|| ArgsError::Level(entry.into()))
                })?;
                parsed.levels.sort();
                parsed.levels.dedup();
            }
            Long("variant") => {
                parsed.rules = list(&cli::value(&mut parser, "--variant")?, |e| Ok(e.parse()?))?;
            }
            Long("opponent") => {
                parsed.opponents = list(&cli::value(&mut parser, "--opponent")?, |entry| {
                    Baseline::named(entry).ok_or_else(|| ArgsError::Opponent(entry.into()))
                })?;
            }
            Long("games") => {
                m.games = cli::number::<usize>(&mut parser, "--games")?.min(1_000_000);
                if m.games == 0 {
                    return Err(ArgsError::NoGames);
                }
            }
            Long("seed") => m.seed = cli::number(&mut parser, "--seed")?,
            Long("hash") => {
                m.hash_mib = cli::number::<usize>(&mut parser, "--hash")?.clamp(1, 4096)
            }
            Long("threads") => {
                m.threads = cli::number::<usize>(&mut parser, "--threads")?.clamp(1, 64)
            }
            other => return Err(cli::unknown(other).into()),
        }
    }
    Ok(Some(parsed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(words: &[&str]) -> Result<Option<Args>, ArgsError> {
        parse(words.iter().map(Into::into).collect())
    }

    #[test]
    fn the_defaults_and_every_option() {
        let args = parse_words(&[]).unwrap().unwrap();
        let levels: Vec<u8> = args.levels.iter().map(|s| s.level()).collect();
        assert_eq!(levels, [1, 2, 3]);
        assert_eq!((args.rules.len(), args.opponents.len()), (5, 2));
        assert_eq!(args.measurement, Measurement::default());
        let args = parse_words(&[
            "--levels",
            "3,2,3",
            "--variant",
            "immortal",
            "--opponent",
            "greedy",
            "--games",
            "400",
            "--seed=2",
            "--hash",
            "16",
            "--threads",
            "2",
        ])
        .unwrap()
        .unwrap();
        let levels: Vec<u8> = args.levels.iter().map(|s| s.level()).collect();
        assert_eq!(levels, [2, 3]);
        assert_eq!(
            (args.rules, args.opponents),
            (vec![Rules::Immortal], vec![Baseline::Greedy])
        );
        let m = &args.measurement;
        assert_eq!((m.games, m.seed, m.hash_mib, m.threads), (400, 2, 16, 2));
        assert!(parse_words(&["--help"]).unwrap().is_none());
    }

    #[test]
    fn bad_arguments_are_named() {
        for (words, message) in [
            (
                &["--levels", "0"][..],
                "--levels: \"0\" is no strength level (1 to 5)",
            ),
            (
                &["--levels", "1,,2"],
                "--levels: \"\" is no strength level (1 to 5)",
            ),
            (
                &["--opponent", "stockfish"],
                "--opponent: \"stockfish\" is neither random nor greedy",
            ),
            (&["--games", "0"], "--games: at least one game a match"),
            (&["--games"], "--games needs a value"),
            (&["--first", "engine"], "unknown option \"--first\""),
        ] {
            let e = parse_words(words).unwrap_err().to_string();
            assert_eq!(e, message, "{words:?}");
        }
        assert!(parse_words(&["--variant", "chess,shogi"]).is_err());
    }
}
