//! The command line of the `danilchuk-play` binary
//! (`cargo run --release -p danilchuk-play`), read with lexopt as the
//! workspace's other programs read theirs.

use std::ffi::OsString;
use std::io::{self, Write};
use std::net::SocketAddr;
use std::path::PathBuf;

use danilchuk_board::Color;
use lexopt::Arg::{Long, Short};

use crate::terminal::Options;
use crate::{
    default_data_dir, Access, Lang, Opponent, Rules, Server, ServerConfig, SessionStore, Strength,
    DEFAULT_MAX_LIVE_GAMES, DEFAULT_NEW_GAMES_PER_MINUTE, DEFAULT_PORT,
};

/// The usage text.
#[must_use]
pub fn usage() -> String {
    format!(
        "usage: play [--port N | --listen ADDR:PORT [--max-live-games N] [--new-games-per-minute N]] [--data DIR] [--strength 1-5] [--lang en|ru]\n\
         \x20      play --terminal [--rules R] [--computer white|black|none] [--strength 1-5] [--lang en|ru]\n\
         \n\
         Without --terminal: serves the board on http://127.0.0.1:{DEFAULT_PORT}/ (--port 0: any free port)\n\
         and prints its address as the first line (the page speaks --lang, else the browser's\n\
         language; a new game against the computer is played at --strength unless the page says).\n\
         With --terminal: plays in this terminal.\n\
         \x20 --data DIR      where the games are kept (a SQLite database, {db}); default\n\
         \x20                 $XDG_DATA_HOME/danilchuk-play, else ~/.local/share/danilchuk-play\n\
         \x20 --listen A:P    serve a club's local network on address A, port P (0.0.0.0: every network\n\
         \x20                 of this machine): each side's seat is played only through its private link,\n\
         \x20                 the games each device starts are limited, and so are the live games\n\
         \x20 --max-live-games N         a club server's most unfinished games, an eighth per device (default {DEFAULT_MAX_LIVE_GAMES})\n\
         \x20 --new-games-per-minute N   the games each device may start a minute (default {DEFAULT_NEW_GAMES_PER_MINUTE})\n\
         Rule sets: chess, immortal, linear, linear3, linear2 (default chess).\n\
         --computer: the computer's side in the terminal game (default black; none = two players).\n\
         --lang: the terminal game's language (default: from LC_ALL, LC_MESSAGES or LANG; else en),\n\
         \x20       or the page's first language (default: the browser's).\n\
         --strength: the computer's strength, 1 to 5 (default {default}).",
        db = crate::DATABASE_FILE,
        default = Strength::DEFAULT.level(),
    )
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Serve the browser board.
    Serve {
        /// How the server is set up.
        config: ServerConfig,
        /// The data directory given (`--data`); the user's default
        /// ([`default_data_dir`]) if `None`.
        data: Option<PathBuf>,
    },
    /// Play in the terminal.
    Terminal {
        /// The rule set.
        rules: Rules,
        /// The opponent.
        opponent: Opponent,
        /// The language asked for (`--lang`); `None`: the environment's.
        lang: Option<Lang>,
    },
    /// Print the usage.
    Help,
}

/// What is wrong with the command line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ArgsError {
    /// An argument the program does not take.
    #[error("unknown argument {0:?}")]
    Unknown(String),
    /// An option without its value.
    #[error("{0} needs a value")]
    MissingValue(String),
    /// A flag given a value.
    #[error("{option} takes no value, found {value:?}")]
    UnexpectedValue {
        /// The flag.
        option: String,
        /// The value.
        value: String,
    },
    /// A value that is not what the option takes.
    #[error("{option}: expected {expected}, found {found:?}")]
    Invalid {
        /// The option.
        option: &'static str,
        /// What it takes.
        expected: &'static str,
        /// What it was given.
        found: String,
    },
    /// Two options that exclude each other.
    #[error("{0} and {1} exclude each other")]
    Conflict(&'static str, &'static str),
    /// An option of a club server without `--listen`.
    #[error("{0} applies to a club server (--listen)")]
    NotAClub(&'static str),
    /// An option of the served board with `--terminal`.
    #[error("{0} applies to the board in the browser, not --terminal")]
    NotForTerminal(&'static str),
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        match e {
            lexopt::Error::MissingValue { option } => {
                ArgsError::MissingValue(option.unwrap_or_else(|| "an option".into()))
            }
            lexopt::Error::UnexpectedOption(option) => ArgsError::Unknown(option),
            lexopt::Error::UnexpectedArgument(value) => {
                ArgsError::Unknown(value.to_string_lossy().into_owned())
            }
            lexopt::Error::UnexpectedValue { option, value } => ArgsError::UnexpectedValue {
                option,
                value: value.to_string_lossy().into_owned(),
            },
            other => ArgsError::Unknown(other.to_string()),
        }
    }
}

