//! Whole games through the board's HTTP API, on a server on a free
//! loopback port: a classical mate, castling forms and the promotion
//! choice, Immortal swaps, locks and a close mate, Linear games lost by
//! the last king in every line limit, and games against the engine in
//! every rule set.

mod support;

use serde_json::{json, Value};
use support::games::{id_of, new_game, play_all, post, unit};
use support::{call, start_server};

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
