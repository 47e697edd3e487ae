//! HTTP-level tests of the board's server: a server on a free loopback
//! port, whole games played through its API in every rule set, and
//! malformed and hostile requests.

mod support;

use std::cell::RefCell;
use std::collections::HashMap;
use std::net::SocketAddr;

use serde_json::{json, Value};
use support::{call, call_as, raw, start_server, Seated};

thread_local! {
    /// The games this test made, with their seats' tokens, by id: each
    /// action is sent with the token of the side it is for.
    static GAMES: RefCell<HashMap<String, Seated>> = RefCell::new(HashMap::new());
}

fn new_game(addr: SocketAddr, body: Value) -> Value {
    let game = Seated::create(addr, &body);
    let state = game.state.clone();
    GAMES.with(|games| games.borrow_mut().insert(game.id.clone(), game));
    state
}

/// `POST /api/games/{id}/{action}` for the side the action is for (the
/// side to move; for a take-back, the side that moved last).
fn post(addr: SocketAddr, id: &str, action: &str, body: Value) -> (u16, Value) {
    GAMES.with(|games| {
        let mut games = games.borrow_mut();
        let game = games.get_mut(id).expect("a game this test made");
        assert_eq!(game.addr, addr);
        game.act(action, &body)
    })
}

/// The token of `side`'s seat of the game `id`.
fn token(id: &str, side: &str) -> String {
    GAMES.with(|games| {
        games.borrow()[id]
            .token(side)
            .expect("the creator's seat")
            .to_string()
    })
}

/// Plays moves given as text; every one must be accepted.
fn play_all(addr: SocketAddr, id: &str, moves: &[&str]) -> Value {
    let mut state = Value::Null;
    for text in moves {
        let (status, answer) = post(addr, id, "move", json!({ "text": text }));
        assert_eq!(status, 200, "{text}: {answer}");
        state = answer;
    }
    state
}

fn id_of(state: &Value) -> String {
    state["id"].as_str().expect("id").to_string()
}

fn unit(state: &Value, square: &str) -> Option<(String, String)> {
    state["units"].as_array()?.iter().find_map(|u| {
        (u["square"] == square).then(|| {
            (
                u["color"].as_str().unwrap_or("").to_string(),
                u["role"].as_str().unwrap_or("").to_string(),
            )
        })
    })
}

#[test]
fn page_and_assets_come_from_the_binary() {
    let (_server, addr) = start_server(8);
    let page = call(addr, "GET", "/", None);
    assert_eq!(page.status, 200);
    assert!(page
        .header("content-type")
        .unwrap_or("")
        .starts_with("text/html"));
    let html = page.text();
    assert!(html.contains("/app.js") && html.contains("/style.css"));
    // Every script the page loads, its texts in both languages and the
    // rules guide's shape: self-contained, nothing loaded from another host.
    let scripts: Vec<String> = html
        .split("<script src=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .map(str::to_string)
        .collect();
    assert!(scripts.len() >= 8, "{scripts:?}");
    let data = ["/i18n/en.json", "/i18n/ru.json", "/guide.json"];
    let mut paths: Vec<&str> = vec!["/", "/style.css"];
    paths.extend(scripts.iter().map(String::as_str));
    paths.extend(data);
    for path in paths {
        let answer = call(addr, "GET", path, None);
        assert_eq!(answer.status, 200, "{path}");
        if path.ends_with(".json") {
            assert!(answer
                .header("content-type")
                .unwrap_or("")
                .starts_with("application/json"));
            let _: Value = answer.json();
        }
        // (The SVG namespace is a name, not a download.)
        let text = answer.text().replace("http://www.w3.org/2000/svg", "");
        assert!(
            !text.contains("https://") && !text.contains("http://"),
            "{path} links out"
        );
    }
    assert_eq!(call(addr, "GET", "/favicon.svg", None).status, 200);
    assert_eq!(call(addr, "GET", "/i18n/fr.json", None).status, 404);
    let rules = call(addr, "GET", "/api/rules", None).json();
    let names: Vec<&str> = rules
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["chess", "immortal", "linear", "linear3", "linear2"]);
}

