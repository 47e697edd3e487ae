//! Games that survive the board: the real binary, its games in a data
//! directory of the test's, killed with SIGKILL at random moments while a
//! client streams moves at it and started again on the same directory and
//! port: every move it acknowledged is there, the game goes on to its end
//! with the same moves, the clocks resume without the time the board was
//! down (the PGN says the game was interrupted), and a game both players
//! left ends on the clock with no one asking.

mod support;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use danilchuk_play::Rules;
use serde_json::{json, Value};
use support::{call, free_port, random_game_moves, start_on, try_call_as, Seated, TempDir};

/// SplitMix64: the random moments of the kills, from a seed printed so
/// that a failing run can be replayed.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// The moves of a game as the server has them (UCI).
fn moves_of(game: &Value) -> Vec<String> {
    game["history"]
        .as_array()
        .expect("a history")
        .iter()
        .map(|m| m["uci"].as_str().expect("uci").to_string())
        .collect()
}

fn get(addr: SocketAddr, id: &str) -> Value {
    let answer = call(addr, "GET", &format!("/api/games/{id}"), None);
    assert_eq!(answer.status, 200, "{}", answer.text());
    answer.json()
}

/// What a stream of moves got acknowledged: the number of moves the game
/// had after the last acknowledged one, and that answer.
struct Acknowledged {
    plies: usize,
    last: Option<(Value, Instant)>,
}

#[test]
fn every_acknowledged_move_survives_kill_9_at_random_moments() {
    const PLIES: usize = 800;
    const KILLS: usize = 6;
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    eprintln!("kill moments from seed {seed}");
    let mut random = Random(seed);
    let moves = random_game_moves(Rules::Immortal, None, PLIES, 7);
    let data = TempDir::new("kill-9");
    let port = free_port();
    let mut board = start_on(port, &data);
    let addr = board.addr;
    let game = Seated::create(
        addr,
        &json!({"rules": "immortal", "clock": {"initial": 1800, "increment": 1}}),
    );
    let id = game.id.clone();
    let tokens = [
        game.white.clone().expect("White's seat"),
        game.black.clone().expect("Black's seat"),
    ];
    let mut played = 0;
    let mut restarts = 0;
    for round in 0..KILLS {
        // A client streams the next moves, each sent once its previous
        // move is acknowledged, until the board goes.
        let acknowledged = Arc::new(Mutex::new(Acknowledged {
            plies: played,
            last: None,
        }));
        let sent = Arc::new(AtomicUsize::new(played));
        let gone = Arc::new(AtomicBool::new(false));
        let sender = {
            let (acknowledged, sent, gone) = (acknowledged.clone(), sent.clone(), gone.clone());
            let (moves, tokens, id) = (moves.clone(), tokens.clone(), id.clone());
            thread::spawn(move || {
                for ply in played..moves.len() {
                    sent.store(ply + 1, Ordering::SeqCst);
                    let body = json!({ "text": moves[ply] }).to_string();
                    let answer = try_call_as(
                        addr,
                        "POST",
                        &format!("/api/games/{id}/move"),
                        Some(&body),
                        Some(&tokens[ply % 2]),
                    );
                    match answer {
                        Ok(answer) if answer.status == 200 => {
                            let mut ack = acknowledged.lock().expect("lock");
                            ack.plies = ply + 1;
                            ack.last = Some((answer.json(), Instant::now()));
                        }
                        Ok(answer) => panic!("move {} refused: {}", ply + 1, answer.text()),
                        // The board was killed under this request.
                        Err(_) => break,
                    }
                    if gone.load(Ordering::SeqCst) {
                        break;
                    }
                }
            })
        };
        let moment = Duration::from_millis(30 + random.next() % 400);
        thread::sleep(moment);
        board.kill();
        gone.store(true, Ordering::SeqCst);
        sender.join().expect("the client");
        let killed_at = Instant::now();
        let ack = acknowledged.lock().expect("lock");
        let in_flight = sent.load(Ordering::SeqCst);
        // Down a while: the time must not count on the clocks.
        thread::sleep(Duration::from_millis(1500));
        board = start_on(port, &data);
        assert_eq!(board.addr, addr, "the same address");
        let state = get(addr, &id);
        let stored = moves_of(&state);
        eprintln!(
            "round {round}: killed after {moment:?}: {} moves acknowledged, {in_flight} sent, {} stored",
            ack.plies,
            stored.len()
        );
        assert!(
            stored.len() >= ack.plies,
            "an acknowledged move was lost: {} acknowledged, {} stored",
            ack.plies,
            stored.len()
        );
        assert!(stored.len() <= in_flight, "a move never sent is stored");
        assert_eq!(
            stored,
            moves[..stored.len()],
            "the stored moves are the ones played"
        );
        if let Some((last, answered_at)) = &ack.last {
            if stored.len() == ack.plies {
                // The clocks as the last answer left them: the side that
                // waits has its time to the millisecond; the side to move
                // lost at most the time the board ran after that answer,
                // not the time it was down.
                let (waiting, running) = if stored.len().is_multiple_of(2) {
                    ("black_ms", "white_ms")
                } else {
                    ("white_ms", "black_ms")
                };
                assert_eq!(state["clock"][waiting], last["clock"][waiting], "{state}");
                let before = last["clock"][running].as_u64().expect("ms");
                let after = state["clock"][running].as_u64().expect("ms");
                let ran = killed_at.duration_since(*answered_at).as_millis() as u64;
                // The answer's clock is read a moment after the move was
                // stored, and a restart resumes from the stored one: the
                // side to move may get those few milliseconds back.
                assert!(after <= before + 50, "{after} > {before} + 50");
                // (The 1500 ms it was down would break this bound.)
                assert!(
                    before.saturating_sub(after) <= ran + 900,
                    "{running}: {before} -> {after} ms, the board ran {ran} ms after the answer and was down 1500 ms"
                );
            }
        }
        restarts += 1;
        played = stored.len();
        if played == moves.len() {
            break;
        }
    }
    // The rest of the game, and its end.
    for ply in played..moves.len() {
        let body = json!({ "text": moves[ply] }).to_string();
        let answer = try_call_as(
            addr,
            "POST",
            &format!("/api/games/{id}/move"),
            Some(&body),
            Some(&tokens[ply % 2]),
        )
        .expect("an answer");
        assert_eq!(answer.status, 200, "{}", answer.text());
    }
    let resign = try_call_as(
        addr,
        "POST",
        &format!("/api/games/{id}/resign"),
        Some("{}"),
        Some(&tokens[moves.len() % 2]),
    )
    .expect("an answer");
    assert_eq!(resign.status, 200, "{}", resign.text());
    let end = get(addr, &id);
    assert_eq!(moves_of(&end), moves, "the whole game, every move once");
    assert_eq!(end["outcome"]["result"], "0-1");
    // One interruption a restart: the clock ran each time.
    assert_eq!(
        end["interruptions"]
            .as_array()
            .expect("interruptions")
            .len(),
        restarts,
        "{}",
        end["interruptions"]
    );
    let pgn = call(addr, "GET", &format!("/api/games/{id}/pgn"), None).text();
    assert!(pgn.contains("The game was interrupted"), "{pgn}");
    for token in &tokens {
        assert!(!pgn.contains(token.as_str()), "a token in the PGN");
    }
}

