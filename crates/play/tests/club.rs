//! The board as a club server (`--listen`), on loopback addresses of its
//! own only (127.0.0.2 and the like, never the machine's networks): a game
//! on two devices played through that address, its seats claimed and held;
//! a foreign `Host` refused; every action refused with 403 to a watcher, to
//! a request without a token, with a wrong one, and with the other side's;
//! no token in a watcher's answer, the list, the PGN or the server's
//! output; new games limited per client address, live games capped.

mod support;

use std::net::SocketAddr;

use serde_json::{json, Value};
use support::{call, call_as, raw, BoardProcess, TempDir};

/// A club server on `listen` (an address of 127/8, port 0) with `extra`
/// options, its games in a directory of the test's.
fn club(listen: &str, extra: &[&str]) -> (BoardProcess, TempDir) {
    let data = TempDir::new("club");
    let mut args = vec!["--listen", listen];
    args.extend_from_slice(extra);
    args.push("--data");
    (BoardProcess::start_with(&args, data.path()), data)
}

fn post(addr: SocketAddr, path: &str, body: &Value, token: Option<&str>) -> (u16, Value) {
    let answer = call_as(addr, "POST", path, Some(&body.to_string()), token);
    (answer.status, answer.json())
}

/// A request whose `Host` is `host`.
fn with_host(addr: SocketAddr, host: &str) -> u16 {
    raw(
        addr,
        format!("GET /api/rules HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .status
}

#[test]
fn a_club_server_plays_through_its_address_and_holds_the_seats() {
    let (board, _data) = club("127.0.0.2:0", &[]);
    let addr = board.addr;
    assert_eq!(
        addr.ip().to_string(),
        "127.0.0.2",
        "the address it prints first"
    );
    // The Host check follows the address it listens on.
    assert_eq!(with_host(addr, &addr.to_string()), 200);
    assert_eq!(with_host(addr, &format!("localhost:{}", addr.port())), 200);
    for foreign in [
        format!("127.0.0.1:{}", addr.port()),
        "127.0.0.2:1".to_string(),
        "evil.example".to_string(),
        format!("evil.example:{}", addr.port()),
    ] {
        assert_eq!(with_host(addr, &foreign), 421, "Host: {foreign}");
    }
    let page = call(addr, "GET", "/", None);
    assert_eq!(page.status, 200);

    // Anna plays White on her phone, on a 5+2 clock; Black's seat is kept
    // for the player she sends the invitation to.
    let (status, made) = post(
        addr,
        "/api/games",
        &json!({"rules": "chess", "seating": "apart", "side": "white",
                "players": {"white": "Anna"}, "clock": {"initial": 300, "increment": 2}}),
        None,
    );
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_str().expect("id").to_string();
    let white = made["tokens"]["white"]
        .as_str()
        .expect("White's token")
        .to_string();
    assert!(made["tokens"]["black"].is_null(), "{made}");
    let invitation = made["tokens"]["invitation"]
        .as_str()
        .expect("the invitation to Black's seat")
        .to_string();
    assert_eq!(made["seats"], json!({"white": "held", "black": "invited"}));
    assert_eq!(made["you"], "white");
    let game = format!("/api/games/{id}");
    // The list offers no open seat to passers-by.
    let listed = call(addr, "GET", "/api/games", None).json();
    assert_eq!(
        listed["games"][0]["seats"],
        json!({"white": "held", "black": "invited"})
    );
    assert!(!listed.to_string().contains(&invitation));
    assert!(!call(addr, "GET", &game, None).text().contains(&invitation));
    // A stranger who found the game in the list cannot take Black's seat,
    // with no invitation or a wrong one.
    for wrong in [json!(null), json!(""), json!(white), json!("0".repeat(48))] {
        let (status, refused) = post(
            addr,
            &format!("{game}/seat"),
            &json!({"side": "black", "name": "Bob", "invitation": wrong}),
            None,
        );
        assert_eq!(status, 403, "{refused}");
        assert_eq!(refused["code"], "seat_not_invited", "{refused}");
    }
    // Boris takes Black's seat through the invitation; no one else can.
    let (status, claimed) = post(
        addr,
        &format!("{game}/seat"),
        &json!({"side": "black", "name": "Boris", "invitation": invitation}),
        None,
    );
    assert_eq!(status, 200, "{claimed}");
    let black = claimed["tokens"]["black"]
        .as_str()
        .expect("Black's token")
        .to_string();
    assert!(claimed["tokens"]["white"].is_null());
    assert_eq!(claimed["seats"], json!({"white": "held", "black": "held"}));
    assert_eq!(
        claimed["players"],
        json!({"white": "Anna", "black": "Boris"})
    );
    let (status, again) = post(
        addr,
        &format!("{game}/seat"),
        &json!({"side": "black", "invitation": invitation}),
        None,
    );
    assert_eq!(status, 403, "{again}");
    assert_eq!(again["code"], "seat_taken", "{again}");

    let play = |text: &str, token: &str| {
        let (status, state) = post(
            addr,
            &format!("{game}/move"),
            &json!({ "text": text }),
            Some(token),
        );
        assert_eq!(status, 200, "{text}: {state}");
        state
    };
    play("e4", &white);
    play("e5", &black);
    // White to move: no one but White's holder acts for White.
    let stranger = "0123456789abcdef0123456789abcdef0123456789abcdef";
    let before = call(addr, "GET", &game, None).json();
    let actions = [
        ("move", json!({"text": "Nf3"})),
        ("undo", json!({"side": "white"})),
        ("resign", json!({"side": "white"})),
        ("claim", json!({"side": "white"})),
        ("draw", json!({"side": "white"})),
        ("computer", json!({})),
        ("fen", json!({"fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1"})),
        ("pgn", json!({"pgn": "1. d4 *"})),
        ("seat", json!({"side": "white"})),
        ("analysis", json!({})),
    ];
    for (action, body) in &actions {
        for (who, token) in [
            ("a watcher (no token)", None),
            ("a stranger's token", Some(stranger)),
            ("Black's token", Some(black.as_str())),
        ] {
            let (status, answer) = post(addr, &format!("{game}/{action}"), body, token);
            assert_eq!(status, 403, "{action} by {who}: {answer}");
            assert!(
                !answer["error"].as_str().unwrap_or("").is_empty(),
                "{answer}"
            );
        }
    }
    let after = call(addr, "GET", &game, None).json();
    for key in ["fen", "ply", "outcome", "offers", "seats", "players"] {
        assert_eq!(after[key], before[key], "{key} changed by refused requests");
    }
    // The scholar's mate, each side through its own seat.
    play("Bc4", &white);
    play("Nc6", &black);
    play("Qh5", &white);
    play("Nf6", &black);
    let end = play("Qxf7#", &white);
    assert_eq!(end["outcome"]["result"], "1-0", "{end}");
    assert_eq!(end["you"], "white");
    // Over: the analysis opens to anyone.
    let (status, _) = post(addr, &format!("{game}/analysis"), &json!({"ply": 6}), None);
    assert_eq!(status, 200);

    // A watcher's view, the list and the record carry no token, nor does
    // anything the server said.
    let watched = call(addr, "GET", &game, None).text();
    let listed = call(addr, "GET", "/api/games", None).text();
    let pgn = call(addr, "GET", &format!("{game}/pgn"), None).text();
    assert!(
        pgn.contains("[White \"Anna\"]") && pgn.contains("[Black \"Boris\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("1-0"), "{pgn}");
    for token in [&white, &black] {
        for (what, text) in [
            ("a watcher's answer", &watched),
            ("the list", &listed),
            ("the PGN", &pgn),
        ] {
            assert!(!text.contains(token.as_str()), "a token in {what}");
        }
        assert!(
            !board.said().contains(token.as_str()),
            "a token in the server's output"
        );
    }
    assert!(
        board.said().contains("private link"),
        "the server says how seats are held: {}",
        board.said()
    );
}

#[test]
fn new_games_are_limited_per_address_and_live_games_capped() {
    let (board, _data) = club("127.0.0.3:0", &["--new-games-per-minute", "3"]);
    let addr = board.addr;
    for _ in 0..3 {
        let (status, answer) = post(addr, "/api/games", &json!({}), None);
        assert_eq!(status, 201, "{answer}");
    }
    let answer = call(addr, "POST", "/api/games", Some("{}"));
    assert_eq!(answer.status, 429, "{}", answer.text());
    let wait: u64 = answer
        .header("retry-after")
        .and_then(|s| s.parse().ok())
        .expect("Retry-After");
    assert!((1..=21).contains(&wait), "{wait}");
    // Said for the page as the key of its text and its arguments.
    let refused = answer.json();
    assert_eq!(refused["code"], "new_games_rate", "{refused}");
    assert_eq!(refused["args"]["seconds"], wait.to_string(), "{refused}");
    // A refused body costs nothing.
    assert_eq!(
        call(addr, "POST", "/api/games", Some(r#"{"rules":"go"}"#)).status,
        400
    );

    let (board, _data) = club("127.0.0.4:0", &["--max-live-games", "2"]);
    let addr = board.addr;
    let mut made = Vec::new();
    for _ in 0..2 {
        let (status, answer) = post(addr, "/api/games", &json!({"rules": "immortal"}), None);
        assert_eq!(status, 201, "{answer}");
        made.push(answer);
    }
    let (status, answer) = post(addr, "/api/games", &json!({}), None);
    assert_eq!(status, 503, "{answer}");
    assert!(
        answer["error"].as_str().unwrap_or("").contains("2 games"),
        "{answer}"
    );
    assert_eq!(
        (&answer["code"], &answer["args"]["cap"]),
        (&json!("live_cap"), &json!("2")),
        "{answer}"
    );
    // A game ended frees its place.
    let first = &made[0];
    let (status, _) = post(
        addr,
        &format!("/api/games/{}/resign", first["id"].as_str().expect("id")),
        &json!({}),
        first["tokens"]["white"].as_str(),
    );
    assert_eq!(status, 200);
    let (status, answer) = post(addr, "/api/games", &json!({}), None);
    assert_eq!(status, 201, "{answer}");
}

#[test]
fn an_open_challenge_is_listed_open_and_taken_by_the_first_comer() {
    let (board, _data) = club("127.0.0.7:0", &[]);
    let addr = board.addr;
    let (status, made) = post(
        addr,
        "/api/games",
        &json!({"rules": "immortal", "seating": "apart", "side": "black", "open_challenge": true}),
        None,
    );
    assert_eq!(status, 201, "{made}");
    assert!(made["tokens"]["invitation"].is_null(), "{made}");
    assert_eq!(made["seats"], json!({"white": "open", "black": "held"}));
    let id = made["id"].as_str().expect("id");
    let listed = call(addr, "GET", "/api/games", None).json();
    assert_eq!(listed["games"][0]["seats"]["white"], "open");
    let (status, taken) = post(
        addr,
        &format!("/api/games/{id}/seat"),
        &json!({"side": "white"}),
        None,
    );
    assert_eq!(status, 200, "{taken}");
    assert!(taken["tokens"]["white"].is_string());
    let (status, _) = post(
        addr,
        &format!("/api/games/{id}/seat"),
        &json!({"side": "white"}),
        None,
    );
    assert_eq!(status, 403);
}
