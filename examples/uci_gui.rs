//! Drives any UCI engine through a game, as a chess GUI does: starts the
//! program, `uci` until `uciok`, `UCI_Variant` for the variants, `isready`,
//! then for every move `position startpos moves ...` and `go`; each
//! `bestmove` is checked by the library before it is played, and the game
//! ends by the rules (a draw claimed as soon as it may be) or after
//! `--plies` plies. Prints each move with the engine's score, then the PGN.
//!
//! ```sh
//! cargo run --example uci_gui -- --variant immortal --nodes 2000 --plies 16
//! cargo run --example uci_gui -- --nodes 5000 --plies 16 /usr/games/stockfish
//! ```
//!
//! Without a program, the workspace's own engine: `danilchuk-engine` in the
//! `target/` directory the example was built in, built there first if it
//! is missing (`cargo build -p danilchuk-engine`, which takes a minute on
//! a fresh checkout), else on `PATH` (`cargo install --path crates/engine`).
//! An engine that cannot start, lacks the rule set, is silent for 30 s or
//! sends an illegal move ends the run with the reason and exit code 1; bad
//! options exit with code 2.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use danilchuk::prelude::*;
use danilchuk::variant::UnknownRules;
use lexopt::Arg::{Long, Short, Value};
use lexopt::ValueExt;

mod support;
use support::say;

