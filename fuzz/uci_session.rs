//! The fuzz target over the UCI command loop (`uci_session`):
//! `danilchuk-engine`'s UCI loop (`danilchuk_engine::uci::run`) fed hostile
//! input; the first byte chooses how the rest is read.
//!
//! - even: the bytes are stdin as they are (random lines, random bytes,
//!   any line ending);
//! - odd: each byte picks a command from a list of the ones a GUI sends
//!   (`go` with every kind of limit, `stop`, `ponderhit`, `position` with
//!   and without moves, variants), so that `go`/`stop`/`position` come in
//!   random interleavings; then every search `go` must have been answered
//!   by exactly one `bestmove`.
//!
//! Input naming the `Hash` option is skipped: its size (up to 4 GiB) is
//! the user's choice, not a defect, and would exceed the fuzzer's memory.
//!
//! Included with `#[path]` by `fuzz_targets/uci_session.rs` and by
//! `crates/engine/tests/fuzz_corpus.rs`, which replays `corpus/uci_session/*`.

use std::io::Write;
use std::sync::{Arc, Mutex};

/// The target's name, as its binary and its `corpus/` directory are named.
#[allow(dead_code)]
pub const TARGETS: [&str; 1] = ["uci_session"];

/// The engine's output, kept for the checks.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Commands and whether each is a search (answered by one `bestmove`).
const COMMANDS: &[(&str, bool)] = &[
    ("uci", false),
    ("isready", false),
    ("ucinewgame", false),
    ("position startpos", false),
    ("position startpos moves e2e4 e7e5 g1f3", false),
    (
        "position startpos moves e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8",
        false,
    ),
    ("position fen 4k3/8/8/8/8/8/8/4KN2 w - - 0 1", false),
    ("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", false),
    (
        "position fen r1bkqbnr/pNppp2p/8/P4p2/1P4P1/R7/1n1P1PNP/RN2K3 b - - 0 11 Ed",
        false,
    ),
    ("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false),
    ("position fen garbage", false),
    ("setoption name UCI_Variant value chess", false),
    ("setoption name UCI_Variant value immortal", false),
    ("setoption name UCI_Variant value linear", false),
    ("setoption name UCI_Variant value linear2", false),
    ("setoption name Ponder value true", false),
    ("setoption value 3", false),
    ("go depth 1", true),
    ("go depth 3", true),
    ("go nodes 500", true),
    ("go movetime 5", true),
    ("go wtime 30 btime 30 winc 1 binc 1", true),
    ("go infinite", true),
    ("go ponder wtime 50 btime 50", true),
    ("go", true),
    ("go depth 2 sideways", true),
    ("go nodes 99999999999999999999 depth 1", true),
    ("go searchmoves e2e4 d2d4 depth 2", true),
    ("go mate 1", true),
    ("go perft 2", false),
    ("go perft 30", false),
    ("bench 1", false),
    ("stop", false),
    ("ponderhit", false),
    ("d", false),
];

fn session(input: Vec<u8>) -> String {
    let out = Shared::default();
    danilchuk_engine::uci::run(&input[..], out.clone());
    let bytes = out.0.lock().unwrap().clone();
    String::from_utf8(bytes).expect("the engine writes UTF-8")
}

/// Runs the `uci_session` target on `data`.
pub fn run(_target: &str, data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    if rest.len() > 4096 || rest.windows(4).any(|w| w.eq_ignore_ascii_case(b"hash")) {
        return;
    }
    if mode % 2 == 0 {
        session(rest.to_vec());
        return;
    }
    let mut input = Vec::new();
    let mut searches = 0;
    let mut benched = false;
    for &b in rest.iter().take(64) {
        let (command, search) = COMMANDS[b as usize % COMMANDS.len()];
        // One `bench` (every bench position of every rule set) per input:
        // more only slow the fuzzer down, they test nothing new.
        if command.starts_with("bench") && std::mem::replace(&mut benched, true) {
            continue;
        }
        input.extend_from_slice(command.as_bytes());
        input.push(b'\n');
        searches += usize::from(search);
    }
    let output = session(input);
    let answered = output.lines().filter(|l| l.starts_with("bestmove")).count();
    assert_eq!(answered, searches, "{output}");
}
