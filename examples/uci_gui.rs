//! Drives any UCI engine through a game, as a chess GUI does: starts the
//! program, `uci` until `uciok`, `UCI_Variant` for the variants, `isready`,
//! then for every move `position startpos moves ...` and `go`; each
//! `bestmove` is checked by the library before it is played, and the game
//! ends by the rules (a draw claimed as soon as it may be) or after
//! `--plies` plies. Prints each move with the engine's score, then the PGN.
//!
//! ```sh
//! cargo run --example uci_gui -- --variant immortal --nodes 2000 --plies 16
//! cargo run --example uci_gui -- --nodes 20000 --plies 16 /usr/games/stockfish
//! ```
//!
//! Without a program, the workspace's own engine: `danilchuk-engine` next
//! to the `target/` directory the example was built in (`cargo build
//! -p danilchuk-engine`), else on `PATH` (`cargo install --path
//! crates/engine`). An engine that cannot start, refuses the rule set,
//! stays silent for 30 s or sends an illegal move ends the run with the
//! reason and exit code 1; bad options exit with code 2.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use danilchuk::prelude::*;
use danilchuk::variant::UnknownRules;
use lexopt::Arg::{Long, Short, Value};
use lexopt::ValueExt;

const USAGE: &str = "\
usage: uci_gui [--variant NAME] [--nodes N | --movetime MS] [--plies N] [PROGRAM]
  --variant NAME   chess, immortal, linear, linear3 or linear2 (default chess)
  --nodes N        go nodes N for every move (the default, 2000)
  --movetime MS    go movetime MS for every move
  --plies N        stop the game unfinished after N plies (default 200)
  PROGRAM          the UCI engine (default: the workspace's danilchuk-engine)
  -h, --help       this text";

/// How long the engine may stay silent before it is given up.
const SILENCE: Duration = Duration::from_secs(30);

/// Why the game could not be played.
#[derive(Debug, thiserror::Error)]
enum GuiError {
    #[error(transparent)]
    Args(#[from] lexopt::Error),
    #[error("--variant: {0}")]
    Variant(#[from] UnknownRules),
    #[error("{0}: expected a whole number, found {1:?}")]
    Number(&'static str, String),
    #[error("cannot run the engine {}: {source} (name one, or: cargo build -p danilchuk-engine)", .program.display())]
    Spawn {
        program: PathBuf,
        source: std::io::Error,
    },
    #[error("the engine stopped talking (closed its output or silent for 30 s) before `{0}`")]
    Silent(&'static str),
    #[error("cannot write to the engine: {0}")]
    Write(#[from] std::io::Error),
    #[error("the engine offers no UCI_Variant {0}")]
    NoVariant(Rules),
    #[error("the engine's move {0:?} at ply {1}: {2}")]
    BadMove(String, usize, GameError),
    #[error(transparent)]
    Game(#[from] GameError),
}

/// What the command line asks for.
struct Args {
    rules: Rules,
    go: String,
    plies: usize,
    program: Option<PathBuf>,
}

/// The value of `option`, a number.
fn number(parser: &mut lexopt::Parser, option: &'static str) -> Result<u64, GuiError> {
    let text = parser.value()?.string()?;
    text.parse().map_err(|_| GuiError::Number(option, text))
}

/// The arguments, or `None` for `--help`.
fn parse_args() -> Result<Option<Args>, GuiError> {
    let (mut rules, mut go, mut plies, mut program) = (Rules::Chess, None, 200, None);
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => rules = parser.value()?.string()?.parse()?,
            Long("nodes") => go = Some(format!("go nodes {}", number(&mut parser, "--nodes")?)),
            Long("movetime") => {
                go = Some(format!(
                    "go movetime {}",
                    number(&mut parser, "--movetime")?
                ))
            }
            Long("plies") => plies = number(&mut parser, "--plies")?,
            Value(path) if program.is_none() => program = Some(PathBuf::from(path)),
            _ => return Err(arg.unexpected().into()),
        }
    }
    Ok(Some(Args {
        rules,
        go: go.unwrap_or_else(|| "go nodes 2000".to_owned()),
        plies: usize::try_from(plies).unwrap_or(usize::MAX),
        program,
    }))
}

/// A running engine: its input, and its output lines through a channel, so
/// that every wait has a time limit.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(program: &PathBuf) -> Result<Engine, GuiError> {
        let mut child = Command::new(program)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|source| GuiError::Spawn {
                program: program.clone(),
                source,
            })?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let source = std::io::Error::other("no pipes");
            return Err(GuiError::Spawn {
                program: program.clone(),
                source,
            });
        };
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        Ok(Engine {
            child,
            input,
            lines,
        })
    }

    fn send(&mut self, command: &str) -> Result<(), GuiError> {
        Ok(writeln!(self.input, "{command}")?)
    }

    /// The engine's lines up to the first starting with `word`, that one included.
    fn until(&mut self, word: &'static str) -> Result<Vec<String>, GuiError> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(SILENCE)
                .map_err(|_| GuiError::Silent(word))?;
            let done = line.split_whitespace().next() == Some(word);
            seen.push(line);
            if done {
                return Ok(seen);
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        // `quit`, as a GUI closes an engine; a hung one is killed.
        let _ = self.send("quit");
        std::thread::sleep(Duration::from_millis(50));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The words of `line` after `key` up to the next of `keys` (`score cp 35`).
fn field(line: &str, key: &str, keys: &[&str]) -> Option<String> {
    let mut words = line.split_whitespace().skip_while(|w| *w != key).skip(1);
    let value: Vec<&str> = words.by_ref().take_while(|w| !keys.contains(w)).collect();
    (!value.is_empty()).then(|| value.join(" "))
}

/// Plays one game, the engine on both sides; the game and the engine's name.
fn play(
    rules: Rules,
    go: &str,
    plies: usize,
    program: &PathBuf,
) -> Result<(AnyGame, String), GuiError> {
    let mut engine = Engine::start(program)?;
    engine.send("uci")?;
    let options = engine.until("uciok")?;
    let name = options.iter().find_map(|l| l.strip_prefix("id name "));
    let name = name.unwrap_or("(no name)").to_owned();
    if rules != Rules::Chess {
        // The variants' names, as every surface reads them (`var linear3`).
        let offered = options.iter().filter(|l| l.contains("name UCI_Variant "));
        let vars = offered.flat_map(|l| l.split(" var ").skip(1).map(str::parse::<Rules>));
        if !vars.into_iter().any(|v| v.ok() == Some(rules)) {
            return Err(GuiError::NoVariant(rules));
        }
        engine.send(&format!("setoption name UCI_Variant value {rules}"))?;
    }
    engine.send("ucinewgame")?;
    engine.send("isready")?;
    engine.until("readyok")?;
    let mut game = AnyGame::starting_with(rules);
    while !game.is_over() && game.ply() < plies {
        if game.claimable_draw().is_some() {
            game.claim_draw()?;
            break;
        }
        let moves: Vec<String> = game.uci_moves().iter().map(ToString::to_string).collect();
        engine.send(&format!("position startpos moves {}", moves.join(" ")))?;
        engine.send(go)?;
        let lines = engine.until("bestmove")?;
        let keys = [
            "depth", "seldepth", "nodes", "nps", "time", "pv", "hashfull", "multipv",
        ];
        let score = lines.iter().rev().find_map(|l| field(l, "score", &keys));
        let best = field(
            lines.last().map_or("", String::as_str),
            "bestmove",
            &["ponder"],
        );
        let best = best.unwrap_or_default();
        let before = game.position().clone();
        let ply = game.ply();
        let m = game
            .play_uci(&best)
            .map_err(|e| GuiError::BadMove(best.clone(), ply, e))?;
        let san = write_san(&before, m, Letters::English);
        // The score is the engine's, from the side to move's view.
        let dots = if before.turn() == Color::White {
            "."
        } else {
            "..."
        };
        let number = format!("{}{dots}", before.fullmoves());
        println!("{number:>6} {san:<8} {}", score.unwrap_or_default());
    }
    Ok((game, name))
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(Some(args)) => args,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("uci_gui: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    // The workspace's engine: in target/PROFILE, the parent of examples/.
    let built = std::env::current_exe().ok().and_then(|exe| {
        let path = exe.parent()?.parent()?.join("danilchuk-engine");
        path.is_file().then_some(path)
    });
    let program = args
        .program
        .or(built)
        .unwrap_or_else(|| "danilchuk-engine".into());
    let game = play(args.rules, &args.go, args.plies, &program);
    match game.and_then(|(game, name)| Ok((game.to_pgn()?, name))) {
        Ok((mut pgn, name)) => {
            pgn.set_tag("Event", format!("uci_gui, {}", args.go));
            pgn.set_tag("White", name.clone());
            pgn.set_tag("Black", name);
            print!("\n{pgn}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("uci_gui: {e}");
            ExitCode::from(1)
        }
    }
}
