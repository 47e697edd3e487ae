//! A club server's live games shared between client addresses: one
//! address has at most an eighth of the cap (at least two), the others
//! still start theirs, and a game no one ever moved in stops counting
//! after ten minutes (its times moved back in the database, as ten
//! minutes would).

mod support;

use std::io::{Read, Write};
use std::net::SocketAddr;
use std::time::Duration;

use danilchuk_play::DATABASE_FILE;
use rusqlite::Connection;
use serde_json::Value;
use socket2::{Domain, Socket, Type};
use support::{call, BoardProcess, Seated, TempDir};

/// `POST /api/games` from the loopback address `from` (the socket bound
/// there): the status and the answer.
fn new_game_from(from: [u8; 4], server: SocketAddr) -> (u16, Value) {
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None).expect("socket");
    socket
        .bind(&SocketAddr::from((from, 0)).into())
        .expect("bind");
    socket
        .connect_timeout(&server.into(), Duration::from_secs(5))
        .expect("connect");
    let mut stream: std::net::TcpStream = socket.into();
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .expect("timeout");
    let body = "{}";
    let request = format!(
        "POST /api/games HTTP/1.1\r\nHost: {server}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).expect("write");
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    let text = String::from_utf8_lossy(&bytes);
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no answer: {text}"));
    let json = text
        .split_once("\r\n\r\n")
        .and_then(|(_, body)| serde_json::from_str(body).ok())
        .unwrap_or(Value::Null);
    (status, json)
}

#[test]
fn one_address_has_its_share_of_the_live_games_and_abandoned_ones_stop_counting() {
    let data = TempDir::new("club-share");
    let board = BoardProcess::start_with(
        &[
            "--listen",
            "127.0.0.9:0",
            "--max-live-games",
            "16",
            "--new-games-per-minute",
            "100",
            "--data",
        ],
        data.path(),
    );
    let addr = board.addr;
    let here = [127, 0, 0, 1];
    // Its share of 16: two. One game is played in, one never.
    let (status, played) = new_game_from(here, addr);
    assert_eq!(status, 201, "{played}");
    let (status, _) = new_game_from(here, addr);
    assert_eq!(status, 201);
    let (status, refused) = new_game_from(here, addr);
    assert_eq!(status, 429, "{refused}");
    let error = refused["error"].as_str().unwrap_or("");
    assert!(error.contains("share") && error.contains("16"), "{refused}");
    // Another device starts its own.
    let (status, other) = new_game_from([127, 0, 0, 3], addr);
    assert_eq!(status, 201, "{other}");
    let mut game = Seated {
        addr,
        id: played["id"].as_str().expect("id").to_string(),
        white: played["tokens"]["white"].as_str().map(String::from),
        black: played["tokens"]["black"].as_str().map(String::from),
        state: played.clone(),
    };
    game.play_all(&["e4"]);
    // Eleven minutes later (the games' times moved back): the game no one
    // moved in no longer counts, the one played in does.
    let conn = Connection::open(data.path().join(DATABASE_FILE)).expect("sqlite");
    let aged = conn
        .execute(
            "UPDATE games SET created_ms = created_ms - 660000, updated_ms = updated_ms - 660000
             WHERE created_by = '127.0.0.1'",
            [],
        )
        .expect("aged");
    assert_eq!(aged, 2, "the games made from 127.0.0.1");
    drop(conn);
    let (status, again) = new_game_from(here, addr);
    assert_eq!(status, 201, "{again}");
    assert_eq!(new_game_from(here, addr).0, 429);
    assert_eq!(call(addr, "GET", "/api/rules", None).status, 200);
}
