//! `danilchuk-datagen`'s command line, read with lexopt into typed errors
//! ([`ArgsError`]), with the usage text of `--help` and of every argument
//! error.

use std::ffi::OsString;

use danilchuk_lab::cli::{self, OptionError};
use danilchuk_lab::datagen::{DataPlayer, DatagenConfig};
use danilchuk_variant::{Rules, UnknownRules};
use lexopt::Arg::{Long, Short};

/// The usage text printed by `--help` and with every argument error.
pub const USAGE: &str = "\
usage: danilchuk-datagen [options]
  --variant NAME        chess, immortal, linear, linear3, linear2 (default chess)
  --games N             games to play (default 10)
  --seed N              seed of the random openings (default 1)
  --random-plies N      random plies from the start (default 8)
  --nodes N             the engine's nodes per move (default 5000)
  --ply-cap N           adjudicate a draw after N plies (default 300)
  --threads N           games played at once (default 1)
  --hash MIB            table size of each engine (default 8)
  --out FILE            write to FILE (default standard output)
  --player SPEC         who plays: engine (default) or uci:COMMAND, an external
                        UCI engine such as uci:/usr/games/stockfish
  --uci-option NAME=V   setoption for the external engine (repeatable)
  --uci-go WORDS        the external engine's go words (default \"nodes N\",
                        N from --nodes)
  -h, --help            this text";

/// What the command line asks for.
#[derive(Clone, Debug)]
pub struct Args {
    /// The games and the positions kept.
    pub config: DatagenConfig,
    /// The rule set.
    pub rules: Rules,
    /// Games played at once.
    pub threads: usize,
    /// Each engine's table, MiB.
    pub hash_mib: usize,
    /// The file written, or standard output.
    pub out: Option<String>,
    /// Who plays the games.
    pub player: DataPlayer,
    /// The command as given, for the data's header line.
    pub command_line: String,
}

/// Why the command line cannot be run: printed after
/// `danilchuk-datagen: `, then the usage (exit 2).
#[derive(Debug, thiserror::Error)]
pub enum ArgsError {
    /// An option or its value cannot be read.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// `--variant` names no rule set.
    #[error(transparent)]
    Variant(#[from] UnknownRules),
    /// `--player` is neither `engine` nor `uci:COMMAND`.
    #[error("--player needs engine or uci:COMMAND, not {0:?}")]
    BadPlayer(String),
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        ArgsError::Option(e.into())
    }
}

/// Parses the arguments (without the program name); `None` for `--help`.
pub fn parse(args: Vec<OsString>) -> Result<Option<Args>, ArgsError> {
    let command_line = cli::command_line("danilchuk-datagen", &args);
    let mut config = DatagenConfig::default();
    let mut rules = Rules::Chess;
    let (mut threads, mut hash_mib) = (1, 8);
    let mut out = None;
    // `None`: the engine; else the external engine's command.
    let mut uci: Option<String> = None;
    let mut uci_options = Vec::new();
    let mut uci_go = None;
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => rules = cli::value(&mut parser, "--variant")?.parse()?,
            Long("games") => {
                config.games = cli::number::<usize>(&mut parser, "--games")?.min(10_000_000)
            }
            Long("seed") => config.seed = cli::number(&mut parser, "--seed")?,
            Long("random-plies") => {
                config.random_plies =
                    cli::number::<usize>(&mut parser, "--random-plies")?.min(1000);
            }
            Long("nodes") => config.nodes = cli::number::<u64>(&mut parser, "--nodes")?.max(1),
            Long("ply-cap") => {
                config.ply_cap = cli::number::<usize>(&mut parser, "--ply-cap")?.min(100_000)
            }
            Long("threads") => {
                threads = cli::number::<usize>(&mut parser, "--threads")?.clamp(1, 64)
            }
            Long("hash") => hash_mib = cli::number::<usize>(&mut parser, "--hash")?.clamp(1, 4096),
            Long("out") => out = Some(cli::value(&mut parser, "--out")?),
            Long("player") => {
                let spec = cli::value(&mut parser, "--player")?;
                uci = match spec.as_str() {
                    "engine" => None,
                    v => match v.strip_prefix("uci:").filter(|c| !c.trim().is_empty()) {
                        Some(command) => Some(command.to_string()),
                        None => return Err(ArgsError::BadPlayer(spec)),
                    },
                };
            }
            Long("uci-option") => uci_options.push(cli::name_value(&mut parser, "--uci-option")?),
            Long("uci-go") => uci_go = Some(cli::value(&mut parser, "--uci-go")?),
            other => return Err(cli::unknown(other).into()),
        }
    }
    let player = match uci {
        None => DataPlayer::Engine,
        Some(command) => DataPlayer::Uci {
            command,
            options: uci_options,
            go: uci_go.unwrap_or_else(|| format!("nodes {}", config.nodes)),
        },
    };
    Ok(Some(Args {
        config,
        rules,
        threads,
        hash_mib,
        out,
        player,
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
        let args = parse_words(&[]).unwrap().unwrap();
        assert_eq!(args.config, DatagenConfig::default());
        assert_eq!(
            (args.rules, args.threads, args.hash_mib),
            (Rules::Chess, 1, 8)
        );
        assert_eq!((args.out, args.player), (None, DataPlayer::Engine));
        let args = parse_words(&[
            "--variant",
            "immortal",
            "--games",
            "3",
            "--seed",
            "33",
            "--random-plies",
            "4",
            "--nodes",
            "0",
            "--ply-cap",
            "70",
            "--threads=2",
            "--hash",
            "16",
            "--out",
            "x.data",
            "--player",
            "uci:/usr/games/stockfish",
            "--uci-option",
            "Threads=1",
        ])
        .unwrap()
        .unwrap();
        let c = &args.config;
        assert_eq!(args.rules, Rules::Immortal);
        assert_eq!(
            (c.games, c.seed, c.random_plies, c.nodes, c.ply_cap),
            (3, 33, 4, 1, 70)
        );
        assert_eq!((args.threads, args.hash_mib), (2, 16));
        assert_eq!(args.out.as_deref(), Some("x.data"));
        assert_eq!(
            args.player,
            DataPlayer::Uci {
                command: "/usr/games/stockfish".into(),
                options: vec![("Threads".into(), "1".into())],
                go: "nodes 1".into(),
            }
        );
        assert!(args
            .command_line
            .starts_with("danilchuk-datagen --variant immortal"));
        assert!(parse_words(&["--help"]).unwrap().is_none());
    }

    #[test]
    fn bad_arguments_are_named() {
        for (words, message) in [
            (&["--nodes"][..], "--nodes needs a value"),
            (&["--seed", "-1"], "--seed needs a number, not \"-1\""),
            (
                &["--player", "uci:"],
                "--player needs engine or uci:COMMAND, not \"uci:\"",
            ),
            (
                &["--player", "greedy"],
                "--player needs engine or uci:COMMAND, not \"greedy\"",
            ),
            (
                &["--uci-option", "x"],
                "--uci-option needs NAME=VALUE, not \"x\"",
            ),
            (&["--fast"], "unknown option \"--fast\""),
        ] {
            let e = parse_words(words).unwrap_err().to_string();
            assert_eq!(e, message, "{words:?}");
        }
        assert!(parse_words(&["--variant", "shogi"]).is_err());
    }
}
