//! The UCI protocol: a reader loop that keeps listening while a job (a
//! search, `go perft`, `bench`) runs on its own thread, so that `stop`,
//! `isready`, `ponderhit` and `quit` are answered at once.
//!
//! Besides the standard commands: `UCI_Variant` (a combo of the rule-set
//! names, following Fairy-Stockfish's convention), `go perft N` (the divide,
//! then `Nodes searched: N`, as Stockfish prints it), `d` (the position's
//! FEN) and `bench [DEPTH]`. Input is read as bytes: a line ends at LF, CR
//! or CR LF, and a line that is not UTF-8 is an unknown command. Anything
//! malformed is answered by an `info string` that says what is wrong
//! ([`UciError`]); every `go` that is not a perft ends in a `bestmove`,
//! for the position the last `position` command set up (its moves played
//! as long as they are legal, also past the end of the game), or
//! `bestmove 0000` if that command was refused; nothing crashes the
//! engine.

mod error;
mod go;
mod input;
mod jobs;
mod refused;
mod setup;

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use danilchuk_board::Position;
use danilchuk_game::AnyGame;
use danilchuk_variant::{with_inner, AnyPosition, Rules};

use crate::eval::nnue::Network;
use crate::search::{Fail, Root, SEARCH_STACK};
use crate::{Engine, Evaluation, Limits, SearchResult, MAX_MULTIPV, MAX_THREADS};

pub use self::error::UciError;
pub use self::go::{GoError, MAX_PERFT_DEPTH};

use self::go::{parse_go, Go};
use self::input::{InputLine, Lines};
use self::jobs::{bench_job, perft_job, search_job, Job};
use self::refused::Refused;
use self::setup::Setup;
use crate::bench::BadDepth;

/// The engine's name in `id name`.
pub const ENGINE_NAME: &str = concat!("Danilchuk Engine ", env!("CARGO_PKG_VERSION"));

/// The largest `Hash` in MiB.
const MAX_HASH: u64 = 4096;
/// The largest `Move Overhead` in milliseconds.
const MAX_OVERHEAD: u64 = 5000;

pub(crate) type Output = Arc<Mutex<Box<dyn Write + Send>>>;

