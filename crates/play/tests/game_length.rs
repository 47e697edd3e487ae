//! Every way a game can grow on the board (a move, a PGN import, a FEN
//! with moves) meets the same cap of `MAX_PLIES` half-moves, and the whole
//! server's memory stays bounded when a client fills every game slot with
//! the longest game the board accepts. Drives the real binary over
//! loopback, as a hostile client would.

mod support;

use std::thread;

use serde_json::{json, Value};
use support::{call, call_as, random_game_pgn, BoardProcess, MAX_BODY};

use danilchuk_play::{Rules, MAX_PLIES, MAX_SESSIONS};

/// What the board answers to `POST path` with `body`: status and JSON.
fn post(board: &BoardProcess, path: &str, body: &Value) -> (u16, Value) {
    let answer = call(board.addr, "POST", path, Some(&body.to_string()));
    (answer.status, answer.json())
}

/// [`post`] acting for the seat of `token`.
fn post_as(board: &BoardProcess, path: &str, body: &Value, token: &str) -> (u16, Value) {
    let answer = call_as(
        board.addr,
        "POST",
        path,
        Some(&body.to_string()),
        Some(token),
    );
    (answer.status, answer.json())
}

fn assert_refused_for_length(status: u16, answer: &Value, what: &str) {
    let error = answer["error"].as_str().unwrap_or("");
    assert_eq!(
        status, 422,
        "{what}: {error} (a game of {} plies)",
        answer["ply"]
    );
    assert!(
        error.contains(&MAX_PLIES.to_string()),
        "{what}: the refusal names the cap: {error}"
    );
}

#[test]
fn every_way_a_game_grows_meets_the_same_cap() {
    let board = BoardProcess::start();
    let immortal = Rules::Immortal;
    let full = random_game_pgn(immortal, None, MAX_PLIES, 1);
    let (status, game) = post(&board, "/api/games", &json!({ "pgn": full }));
    assert_eq!(status, 201, "{game}");
    assert_eq!(game["ply"], json!(MAX_PLIES));
    let id = game["id"].as_str().expect("id").to_string();
    // White to move (an even number of plies), and one screen holds both
    // seats.
    let white = game["tokens"]["white"]
        .as_str()
        .expect("White's token")
        .to_string();
    let path = |action: &str| format!("/api/games/{id}/{action}");
    // One move more: refused, by square and by text.
    let legal = game["legal"][0].clone();
    let by_squares = json!({"from": legal["from"], "to": legal["to"]});
    let (status, answer) = post_as(&board, &path("move"), &by_squares, &white);
    assert_refused_for_length(status, &answer, "a move past the cap");
    let (status, answer) = post_as(
        &board,
        &path("move"),
        &json!({"text": legal["uci"]}),
        &white,
    );
    assert_refused_for_length(status, &answer, "a move text past the cap");
    // Nor does the computer move past it (it plays no side here).
    let (status, answer) = post_as(&board, &path("computer"), &json!({}), &white);
    assert_eq!(status, 403, "{answer}");
    let now = call(board.addr, "GET", &format!("/api/games/{id}"), None).json();
    assert_eq!(now["ply"], json!(MAX_PLIES), "{now}");
    // Longer games are refused by both ways of importing, from the start
    // and from a FEN.
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    for (plies, start) in [
        (MAX_PLIES + 1, None),
        (5_000, None),
        (20_000, None),
        (MAX_PLIES + 1, Some(fen)),
    ] {
        let pgn = random_game_pgn(immortal, start, plies, 2);
        let what = format!("{plies} plies from {start:?}");
        let (status, answer) = post(&board, "/api/games", &json!({ "pgn": pgn }));
        assert_refused_for_length(status, &answer, &what);
        let (status, answer) = post_as(&board, &path("pgn"), &json!({ "pgn": pgn }), &white);
        assert_refused_for_length(status, &answer, &what);
    }
    // A refused import leaves the game as it was.
    let game = call(board.addr, "GET", &format!("/api/games/{id}"), None).json();
    assert_eq!(game["ply"], json!(MAX_PLIES));
    // A FEN with moves up to the cap is a game like any other.
    let pgn = random_game_pgn(immortal, Some(fen), MAX_PLIES, 3);
    let (status, answer) = post_as(&board, &path("pgn"), &json!({ "pgn": pgn }), &white);
    assert_eq!(
        (status, &answer["ply"]),
        (200, &json!(MAX_PLIES)),
        "{answer}"
    );
}

/// The bound on the server's resident memory with every game slot holding
/// the longest game it accepts, each fetched as the page fetches it. Far
/// above what the board needs (see the figures the test prints), far below
/// what a game without a cap costs (hundreds of MiB).
const RESIDENT_BOUND_KIB: u64 = 160 * 1024;

/// The bound on one answer of `GET /api/games/{id}`, the whole game (a
/// window opening it).
const ANSWER_BOUND_BYTES: usize = 512 * 1024;