const USAGE: &str = "\
usage: uci_gui [--variant NAME] [--nodes N | --movetime MS] [--plies N] [PROGRAM]
  --variant NAME   chess, immortal, linear, linear3 or linear2 (default chess)
  --nodes N        go nodes N for every move (the default, 2000)
  --movetime MS    go movetime MS for every move
  --plies N        stop the game unfinished after N plies (default 200)
  PROGRAM          the UCI engine (default: the workspace's danilchuk-engine)
  -h, --help       this text";

/// Why the game could not be played.
#[derive(Debug, thiserror::Error)]
enum GuiError {
    #[error(transparent)]
    Args(#[from] lexopt::Error),
    #[error("--variant: {0}")]
    Variant(#[from] UnknownRules),
    #[error("{0}: expected a whole number, found {1:?}")]
    Number(&'static str, String),
    #[error("cannot run the engine {0}: {1} (name one, or: cargo build -p danilchuk-engine)")]
    Spawn(String, std::io::Error),
    #[error("the engine closed its output or took longer than {1:?} to send `{0}`")]
    Late(&'static str, Duration),
    #[error("cannot write to the engine: {0}")]
    Write(#[from] std::io::Error),
    #[error("the engine offers no UCI_Variant {0}")]
    NoVariant(Rules),
    #[error("the engine's move {0:?} at ply {1}: {2}")]
    BadMove(String, usize, GameError),
    #[error(transparent)]
    Game(#[from] GameError),
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
        let spawn = |e| GuiError::Spawn(program.display().to_string(), e);
        let mut child = Command::new(program)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(spawn)?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(spawn(std::io::Error::other("no pipes")));
        };
        // A bounded channel: an engine that talks faster than it is read waits.
        let (sender, lines) = mpsc::sync_channel(1024);
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
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

    /// Reads the engine's lines, each shown to `look`, up to the first that
    /// starts with `word` (returned), for at most `patience`: an engine that
    /// never sends it neither hangs the program nor fills its memory.
    fn until(
        &mut self,
        word: &'static str,
        patience: Duration,
        mut look: impl FnMut(&str),
    ) -> Result<String, GuiError> {
        let deadline = Instant::now().checked_add(patience);
        loop {
            let left = deadline.map_or(patience, |d| d.saturating_duration_since(Instant::now()));
            let line = self
                .lines
                .recv_timeout(left)
                .ok()
                .filter(|_| !left.is_zero());
            let line = line.ok_or(GuiError::Late(word, patience))?;
            look(&line);
            if line.starts_with(word) {
                return Ok(line);
            }
        }
    }
}

impl Drop for Engine {
    /// `quit`, as a GUI closes an engine; one that does not quit is killed.
    fn drop(&mut self) {
        let _ = self.send("quit");
        std::thread::sleep(Duration::from_millis(50));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The words of an `info` or `bestmove` line after `key`, up to the next key.
fn field(line: &str, key: &str) -> String {
    let keys = ["depth", "nodes", "nps", "time", "pv", "hashfull", "ponder"];
    let words = line.split_whitespace().skip_while(|w| *w != key).skip(1);
    let value: Vec<&str> = words.take_while(|w| !keys.contains(w)).collect();
    value.join(" ")
}

/// Plays one game, the engine on both sides; the game and the engine's name.
fn play(args: &Args, program: &PathBuf) -> Result<(AnyGame, String), GuiError> {
    let (rules, handshake) = (args.rules, Duration::from_secs(30));
    let mut engine = Engine::start(program)?;
    engine.send("uci")?;
    let (mut name, mut variant) = ("(no name)".to_owned(), false);
    engine.until("uciok", handshake, |line| {
        if let Some(id) = line.strip_prefix("id name ") {
            name = id.to_owned();
        }
        // `option name UCI_Variant type combo default chess var immortal ...`,
        // each name read by the library's one table of rule-set names.
        if line.starts_with("option name UCI_Variant ") {
            variant = line
                .split(" var ")
                .skip(1)
                .any(|var| var.parse() == Ok(rules));
        }
    })?;
    if rules != Rules::Chess {
        if !variant {
            return Err(GuiError::NoVariant(rules));
        }
        engine.send(&format!("setoption name UCI_Variant value {rules}"))?;
    }
    engine.send("ucinewgame")?;
    engine.send("isready")?;
    engine.until("readyok", handshake, |_| {})?;
    let mut game = AnyGame::starting_with(rules);
    while !game.is_over() && game.ply() < args.plies {
        if game.claimable_draw().is_some() {
            game.claim_draw()?;
            break;
        }
        let moves: Vec<String> = game.uci_moves().iter().map(ToString::to_string).collect();
        engine.send(&format!("position startpos moves {}", moves.join(" ")))?;
        engine.send(&args.go)?;
        // The engine's last score, from the side to move's view (`cp 35`).
        let mut score = String::new();
        let last = engine.until("bestmove", args.patience, |line| {
            let found = field(line, "score");
            if !found.is_empty() {
                score = found;
            }
        })?;
        let best = field(&last, "bestmove");
        let (before, ply) = (*game.position(), game.ply());
        let m = game
            .play_uci(&best)
            .map_err(|e| GuiError::BadMove(best, ply, e))?;
        let dots = if before.turn() == Color::White {
            "."
        } else {
            "..."
        };
        let number = format!("{}{dots}", before.fullmoves());
        let san = write_san(&before, m, Letters::English);
        say!("{number:>6} {san:<8} {score}");
    }
    Ok((game, name))
}

/// What the command line asks for.
struct Args {
    rules: Rules,
    /// `go nodes N` or `go movetime MS`.
    go: String,
    /// How long the engine may take to answer `go`: 30 s more than the
    /// time asked for, or than `N` nodes at a thousand a millisecond.
    patience: Duration,
    plies: usize,
    program: Option<PathBuf>,
}

/// The value of `option`, a number.
fn number(parser: &mut lexopt::Parser, option: &'static str) -> Result<u64, GuiError> {
    let text = parser.value()?.string()?;
    text.parse().map_err(|_| GuiError::Number(option, text))
}

/// The options, or `None` for `--help`.
fn parse_args() -> Result<Option<Args>, GuiError> {
    let mut args = Args {
        rules: Rules::Chess,
        go: "go nodes 2000".to_owned(),
        patience: Duration::from_secs(30),
        plies: 200,
        program: None,
    };
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => args.rules = parser.value()?.string()?.parse()?,
            Long("nodes") => {
                let nodes = number(&mut parser, "--nodes")?;
                args.go = format!("go nodes {nodes}");
                args.patience = Duration::from_millis(30_000 + nodes / 1000);
            }
            Long("movetime") => {
                let ms = number(&mut parser, "--movetime")?;
                args.go = format!("go movetime {ms}");
                args.patience = Duration::from_millis(30_000_u64.saturating_add(ms));
            }
            Long("plies") => {
                args.plies = usize::try_from(number(&mut parser, "--plies")?).unwrap_or(usize::MAX);
            }
            Value(path) if args.program.is_none() => args.program = Some(PathBuf::from(path)),
            _ => return Err(arg.unexpected().into()),
        }
    }
    Ok(Some(args))
}

/// The workspace's engine, `danilchuk-engine` in target/PROFILE (the
/// parent of examples/), built there first when it is not (with the
/// example's profile); else the one on `PATH`.
fn workspace_engine() -> PathBuf {
    let exe = std::env::current_exe().ok();
    let Some(profile_dir) = exe.as_deref().and_then(|exe| exe.parent()?.parent()) else {
        return "danilchuk-engine".into();
    };
    let built = profile_dir.join(format!("danilchuk-engine{}", std::env::consts::EXE_SUFFIX));
    if !built.is_file() {
        let release = profile_dir
            .file_name()
            .is_some_and(|name| name == "release");
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let mut build = Command::new(cargo);
        build
            .args([
                "build",
                "-p",
                "danilchuk-engine",
                "--bin",
                "danilchuk-engine",
            ])
            .current_dir(env!("CARGO_MANIFEST_DIR"));
        if release {
            build.arg("--release");
        }
        eprintln!(
            "uci_gui: building the workspace's engine first (cargo build -p danilchuk-engine{})",
            if release { " --release" } else { "" }
        );
        // A failed build leaves the engine on PATH, whose absence the
        // game then reports.
        let _ = build.status();
    }
    if built.is_file() {
        built
    } else {
        "danilchuk-engine".into()
    }
}

fn main() -> ExitCode {
    let mut args = match parse_args() {
        Ok(Some(args)) => args,
        Ok(None) => {
            say!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("uci_gui: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let program = match args.program.take() {
        Some(program) => program,
        None => workspace_engine(),
    };
    match play(&args, &program).and_then(|(game, name)| Ok((game.to_pgn()?, name))) {
        Ok((mut pgn, name)) => {
            pgn.set_tag("Event", format!("uci_gui, {}", args.go));
            pgn.set_tag("White", name.clone());
            pgn.set_tag("Black", name);
            say!("\n{}", pgn.to_string().trim_end());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("uci_gui: {e}");
            ExitCode::from(1)
        }
    }
}