pub(crate) fn say(out: &Output, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// What `go` searches: the root of the position set up, or why the last
/// `position` command was refused.
type Searched = Result<Root<AnyPosition>, Refused>;

/// The UCI session: the rule set, the position to search, the engine and
/// the job thread.
struct Session {
    rules: Rules,
    /// The position set up; after a refused `position` command, why.
    setup: Result<Setup, Refused>,
    engine: Arc<Mutex<Engine>>,
    /// Set to end the running job (`stop`, `quit`, a new command).
    stop: Arc<AtomicBool>,
    /// Set to end the running job without its `bestmove` (`ponderhit`).
    silent: Arc<AtomicBool>,
    job: Option<JoinHandle<()>>,
    /// While pondering: the limits of the real search `ponderhit` starts.
    pondering: Option<(Searched, Limits)>,
    out: Output,
}

/// Runs the UCI protocol on `input` and `output` until `quit` or the end of
/// the input.
pub fn run(input: impl BufRead, output: impl Write + Send + 'static) {
    let engine = Engine::new(16);
    let stop = engine.stop_flag();
    let mut session = Session {
        rules: Rules::Chess,
        setup: Ok(Setup::new(AnyGame::starting_with(Rules::Chess))),
        engine: Arc::new(Mutex::new(engine)),
        stop,
        silent: Arc::new(AtomicBool::new(false)),
        job: None,
        pondering: None,
        out: Arc::new(Mutex::new(Box::new(output))),
    };
    for line in Lines::new(input) {
        let go_on = match line {
            InputLine::Text(text) => session.command(text.trim()),
            InputLine::NotUtf8 => {
                session.report(&UciError::NotUtf8);
                true
            }
            InputLine::TooLong { command, bytes } => {
                session.too_long(&command, bytes);
                true
            }
        };
        if !go_on {
            break;
        }
    }
    session.finish_job();
}

impl Session {
    fn report(&self, error: &UciError) {
        say(&self.out, &format!("info string {error}"));
    }

    /// A line longer than the engine reads: a `position` command is refused
    /// (the next `go` answers `bestmove 0000`), any other is ignored; both
    /// are said.
    fn too_long(&mut self, command: &str, bytes: u64) {
        if command == "position" {
            self.finish_job();
            let refused = Refused::TooLong(bytes);
            say(
                &self.out,
                &format!("info string position refused: {refused}"),
            );
            self.setup = Err(refused);
        } else {
            say(
                &self.out,
                &format!(
                    "info string a line of {bytes} bytes, more than the {} this engine reads: ignored",
                    input::MAX_LINE
                ),
            );
        }
    }

    /// Handles one command line; `false` on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else {
            return true;
        };
        match first {
            "uci" => self.uci(),
            "isready" => say(&self.out, "readyok"),
            "ucinewgame" => {
                self.finish_job();
                self.with_engine(Engine::clear);
                self.setup = Ok(Setup::new(AnyGame::starting_with(self.rules)));
            }
            "setoption" => {
                self.finish_job();
                if let Err(e) = self.setoption(rest) {
                    self.report(&e);
                }
            }
            "position" => {
                self.finish_job();
                self.setup = self.position(rest).map_err(Refused::from);
                if let Err(e) = &self.setup {
                    say(&self.out, &format!("info string {e}"));
                }
            }
            "go" => {
                self.finish_job();
                self.go(rest);
            }
            "stop" => self.finish_job(),
            "ponderhit" => self.ponderhit(),
            "quit" => return false,
            "d" => match &self.setup {
                Ok(setup) => say(
                    &self.out,
                    &format!("info string fen {}", setup.position().fen()),
                ),
                Err(e) => say(&self.out, &no_position(e)),
            },
            "bench" => {
                self.finish_job();
                let depth = match crate::bench::parse_depth(rest.first().copied()) {
                    Ok(depth) => depth,
                    Err(BadDepth(value)) => {
                        self.report(&UciError::OutOfRange {
                            name: "bench depth",
                            min: 1,
                            max: crate::bench::MAX_DEPTH.into(),
                            value,
                        });
                        return true;
                    }
                };
                let out = Arc::clone(&self.out);
                let stop = Arc::clone(&self.stop);
                let network = self.engine.lock().ok().and_then(|e| e.network().cloned());
                self.start(move || bench_job(&out, depth, network.as_ref(), &stop));
            }
            "debug" | "register" => {}
            other => self.report(&UciError::UnknownCommand(shortened(other))),
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
            &format!("option name Hash type spin default 16 min 1 max {MAX_HASH}"),
        );
        say(
            &self.out,
            &format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"),
        );
        say(
            &self.out,
            &format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
        );
        say(
            &self.out,
            &format!("option name Move Overhead type spin default 10 min 0 max {MAX_OVERHEAD}"),
        );
        say(&self.out, "option name Ponder type check default false");
        let vars: Vec<String> = Rules::ALL.iter().map(|r| format!("var {r}")).collect();
        say(
            &self.out,
            &format!(
                "option name UCI_Variant type combo default chess {}",
                vars.join(" ")
            ),
        );
        say(&self.out, "option name Clear Hash type button");
        // Empty: the built-in networks; a path: a network file, used on
        // positions of the rule set it names (`crate::nnue`).
        say(
            &self.out,
            "option name EvalFile type string default <empty>",
        );
        // False: the hand-written evaluations alone.
        say(&self.out, "option name Use NNUE type check default true");
        say(&self.out, "uciok");
    }

    /// `setoption name NAME [value VALUE]`; names and values may hold spaces.
    fn setoption(&mut self, words: &[&str]) -> Result<(), UciError> {
        let Some((first, rest)) = words.split_first() else {
            return Err(UciError::SetOptionSyntax);
        };
        if !first.eq_ignore_ascii_case("name") {
            return Err(UciError::SetOptionSyntax);
        }
        let value_at = rest.iter().position(|w| w.eq_ignore_ascii_case("value"));
        let (name_words, value_words) = match value_at {
            Some(i) => (&rest[..i], &rest[i + 1..]),
            None => (rest, &[][..]),
        };
        if name_words.is_empty() {
            return Err(UciError::SetOptionSyntax);
        }
        let name = name_words.join(" ");
        let value = value_words.join(" ");
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                // Allocated at the next search, so `isready` is answered at once.
                let mib = spin("Hash", &value, 1, MAX_HASH)?;
                self.with_engine(|e| e.set_hash(mib as usize));
            }
            "threads" => {
                let threads = spin("Threads", &value, 1, MAX_THREADS as u64)?;
                self.with_engine(|e| e.set_threads(threads as usize));
            }
            "multipv" => {
                let lines = spin("MultiPV", &value, 1, MAX_MULTIPV as u64)?;
                self.with_engine(|e| e.set_multipv(lines as usize));
            }
            "move overhead" => {
                let ms = spin("Move Overhead", &value, 0, MAX_OVERHEAD)?;
                self.with_engine(|e| e.set_move_overhead(Duration::from_millis(ms)));
            }
            "use nnue" => {
                let evaluation = if value.eq_ignore_ascii_case("true") {
                    Evaluation::Networks
                } else if value.eq_ignore_ascii_case("false") {
                    Evaluation::HandWritten
                } else {
                    return Err(UciError::NotABool {
                        name: "Use NNUE",
                        value,
                    });
                };
                self.with_engine(move |e| e.set_evaluation(evaluation));
            }
            "ponder" => {
                // The GUI says whether it will ponder; nothing to set here.
                if !value.eq_ignore_ascii_case("true") && !value.eq_ignore_ascii_case("false") {
                    return Err(UciError::NotABool {
                        name: "Ponder",
                        value,
                    });
                }
            }
            "uci_variant" => {
                let rules = value.parse::<Rules>()?;
                self.rules = rules;
                let game = AnyGame::starting_with(rules);
                say(
                    &self.out,
                    &format!(
                        "info string variant {rules} startpos {}",
                        game.position().fen()
                    ),
                );
                self.setup = Ok(Setup::new(game));
            }
            "clear hash" => self.with_engine(Engine::clear),
            "evalfile" => {
                let network = match value.trim() {
                    "" | "<empty>" => None,
                    path => {
                        // Said here, not as a `UciError` (whose variants
                        // are a published API): the file's typed error.
                        let net = match Network::read(path) {
                            Ok(net) => net,
                            Err(e) => {
                                say(&self.out, &format!("info string {e}"));
                                return Ok(());
                            }
                        };
                        say(
                            &self.out,
                            &format!(
                                "info string EvalFile {path}: {} network, {} hidden",
                                net.variant().name(),
                                net.hidden()
                            ),
                        );
                        Some(Arc::new(net))
                    }
                };
                self.with_engine(move |e| e.set_network(network));
            }
            _ => return Err(UciError::UnknownOption(name)),
        }
        Ok(())
    }

    /// `position startpos|fen FEN [moves M...]`: every move must be legal
    /// (also after the end of the game, which a GUI that does not
    /// adjudicate plays on from), or the command is refused whole.
    fn position(&self, words: &[&str]) -> Result<Setup, UciError> {
        let moves_at = words.iter().position(|&w| w == "moves");
        let start = &words[..moves_at.unwrap_or(words.len())];
        let game = match start.split_first() {
            Some((&"startpos", [])) => AnyGame::starting_with(self.rules),
            Some((&"fen", fen)) if !fen.is_empty() => {
                AnyGame::from_fen_with(&fen.join(" "), self.rules).map_err(|source| {
                    UciError::Fen {
                        rules: self.rules,
                        source,
                    }
                })?
            }
            _ => return Err(UciError::PositionSyntax),
        };
        let mut setup = Setup::new(game);
        let moves = moves_at.map_or(&[][..], |at| &words[at + 1..]);
        for (i, text) in moves.iter().enumerate() {
            setup.play_uci(text).map_err(|source| UciError::Move {
                index: i + 1,
                text: text.to_string(),
                source,
            })?;
        }
        Ok(setup)
    }

    /// What `go` searches now.
    fn searched(&self) -> Searched {
        match &self.setup {
            Ok(setup) => Ok(setup.root()),
            Err(e) => Err(e.clone()),
        }
    }

    fn go(&mut self, words: &[&str]) {
        let (go, skipped) = parse_go(words);
        for e in skipped {
            self.report(&e.into());
        }
        match go {
            Go::Refused(e) => self.report(&e.into()),
            Go::Perft(depth) => {
                let setup = match &self.setup {
                    Ok(setup) => setup,
                    Err(e) => {
                        say(&self.out, &no_position(e));
                        return;
                    }
                };
                let out = Arc::clone(&self.out);
                let stop = Arc::clone(&self.stop);
                with_inner!(*setup.position(), pos => {
                    self.start(move || perft_job(&out, &pos, depth, &stop))
                })
            }
            Go::Search {
                mut limits,
                ponder,
                searchmoves,
            } => {
                let searched = self.searched();
                if let Ok(root) = &searched {
                    let pos = root.position();
                    limits.searchmoves = searchmoves
                        .iter()
                        .filter_map(|text| pos.parse_uci(text).ok())
                        .collect();
                }
                if ponder {
                    // UCI: search until `ponderhit` (then the real search
                    // under these limits) or `stop` (then the best move).
                    self.pondering = Some((searched.clone(), limits.clone()));
                    limits = Limits {
                        infinite: true,
                        ..limits
                    };
                }
                self.search(searched, limits);
            }
        }
    }

    /// `ponderhit`: the move pondered on was played; the ponder search ends
    /// without a `bestmove` and the search under the clock begins, its
    /// table warm from pondering.
    fn ponderhit(&mut self) {
        let Some((searched, limits)) = self.pondering.take() else {
            return;
        };
        self.silent.store(true, Ordering::SeqCst);
        self.finish_job();
        self.silent.store(false, Ordering::SeqCst);
        self.search(searched, limits);
    }

    fn search(&mut self, searched: Searched, limits: Limits) {
        let job = Job {
            engine: Arc::clone(&self.engine),
            stop: Arc::clone(&self.stop),
            silent: Arc::clone(&self.silent),
            out: Arc::clone(&self.out),
        };
        self.start(move || search_job(&job, &searched, &limits));
    }

    /// Starts a job on its own thread. The stop flag is cleared here, not
    /// in the thread: a `stop` that follows at once must not be lost.
    fn start(&mut self, work: impl FnOnce() + Send + 'static) {
        self.stop.store(false, Ordering::SeqCst);
        let spawned = std::thread::Builder::new()
            .name("job".into())
            .stack_size(SEARCH_STACK)
            .spawn(work);
        match spawned {
            Ok(handle) => self.job = Some(handle),
            Err(e) => say(
                &self.out,
                &format!("info string no thread for the job: {e}"),
            ),
        }
    }

    /// Stops the running job, if any, and waits for it (its `bestmove`);
    /// pondering ends with it.
    fn finish_job(&mut self) {
        self.pondering = None;
        if let Some(handle) = self.job.take() {
            self.stop.store(true, Ordering::SeqCst);
            let _ = handle.join();
        }
    }
}

