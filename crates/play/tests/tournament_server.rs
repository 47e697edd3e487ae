//! Tournaments on a club server (the `danilchuk-play` program, its games
//! on disk): the organiser's pairing of a round is never refused by the
//! limits on new games (its games fill the board's live games, and no
//! address's share), creating a tournament counts against the address's
//! rate of new games, and a round paired before the board is killed
//! (`kill -9`) is there, whole, after it starts again.

mod support;

use serde_json::{json, Value};
use support::{call, call_as, BoardProcess, TempDir};

fn post(board: &BoardProcess, path: &str, body: &Value, token: Option<&str>) -> (u16, Value) {
    let answer = call_as(board.addr, "POST", path, Some(&body.to_string()), token);
    (answer.status, answer.json())
}

#[test]
fn pairing_passes_the_club_limits_and_a_killed_board_keeps_the_round() {
    let data = TempDir::new("tournament-server");
    let args = [
        "--listen",
        "127.0.0.9:0",
        "--max-live-games",
        "4",
        "--new-games-per-minute",
        "2",
        "--data",
    ];
    let mut board = BoardProcess::start_with(&args, data.path());
    let settings = json!({"name": "Club", "rules": "chess", "rounds": 3, "system": "swiss"});
    let (status, made) = post(&board, "/api/tournaments", &settings, None);
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_str().expect("id").to_string();
    let organiser = made["organiser_token"].as_str().expect("token").to_string();
    let base = format!("/api/tournaments/{id}");
    let mut tokens = Vec::new();
    for n in 1..=12 {
        let (status, player) = post(
            &board,
            &format!("{base}/players"),
            &json!({ "name": format!("Player {n}") }),
            Some(&organiser),
        );
        assert_eq!(status, 201, "{player}");
        tokens.push(player["token"].as_str().expect("token").to_string());
    }
    // Six games, past the board's cap of four live games: paired anyway.
    let (status, paired) = post(
        &board,
        &format!("{base}/pair"),
        &json!({}),
        Some(&organiser),
    );
    assert_eq!(status, 200, "{paired}");
    let games: Vec<String> = paired["pairings"][0]["boards"]
        .as_array()
        .expect("boards")
        .iter()
        .map(|b| b["game"].as_str().expect("game").to_string())
        .collect();
    assert_eq!(games.len(), 6);
    // They are the board's live games: a casual game waits for room.
    let (status, refused) = post(&board, "/api/games", &json!({}), None);
    assert_eq!(
        (status, refused["code"].as_str()),
        (503, Some("live_cap")),
        "{refused}"
    );
    // That address has now started two things this minute (the
    // tournament, and the game asked for), its rate: no more tournaments.
    let (status, second) = post(&board, "/api/tournaments", &settings, None);
    assert_eq!(
        (status, second["code"].as_str()),
        (429, Some("new_games_rate")),
        "{second}"
    );

    let before = call(board.addr, "GET", &base, None).json();
    board.kill();
    let board = BoardProcess::start_with(&args, data.path());
    let after = call(board.addr, "GET", &base, None).json();
    assert_eq!(after["pairings"], before["pairings"]);
    assert_eq!(after["version"], before["version"]);
    for game in &games {
        let answer = call(board.addr, "GET", &format!("/api/games/{game}"), None);
        assert_eq!(answer.status, 200, "{}", answer.text());
    }
    let me = call_as(
        board.addr,
        "GET",
        &format!("{base}/me"),
        None,
        Some(&tokens[0]),
    )
    .json();
    assert!(games.iter().any(|g| me["game"] == g.as_str()), "{me}");
}