/// An option's value as text, parsed by `parse` or refused as `expected`.
fn value<T>(
    value: OsString,
    option: &'static str,
    expected: &'static str,
    parse: impl FnOnce(&str) -> Option<T>,
) -> Result<T, ArgsError> {
    let text = value.to_string_lossy().into_owned();
    parse(&text).ok_or(ArgsError::Invalid {
        option,
        expected,
        found: text,
    })
}

/// Reads the arguments (without the program name).
///
/// # Errors
///
/// What is wrong with an argument ([`ArgsError`]): an unknown one, a
/// missing or malformed value, options that exclude each other.
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Command, ArgsError> {
    let mut port = None;
    let mut listen: Option<SocketAddr> = None;
    let mut data = None;
    let mut max_live = None;
    let mut per_minute = None;
    let mut terminal = false;
    let mut rules = Rules::Chess;
    let mut side = Some(Color::Black);
    let mut strength = Strength::DEFAULT;
    let mut lang = None;
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(Command::Help),
            Long("terminal") => terminal = true,
            Long("port") => {
                port = Some(value(parser.value()?, "--port", "a port number", |v| {
                    v.parse::<u16>().ok()
                })?);
            }
            Long("listen") => {
                listen = Some(value(
                    parser.value()?,
                    "--listen",
                    "an address and port such as 192.168.1.20:8744 or 0.0.0.0:8744",
                    |v| v.parse().ok(),
                )?);
            }
            Long("data") => data = Some(PathBuf::from(parser.value()?)),
            Long("max-live-games") => {
                max_live = Some(value(
                    parser.value()?,
                    "--max-live-games",
                    "a number of games, 1 or more",
                    |v| v.parse::<usize>().ok().filter(|&n| n > 0),
                )?);
            }
            Long("new-games-per-minute") => {
                per_minute = Some(value(
                    parser.value()?,
                    "--new-games-per-minute",
                    "a number of games, 1 or more",
                    |v| v.parse::<u32>().ok().filter(|&n| n > 0),
                )?);
            }
            Long("rules") => {
                rules = value(
                    parser.value()?,
                    "--rules",
                    "chess, immortal, linear, linear3 or linear2",
                    |v| v.parse().ok(),
                )?;
            }
            Long("computer") => {
                side = value(
                    parser.value()?,
                    "--computer",
                    "white, black or none",
                    |v| match v {
                        "white" => Some(Some(Color::White)),
                        "black" => Some(Some(Color::Black)),
                        "none" => Some(None),
                        _ => None,
                    },
                )?;
            }
            Long("lang") => {
                lang = Some(value(parser.value()?, "--lang", "en or ru", |v| {
                    v.parse::<Lang>().ok()
                })?);
            }
            Long("strength") => {
                strength = value(parser.value()?, "--strength", "1 to 5", |v| {
                    v.parse().ok().and_then(Strength::new)
                })?;
            }
            other => return Err(other.unexpected().into()),
        }
    }
    if terminal {
        for (given, option) in [
            (port.is_some(), "--port"),
            (listen.is_some(), "--listen"),
            (data.is_some(), "--data"),
        ] {
            if given {
                return Err(ArgsError::NotForTerminal(option));
            }
        }
        return Ok(Command::Terminal {
            rules,
            opponent: match side {
                Some(side) => Opponent::Computer { side, strength },
                None => Opponent::Person,
            },
            lang,
        });
    }
    let mut config = ServerConfig {
        strength,
        lang,
        ..ServerConfig::default()
    };
    match (port, listen) {
        (Some(_), Some(_)) => return Err(ArgsError::Conflict("--port", "--listen")),
        (port, None) => {
            config.port = port.unwrap_or(DEFAULT_PORT);
            if max_live.is_some() {
                return Err(ArgsError::NotAClub("--max-live-games"));
            }
            if per_minute.is_some() {
                return Err(ArgsError::NotAClub("--new-games-per-minute"));
            }
        }
        (None, Some(listen)) => {
            config.access = Access::Club;
            config.address = listen.ip();
            config.port = listen.port();
            config.max_live_games = max_live.unwrap_or(DEFAULT_MAX_LIVE_GAMES);
            config.new_games_per_minute = per_minute.unwrap_or(DEFAULT_NEW_GAMES_PER_MINUTE);
        }
    }
    Ok(Command::Serve { config, data })
}

