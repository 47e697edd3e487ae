//! The club server's figures for docs/club-server.md, measured on the real
//! binary (run on purpose: `cargo test -p danilchuk-play --test
//! club_figures -- --ignored --nocapture`): the time a move takes to be
//! stored and acknowledged (median and 99th percentile, over loopback
//! HTTP, each move written to SQLite with `synchronous=FULL` before the
//! answer), and the database's size per 1,000 games of 80 half-moves.
//! Nothing here asserts a speed: it prints what it measured.

mod support;

use std::time::{Duration, Instant};

use danilchuk_play::{Rules, DATABASE_FILE};
use serde_json::json;
use support::{BoardProcess, Seated, TempDir};

const GAMES: usize = 1_000;
const PLIES: usize = 80;
/// The games whose moves are timed one by one (the rest are imported).
const TIMED_GAMES: usize = 25;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[index]
}

#[test]
#[ignore = "a measurement: run it on purpose"]
fn store_time_and_database_size() {
    let data = TempDir::new("figures");
    let board = BoardProcess::start_with(&["--port", "0", "--data"], data.path());
    let addr = board.addr;
    let mut times = Vec::with_capacity(TIMED_GAMES * PLIES);
    for seed in 0..TIMED_GAMES as u64 {
        let moves = support::random_game_moves(Rules::Chess, None, PLIES, seed);
        let mut game = Seated::create(addr, &json!({"rules": "chess", "opponent": "person"}));
        for uci in &moves {
            let started = Instant::now();
            let (status, answer) = game.act("move", &json!({ "text": uci }));
            times.push(started.elapsed());
            assert_eq!(status, 200, "{uci}: {answer}");
        }
        // Ended, so that the live games' cap does not count it.
        let (status, _) = game.act("resign", &json!({}));
        assert_eq!(status, 200);
    }
    for seed in TIMED_GAMES as u64..GAMES as u64 {
        let pgn = support::random_game_pgn(Rules::Chess, None, PLIES, seed);
        let mut game = Seated::create(
            addr,
            &json!({"rules": "chess", "opponent": "person", "pgn": pgn}),
        );
        assert_eq!(game.state["ply"], PLIES, "{}", game.state);
        let (status, _) = game.act("resign", &json!({}));
        assert_eq!(status, 200);
    }
    drop(board);
    times.sort();
    let file = data.path().join(DATABASE_FILE);
    let size = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0)
        + std::fs::metadata(data.path().join(format!("{DATABASE_FILE}-wal")))
            .map(|m| m.len())
            .unwrap_or(0);
    println!(
        "store a move ({} moves): median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        times.len(),
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
    );
    println!(
        "database for {GAMES} games of {PLIES} half-moves: {size} bytes ({:.1} MiB)",
        size as f64 / (1024.0 * 1024.0)
    );
}
