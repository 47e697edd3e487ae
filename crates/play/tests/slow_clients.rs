//! A club server beside a slowloris: a hundred connections from other
//! loopback addresses (127.0.0.2 to 127.0.0.6, their sockets bound there)
//! each sending one header line a second, for as long as the server keeps
//! them, while a player moves every second: every move is answered 2xx.
//! Each address holds only a few connections at once, far below the
//! server's bound, so the idle ones never stand in the player's way.

mod support;

use std::io::Write;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use danilchuk_play::Rules;
use serde_json::json;
use support::{connect_from, random_game_moves, BoardProcess, Seated, TempDir};

/// One slow client until `stop`: a request head sent a line a second,
/// connected again whenever the server cuts it off. Counts the
/// connections it made.
fn slowloris(from: [u8; 4], server: SocketAddr, stop: &AtomicBool, made: &AtomicUsize) {
    let until = Instant::now() + Duration::from_secs(60);
    while !stop.load(Ordering::Acquire) && Instant::now() < until {
        let Ok(mut stream) = connect_from(from, server) else {
            thread::sleep(Duration::from_millis(200));
            continue;
        };
        made.fetch_add(1, Ordering::Relaxed);
        let mut line = format!("GET /api/rules HTTP/1.1\r\nHost: {server}\r\n");
        while !stop.load(Ordering::Acquire) && Instant::now() < until {
            if stream.write_all(line.as_bytes()).is_err() {
                break;
            }
            line = "X-Slow: a line a second\r\n".to_string();
            thread::sleep(Duration::from_secs(1));
        }
    }
}

#[test]
fn a_player_moves_every_second_beside_a_hundred_slow_connections() {
    let data = TempDir::new("slowloris");
    let board = BoardProcess::start_with(&["--listen", "127.0.0.8:0", "--data"], data.path());
    let addr = board.addr;
    let mut game = Seated::create(addr, &json!({"rules": "chess"}));
    let moves = random_game_moves(Rules::Chess, None, 16, 7);

    let stop = Arc::new(AtomicBool::new(false));
    let made = Arc::new(AtomicUsize::new(0));
    let attackers: Vec<_> = (0..100u8)
        .map(|i| {
            let (stop, made) = (Arc::clone(&stop), Arc::clone(&made));
            thread::spawn(move || slowloris([127, 0, 0, 2 + i % 5], addr, &stop, &made))
        })
        .collect();
    // Let them take what the server gives them.
    thread::sleep(Duration::from_secs(2));

    let mut answers = Vec::new();
    for text in &moves {
        let started = Instant::now();
        let (status, answer) = game.act("move", &json!({ "text": text }));
        answers.push((status, started.elapsed()));
        assert!(
            (200..300).contains(&status),
            "move {text} beside the slow clients: {status} {answer}"
        );
        thread::sleep(Duration::from_secs(1).saturating_sub(started.elapsed()));
    }
    stop.store(true, Ordering::Release);
    for attacker in attackers {
        let _ = attacker.join();
    }
    let slowest = answers.iter().map(|(_, t)| *t).max().unwrap_or_default();
    eprintln!(
        "{} moves beside 100 slow clients ({} connections made): all answered, the slowest in {slowest:?}",
        answers.len(),
        made.load(Ordering::Relaxed)
    );
    assert_eq!(game.get()["ply"], moves.len());
}
