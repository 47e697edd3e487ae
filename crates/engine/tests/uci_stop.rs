//! `stop`, `quit` and the end of input end any `go perft` at once, through
//! the real binary: the perft reads the stop flag every few thousand move
//! generations, not once per second-ply subtree (a perft of 10 plies
//! would otherwise run on for minutes). The bounds are generous; the
//! measured times are printed (`cargo test -- --nocapture`).

mod support;

use std::time::{Duration, Instant};

use support::Uci;

/// What "at once" must mean even on a loaded machine.
const BOUND: Duration = Duration::from_secs(1);

/// A perft of `depth` from the start, stopped after it ran `after`.
fn stopped_perft(depth: u32, after: Duration) {
    let mut uci = Uci::start();
    uci.send("position startpos");
    uci.send(&format!("go perft {depth}"));
    std::thread::sleep(after);
    let asked = Instant::now();
    uci.send("stop");
    uci.send("isready");
    let lines = uci.within("info", BOUND);
    let stopped = asked.elapsed();
    assert_eq!(
        lines.last().map(String::as_str),
        Some("info string perft stopped"),
        "{lines:?}"
    );
    let more = uci.within("readyok", BOUND);
    let ready = asked.elapsed();
    println!("go perft {depth}: perft stopped {stopped:?} and readyok {ready:?} after stop");
    assert!(
        !lines.iter().chain(&more).any(|l| l.starts_with("Nodes")),
        "{lines:?} {more:?}"
    );
    // The session goes on.
    uci.send("go perft 2");
    let lines = uci.until("Nodes");
    assert_eq!(
        lines.last().map(String::as_str),
        Some("Nodes searched: 400")
    );
}

#[test]
fn stop_ends_go_perft_9_at_once() {
    stopped_perft(9, Duration::from_millis(500));
}

#[test]
fn stop_ends_go_perft_10_at_once() {
    stopped_perft(10, Duration::from_millis(500));
}

#[test]
fn stop_ends_go_perft_12_at_once() {
    stopped_perft(12, Duration::from_millis(500));
}

#[test]
fn quit_or_the_end_of_input_during_go_perft_12_ends_the_engine_at_once() {
    for how in ["quit", "the end of input"] {
        let mut uci = Uci::start();
        uci.send("go perft 12");
        std::thread::sleep(Duration::from_millis(300));
        if how == "quit" {
            uci.send("quit");
        } else {
            uci.close_input();
        }
        let exited = uci.exits_within(Duration::from_secs(5));
        println!("go perft 12, then {how}: the engine exited after {exited:?}");
        assert!(exited.is_some_and(|t| t < BOUND), "{how}: {exited:?}");
    }
}
