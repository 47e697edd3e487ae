//! `danilchuk-match`'s command line, read with lexopt into typed errors
//! ([`ArgsError`]), with the usage text of `--help` and of every argument
//! error.

use std::ffi::OsString;
use std::time::Duration;

use danilchuk_lab::cli::{self, OptionError};
use danilchuk_lab::matches::{BadPlayer, BadSprt, BadTimeControl, MatchConfig, TimeControl};
use danilchuk_variant::{Rules, UnknownRules};
use lexopt::Arg::{Long, Short};

/// The usage text printed by `--help` and with every argument error.
pub const USAGE: &str = "\
usage: danilchuk-match [options]
  --variant NAME        chess, immortal, linear, linear3, linear2 (default chess)
  --games N             games to play, in pairs with colours swapped (default 2;
                        with --sprt the most to play, default 20000)
  --first SPEC          the player the score counts for (default engine:nodes=20000)
  --second SPEC         its opponent (default random)
                        SPEC: engine (the time control alone), engine:nodes=N,
                              engine:depth=N, engine:movetime=MS (joined by commas),
                              random, greedy, uci:COMMAND (any UCI engine, e.g. a
                              frozen build of an earlier commit)
  --tc BASE+INC         a clock per player, seconds (e.g. 5+0.05)
  --movetime MS         a fixed time per move for both players
  --time-margin MS      how late a move may come before it loses on time (default 200)
  --timeout MS          how long an external engine may think without a clock
                        before it loses on time (default 60000)
  --sprt SETTINGS       stop when an SPRT decides: \"elo0=0 elo1=5 alpha=0.05 beta=0.05\"
  --report N            print the score (and LLR) every N games (default 10)
  --uci-option NAME=V   setoption for external engines (repeatable)
  --uci-go WORDS        what external engines get after go without --tc or
                        --movetime (default \"nodes 20000\")
  --seed N              seed of the openings and random players (default 1)
  --opening-plies N     random plies before the players take over (default 6)
  --ply-cap N           adjudicate a draw after N plies (default 400)
  --threads N           games played at once (default 1)
  --hash MIB            table size of each engine player (default 8)
  --pgn FILE            write every game to FILE
  -h, --help            this text";

/// The most games a match plays, and the default most with `--sprt`.
const MAX_GAMES: usize = 1_000_000;
const SPRT_GAMES: usize = 20_000;
const GAMES: usize = 2;

/// What the command line asks for.
#[derive(Clone, Debug)]
pub struct Args {
    /// The match (players, games, time control, SPRT, ...).
    pub config: MatchConfig,
    /// The rule set.
    pub rules: Rules,
    /// Where the games go as PGN, if anywhere.
    pub pgn: Option<String>,
    /// The running score is printed every this many games.
    pub report_every: usize,
}

/// Why the command line cannot be run: printed after `danilchuk-match: `,
/// then the usage (exit 2).
#[derive(Debug, thiserror::Error)]
pub enum ArgsError {
    /// An option or its value cannot be read.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// `--variant` names no rule set.
    #[error(transparent)]
    Variant(#[from] UnknownRules),
    /// `--first` or `--second` names no player.
    #[error(transparent)]
    Player(#[from] BadPlayer),
    /// `--tc` is no clock.
    #[error(transparent)]
    TimeControl(#[from] BadTimeControl),
    /// `--sprt` has a bad setting.
    #[error(transparent)]
    Sprt(#[from] BadSprt),
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        ArgsError::Option(e.into())
    }
}

/// Parses the arguments (without the program name); `None` for `--help`.
pub fn parse(args: Vec<OsString>) -> Result<Option<Args>, ArgsError> {
    let mut config = MatchConfig::default();
    let mut rules = Rules::Chess;
    let mut pgn = None;
    let mut games = None;
    let mut report_every = 10;
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => rules = cli::value(&mut parser, "--variant")?.parse()?,
            Long("games") => games = Some(cli::number::<usize>(&mut parser, "--games")?),
            Long("first") => config.first = cli::value(&mut parser, "--first")?.parse()?,
            Long("second") => config.second = cli::value(&mut parser, "--second")?.parse()?,
            Long("tc") => config.time_control = cli::value(&mut parser, "--tc")?.parse()?,
            Long("movetime") => {
                let ms = cli::number(&mut parser, "--movetime")?;
                config.time_control = TimeControl::MoveTime(Duration::from_millis(ms));
            }
            Long("time-margin") => {
                config.time_margin =
                    Duration::from_millis(cli::number(&mut parser, "--time-margin")?);
            }
            Long("timeout") => {
                config.move_timeout = Duration::from_millis(cli::number(&mut parser, "--timeout")?);
            }
            Long("sprt") => config.sprt = Some(cli::value(&mut parser, "--sprt")?.parse()?),
            Long("report") => report_every = cli::number::<usize>(&mut parser, "--report")?.max(1),
            Long("uci-option") => config
                .uci_options
                .push(cli::name_value(&mut parser, "--uci-option")?),
            Long("uci-go") => config.uci_go = cli::value(&mut parser, "--uci-go")?,
            Long("seed") => config.seed = cli::number(&mut parser, "--seed")?,
            Long("opening-plies") => {
                config.opening_plies = cli::number(&mut parser, "--opening-plies")?
            }
            Long("ply-cap") => config.ply_cap = cli::number(&mut parser, "--ply-cap")?,
            Long("threads") => {
                config.threads = cli::number::<usize>(&mut parser, "--threads")?.clamp(1, 64)
            }
            Long("hash") => {
                config.hash_mib = cli::number::<usize>(&mut parser, "--hash")?.clamp(1, 4096)
            }
            Long("pgn") => pgn = Some(cli::value(&mut parser, "--pgn")?),
            other => return Err(cli::unknown(other).into()),
        }
    }
    let default = if config.sprt.is_some() {
        SPRT_GAMES
    } else {
        GAMES
    };
    config.games = games.unwrap_or(default).min(MAX_GAMES);
    Ok(Some(Args {
        config,
        rules,
        pgn,
        report_every,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use danilchuk_lab::matches::PlayerSpec;

    fn parse_words(words: &[&str]) -> Result<Option<Args>, ArgsError> {
        parse(words.iter().map(Into::into).collect())
    }

    #[test]
    fn the_defaults_and_every_option() {
        let args = parse_words(&[]).unwrap().unwrap();
        assert_eq!(
            (args.rules, args.config.games, args.report_every),
            (Rules::Chess, 2, 10)
        );
        assert_eq!(args.config.second, PlayerSpec::Random);
        let args = parse_words(&[
            "--variant",
            "linear2",
            "--games=40",
            "--first",
            "engine:nodes=300",
            "--second",
            "greedy",
            "--tc",
            "5+0.05",
            "--time-margin",
            "1000",
            "--timeout",
            "5",
            "--report",
            "0",
            "--uci-option",
            "Skill Level=0",
            "--uci-go",
            "nodes 5",
            "--seed",
            "7",
            "--opening-plies",
            "4",
            "--ply-cap",
            "90",
            "--threads",
            "500",
            "--hash",
            "0",
            "--pgn",
            "games.pgn",
        ])
        .unwrap()
        .unwrap();
        let c = &args.config;
        assert_eq!(args.rules.name(), "linear2");
        assert_eq!(
            (c.games, c.seed, c.opening_plies, c.ply_cap),
            (40, 7, 4, 90)
        );
        assert_eq!((c.threads, c.hash_mib, args.report_every), (64, 1, 1));
        assert_eq!(c.second, PlayerSpec::Greedy);
        assert_eq!(
            c.uci_options,
            [("Skill Level".to_string(), "0".to_string())]
        );
        assert_eq!(c.uci_go, "nodes 5");
        assert_eq!(c.time_margin, Duration::from_secs(1));
        assert!(matches!(c.time_control, TimeControl::Clock { .. }));
        assert_eq!(args.pgn.as_deref(), Some("games.pgn"));
        // An SPRT plays up to 20000 games unless told.
        let args = parse_words(&["--sprt", "elo0=0 elo1=5"]).unwrap().unwrap();
        assert_eq!(args.config.games, 20_000);
        assert!(parse_words(&["--games", "1", "-h"]).unwrap().is_none());
    }

    #[test]
    fn bad_arguments_are_named() {
        for (words, message) in [
            (&["--games"][..], "--games needs a value"),
            (&["--games", "many"], "--games needs a number, not \"many\""),
            (
                &["--uci-option", "Hash"],
                "--uci-option needs NAME=VALUE, not \"Hash\"",
            ),
            (&["--fast"], "unknown option \"--fast\""),
            (&["games"], "unknown option \"games\""),
            (&["-x"], "unknown option \"-x\""),
            (
                &["--pgn=a", "--report=1=2"],
                "--report needs a number, not \"1=2\"",
            ),
        ] {
            let e = parse_words(words).unwrap_err().to_string();
            assert_eq!(e, message, "{words:?}");
        }
        for words in [
            &["--variant", "shogi"][..],
            &["--first", "nobody"],
            &["--tc", "0"],
            &["--sprt", "elo2=3"],
        ] {
            assert!(parse_words(words).is_err(), "{words:?}");
        }
    }
}
