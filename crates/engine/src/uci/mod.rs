//! The UCI protocol: a reader loop that keeps listening while a search
//! thread works, so that `stop`, `isready` and `quit` are answered at once.
//!
//! Besides the standard commands: `UCI_Variant` (a combo of the rule-set
//! names, following Fairy-Stockfish's convention), `go perft N` (the divide,
//! then `Nodes searched: N`, as Stockfish prints it), `d` (the position's
//! FEN) and `bench`. Anything malformed is answered by an `info string` that
//! says what is wrong; nothing crashes the engine.

mod go;

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use danilchuk_board::{divide, Position};
use danilchuk_game::Game;

use crate::eval::Evaluate;
use crate::rules::{AnyGame, RuleSet};
use crate::{Engine, Limits, SearchResult};

use self::go::{parse_go, Go};

/// The engine's name in `id name`.
pub const ENGINE_NAME: &str = concat!("Danilchuk Engine ", env!("CARGO_PKG_VERSION"));

type Output = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &Output, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// The UCI session: the rule set, the game to search, the engine and the
/// search thread.
struct Session {
    rules: RuleSet,
    game: AnyGame,
    engine: Arc<Mutex<Engine>>,
    stop: Arc<AtomicBool>,
    search: Option<JoinHandle<()>>,
    out: Output,
}

/// Runs the UCI protocol on `input` and `output` until `quit` or the end of
/// the input.
pub fn run(input: impl BufRead, output: impl Write + Send + 'static) {
    let engine = Engine::new(16);
    let stop = engine.stop_flag();
    let mut session = Session {
        rules: RuleSet::Chess,
        game: AnyGame::starting(RuleSet::Chess),
        engine: Arc::new(Mutex::new(engine)),
        stop,
        search: None,
        out: Arc::new(Mutex::new(Box::new(output))),
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        if !session.command(line.trim()) {
            break;
        }
    }
    session.finish_search();
}

impl Session {
    /// Handles one command line; `false` on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&first) = words.first() else {
            return true;
        };
        match first {
            "uci" => self.uci(),
            "isready" => say(&self.out, "readyok"),
            "ucinewgame" => {
                self.finish_search();
                self.with_engine(Engine::clear);
                self.game = AnyGame::starting(self.rules);
            }
            "setoption" => {
                self.finish_search();
                self.setoption(&words[1..]);
            }
            "position" => {
                self.finish_search();
                self.position(&words[1..]);
            }
            "go" => {
                self.finish_search();
                self.go(&words[1..]);
            }
            "stop" => self.finish_search(),
            "quit" => return false,
            "d" => say(&self.out, &format!("info string fen {}", self.game.fen())),
            "bench" => {
                self.finish_search();
                let depth = words.get(1).and_then(|d| d.parse().ok()).unwrap_or(6);
                for line in crate::bench::run(depth) {
                    say(&self.out, &format!("info string {line}"));
                }
            }
            "ponderhit" | "debug" | "register" => {}
            other => say(&self.out, &format!("info string unknown command {other:?}")),
        }
        true
    }

    fn with_engine(&self, f: impl FnOnce(&mut Engine)) {
        if let Ok(mut e) = self.engine.lock() {
            f(&mut e);
        }
    }

    fn uci(&self) {
        say(&self.out, &format!("id name {ENGINE_NAME}"));
        say(&self.out, "id author Danilchuk chess developers");
        say(
            &self.out,
            "option name Hash type spin default 16 min 1 max 4096",
        );
        let vars: Vec<String> = RuleSet::ALL.iter().map(|r| format!("var {r}")).collect();
        say(
            &self.out,
            &format!(
                "option name UCI_Variant type combo default chess {}",
                vars.join(" ")
            ),
        );
        say(&self.out, "option name Clear Hash type button");
        say(&self.out, "uciok");
    }

    /// `setoption name NAME [value VALUE]`; names and values may hold spaces.
    fn setoption(&mut self, words: &[&str]) {
        let value_at = words.iter().position(|w| w.eq_ignore_ascii_case("value"));
        let name_words = &words[1.min(words.len())..value_at.unwrap_or(words.len())];
        if words.first().map(|w| w.to_ascii_lowercase()) != Some("name".into()) {
            say(
                &self.out,
                "info string setoption needs: setoption name NAME [value VALUE]",
            );
            return;
        }
        let name = name_words.join(" ");
        let value = value_at
            .map(|i| words[i + 1..].join(" "))
            .unwrap_or_default();
        match name.to_ascii_lowercase().as_str() {
            "hash" => match value.parse::<usize>() {
                Ok(mib) if (1..=4096).contains(&mib) => self.with_engine(|e| e.set_hash(mib)),
                _ => say(
                    &self.out,
                    &format!("info string Hash must be 1..4096 MiB, not {value:?}"),
                ),
            },
            "uci_variant" => match value.parse::<RuleSet>() {
                Ok(rules) => {
                    self.rules = rules;
                    self.game = AnyGame::starting(rules);
                    say(
                        &self.out,
                        &format!("info string variant {rules} startpos {}", self.game.fen()),
                    );
                }
                Err(e) => say(&self.out, &format!("info string {e}")),
            },
            "clear hash" => self.with_engine(Engine::clear),
            _ => say(&self.out, &format!("info string unknown option {name:?}")),
        }
    }

    /// `position startpos|fen FEN [moves M...]`. On an error the position is
    /// left as far as it could be set up, and an `info string` says why.
    fn position(&mut self, words: &[&str]) {
        let moves_at = words.iter().position(|&w| w == "moves");
        let setup = &words[..moves_at.unwrap_or(words.len())];
        let game = match setup.first() {
            Some(&"startpos") if setup.len() == 1 => Ok(AnyGame::starting(self.rules)),
            Some(&"fen") if setup.len() > 1 => {
                AnyGame::from_fen(self.rules, &setup[1..].join(" ")).map_err(|e| e.to_string())
            }
            _ => Err("position needs: position startpos|fen FEN [moves ...]".to_string()),
        };
        match game {
            Ok(mut game) => {
                if let Some(at) = moves_at {
                    for (i, uci) in words[at + 1..].iter().enumerate() {
                        if let Err(e) = game.play_uci(uci) {
                            say(
                                &self.out,
                                &format!("info string move {} ({uci}) not played: {e}", i + 1),
                            );
                            break;
                        }
                    }
                }
                self.game = game;
            }
            Err(e) => say(
                &self.out,
                &format!("info string bad position ({}): {e}", self.rules),
            ),
        }
    }

    fn go(&mut self, words: &[&str]) {
        match parse_go(words) {
            Err(e) => say(&self.out, &format!("info string {e}")),
            Ok(Go::Perft(depth)) => match &self.game {
                AnyGame::Chess(g) => perft(&self.out, g.position(), depth),
                AnyGame::Immortal(g) => perft(&self.out, g.position(), depth),
                AnyGame::Linear(g) => perft(&self.out, g.position(), depth),
            },
            Ok(Go::Search(limits)) => {
                // Cleared here, not in the thread: a `stop` that follows at
                // once must not be lost.
                self.stop.store(false, Ordering::SeqCst);
                self.search = Some(match self.game.clone() {
                    AnyGame::Chess(g) => self.spawn(g, limits),
                    AnyGame::Immortal(g) => self.spawn(g, limits),
                    AnyGame::Linear(g) => self.spawn(g, limits),
                });
            }
        }
    }

    fn spawn<P: Evaluate + Send + 'static>(&self, game: Game<P>, limits: Limits) -> JoinHandle<()> {
        let engine = Arc::clone(&self.engine);
        let stop = Arc::clone(&self.stop);
        let out = Arc::clone(&self.out);
        std::thread::Builder::new()
            .name("search".into())
            .stack_size(64 << 20)
            .spawn(move || search_thread(&engine, &game, &limits, &stop, &out))
            .expect("the search thread starts")
    }

    /// Stops the running search, if any, and waits for its `bestmove`.
    fn finish_search(&mut self) {
        if let Some(handle) = self.search.take() {
            self.stop.store(true, Ordering::SeqCst);
            let _ = handle.join();
        }
    }
}

