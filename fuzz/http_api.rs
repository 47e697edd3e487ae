//! The fuzz target over the board's HTTP API (`http`): the input is what a
//! client sends on one connection, read as up to eight requests one after
//! another (head, blank line, then the body its `Content-Length` announces),
//! each read by `RequestHead::parse` and answered by `respond` (the board's
//! `fuzzing` module) against one store (its database in memory) that holds
//! a game made first, both its seats held. In a request target, `/ID`
//! stands for that game's id, and in a header `WHITE` and `BLACK` for its
//! seats' tokens (`Authorization: Bearer WHITE`), so that the fuzzer
//! reaches the game's paths and acts for its sides (an id is 128 random
//! bits, a token 192). Likewise a tournament is made first with three
//! players: `/TID` stands for its id, `ORGANISER` for its organiser's token
//! and `PLAYER` for player 1's.
//!
//! Checks: nothing panics; every answer has a status the server speaks
//! (never 500), a 405 names its `Allow`, a JSON answer parses and an error
//! answer says why; no answer carries a seat's token but the one that
//! makes or claims the seat, and none the tournament's tokens; the answer writes out as HTTP; the game still
//! answers afterwards. `POST /ID/computer` and `/ID/analysis` are left out: they
//! run an engine search,
//! which the engine's own targets cover, and would slow each run a
//! hundredfold.
//!
//! Included with `#[path]` by `fuzz_targets/http.rs` and by
//! `crates/play/tests/fuzz_corpus.rs`, which replays `corpus/http/*`.

use danilchuk_play::fuzzing::{head_end, respond, write_response, RequestHead};
use danilchuk_play::SessionStore;

/// The target's name, as its binary and its `corpus/` directory are named.
#[allow(dead_code)]
pub const TARGETS: [&str; 1] = ["http"];

/// The port the requests' `Host` header must name.
pub const PORT: u16 = 8744;

/// The most requests one input sends.
const MAX_REQUESTS: usize = 8;

/// Runs the `http` target on `data`.
pub fn run(_target: &str, data: &[u8]) {
    let store = SessionStore::new(MAX_REQUESTS * 2);
    let (id, white, black) = new_game(&store);
    let (tid, organiser, player) = new_tournament(&store);
    let mut rest = data;
    for _ in 0..MAX_REQUESTS {
        if rest.is_empty() {
            break;
        }
        let (head_bytes, after) = match head_end(rest) {
            Some(end) => rest.split_at(end),
            None => (rest, &[][..]),
        };
        let mut head = match RequestHead::parse(head_bytes) {
            Ok(head) => head,
            Err(error) => {
                check_error_status(error.status);
                break;
            }
        };
        let length = match head.body_length() {
            Ok(length) => length.min(after.len()),
            Err(error) => {
                check_error_status(error.status);
                break;
            }
        };
        let (body, next) = after.split_at(length);
        rest = next;
        head.target = head
            .target
            .replace("/TID", &format!("/{tid}"))
            .replace("/ID", &format!("/{id}"));
        for (_, value) in &mut head.headers {
            *value = value
                .replace("WHITE", &white)
                .replace("BLACK", &black)
                .replace("ORGANISER", &organiser)
                .replace("PLAYER", &player);
        }
        let path = head.target.split(['?', '#']).next().unwrap_or("");
        let path = path.trim_end_matches('/');
        if path.ends_with("/computer") || path.ends_with("/analysis") {
            continue;
        }
        let response = respond(&store, PORT, &head, body);
        assert!(
            (200..=599).contains(&response.status) && response.status != 500,
            "{} {}: status {}",
            head.method,
            head.target,
            response.status
        );
        assert_eq!(
            response.status == 405,
            response.allow.is_some(),
            "{} {}: a 405 and only a 405 carries Allow",
            head.method,
            head.target
        );
        let makes_seats = head.method == "POST"
            && (path.ends_with("/seat") || path.trim_end_matches('/') == "/api/games");
        if !makes_seats {
            for token in [&white, &black] {
                assert!(
                    !response
                        .body
                        .windows(token.len())
                        .any(|w| w == token.as_bytes()),
                    "{} {}: a seat's token in the answer",
                    head.method,
                    head.target
                );
            }
        }
        for token in [&organiser, &player] {
            assert!(
                !response
                    .body
                    .windows(token.len())
                    .any(|w| w == token.as_bytes()),
                "{} {}: a tournament's token in the answer",
                head.method,
                head.target
            );
        }
        if response.content_type.starts_with("application/json") {
            let value: serde_json::Value = serde_json::from_slice(&response.body)
                .unwrap_or_else(|e| panic!("{} {}: not JSON: {e}", head.method, head.target));
            if response.status >= 400 {
                let why = value["error"].as_str().unwrap_or("");
                assert!(
                    !why.is_empty(),
                    "{} {}: an error without a reason",
                    head.method,
                    head.target
                );
            }
        }
        let mut written = Vec::new();
        write_response(&mut written, &response, head.is_head()).expect("writing to memory");
        let end = head_end(&written).expect("an answer has a head");
        assert!(written.starts_with(format!("HTTP/1.1 {} ", response.status).as_bytes()));
        let expected_body = if head.is_head() {
            0
        } else {
            response.body.len()
        };
        assert_eq!(written.len() - end, expected_body);
    }
    // The game made first is still there (the store holds more games than
    // an input can make) and still answers.
    let game = danilchuk_play::handle(&store, "GET", &format!("/api/games/{id}"), b"");
    assert_eq!(game.status, 200);
    let value: serde_json::Value = serde_json::from_slice(&game.body).expect("the game as JSON");
    assert!(value["fen"].is_string(), "{value}");
}

/// A status an unreadable head may get.
fn check_error_status(status: u16) {
    assert!(
        matches!(status, 400 | 413 | 414 | 431 | 501 | 505),
        "an unreadable head got {status}"
    );
}

/// A tournament of three players: its id, the organiser's token and
/// player 1's.
fn new_tournament(store: &SessionStore) -> (String, String, String) {
    let body = br#"{"name": "Fuzz", "rules": "chess", "rounds": 3, "system": "swiss"}"#;
    let answer = danilchuk_play::handle(store, "POST", "/api/tournaments", body);
    assert_eq!(answer.status, 201);
    let value: serde_json::Value = serde_json::from_slice(&answer.body).expect("JSON");
    let text = |v: &serde_json::Value| v.as_str().expect("an id and a token").to_string();
    let (id, organiser) = (text(&value["id"]), text(&value["organiser_token"]));
    let mut player = String::new();
    for name in ["Anna", "Boris", "Vera"] {
        let path = format!("/api/tournaments/{id}/players");
        let body = format!(r#"{{"name": "{name}"}}"#);
        let answer =
            danilchuk_play::handle_seated(store, "POST", &path, body.as_bytes(), Some(&organiser));
        assert_eq!(answer.status, 201);
        let value: serde_json::Value = serde_json::from_slice(&answer.body).expect("JSON");
        if player.is_empty() {
            player = text(&value["token"]);
        }
    }
    (id, organiser, player)
}

/// A game at one screen: its id and its seats' tokens.
fn new_game(store: &SessionStore) -> (String, String, String) {
    let answer = danilchuk_play::handle(store, "POST", "/api/games", b"{}");
    assert_eq!(answer.status, 201);
    let value: serde_json::Value = serde_json::from_slice(&answer.body).expect("JSON");
    let text = |v: &serde_json::Value| v.as_str().expect("an id and two tokens").to_string();
    (
        text(&value["id"]),
        text(&value["tokens"]["white"]),
        text(&value["tokens"]["black"]),
    )
}