/// The bound on the answer to a window that already has the game
/// (`?version=V&history_from=K`), which every window on a game fetches
/// each second: the position and its legal moves, none of the history.
const POLL_BOUND_BYTES: usize = 32 * 1024;

#[test]
fn filling_every_game_slot_with_the_longest_game_keeps_memory_bounded() {
    let mut board = BoardProcess::start();
    let before = board.resident_kib();
    // The longest game the board accepts: tried from the longest down.
    let mut accepted = None;
    for plies in [20_000, 5_000, MAX_PLIES + 1, MAX_PLIES] {
        let pgn = random_game_pgn(Rules::Immortal, None, plies, 4);
        let (status, answer) = post(&board, "/api/games", &json!({ "pgn": pgn }));
        if status == 201 {
            accepted = Some((plies, pgn, answer["id"].as_str().expect("id").to_string()));
            break;
        }
    }
    let (plies, pgn, first) = accepted.expect("the board accepts a game of MAX_PLIES");
    let mut ids = vec![first];
    while ids.len() < MAX_SESSIONS {
        let (status, answer) = post(&board, "/api/games", &json!({ "pgn": pgn }));
        assert_eq!(status, 201, "{answer}");
        ids.push(answer["id"].as_str().expect("id").to_string());
    }
    // Every game fetched as a window opens it, then as it polls it.
    let (mut largest, mut largest_poll) = (0, 0);
    for id in &ids {
        let answer = call(board.addr, "GET", &format!("/api/games/{id}"), None);
        assert_eq!(answer.status, 200, "{}", answer.text());
        largest = largest.max(answer.body.len());
        let game = answer.json();
        let known = format!(
            "/api/games/{id}?version={}&history_from={}",
            game["version"],
            game["history"].as_array().map_or(0, Vec::len)
        );
        let poll = call(board.addr, "GET", &known, None);
        assert_eq!(poll.status, 200, "{}", poll.text());
        assert_eq!(poll.json()["history"], json!([]));
        largest_poll = largest_poll.max(poll.body.len());
    }
    assert!(board.alive());
    let after = board.resident_kib();
    eprintln!(
        "{} imports of a {plies}-ply game: resident {before:?} KiB before, {after:?} KiB after; \
         the largest GET answer {largest} bytes, the largest poll {largest_poll} bytes",
        ids.len()
    );
    assert_eq!(plies, MAX_PLIES, "a game past the cap was accepted");
    assert!(
        largest <= ANSWER_BOUND_BYTES,
        "a {plies}-ply game is answered with {largest} bytes"
    );
    assert!(
        largest_poll <= POLL_BOUND_BYTES,
        "a poll of a {plies}-ply game is answered with {largest_poll} bytes"
    );
    if let Some(after) = after {
        assert!(
            after <= RESIDENT_BOUND_KIB,
            "{MAX_SESSIONS} games of {plies} plies: {after} KiB resident"
        );
    }
}

/// The bound on the server's peak resident memory while 64 clients send
/// at once the PGN bodies that cost the most to read. Far above what the
/// board needs (see the figures the test prints), far below what reading
/// every move of such bodies costs (near a gigabyte).
const PEAK_BOUND_KIB: u64 = 160 * 1024;

#[test]
fn the_longest_pgn_bodies_sent_at_once_keep_memory_bounded() {
    let board = BoardProcess::start();
    let addr = board.addr;
    // As many one-move words as a body holds, in the main line; and lines
    // of the longest length the board keeps nested in each other, as deep
    // as PGN allows.
    let words = (MAX_BODY - 100) / 3;
    let main_line = format!("[Variant \"Immortal\"]\n\n{}*", "a1 ".repeat(words));
    let mut nested = String::from("[Variant \"Immortal\"]\n\n");
    for _ in 0..32 {
        nested.push_str(&"a1 ".repeat(MAX_PLIES - 1));
        nested.push_str("a1 (");
    }
    nested.push_str(&")".repeat(32));
    nested.push_str(" *");
    let bodies: Vec<String> = [main_line, nested]
        .iter()
        .map(|pgn| json!({ "pgn": pgn }).to_string())
        .collect();
    assert!(bodies.iter().all(|b| b.len() <= MAX_BODY));
    let before = board.peak_kib();
    let clients: Vec<_> = (0..64)
        .map(|i| {
            let body = bodies[i % 2].clone();
            thread::spawn(move || {
                let answer = call(addr, "POST", "/api/games", Some(&body));
                (answer.status, answer.json()["error"].to_string())
            })
        })
        .collect();
    for client in clients {
        let (status, error) = client.join().expect("a client");
        assert_eq!(status, 422, "{error}");
    }
    let (peak, after) = (board.peak_kib(), board.resident_kib());
    eprintln!(
        "64 PGN bodies of {words} words or 32 nested lines at once: peak resident \
         {before:?} KiB before, {peak:?} KiB after ({after:?} KiB resident)"
    );
    if let Some(peak) = peak {
        assert!(peak <= PEAK_BOUND_KIB, "peak resident {peak} KiB");
    }
}
