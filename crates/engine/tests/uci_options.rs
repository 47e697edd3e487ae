//! The options GUIs and testers set, through the real binary: Threads,
//! MultiPV, Move Overhead, a Hash that does not hold up `readyok`.

mod support;

use std::time::{Duration, Instant};

use support::Uci;

/// The words after `key` in an `info` line.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let mut words = line.split_whitespace();
    words.find(|w| *w == key)?;
    words.next()
}

#[test]
fn the_options_are_declared_with_their_ranges() {
    let mut uci = Uci::start();
    uci.send("uci");
    let lines = uci.until("uciok");
    for option in [
        "option name Threads type spin default 1 min 1 max 256",
        "option name MultiPV type spin default 1 min 1 max 256",
        "option name Move Overhead type spin default 10 min 0 max 5000",
        "option name Hash type spin default 16 min 1 max 4096",
        "option name Ponder type check default false",
    ] {
        assert!(lines.iter().any(|l| l == option), "{option} in {lines:?}");
    }
    for bad in [
        "setoption name Threads value 0",
        "setoption name MultiPV value 257",
        "setoption name Move Overhead value -1",
        "setoption name Threads value many",
    ] {
        uci.send(bad);
        let answer = uci.until("info");
        assert!(
            answer.last().unwrap().contains("must be"),
            "{bad}: {answer:?}"
        );
    }
}

#[test]
fn multipv_3_gives_three_distinct_lines_with_scores_at_every_depth() {
    let mut uci = Uci::start();
    uci.send("setoption name MultiPV value 3");
    uci.send("position startpos moves e2e4");
    uci.send("go depth 6");
    let lines = uci.until("bestmove");
    for depth in 1..=6 {
        let at: Vec<&String> = lines
            .iter()
            .filter(|l| field(l, "depth") == Some(&depth.to_string()) && l.contains(" multipv "))
            .collect();
        assert_eq!(at.len(), 3, "depth {depth}: {lines:?}");
        let numbers: Vec<&str> = at.iter().filter_map(|l| field(l, "multipv")).collect();
        assert_eq!(numbers, ["1", "2", "3"]);
        let firsts: Vec<&str> = at.iter().filter_map(|l| field(l, "pv")).collect();
        assert_eq!(firsts.len(), 3);
        assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
        assert!(at.iter().all(|l| field(l, "score").is_some()));
        let cps: Vec<i32> = at
            .iter()
            .filter_map(|l| field(l, "cp").and_then(|c| c.parse().ok()))
            .collect();
        assert!(cps.windows(2).all(|w| w[0] >= w[1]), "best first: {at:?}");
    }
    // The best move is line 1's.
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    let line1 = lines
        .iter()
        .rfind(|l| field(l, "multipv") == Some("1"))
        .unwrap();
    assert_eq!(field(line1, "pv"), Some(best));
}

/// The peak resident memory of a process, from /proc (Linux).
fn peak_resident_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn a_large_hash_does_not_hold_up_readyok_nor_take_memory_before_it_is_used() {
    let mut uci = Uci::start();
    uci.send("isready");
    uci.until("readyok");
    let asked = Instant::now();
    uci.send("setoption name Hash value 4096");
    uci.send("isready");
    uci.until("readyok");
    println!(
        "readyok {:?} after setoption name Hash value 4096",
        asked.elapsed()
    );
    // By structure: nothing of the 4 GiB was touched by the reader, nor
    // by a search that uses a few thousand entries of it.
    uci.send("position startpos");
    uci.send("go depth 5");
    uci.until("bestmove");
    uci.send("ucinewgame");
    uci.send("isready");
    uci.until("readyok");
    if let Some(kib) = peak_resident_kib(uci.pid()) {
        println!("peak resident memory {kib} KiB");
        assert!(
            kib < 1 << 20,
            "{kib} KiB resident: the table was zeroed by hand"
        );
    }
}

#[test]
fn two_threads_search_answer_stop_and_keep_a_legal_best_move() {
    let mut uci = Uci::start();
    uci.send("setoption name Threads value 2");
    uci.send("position startpos moves d2d4 d7d5");
    uci.send("go depth 7");
    let lines = uci.until("bestmove");
    assert!(
        lines.iter().any(|l| field(l, "depth") == Some("7")),
        "{lines:?}"
    );
    uci.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    uci.send("stop");
    let lines = uci.until("bestmove");
    // The final info comes just before the best move.
    assert!(
        lines[lines.len() - 2].starts_with("info depth"),
        "{lines:?}"
    );
    uci.send("setoption name Threads value 1");
    uci.send("isready");
    uci.until("readyok");
}

