//! `Threads 256` on however few cores: `go movetime` holds its time, `stop`
//! ends an infinite search at once, and no helper thread is left when
//! `bestmove` comes. Through the real binary; the bounds are generous (a
//! loaded machine), the measured times and thread counts are printed
//! (`cargo test -- --nocapture`). A file of its own: no other test of this
//! binary competes for the processor.

mod support;

use std::time::{Duration, Instant};

use support::Uci;

/// The threads that may be left after `bestmove`: the reader of the input
/// and the job thread that printed it, on its way out.
const THREADS_AFTER: usize = 2;

/// The engine's threads right after its `bestmove`, at most
/// [`THREADS_AFTER`] (where /proc can tell).
fn assert_no_helper_is_left(uci: &Uci, what: &str) {
    match uci.threads() {
        Some(alive) => {
            println!("{what}: {alive} threads alive right after bestmove");
            assert!(alive <= THREADS_AFTER, "{what}: {alive} threads alive");
        }
        None => println!("{what}: no /proc here; the thread count is not checked"),
    }
}

#[test]
fn threads_256_hold_movetime_and_are_gone_by_bestmove() {
    let mut uci = Uci::start();
    uci.send("setoption name Threads value 256");
    uci.send("position startpos moves e2e4 c7c5");
    uci.send("isready");
    uci.until("readyok");
    for (movetime, bound) in [(100, 800), (1000, 1800), (100, 800)] {
        let asked = Instant::now();
        uci.send(&format!("go movetime {movetime}"));
        let lines = uci.within("bestmove", Duration::from_secs(30));
        let answered = asked.elapsed();
        let what = format!("Threads 256, go movetime {movetime}");
        println!("{what}: bestmove after {answered:?}");
        assert_no_helper_is_left(&uci, &what);
        assert!(
            answered < Duration::from_millis(bound),
            "{what}: bestmove after {answered:?}, {} lines",
            lines.len()
        );
    }
    uci.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    uci.send("stop");
    uci.within("bestmove", Duration::from_secs(30));
    let answered = asked.elapsed();
    println!("Threads 256, go infinite: bestmove {answered:?} after stop");
    assert_no_helper_is_left(&uci, "Threads 256, go infinite then stop");
    assert!(answered < Duration::from_secs(1), "{answered:?}");
    // A node limit counts every thread's nodes and stops them all.
    uci.send("go nodes 50000");
    let lines = uci.within("bestmove", Duration::from_secs(30));
    assert_no_helper_is_left(&uci, "Threads 256, go nodes 50000");
    let nodes: u64 = lines
        .iter()
        .rev()
        .find_map(|l| {
            let mut words = l.split_whitespace();
            words.find(|w| *w == "nodes")?;
            words.next()?.parse().ok()
        })
        .expect("a final info line with nodes");
    assert!(nodes >= 50_000, "{nodes}");
}