fn search_thread<P: Evaluate>(
    engine: &Mutex<Engine>,
    game: &Game<P>,
    limits: &Limits,
    stop: &AtomicBool,
    out: &Output,
) {
    let Ok(mut engine) = engine.lock() else {
        return;
    };
    let result = engine.search_keeping_stop(game, limits, |r| say(out, &info_line(game, r)));
    if limits.infinite {
        // UCI: after `go infinite` the best move waits for `stop`.
        while !stop.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
    if result.depth == 0 {
        say(out, &info_line(game, &result));
    }
    match result.best_move {
        Some(m) => say(out, &format!("bestmove {}", game.position().uci(m))),
        None => {
            let why = game
                .outcome()
                .map_or("no legal move".to_string(), |o| o.to_string());
            say(out, &format!("info string the game is over: {why}"));
            say(out, "bestmove (none)");
        }
    }
}

/// The `info` line of a search result, the PV in the rule set's UCI form.
pub(crate) fn info_line<P: Evaluate>(game: &Game<P>, r: &SearchResult) -> String {
    let mut pos = game.position().clone();
    let mut pv = Vec::new();
    for &m in &r.pv {
        if !pos.is_legal(m) {
            break;
        }
        pv.push(pos.uci(m).to_string());
        pos.play_unchecked(m);
    }
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} hashfull {} time {} pv {}",
        r.depth,
        r.seldepth,
        r.score,
        r.nodes,
        r.nps(),
        r.hashfull,
        r.elapsed.as_millis(),
        pv.join(" ")
    )
    .trim_end()
    .to_string()
}

/// `go perft N`: each move with its count, a blank line, the total.
fn perft<P: Position>(out: &Output, pos: &P, depth: u32) {
    if depth == 0 {
        say(out, "\nNodes searched: 1\n");
        return;
    }
    let lines = divide(pos, depth);
    let mut total = 0;
    for (uci, count) in &lines {
        say(out, &format!("{uci}: {count}"));
        total += count;
    }
    say(out, &format!("\nNodes searched: {total}\n"));
}