/// Runs the program with the process's arguments; returns the exit code.
#[must_use = "the exit code is the program's"]
pub fn main() -> i32 {
    match parse(std::env::args().skip(1)) {
        Ok(Command::Help) => {
            println!("{}", usage());
            0
        }
        Ok(Command::Serve { config, data }) => serve(config, data),
        Ok(Command::Terminal {
            rules,
            opponent,
            lang,
        }) => {
            let stdin = io::stdin();
            let options = Options::new(lang.unwrap_or_else(Lang::from_env));
            match crate::terminal::run_with(options, rules, opponent, stdin.lock(), io::stdout()) {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("play: {e}");
                    1
                }
            }
        }
        Err(e) => {
            eprintln!("play: {e}\n{}", usage());
            2
        }
    }
}

/// Opens the games of the data directory and serves them until the
/// process ends.
fn serve(config: ServerConfig, data: Option<PathBuf>) -> i32 {
    let Some(dir) = data.or_else(default_data_dir) else {
        eprintln!("play: no home directory to keep the games in: give one with --data DIR");
        return 1;
    };
    let store = match SessionStore::open(&dir, config.max_sessions) {
        Ok(store) => store,
        Err(e) => {
            eprintln!("play: cannot open the games: {e}");
            return 1;
        }
    };
    let database = store.path().display().to_string();
    match Server::with_store(config, store) {
        Ok(server) => {
            println!("{}", server.url());
            let _ = io::stdout().flush();
            eprintln!("The games are kept in {database}.");
            match config.access {
                Access::Local => {
                    eprintln!("Open the address above in a browser; Ctrl-C stops the board.");
                }
                Access::Club => {
                    if config.address.is_unspecified() {
                        eprintln!(
                            "Serving every network of this machine: open http://<this machine's address>:{}/ on the players' devices.",
                            server.addr().port()
                        );
                    } else {
                        eprintln!("Open the address above on the players' devices.");
                    }
                    eprintln!("Each side is played only through its private link; Ctrl-C stops the board.");
                }
            }
            server.run();
            0
        }
        Err(e) => {
            eprintln!(
                "play: cannot listen on {}: {e}",
                SocketAddr::new(config.address, config.port)
            );
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Result<Command, ArgsError> {
        parse(text.split_whitespace().map(String::from))
    }

    #[test]
    fn the_board_serves_this_computer_unless_told_to_listen() {
        let Ok(Command::Serve { config, data }) = args("--port 0 --data /tmp/x") else {
            panic!("a local board");
        };
        assert_eq!((config.access, config.port), (Access::Local, 0));
        assert!(config.address.is_loopback());
        assert_eq!(data, Some(PathBuf::from("/tmp/x")));
        let Ok(Command::Serve { config, data }) =
            args("--listen 127.0.0.2:0 --max-live-games 3 --new-games-per-minute=2")
        else {
            panic!("a club board");
        };
        assert_eq!(config.access, Access::Club);
        assert_eq!(config.address.to_string(), "127.0.0.2");
        assert_eq!((config.max_live_games, config.new_games_per_minute), (3, 2));
        assert_eq!(data, None);
    }

    #[test]
    fn what_does_not_fit_is_refused_with_why() {
        for (line, error) in [
            (
                "--port 1 --listen 127.0.0.1:2",
                ArgsError::Conflict("--port", "--listen"),
            ),
            (
                "--max-live-games 3",
                ArgsError::NotAClub("--max-live-games"),
            ),
            ("--terminal --data x", ArgsError::NotForTerminal("--data")),
            ("--port", ArgsError::MissingValue("--port".into())),
            ("--bogus", ArgsError::Unknown("--bogus".into())),
        ] {
            assert_eq!(args(line), Err(error), "{line}");
        }
        assert!(matches!(
            args("--listen 8744"),
            Err(ArgsError::Invalid {
                option: "--listen",
                ..
            })
        ));
        assert!(matches!(
            args("--listen 0.0.0.0:1 --max-live-games 0"),
            Err(ArgsError::Invalid {
                option: "--max-live-games",
                ..
            })
        ));
        assert_eq!(args("-h"), Ok(Command::Help));
    }
}
