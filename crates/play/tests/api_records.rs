//! A game's records and time through the board's HTTP API, on a server on
//! a free loopback port: FEN and PGN loaded into a running game, the PGN
//! exported with its tags, a game lost on time, the engine's analysis of
//! a position shown.

mod support;

use serde_json::{json, Value};
use support::games::{id_of, new_game, play_all, post};
use support::{call, start_server};

#[test]
fn fen_and_pgn_load_into_a_running_game() {
    let (_server, addr) = start_server(8);
    let state = new_game(addr, json!({"rules": "immortal"}));
    let id = id_of(&state);
    let fen = "6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1 - -";
    let (status, state) = post(addr, &id, "fen", json!({"fen": fen}));
    assert_eq!(status, 200);
    assert_eq!(state["fen"], fen);
    let (status, answer) = post(addr, &id, "fen", json!({"fen": "8/8/8 w - - 0 1"}));
    assert_eq!(status, 422);
    assert!(!answer["error"].as_str().unwrap().is_empty());
    let pgn = "[Variant \"Linear\"]\n[LineLimit \"3\"]\n\n1. e4 e5 2. Nf3 *\n";
    let (status, state) = post(addr, &id, "pgn", json!({"pgn": pgn}));
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["rules"], "linear3");
    assert_eq!(state["ply"], 3);
    // Each move carries the position after it, for stepping back through
    // the game; the start is there too.
    assert_eq!(
        state["start_fen"].as_str().unwrap_or("").split(' ').next(),
        Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
    );
    assert_eq!(state["history"][2]["fen_after"], state["fen"]);
    let after_e4 = state["history"][0]["fen_after"].as_str().unwrap_or("");
    assert!(
        after_e4.starts_with("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"),
        "{after_e4}"
    );
    let (status, answer) = post(
        addr,
        &id,
        "pgn",
        json!({"pgn": "[Variant \"Xiangqi\"]\n\n*"}),
    );
    assert_eq!(status, 422);
    assert!(
        answer["error"].as_str().unwrap().contains("Xiangqi"),
        "{answer}"
    );
}

#[test]
fn exported_pgn_names_the_players_the_date_the_variant_and_the_result() {
    let (_server, addr) = start_server(8);
    let state = new_game(
        addr,
        json!({"rules": "immortal", "opponent": "computer", "computer_side": "black", "strength": 2}),
    );
    let id = id_of(&state);
    play_all(addr, &id, &["e4"]);
    let (status, state) = post(addr, &id, "computer", json!({}));
    assert_eq!((status, state["ply"].clone()), (200, json!(2)));
    // White, to move, resigns.
    let (status, _) = post(addr, &id, "resign", json!({}));
    assert_eq!(status, 200);
    let pgn = call(addr, "GET", &format!("/api/games/{id}/pgn"), None).text();
    for tag in [
        "[White \"?\"]",
        "[Black \"danilchuk-engine (strength 2, 2000 nodes a move)\"]",
        "[Result \"0-1\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} missing in\n{pgn}");
    }
    assert!(pgn.contains("[Variant \""), "{pgn}");
    let date = pgn
        .lines()
        .find_map(|l| l.strip_prefix("[Date \""))
        .and_then(|l| l.strip_suffix("\"]"))
        .unwrap_or_else(|| panic!("no Date in\n{pgn}"));
    assert!(
        date.len() == 10 && date.bytes().filter(|b| b.is_ascii_digit()).count() == 8,
        "{date}"
    );
    // The export reads back.
    let (status, state) = post(addr, &id, "pgn", json!({ "pgn": pgn }));
    assert_eq!(status, 200, "{state}");
    // Players who gave no name are PGN's unknown, `?`, a word in no
    // language.
    let id = id_of(&new_game(addr, json!({"rules": "chess"})));
    let pgn = call(addr, "GET", &format!("/api/games/{id}/pgn"), None).text();
    assert!(pgn.contains("[White \"?\"]"), "{pgn}");
    assert!(pgn.contains("[Black \"?\"]"), "{pgn}");
}

