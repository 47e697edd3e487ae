//! A crowd asking the engine about one game while its player moves: 40
//! clients without a token, from 127.0.0.2 to 127.0.0.5 (sockets bound
//! there), each posting `/analysis` again as soon as it is answered. Every
//! move is answered 2xx (the analyses run on a copy of the game, outside
//! its lock); each address has one analysis at a time and the board a
//! few, the others told 429 at once.

mod support;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use danilchuk_play::Rules;
use serde_json::json;
use support::{random_game_moves, try_call_from, BoardProcess, Seated, TempDir};

#[test]
fn a_players_moves_are_answered_while_forty_clients_ask_for_analyses() {
    let data = TempDir::new("analysis-crowd");
    let board = BoardProcess::start_with(&["--listen", "127.0.0.10:0", "--data"], data.path());
    let addr = board.addr;
    let mut game = Seated::create(addr, &json!({"rules": "chess"}));
    let path = format!("/api/games/{}/analysis", game.id);
    let moves = random_game_moves(Rules::Chess, None, 16, 11);

    let stop = Arc::new(AtomicBool::new(false));
    let statuses = Arc::new(Mutex::new(Vec::new()));
    let crowd: Vec<_> = (0..40u8)
        .map(|i| {
            let (stop, statuses, path) = (Arc::clone(&stop), Arc::clone(&statuses), path.clone());
            thread::spawn(move || {
                let until = Instant::now() + Duration::from_secs(90);
                while !stop.load(Ordering::Acquire) && Instant::now() < until {
                    let from = [127, 0, 0, 2 + i % 4];
                    let status = try_call_from(from, addr, "POST", &path, Some("{}"))
                        .map_or(0, |answer| answer.status);
                    if let Ok(mut statuses) = statuses.lock() {
                        statuses.push(status);
                    }
                    if status != 200 {
                        thread::sleep(Duration::from_millis(50));
                    }
                }
            })
        })
        .collect();
    thread::sleep(Duration::from_millis(500));

    let mut slowest = Duration::ZERO;
    for text in &moves {
        let started = Instant::now();
        let (status, answer) = game.act("move", &json!({ "text": text }));
        slowest = slowest.max(started.elapsed());
        assert!(
            (200..300).contains(&status),
            "move {text} beside the analyses: {status} {answer}"
        );
        thread::sleep(Duration::from_millis(500).saturating_sub(started.elapsed()));
    }
    stop.store(true, Ordering::Release);
    for client in crowd {
        let _ = client.join();
    }
    let statuses = statuses.lock().expect("statuses").clone();
    let count = |s: u16| statuses.iter().filter(|&&x| x == s).count();
    eprintln!(
        "{} moves beside 40 analysing clients, the slowest answered in {slowest:?}; analyses: {} answered, {} told 429, {} told 503, {} unanswered",
        moves.len(),
        count(200),
        count(429),
        count(503),
        count(0)
    );
    assert!(count(200) > 0, "no analysis was answered: {statuses:?}");
    assert!(count(429) > 0, "no analysis was refused");
    assert!(
        statuses.iter().all(|s| [200, 429, 503].contains(s)),
        "{statuses:?}"
    );
    assert_eq!(game.get()["ply"], moves.len());
}
