//! Requests that change the board from a page of another site: a form of
//! another origin posting `text/plain` must not start a game, nor a body
//! that is not JSON; the board's own page still does.

mod support;

use std::net::SocketAddr;

use support::{call, raw, Answer, BoardProcess};

/// `POST /api/games` with `{"rules":"chess"}` and the given extra headers.
fn post_game(addr: SocketAddr, headers: &str) -> Answer {
    let body = r#"{"rules":"chess"}"#;
    raw(
        addr,
        format!(
            "POST /api/games HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{headers}Content-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
}

fn games(addr: SocketAddr) -> usize {
    let list = call(addr, "GET", "/api/games", None);
    assert_eq!(list.status, 200);
    list.json()["games"].as_array().map_or(0, Vec::len)
}

#[test]
fn another_sites_page_starts_no_game_and_the_boards_own_does() {
    let board = BoardProcess::start();
    let addr = board.addr;
    // What a form of another site sends, without asking first.
    let forged = post_game(
        addr,
        "Origin: http://evil.example\r\nContent-Type: text/plain\r\n",
    );
    assert_eq!(forged.status, 403, "{}", forged.text());
    assert!(forged.json()["error"]
        .as_str()
        .is_some_and(|e| e.contains("another site")));
    // The same with JSON's type, from the other site: still its origin.
    let json_elsewhere = post_game(
        addr,
        "Origin: http://evil.example\r\nContent-Type: application/json\r\n",
    );
    assert_eq!(json_elsewhere.status, 403);
    // An opaque origin (a sandboxed frame, a file).
    assert_eq!(
        post_game(addr, "Origin: null\r\nContent-Type: application/json\r\n").status,
        403
    );
    // Without an Origin (not a browser), a body that is not JSON.
    for kind in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
    ] {
        let answer = post_game(addr, &format!("Content-Type: {kind}\r\n"));
        assert_eq!(answer.status, 415, "{kind}: {}", answer.text());
        assert_eq!(answer.json()["code"], "request");
    }
    // A body without a type.
    assert_eq!(post_game(addr, "").status, 415);
    assert_eq!(games(addr), 0, "a refused request started a game");
    // The board's own page, as a browser sends it.
    let own = post_game(
        addr,
        &format!("Origin: http://{addr}\r\nContent-Type: application/json; charset=utf-8\r\n"),
    );
    assert_eq!(own.status, 201, "{}", own.text());
    // Not a browser: JSON without an Origin.
    assert_eq!(
        post_game(addr, "Content-Type: application/json\r\n").status,
        201
    );
    assert_eq!(games(addr), 2);
    // Reading stays open to every origin (the answers carry no token).
    let read = raw(
        addr,
        format!("GET /api/games HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://evil.example\r\nConnection: close\r\n\r\n").as_bytes(),
    );
    assert_eq!(read.status, 200);
}
