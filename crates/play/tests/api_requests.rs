//! The board's HTTP API as a client meets it, on a server on a free
//! loopback port: the page and its files, the reasons for illegal
//! attempts and the keys of their words, malformed and hostile requests,
//! games kept apart.

mod support;

use serde_json::{json, Value};
use support::games::{id_of, new_game, play_all, post, token};
use support::{call, call_as, raw, start_server};

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
    assert!(html.contains("app.js") && html.contains("style.css"));
    // Every script the page loads, its texts in both languages and the
    // rules guide's shape: self-contained, nothing loaded from another host.
    let scripts: Vec<String> = html
        .split("<script src=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        // Relative to the page (so that the static site runs from any
        // folder): here, the server's root.
        .map(|s| format!("/{}", s.trim_start_matches('/')))
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
