//! The fuzz target over the UCI command loop (`uci_session`):
//! `danilchuk-engine`'s UCI loop (`danilchuk_engine::uci::run`) fed hostile
//! input; the first byte chooses how the rest is read.
//!
//! - even: the bytes are stdin as they are (random lines, random bytes,
//!   any line ending);
//! - odd: each byte picks a command from a list of the ones a GUI sends
//!   (`go` with every kind of limit, a perft too deep to finish, `stop`,
//!   `ponderhit`, `position` with and without moves, refused ones and ones
//!   that play on after the rules ended the game, variants, threads), so
//!   that `go`/`stop`/`position` come in random interleavings; then every
//!   search `go` must have been answered by exactly one `bestmove`, and
//!   that for the position the GUI sent: `0000` after a refused `position`,
//!   otherwise `(none)` or a legal move of the position its moves reach
//!   (played as long as they are legal, whatever the game's outcome).
//!   The session ends with the end of its input, which must end any job,
//!   a `go perft 12` or a `go infinite` included.
//!
//! Input naming the `Hash` option is skipped: its size (up to 4 GiB) is
//! the user's choice, not a defect, and would exceed the fuzzer's memory.
//!
//! Included with `#[path]` by `fuzz_targets/uci_session.rs` and by
//! `crates/engine/tests/fuzz_corpus.rs`, which replays `corpus/uci_session/*`.

use std::io::Write;
use std::sync::{Arc, Mutex};

use danilchuk_board::Position;
use danilchuk_variant::{AnyPosition, Rules};

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
    // Added later, after the commands the seeds' bytes name.
    ("position startpos moves e2e4 zz", false),
    ("position startpos moves e2e4 e7e5 e1e3", false),
    // Played on after the seventy-five-move rule and a fivefold repetition.
    (
        "position fen 4k3/8/8/8/8/8/8/4K2R w - - 149 100 moves h1h2 e8d8 e1e2",
        false,
    ),
    (
        "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 e2e4",
        false,
    ),
    ("setoption name Threads value 3", false),
    ("setoption name Threads value 1", false),
    ("go perft 12", false),
    ("go perft -1", false),
    ("go depth -1 nodes 300", true),
    ("bench -1", false),
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
    // What each search `go` must answer for: the position, or none after a
    // refused `position`.
    let mut expected: Vec<Option<AnyPosition>> = Vec::new();
    let mut rules = Rules::Chess;
    let mut current = Some(AnyPosition::starting_with(rules));
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
        if let Some(variant) = command.strip_prefix("setoption name UCI_Variant value ") {
            rules = variant.parse().expect("a rule set of the list");
            current = Some(AnyPosition::starting_with(rules));
        } else if command == "ucinewgame" {
            current = Some(AnyPosition::starting_with(rules));
        } else if let Some(words) = command.strip_prefix("position ") {
            current = set_up(words, rules);
        }
        if search {
            expected.push(current);
        }
    }
    let output = session(input);
    let answers: Vec<&str> = output
        .lines()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .map(|rest| rest.split_whitespace().next().unwrap_or(""))
        .collect();
    assert_eq!(answers.len(), expected.len(), "{output}");
    for (answer, position) in answers.iter().zip(&expected) {
        match position {
            None => assert_eq!(*answer, "0000", "after a refused position: {output}"),
            Some(_) if *answer == "(none)" => {}
            Some(pos) => assert!(
                pos.parse_uci(answer).is_ok(),
                "{answer} is no move of {}: {output}",
                pos.fen()
            ),
        }
    }
}

/// The position a `position` command's words set up under `rules`: its
/// moves played as long as each is legal, whatever the game's outcome;
/// `None` if the command is refused.
fn set_up(words: &str, rules: Rules) -> Option<AnyPosition> {
    let (start, moves) = match words.split_once(" moves ") {
        Some((start, moves)) => (start, moves),
        None => (words, ""),
    };
    let mut pos = match start.split_once(' ') {
        None if start == "startpos" => AnyPosition::starting_with(rules),
        Some(("fen", fen)) => AnyPosition::from_fen_with(fen, rules).ok()?,
        _ => return None,
    };
    for text in moves.split_whitespace() {
        let m = pos.parse_uci(text).ok()?;
        pos.play(m).ok()?;
    }
    Some(pos)
}
