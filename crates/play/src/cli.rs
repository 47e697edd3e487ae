//! The command line of the `danilchuk-play` binary
//! (`cargo run --release -p danilchuk-play`).

use std::io::{self, Write};

use danilchuk_board::Color;

use crate::terminal::Options;
use crate::{Lang, Opponent, Rules, Server, ServerConfig, Strength, DEFAULT_PORT};

/// The usage text.
#[must_use]
pub fn usage() -> String {
    format!(
        "usage: play [--port N] [--terminal [--rules R] [--computer white|black|none] [--strength 1-5] [--lang en|ru]]\n\
         \n\
         Without --terminal: serves the board on http://127.0.0.1:{DEFAULT_PORT}/ (--port 0: any free port)\n\
         and prints its address as the first line (the page speaks the browser's language).\n\
         With --terminal: plays in this terminal.\n\
         Rule sets: chess, immortal, linear, linear3, linear2 (default chess).\n\
         --computer: the computer's side in the terminal game (default black; none = two players).\n\
         --lang: the terminal game's language (default: from LC_ALL, LC_MESSAGES or LANG; else en)."
    )
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Serve the browser board.
    Serve(ServerConfig),
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

/// Reads the arguments (without the program name).
///
/// # Errors
///
/// What is wrong with an argument, in words: an unknown one, a missing or
/// malformed value.
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut port = DEFAULT_PORT;
    let mut terminal = false;
    let mut rules = Rules::Chess;
    let mut side = Some(Color::Black);
    let mut strength = Strength::DEFAULT;
    let mut lang = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--help" | "-h" => return Ok(Command::Help),
            "--terminal" => terminal = true,
            "--port" => {
                let v = value("--port")?;
                port = v
                    .parse()
                    .map_err(|_| format!("--port: {v:?} is not a port number"))?;
            }
            "--rules" => rules = value("--rules")?.parse().map_err(|e| format!("{e}"))?,
            "--computer" => {
                side = match value("--computer")?.as_str() {
                    "white" => Some(Color::White),
                    "black" => Some(Color::Black),
                    "none" => None,
                    other => {
                        return Err(format!("--computer: {other:?} is not white, black or none"))
                    }
                }
            }
            "--lang" => {
                lang = Some(
                    value("--lang")?
                        .parse()
                        .map_err(|e| format!("--lang: {e}"))?,
                )
            }
            "--strength" => {
                let v = value("--strength")?;
                strength = v
                    .parse()
                    .ok()
                    .and_then(Strength::new)
                    .ok_or_else(|| format!("--strength: {v:?} is not 1 to 5"))?;
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(if terminal {
        Command::Terminal {
            rules,
            opponent: match side {
                Some(side) => Opponent::Computer { side, strength },
                None => Opponent::Person,
            },
            lang,
        }
    } else {
        Command::Serve(ServerConfig {
            port,
            ..ServerConfig::default()
        })
    })
}

/// Runs the program with the process's arguments; returns the exit code.
#[must_use = "the exit code is the program's"]
pub fn main() -> i32 {
    match parse(std::env::args().skip(1)) {
        Ok(Command::Help) => {
            println!("{}", usage());
            0
        }
        Ok(Command::Serve(config)) => match Server::bind(config) {
            Ok(server) => {
                println!("{}", server.url());
                let _ = io::stdout().flush();
                eprintln!("Open the address above in a browser; Ctrl-C stops the board.");
                server.run();
                0
            }
            Err(e) => {
                eprintln!("play: cannot listen on 127.0.0.1:{}: {e}", config.port);
                1
            }
        },
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