#[test]
fn classical_game_to_checkmate_with_san_and_long_notation() {
    let (_server, addr) = start_server(8);
    let state = new_game(addr, json!({"rules": "chess"}));
    assert_eq!(state["legal"].as_array().unwrap().len(), 20);
    let id = id_of(&state);
    let (status, _) = post(addr, &id, "move", json!({"from": "f2", "to": "f3"}));
    assert_eq!(status, 200);
    let state = play_all(addr, &id, &["e7-e5", "g2g4", "Фd8-h4"]);
    let outcome = &state["outcome"];
    assert_eq!(outcome["result"], "0-1");
    assert!(outcome["text"].as_str().unwrap().contains("checkmate"));
    let last = state["history"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["san"], "Qh4#");
    assert_eq!(last["san_ru"], "Фh4#");
    assert_eq!(last["long"], "Qd8-h4#");
    assert!(state["legal"].as_array().unwrap().is_empty());
    // The game is over: moves are refused with the reason.
    let (status, answer) = post(addr, &id, "move", json!({"from": "e2", "to": "e4"}));
    assert_eq!(status, 422);
    assert!(
        answer["error"].as_str().unwrap().contains("over"),
        "{answer}"
    );
    let pgn = call(addr, "GET", &format!("/api/games/{id}/pgn"), None).text();
    assert!(pgn.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{pgn}");
}

#[test]
fn classical_castling_onto_the_rook_or_the_destination_and_promotion_choice() {
    let (_server, addr) = start_server(8);
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let state = new_game(addr, json!({"rules": "chess", "fen": fen}));
    let id = id_of(&state);
    let king: Vec<&str> = state["legal"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["from"] == "e1" && m["san"] == "O-O")
        .map(|m| m["to"].as_str().unwrap())
        .collect();
    assert_eq!(king, ["h1", "g1"]);
    let (status, state) = post(addr, &id, "move", json!({"from": "e1", "to": "g1"}));
    assert_eq!(status, 200, "{state}");
    assert_eq!(unit(&state, "g1"), Some(("w".into(), "k".into())));
    assert_eq!(unit(&state, "f1"), Some(("w".into(), "r".into())));
    let (status, state) = post(addr, &id, "move", json!({"from": "e8", "to": "a8"}));
    assert_eq!(status, 200, "{state}");
    assert_eq!(unit(&state, "c8"), Some(("b".into(), "k".into())));

    let state = new_game(
        addr,
        json!({"rules": "chess", "fen": "7k/P7/8/8/8/8/8/K7 w - - 0 1"}),
    );
    let id = id_of(&state);
    let (status, answer) = post(addr, &id, "move", json!({"from": "a7", "to": "a8"}));
    assert_eq!(status, 422);
    assert!(
        answer["error"].as_str().unwrap().contains("promotion"),
        "{answer}"
    );
    let (status, state) = post(
        addr,
        &id,
        "move",
        json!({"from": "a7", "to": "a8", "promotion": "n"}),
    );
    assert_eq!(status, 200);
    assert_eq!(unit(&state, "a8"), Some(("w".into(), "n".into())));
}

#[test]
fn immortal_source_game_swaps_locks_and_castling_through_own_units() {
    let (_server, addr) = start_server(8);
    let state = new_game(addr, json!({"rules": "immortal"}));
    assert_eq!(state["legal"].as_array().unwrap().len(), 22);
    let id = id_of(&state);
    let state = play_all(
        addr,
        &id,
        &[
            "e2-e4",
            "e7-e5",
            "Qd1-h5",
            "Qd8-f6",
            "Qh5xf7+",
            "Фf6×Фf7",
            "Qf6xe5+",
        ],
    );
    // I-1: the captured pawn stands on f6, the queen on e5; I-3 locks them.
    assert_eq!(unit(&state, "e5"), Some(("w".into(), "q".into())));
    assert_eq!(unit(&state, "f6"), Some(("b".into(), "p".into())));
    let last = state["history"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["swap"], true);
    assert_eq!(last["motions"].as_array().unwrap().len(), 2);
    let locks = state["locks"].as_array().unwrap();
    let reply_lock = locks
        .iter()
        .find(|l| l["attacker"] == "f6" && l["target"] == "e5")
        .expect("the reply lock f6>e5");
    assert_eq!(reply_lock["binds"], "black");
    assert!(reply_lock["text"].as_str().unwrap().contains("I-3"));
    // The reply lock refuses f6xe5 and says so.
    let (status, answer) = post(addr, &id, "move", json!({"from": "f6", "to": "e5"}));
    assert_eq!(status, 422);
    assert!(
        answer["error"].as_str().unwrap().contains("I-3"),
        "{answer}"
    );
    assert_eq!(answer["rule"], "I-3", "the ruling, apart: {answer}");
    let state = play_all(addr, &id, &["Qf7-e7", "Qe5xQe7+", "Ng8xQe7", "Qg8xBf8+"]);
    // 6...0-0 is illegal (the white queen on f8 stands between), 0-0-0 is
    // castling in check through the black knight and bishop: king onto rook.
    let (status, answer) = post(addr, &id, "move", json!({"from": "e8", "to": "h8"}));
    assert_eq!(status, 422, "{answer}");
    assert!(
        answer["error"]
            .as_str()
            .unwrap()
            .contains("an enemy unit on f8 stands between the king and the rook (I-4)"),
        "{answer}"
    );
    assert_eq!(answer["rule"], "I-4", "{answer}");
    assert!(state["checked"].as_array().unwrap().contains(&json!("e8")));
    let (status, state) = post(addr, &id, "move", json!({"from": "e8", "to": "a8"}));
    assert_eq!(status, 200, "{state}");
    assert_eq!(unit(&state, "a8"), Some(("b".into(), "k".into())));
    assert_eq!(unit(&state, "e8"), Some(("b".into(), "r".into())));
    let last = state["history"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["long"], "0-0-0");
    // I-5: reverse castling, king onto the rook on e8.
    // Black's castling was in check and through its own units (I-4).
    assert_eq!(state["turn"], "white");
}

#[test]
fn immortal_game_to_a_close_mate() {
    let (_server, addr) = start_server(8);
    let state = new_game(addr, json!({"rules": "immortal"}));
    let id = id_of(&state);
    let state = play_all(
        addr,
        &id,
        &["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7+"],
    );
    // Castling is allowed in check (I-4): this is no mate.
    assert!(state["outcome"].is_null());
    // Nor after 9.Qxg7+: reverse castling (I-5) is the one way out.
    let state = play_all(addr, &id, &["O-O", "Qxg7+"]);
    let legal: Vec<&str> = state["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap())
        .collect();
    assert_eq!(legal, ["O+O"]);
    let state = play_all(addr, &id, &["O+O", "Bxf7+", "Ke7", "Qxf6"]);
    let outcome = &state["outcome"];
    assert_eq!(outcome["result"], "1-0", "{state}");
    assert!(
        outcome["text"]
            .as_str()
            .unwrap()
            .contains("close mate (I-6)"),
        "{outcome}"
    );
    // The hand-checked close mate of RULES.md.
    let state = new_game(
        addr,
        json!({"rules": "immortal", "fen": "6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1"}),
    );
    assert!(state["outcome"]["text"]
        .as_str()
        .unwrap()
        .contains("close mate"));
}

#[test]
fn linear_games_to_a_lost_last_king_in_every_limit() {
    let (_server, addr) = start_server(8);
    for rules in ["linear", "linear3", "linear2"] {
        let state = new_game(addr, json!({"rules": rules}));
        assert_eq!(state["legal"].as_array().unwrap().len(), 21, "{rules}");
        let lines = &state["lines"];
        assert_eq!(
            lines["white"]["roles"],
            json!(["r", "n", "b", "q", "k", "b", "n", "r"])
        );
        let limit = match rules {
            "linear3" => json!(3),
            "linear2" => json!(2),
            _ => Value::Null,
        };
        assert_eq!(lines["limit"], limit);
        let id = id_of(&state);
        let state = play_all(addr, &id, &["e4", "e5", "Ng1-f3"]);
        // L-3: the knight became a bishop on the f-file.
        assert_eq!(unit(&state, "f3"), Some(("w".into(), "b".into())));
        let last = state["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(last["transform"]["before"], "n");
        assert_eq!(last["transform"]["after"], "b");
        assert!(last["transform"]["text"].as_str().unwrap().contains("L-3"));
        assert_eq!(state["lines"]["white"]["counts"][5], 2);
        // L-5: the last black king walks off its line and Black loses.
        let state = play_all(addr, &id, &["Ke8-e7", "Nb1-c3", "Ke7-d6"]);
        assert_eq!(state["outcome"]["result"], "1-0", "{rules}: {state}");
        assert!(state["outcome"]["text"].as_str().unwrap().contains("L-5"));
        assert!(state["kings"]["black"].as_array().unwrap().is_empty());
    }
}

#[test]
fn linear_castling_changes_the_line_map_and_limits_are_explained() {
    let (_server, addr) = start_server(8);
    let state = new_game(addr, json!({"rules": "linear"}));
    let id = id_of(&state);
    // L-7: king and queen swap; White's d and e lines swap for good.
    let (status, state) = post(addr, &id, "move", json!({"from": "e1", "to": "d1"}));
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["lines"]["white"]["roles"][3], "k");
    assert_eq!(state["lines"]["white"]["roles"][4], "q");
    assert_eq!(state["lines"]["black"]["roles"][4], "k");
    assert_eq!(state["kings"]["white"], json!(["d1"]));

    // L-8: a third piece on the c-file is over the limit of two.
    let state = new_game(addr, json!({"rules": "linear2"}));
    let id = id_of(&state);
    play_all(addr, &id, &["e3", "a6", "Nb1-c3", "a5"]);
    let (status, answer) = post(addr, &id, "move", json!({"from": "f1", "to": "c4"}));
    assert_eq!(status, 422);
    assert!(
        answer["error"].as_str().unwrap().contains("L-8"),
        "{answer}"
    );
    assert_eq!(answer["rule"], "L-8", "{answer}");
    let state = new_game(addr, json!({"rules": "linear3"}));
    let id = id_of(&state);
    play_all(addr, &id, &["e3", "a6", "Nb1-c3", "a5"]);
    let (status, state) = post(addr, &id, "move", json!({"from": "f1", "to": "c4"}));
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["lines"]["white"]["counts"][2], 3);

    // L-6: a Linear promotion has no choice; the line decides.
    let state = new_game(
        addr,
        json!({"rules": "linear", "fen": "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"}),
    );
    let id = id_of(&state);
    let offered: Vec<&Value> = state["legal"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["from"] == "a7")
        .collect();
    assert_eq!(offered.len(), 1);
    assert_eq!(offered[0]["promotion"], Value::Null);
    let (status, state) = post(addr, &id, "move", json!({"from": "a7", "to": "a8"}));
    assert_eq!(status, 200, "{state}");
    assert_eq!(unit(&state, "a8"), Some(("w".into(), "r".into())));
}

#[test]
fn a_whole_game_against_the_computer_in_every_rule_set() {
    let (_server, addr) = start_server(8);
    for rules in ["chess", "immortal", "linear", "linear3", "linear2"] {
        let state = new_game(
            addr,
            json!({"rules": rules, "opponent": "computer", "computer_side": "white", "strength": 2}),
        );
        let id = id_of(&state);
        // The player may not move for the computer.
        let (status, _) = post(addr, &id, "move", json!({"from": "e7", "to": "e5"}));
        assert_eq!(status, 422);
        let mut state = state;
        for _ in 0..60 {
            if !state["outcome"].is_null() {
                break;
            }
            let (status, after) = post(addr, &id, "computer", json!({}));
            assert_eq!(status, 200);
            assert_eq!(after["played"], 1, "{rules}");
            state = after;
            if !state["outcome"].is_null() {
                break;
            }
            // The player takes a king when it can, else plays the first
            // legal move the server offers.
            let legal = state["legal"].as_array().unwrap().clone();
            let kings = state["kings"]["white"].as_array().unwrap().clone();
            let choice = legal
                .iter()
                .find(|m| kings.contains(&m["to"]))
                .or(legal.first())
                .expect("a legal move")
                .clone();
            let (status, after) = post(addr, &id, "move", json!({"text": choice["uci"]}));
            assert_eq!(status, 200, "{rules}: {after}");
            state = after;
        }
        assert!(state["ply"].as_u64().unwrap() >= 2, "{rules}");
        let (status, after) = post(addr, &id, "undo", json!({}));
        assert_eq!(status, 200);
        assert!(after["undone"].as_u64().unwrap() >= 1);
        // After the undo it is the player's turn (or the computer's, if it
        // had only played its first move).
        let pgn = call(addr, "GET", &format!("/api/games/{id}/pgn"), None);
        assert_eq!(pgn.status, 200);
        let imported = new_game(addr, json!({"pgn": pgn.text()}));
        assert_eq!(imported["rules"], rules);
        assert_eq!(imported["fen"], after["fen"], "{rules}: PGN round trip");
    }
}

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
fn illegal_attempts_say_why() {
    let (_server, addr) = start_server(8);
    let state = new_game(addr, json!({"rules": "chess"}));
    let id = id_of(&state);
    let cases = [
        (json!({"from": "e2", "to": "e5"}), "reach"),
        (json!({"from": "e3", "to": "e4"}), "no unit on e3"),
        (json!({"from": "e7", "to": "e5"}), "not yours"),
        (json!({"from": "a1", "to": "a3"}), "blocked"),
        (json!({"text": "Nf6"}), "illegal"),
        (json!({"text": "Qxd7"}), "illegal"),
    ];
    for (body, words) in cases {
        let (status, answer) = post(addr, &id, "move", body.clone());
        assert_eq!(status, 422, "{body}");
        let error = answer["error"].as_str().unwrap();
        assert!(error.contains(words), "{body}: {error}");
        // A classical reason: no ruling of RULES.md to name.
        assert!(answer.get("rule").is_none(), "{body}: {answer}");
    }
    // Leaving the king in check.
    let state = new_game(
        addr,
        json!({"rules": "chess", "fen": "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1"}),
    );
    let id = id_of(&state);
    let (status, answer) = post(addr, &id, "move", json!({"from": "h1", "to": "h5"}));
    assert_eq!(status, 422);
    assert!(
        answer["error"].as_str().unwrap().contains("check"),
        "{answer}"
    );
}

#[test]
fn malformed_requests_get_4xx_with_a_message() {
    let (_server, addr) = start_server(8);
    let state = new_game(addr, json!({}));
    let id = id_of(&state);
    let game = format!("/api/games/{id}");
    let cases: Vec<(&str, String, Option<&str>, u16)> = vec![
        ("POST", "/api/games".into(), Some("{not json"), 400),
        ("POST", "/api/games".into(), Some("[1,2,3]"), 400),
        (
            "POST",
            "/api/games".into(),
            Some(r#"{"rules":"xiangqi"}"#),
            400,
        ),
        ("POST", "/api/games".into(), Some(r#"{"rules":7}"#), 400),
        (
            "POST",
            "/api/games".into(),
            Some(r#"{"surprise":true}"#),
            400,
        ),
        (
            "POST",
            "/api/games".into(),
            Some(r#"{"opponent":"computer","strength":99}"#),
            400,
        ),
        (
            "POST",
            "/api/games".into(),
            Some(r#"{"opponent":"computer","computer_side":"red"}"#),
            400,
        ),
        (
            "POST",
            "/api/games".into(),
            Some(r#"{"fen":"x","pgn":"y"}"#),
            400,
        ),
        (
            "POST",
            "/api/games".into(),
            Some(r#"{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 junk"}"#),
            422,
        ),
        (
            "POST",
            format!("{game}/move"),
            Some(r#"{"from":"e9","to":"e4"}"#),
            400,
        ),
        (
            "POST",
            format!("{game}/move"),
            Some(r#"{"from":"e2"}"#),
            400,
        ),
        (
            "POST",
            format!("{game}/move"),
            Some(r#"{"from":"e2","to":"e4","text":"e4"}"#),
            400,
        ),
        (
            "POST",
            format!("{game}/move"),
            Some(r#"{"from":"a7","to":"a8","promotion":"x"}"#),
            400,
        ),
        (
            "POST",
            format!("{game}/move"),
            Some(r#"{"from":"a7","to":"a8","promotion":"qq"}"#),
            400,
        ),
        ("POST", format!("{game}/move"), Some(r#"{"text":""}"#), 422),
        (
            "POST",
            format!("{game}/move"),
            Some(r#"{"text":"\u0000\uffff"}"#),
            422,
        ),
        ("POST", format!("{game}/fen"), Some(r#"{}"#), 400),
        ("GET", format!("{game}/move"), None, 405),
        ("DELETE", game.clone(), None, 405),
        ("POST", format!("{game}/explode"), Some("{}"), 404),
        (
            "GET",
            "/api/games/00000000000000000000000000000000".into(),
            None,
            404,
        ),
        ("GET", "/api/games/..%2F..%2Fetc%2Fpasswd".into(), None, 404),
        ("GET", "/api/games/zzzz".into(), None, 404),
        ("GET", "/../../etc/passwd".into(), None, 404),
        ("GET", "/api/nothing".into(), None, 404),
        ("PUT", "/".into(), None, 405),
    ];
    let white = token(&id, "white");
    for (method, path, body, status) in cases {
        let answer = call_as(addr, method, &path, body, Some(&white));
        assert_eq!(
            answer.status,
            status,
            "{method} {path} {body:?}: {}",
            answer.text()
        );
        if method != "HEAD" {
            let error = answer.json();
            let why = error["error"].as_str().unwrap_or("");
            assert!(!why.is_empty(), "{method} {path}: {error}");
            // The words alone: the status is the answer's.
            assert!(!why.starts_with(&status.to_string()), "{why}");
        }
    }
    // The game is still there and unchanged.
    let answer = call(addr, "GET", &game, None);
    assert_eq!(answer.status, 200);
    assert_eq!(answer.json()["ply"], 0);
}

#[test]
fn hostile_requests_are_bounded() {
    let (server, addr) = start_server(3);
    // A body over the limit is refused, whether announced or not.
    let big = "x".repeat(support::MAX_BODY + 10);
    let answer = call(addr, "POST", "/api/games", Some(&big));
    assert_eq!(answer.status, 413);
    // Not UTF-8.
    let mut request =
        b"POST /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 4\r\n\r\n"
            .to_vec();
    request.extend_from_slice(&[0xff, 0xfe, 0x00, 0x80]);
    let answer = raw(addr, &request);
    assert!((400..500).contains(&answer.status), "{}", answer.status);
    // Another site's page reaching the board by DNS rebinding.
    let answer = raw(
        addr,
        b"GET /api/rules HTTP/1.1\r\nHost: evil.example:80\r\nConnection: close\r\n\r\n",
    );
    assert_eq!(answer.status, 421);
    // Garbage instead of HTTP: the server stays up.
    let _ = std::panic::catch_unwind(|| raw(addr, b"\x00\x01\x02 garbage\r\n\r\n"));
    // At most three games in memory: the one left alone the longest makes
    // room, and is read back from the database when it is asked for.
    let first = id_of(&new_game(addr, json!({})));
    play_all(addr, &first, &["e4"]);
    let mut later = Vec::new();
    for _ in 0..3 {
        later.push(id_of(&new_game(addr, json!({"rules": "linear"}))));
    }
    assert_eq!(server.store().len(), 3);
    let answer = call(addr, "GET", &format!("/api/games/{first}"), None);
    assert_eq!(answer.status, 200, "{}", answer.text());
    assert_eq!(answer.json()["history"][0]["san"], "e4");
    assert_eq!(server.store().len(), 3);
    play_all(addr, &first, &["e5"]);
    for id in later {
        assert_eq!(
            call(addr, "GET", &format!("/api/games/{id}"), None).status,
            200
        );
    }
}

#[test]
fn games_are_separate() {
    let (_server, addr) = start_server(8);
    let a = id_of(&new_game(addr, json!({"rules": "immortal"})));
    let b = id_of(&new_game(addr, json!({"rules": "linear2"})));
    assert_ne!(a, b);
    play_all(addr, &a, &["e4"]);
    play_all(addr, &b, &["d4", "d5"]);
    let a_state = call(addr, "GET", &format!("/api/games/{a}"), None).json();
    let b_state = call(addr, "GET", &format!("/api/games/{b}"), None).json();
    assert_eq!(
        (a_state["ply"].clone(), a_state["rules"].clone()),
        (json!(1), json!("immortal"))
    );
    assert_eq!(
        (b_state["ply"].clone(), b_state["rules"].clone()),
        (json!(2), json!("linear2"))
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
        "[White \"Player\"]",
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
    // A game between two people names them by colour.
    let id = id_of(&new_game(addr, json!({"rules": "chess"})));
    let pgn = call(addr, "GET", &format!("/api/games/{id}/pgn"), None).text();
    assert!(pgn.contains("[White \"White player\"]"), "{pgn}");
    assert!(pgn.contains("[Black \"Black player\"]"), "{pgn}");
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

#[test]
fn refusals_and_endings_carry_the_keys_of_their_words() {
    let (_server, addr) = start_server(8);
    // A refusal: its words' key and arguments beside the English message,
    // and the ruling.
    let id = id_of(&new_game(addr, json!({"rules": "chess"})));
    let (status, answer) = post(addr, &id, "move", json!({"from": "e7", "to": "e5"}));
    assert_eq!(status, 422);
    assert_eq!(answer["code"], "not_yours", "{answer}");
    assert_eq!(
        answer["args"],
        json!({"square": "e7", "turn": "@color.white"})
    );
    let (_, answer) = post(addr, &id, "move", json!({"text": "e9"}));
    assert_eq!(answer["code"], "syntax", "{answer}");
    assert_eq!(answer["args"]["text"], "e9");
    // A malformed request too.
    let (status, answer) = post(addr, &id, "move", json!({"from": "x"}));
    assert_eq!(status, 400);
    assert_eq!(answer["code"], "request", "{answer}");
    // Immortal: the lock (I-3) and the king left attacked, which a close
    // mate comes from (I-6).
    let fen = "7k/r5Qp/8/8/8/8/8/7K b - - 0 1";
    let id = id_of(&new_game(addr, json!({"rules": "immortal", "fen": fen})));
    let (_, answer) = post(addr, &id, "move", json!({"from": "h8", "to": "g7"}));
    assert_eq!(answer["code"], "leaves_king_in_check", "{answer}");
    assert_eq!(answer["rule"], "I-6", "{answer}");
    let fen = "3q4/7k/8/8/8/8/K7/3Q4 w - - 0 1";
    let id = id_of(&new_game(addr, json!({"rules": "immortal", "fen": fen})));
    play_all(addr, &id, &["Qxd8"]);
    let (_, answer) = post(addr, &id, "move", json!({"from": "d1", "to": "d8"}));
    assert_eq!(
        (answer["code"].clone(), answer["rule"].clone()),
        (json!("locked"), json!("I-3"))
    );
    // In classical chess the same king move is no ruling's.
    let fen = "7k/r5Qp/8/8/8/8/8/7K b - - 0 1";
    let id = id_of(&new_game(addr, json!({"rules": "chess", "fen": fen})));
    let (status, answer) = post(addr, &id, "move", json!({"from": "h8", "to": "g8"}));
    assert_eq!(status, 422, "{answer}");
    assert!(answer.get("rule").is_none(), "{answer}");
    // Endings: a close mate (I-6), the last king (L-5), both sides named.
    let id = id_of(&new_game(
        addr,
        json!({"rules": "immortal", "fen": "7k/7p/8/8/8/8/8/6QK w - - 0 1"}),
    ));
    let state = play_all(addr, &id, &["Qg7"]);
    assert_eq!(
        state["outcome_message"],
        json!({"code": "close_mate", "args": {"winner": "@color.white", "loser": "@color.black"}})
    );
    let id = id_of(&new_game(
        addr,
        json!({"rules": "linear", "fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}),
    ));
    let state = play_all(addr, &id, &["Kd1"]);
    assert_eq!(
        state["outcome_message"]["code"], "last_king_left_line",
        "{state}"
    );
    assert_eq!(state["outcome_message"]["args"]["winner"], "@color.black");
    assert!(state["claim_message"].is_null());
    // A draw to claim: the position three times.
    let id = id_of(&new_game(addr, json!({"rules": "chess"})));
    let state = play_all(
        addr,
        &id,
        &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"],
    );
    assert_eq!(
        state["claim_message"],
        json!({"code": "threefold", "args": {}}),
        "{state}"
    );
}