#[test]
fn a_game_on_the_clock_is_lost_when_the_flag_falls() {
    let (_server, addr) = start_server(8);
    let state = new_game(
        addr,
        json!({"rules": "linear", "clock": {"initial": 1, "increment": 2}}),
    );
    let id = id_of(&state);
    assert_eq!(state["clock"]["initial_ms"], 1000);
    // No clock runs before the first move: White may think past its time.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let state = call(addr, "GET", &format!("/api/games/{id}"), None).json();
    assert_eq!(state["clock"]["running"], Value::Null, "{}", state["clock"]);
    assert_eq!(state["clock"]["white_ms"], 1000);
    assert!(state["outcome"].is_null(), "{state}");
    // White moves and gains the increment; Black's clock runs.
    let state = play_all(addr, &id, &["e4"]);
    assert!(
        state["clock"]["white_ms"].as_u64().unwrap_or(0) > 1000,
        "{}",
        state["clock"]
    );
    assert_eq!(state["clock"]["running"], "black");
    // Black waits past its whole time.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let state = call(addr, "GET", &format!("/api/games/{id}"), None).json();
    assert_eq!(state["outcome"]["result"], "1-0", "{state}");
    assert_eq!(state["clock"]["flagged"], "black");
    assert_eq!(state["clock"]["black_ms"], 0);
    assert_eq!(state["clock"]["running"], Value::Null);
    assert!(
        state["outcome"]["text"]
            .as_str()
            .unwrap_or("")
            .contains("on time"),
        "{}",
        state["outcome"]
    );
    // No move and no take-back after the flag.
    let (status, _) = post(addr, &id, "move", json!({"text": "e5"}));
    assert_eq!(status, 422);
    let (_, state) = post(addr, &id, "undo", json!({}));
    assert_eq!(state["ply"], 1);
    // A time control out of bounds is refused.
    for clock in [
        json!({"initial": 0}),
        json!({"initial": 60, "increment": 601}),
        json!({"initial": 99999}),
        json!({"initial": "5+3"}),
    ] {
        let answer = call(
            addr,
            "POST",
            "/api/games",
            Some(&json!({ "clock": clock }).to_string()),
        );
        assert_eq!(answer.status, 400, "{clock}: {}", answer.text());
    }
}

#[test]
fn the_engine_analyses_the_position_shown_in_every_rule_set() {
    let (_server, addr) = start_server(8);
    let state = new_game(
        addr,
        json!({"rules": "chess", "fen": "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"}),
    );
    let id = id_of(&state);
    let (status, analysis) = post(addr, &id, "analysis", json!({}));
    assert_eq!(status, 200, "{analysis}");
    assert_eq!(analysis["white_mate"], 1, "{analysis}");
    assert_eq!(analysis["line"][0], "Ra8#");
    assert_eq!(
        analysis["line_ru"][0], "Лa8#",
        "the line in Russian letters too"
    );
    for rules in ["immortal", "linear", "linear2"] {
        let id = id_of(&new_game(addr, json!({ "rules": rules })));
        play_all(addr, &id, &["e4", "e5"]);
        // The position after 1. e4, while the game is at 1... e5.
        let (status, analysis) = post(addr, &id, "analysis", json!({"ply": 1}));
        assert_eq!(status, 200, "{rules}: {analysis}");
        assert_eq!(analysis["turn"], "black", "{rules}");
        assert!(analysis["white_cp"].is_i64(), "{rules}: {analysis}");
        assert!(
            !analysis["line"].as_array().expect("a line").is_empty(),
            "{rules}: {analysis}"
        );
        let (status, _) = post(addr, &id, "analysis", json!({"ply": 3}));
        assert_eq!(status, 422, "{rules}: past the end");
    }
}