/// The `info string` that answers `go` or `d` after a refused `position`
/// command: there is no position to answer for (`go` then answers
/// `bestmove 0000`), and why.
pub(crate) fn no_position(refused: &Refused) -> String {
    format!("info string no position: the last position command was refused ({refused})")
}

/// An unknown command as said back: its first characters, so that a long
/// line of garbage is not echoed whole.
fn shortened(command: &str) -> String {
    const SHOWN: usize = 32;
    match command.char_indices().nth(SHOWN) {
        Some((at, _)) => format!("{}…", &command[..at]),
        None => command.to_string(),
    }
}

/// The value of a spin option: a number in `min..=max`.
fn spin(name: &'static str, value: &str, min: u64, max: u64) -> Result<u64, UciError> {
    value
        .parse::<u64>()
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or(UciError::OutOfRange {
            name,
            min,
            max,
            value: value.to_string(),
        })
}

/// The `info` line of a search result from `pos`, the PV in the rule
/// set's UCI form.
pub(crate) fn info_line<P: Position>(pos: &P, r: &SearchResult) -> String {
    info_line_of(pos, r, None, None)
}

/// [`info_line`] for line `multipv` (from 1) of several, and for a score
/// that is only a bound (an aspiration fail).
pub(crate) fn info_line_of<P: Position>(
    pos: &P,
    r: &SearchResult,
    multipv: Option<usize>,
    bound: Option<Fail>,
) -> String {
    let pv = legal_pv(pos, r);
    let multipv = multipv.map_or(String::new(), |k| format!(" multipv {k}"));
    let bound = match bound {
        None => "",
        Some(Fail::High) => " lowerbound",
        Some(Fail::Low) => " upperbound",
    };
    format!(
        "info depth {} seldepth {}{multipv} score {}{bound} nodes {} nps {} hashfull {} time {} pv {}",
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

/// The principal variation from `root` as UCI moves, as far as it is legal.
pub(crate) fn legal_pv<P: Position>(root: &P, r: &SearchResult) -> Vec<String> {
    let mut pos = root.clone();
    let mut pv = Vec::new();
    for &m in &r.pv {
        if !pos.is_legal(m) {
            break;
        }
        pv.push(pos.uci(m).to_string());
        pos.play_unchecked(m);
    }
    pv
}
