//! A club server's live games shared between client addresses: one
//! address has at most an eighth of the cap (at least two), the others
//! still start theirs, and a game no one ever moved in stops counting
//! after ten minutes (its times moved back in the database, as ten
//! minutes would).

mod support;

use std::net::SocketAddr;

use danilchuk_play::DATABASE_FILE;
use rusqlite::Connection;
use serde_json::Value;
use support::{call, try_call_from, BoardProcess, Seated, TempDir};

/// `POST /api/games` from the loopback address `from`: the status and
/// the answer.
fn new_game_from(from: [u8; 4], server: SocketAddr) -> (u16, Value) {
    let answer = try_call_from(from, server, "POST", "/api/games", Some("{}"))
        .unwrap_or_else(|e| panic!("{e}"));
    (answer.status, answer.json())
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
    assert_eq!(refused["code"], "live_share", "{refused}");
    assert_eq!(refused["args"]["share"], "2", "{refused}");
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