#[test]
fn the_time_the_board_was_down_counts_on_neither_clock() {
    let data = TempDir::new("downtime");
    let port = free_port();
    let mut board = start_on(port, &data);
    let mut game = Seated::create(
        board.addr,
        &json!({"rules": "linear", "clock": {"initial": 60, "increment": 0}}),
    );
    let white = game.play_all(&["e4"])["clock"]["white_ms"].clone();
    // Black thinks for a second, then the board is killed and stays down
    // for three.
    thread::sleep(Duration::from_millis(1000));
    board.kill();
    thread::sleep(Duration::from_millis(3000));
    let board = start_on(port, &data);
    let state = game.get();
    let black = state["clock"]["black_ms"].as_u64().expect("ms");
    assert_eq!(state["clock"]["white_ms"], white);
    assert_eq!(state["clock"]["running"], "black");
    // At most the second it thought and the heartbeat's second: not the
    // three seconds the board was down.
    assert!(
        (57_500..=60_000).contains(&black),
        "Black's clock: {black} ms"
    );
    let stops = state["interruptions"].as_array().expect("interruptions");
    assert_eq!(stops.len(), 1, "{stops:?}");
    let down =
        stops[0]["resumed_ms"].as_u64().unwrap_or(0) - stops[0]["stopped_ms"].as_u64().unwrap_or(0);
    assert!(down >= 3000, "the board was down {down} ms");
    assert_eq!(stops[0]["ply"], 1);
    let pgn = call(
        board.addr,
        "GET",
        &format!("/api/games/{}/pgn", game.id),
        None,
    )
    .text();
    assert!(pgn.contains("1. e4 {The game was interrupted"), "{pgn}");
    assert!(pgn.contains("[TimeControl \"60+0\"]"), "{pgn}");
    // The Russian page asks for the comment in its language.
    let pgn = call(
        board.addr,
        "GET",
        &format!("/api/games/{}/pgn?lang=ru", game.id),
        None,
    )
    .text();
    assert!(pgn.contains("1. e4 {Партия прерывалась"), "{pgn}");
    let refused = call(
        board.addr,
        "GET",
        &format!("/api/games/{}/pgn?lang=xx", game.id),
        None,
    );
    assert_eq!(refused.status, 400);
}

#[test]
fn a_game_both_players_left_ends_on_the_clock() {
    let data = TempDir::new("left");
    let board = start_on(free_port(), &data);
    let mut game = Seated::create(
        board.addr,
        &json!({"rules": "chess", "seating": "apart", "clock": {"initial": 1}}),
    );
    game.play_all(&["d4"]);
    // Nobody asks for the game: the list (read from the database) shows it
    // ended once Black's second has run out.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let list = call(board.addr, "GET", "/api/games", None).json();
        let listed = list["games"]
            .as_array()
            .expect("games")
            .iter()
            .find(|g| g["id"] == game.id.as_str())
            .cloned()
            .expect("the game listed");
        if listed["result"] == "1-0" {
            assert!(
                listed["outcome"].as_str().unwrap_or("").contains("on time"),
                "{listed}"
            );
            break;
        }
        assert!(Instant::now() < deadline, "the game did not end: {listed}");
        thread::sleep(Duration::from_millis(100));
    }
    let pgn = call(
        board.addr,
        "GET",
        &format!("/api/games/{}/pgn", game.id),
        None,
    )
    .text();
    assert!(pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
}