#[test]
fn movetime_is_used_and_move_overhead_is_accepted() {
    let mut uci = Uci::start();
    uci.send("setoption name Move Overhead value 100");
    uci.send("position startpos");
    let asked = Instant::now();
    uci.send("go movetime 500");
    let lines = uci.until("bestmove");
    // Printed, never asserted: timing depends on the machine's load.
    println!("go movetime 500 answered after {:?}", asked.elapsed());
    let time: u64 = lines
        .iter()
        .rev()
        .find_map(|l| field(l, "time").and_then(|t| t.parse().ok()))
        .unwrap();
    println!("the search's own time: {time} ms");
    uci.send("go wtime 2000 btime 2000");
    uci.until("bestmove");
}

#[test]
fn evalfile_loads_a_network_refuses_bad_files_and_empties_back() {
    use danilchuk_board::Variant;
    use danilchuk_engine::nnue::{Network, FEATURES};

    let dir = std::env::temp_dir().join(format!("danilchuk-evalfile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let hidden = 4;
    let weights = (0..FEATURES * hidden).map(|i| (i % 7) as i16 - 3).collect();
    let net = Network::from_parts(
        Variant::Immortal,
        hidden,
        weights,
        vec![10; hidden],
        vec![5, -5, 3, -3, 2, -2, 1, -1],
        0,
    )
    .unwrap();
    let good = dir.join("immortal.nnue");
    std::fs::write(&good, net.to_bytes()).unwrap();
    let bad = dir.join("bad.nnue");
    std::fs::write(&bad, b"not a network").unwrap();

    let mut uci = Uci::start();
    uci.send("uci");
    let lines = uci.until("uciok");
    assert!(lines
        .iter()
        .any(|l| l == "option name EvalFile type string default <empty>"));
    uci.send("setoption name UCI_Variant value immortal");
    uci.until("info");
    uci.send(&format!("setoption name EvalFile value {}", good.display()));
    let loaded = uci.until("info");
    assert!(
        loaded
            .last()
            .unwrap()
            .contains("immortal network, 4 hidden"),
        "{loaded:?}"
    );
    uci.send("position startpos");
    uci.send("go depth 4");
    uci.until("bestmove");
    for file in [bad.display().to_string(), "/nonexistent/x.nnue".into()] {
        uci.send(&format!("setoption name EvalFile value {file}"));
        let answer = uci.until("info");
        assert!(
            answer.last().unwrap().contains("network"),
            "{file}: {answer:?}"
        );
    }
    uci.send("setoption name EvalFile value <empty>");
    uci.send("go depth 4");
    uci.until("bestmove");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `Use NNUE`: the built-in networks by default, the hand-written
/// evaluation when false; the same search as the library's.
#[test]
fn use_nnue_switches_between_the_networks_and_the_hand_written_evaluation() {
    use danilchuk_engine::{Engine, Evaluation, Limits};
    use danilchuk_game::Game;
    use danilchuk_immortal::Immortal;

    let nodes_of = |lines: &[String]| -> u64 {
        let last = lines
            .iter()
            .rev()
            .find(|l| l.starts_with("info depth 5 "))
            .expect("depth 5");
        let words: Vec<&str> = last.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "nodes").expect("nodes");
        words[at + 1].parse().expect("a count")
    };
    let mut uci = Uci::start();
    uci.send("uci");
    let lines = uci.until("uciok");
    assert!(lines
        .iter()
        .any(|l| l == "option name Use NNUE type check default true"));
    uci.send("setoption name UCI_Variant value immortal");
    uci.until("info");
    let mut measured = Vec::new();
    for value in ["true", "false"] {
        uci.send(&format!("setoption name Use NNUE value {value}"));
        uci.send("ucinewgame");
        uci.send("position startpos");
        uci.send("go depth 5");
        measured.push(nodes_of(&uci.until("bestmove")));
    }
    uci.send("setoption name Use NNUE value maybe");
    let answer = uci.until("info");
    assert!(
        answer.last().unwrap().contains("true or false"),
        "{answer:?}"
    );

    let game = Game::<Immortal>::starting_with(());
    let library: Vec<u64> = Evaluation::ALL
        .iter()
        .map(|&evaluation| {
            let mut engine = Engine::new(16);
            engine.set_evaluation(evaluation);
            engine.search(&game, &Limits::depth(5)).nodes
        })
        .collect();
    assert_eq!(measured, library);
    assert_ne!(measured[0], measured[1]);
}
