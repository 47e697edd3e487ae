//! What a GUI, a tournament tester or a hostile user does to a UCI engine,
//! through the real binary: nothing kills it, nothing makes it hang, and
//! every `go` that is not a perft is answered by `bestmove`.

mod support;

use std::time::{Duration, Instant};

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use support::Uci;

const SOON: Duration = Duration::from_secs(3);

fn ready_at_once(uci: &mut Uci) {
    uci.send("isready");
    uci.within("readyok", SOON);
}

#[test]
fn setoption_without_a_name_is_refused_not_a_panic() {
    let mut uci = Uci::start();
    for line in [
        "setoption value 3",
        "setoption value",
        "setoption name",
        "setoption name value 3",
        "setoption name Hash value",
        "setoption name Ponder value maybe",
    ] {
        uci.send(line);
        let answer = uci.within("info", SOON);
        assert!(answer[0].starts_with("info string "), "{line}: {answer:?}");
    }
    ready_at_once(&mut uci);
    uci.send("setoption name Ponder value true");
    ready_at_once(&mut uci);
}

#[test]
fn a_line_that_is_not_utf8_is_an_unknown_command() {
    let mut uci = Uci::start();
    uci.send_raw(b"\xff\xfe\x80 go\n");
    let answer = uci.within("info", SOON);
    assert!(answer[0].contains("not UTF-8"), "{answer:?}");
    ready_at_once(&mut uci);
    uci.send("go depth 1");
    uci.bestmove();
}

#[test]
fn a_bare_cr_ends_a_command() {
    let mut uci = Uci::start();
    uci.send_raw(b"isready\risready\r\n");
    uci.within("readyok", SOON);
    uci.within("readyok", SOON);
}

#[test]
fn go_perft_runs_off_the_reader_thread_and_stop_ends_it() {
    let mut uci = Uci::start();
    uci.send("position startpos");
    uci.send("go perft 8");
    std::thread::sleep(Duration::from_millis(200));
    ready_at_once(&mut uci);
    let asked = Instant::now();
    uci.send("stop");
    let lines = uci.within("info", SOON);
    assert!(lines.last().unwrap().contains("perft stopped"), "{lines:?}");
    assert!(asked.elapsed() < SOON);
    assert!(!lines.iter().any(|l| l.starts_with("Nodes searched")));
    // The session goes on.
    uci.send("go depth 1");
    uci.bestmove();
}

#[test]
fn go_perft_past_the_depth_limit_is_refused() {
    let mut uci = Uci::start();
    uci.send("go perft 13");
    let answer = uci.within("info", SOON);
    assert!(answer[0].contains("deepest perft"), "{answer:?}");
    ready_at_once(&mut uci);
}

#[test]
fn bench_runs_off_the_reader_thread_and_stop_ends_it() {
    let mut uci = Uci::start();
    uci.send("bench 30");
    std::thread::sleep(Duration::from_millis(200));
    ready_at_once(&mut uci);
    uci.send("stop");
    uci.within("info", SOON);
    ready_at_once(&mut uci);
}

#[test]
fn unknown_or_unparsable_go_words_still_end_in_bestmove() {
    let mut uci = Uci::start();
    uci.send("position startpos");
    for line in [
        "go depth 3 sideways",
        "go nodes 99999999999999999999 depth 2",
        "go depth x nodes 2000",
        "go wtime -100 btime -100",
        "go mate 1",
    ] {
        uci.send(line);
        let best = uci.bestmove();
        assert!(Chess::starting().parse_uci(&best).is_ok(), "{line}: {best}");
    }
    uci.send("go searchmoves a2a3 h2h4 depth 3");
    let best = uci.bestmove();
    assert!(best == "a2a3" || best == "h2h4", "{best}");
}

#[test]
fn a_drawn_position_with_legal_moves_gets_a_bestmove() {
    let mut uci = Uci::start();
    for fen in [
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 160 120",
    ] {
        uci.send(&format!("position fen {fen}"));
        uci.send("go depth 3");
        let best = uci.bestmove();
        assert_ne!(best, "(none)", "{fen}");
    }
    let mut moves = Vec::new();
    for _ in 0..4 {
        moves.extend(["g1f3", "g8f6", "f3g1", "f6g8"]);
    }
    uci.send(&format!("position startpos moves {}", moves.join(" ")));
    uci.send("go depth 3");
    assert_ne!(uci.bestmove(), "(none)");
}

#[test]
fn bestmove_carries_a_ponder_move_and_ponderhit_starts_the_real_search() {
    let mut uci = Uci::start();
    uci.send("position startpos");
    uci.send("go depth 5");
    let lines = uci.until("bestmove");
    let last: Vec<&str> = lines.last().unwrap().split_whitespace().collect();
    assert_eq!(last.len(), 4, "{last:?}");
    assert_eq!(last[2], "ponder");
    // Pondering: no bestmove until ponderhit, then one within the clock.
    uci.send(&format!("position startpos moves {} {}", last[1], last[3]));
    uci.send("go ponder wtime 2000 btime 2000");
    let early = uci.drain(Duration::from_millis(500));
    assert!(
        !early.iter().any(|l| l.starts_with("bestmove")),
        "{early:?}"
    );
    uci.send("ponderhit");
    let lines = uci.within("bestmove", Duration::from_secs(5));
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("bestmove")).count(),
        1
    );
    // Pondering ended by stop answers with the best move at once.
    uci.send("go ponder wtime 2000 btime 2000");
    std::thread::sleep(Duration::from_millis(200));
    uci.send("stop");
    uci.within("bestmove", SOON);
    ready_at_once(&mut uci);
}

#[test]
fn negative_numbers_are_refused_with_the_reason_not_taken_for_zero() {
    let mut uci = Uci::start();
    uci.send("go perft -1");
    uci.send("isready");
    let lines = uci.within("readyok", SOON);
    assert_eq!(
        lines[0], "info string go: perft needs a number of 0 or more, not \"-1\"; ignored",
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.starts_with("Nodes")), "{lines:?}");
    // A negative limit is reported and skipped; the others still bound
    // the search.
    uci.send("go depth -1 nodes 2000");
    let lines = uci.until("bestmove");
    assert!(
        lines[0].contains("depth needs a number of 0 or more, not \"-1\""),
        "{lines:?}"
    );
    for bad in ["bench -1", "bench 0", "bench x", "bench 100"] {
        uci.send(bad);
        let answer = uci.within("info", SOON);
        assert!(
            answer[0].starts_with("info string bench depth must be 1..99, not "),
            "{bad}: {answer:?}"
        );
    }
    for bad in [
        "Threads value -1",
        "MultiPV value -3",
        "Move Overhead value -10",
    ] {
        uci.send(&format!("setoption name {bad}"));
        let answer = uci.within("info", SOON);
        assert!(answer[0].contains("must be"), "{bad}: {answer:?}");
    }
    ready_at_once(&mut uci);
}

#[test]
fn the_binary_refuses_a_bench_depth_outside_1_to_99() {
    for depth in ["-1", "0", "x", "100"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_danilchuk-engine"))
            .args(["bench", depth])
            .output()
            .expect("the engine runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "bench {depth}: {stderr}");
        assert!(
            stderr.contains("the bench depth must be a number from 1 to 99"),
            "{stderr}"
        );
    }
}
