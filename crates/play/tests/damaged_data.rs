//! The real program on a data directory it must not use: a database file
//! damaged on purpose (its header, or a page inside), one written by a
//! newer board (its schema version set past this board's), and one another
//! board is serving. Each time the program refuses to start, says which
//! file and why, and leaves the file as it was, byte for byte.

mod support;

use std::path::Path;
use std::process::Command;

use danilchuk_play::DATABASE_FILE;
use rusqlite::Connection;
use serde_json::json;
use support::{BoardProcess, Seated, TempDir};

/// A data directory holding a game of two moves, its board stopped and
/// its write-ahead log folded into the database file, so that damage to the file is damage to the games.
fn with_a_game(what: &str) -> TempDir {
    let data = TempDir::new(what);
    let mut board = BoardProcess::start_with(&["--port", "0", "--data"], data.path());
    let mut game = Seated::create(board.addr, &json!({"rules": "immortal"}));
    game.play_all(&["e4", "d5"]);
    board.kill();
    let file = data.path().join(DATABASE_FILE);
    let conn = Connection::open(&file).expect("sqlite");
    conn.pragma_update(None, "journal_mode", "DELETE")
        .expect("the log folded in");
    drop(conn);
    assert!(
        !data.path().join(format!("{DATABASE_FILE}-wal")).exists(),
        "no log left beside the file"
    );
    data
}

/// Starts the program on `data`: it must refuse, exit 1 and say `words`
/// about the database file.
fn refused(data: &Path, words: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_danilchuk-play"))
        .args(["--port", "0", "--data"])
        .arg(data)
        .output()
        .expect("the program runs");
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        out.stdout.is_empty(),
        "it served: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    let file = data.join(DATABASE_FILE);
    assert!(
        said.contains(&file.display().to_string()),
        "the file is named: {said}"
    );
    for word in words {
        assert!(said.contains(word), "{word:?} in: {said}");
    }
    assert!(said.contains("left as it is"), "{said}");
    eprintln!("{}", said.trim());
}

#[test]
fn a_damaged_database_is_refused_and_left_as_it_is() {
    // The header overwritten: not a database any more.
    let data = with_a_game("damaged-header");
    let file = data.path().join(DATABASE_FILE);
    let mut bytes = std::fs::read(&file).expect("the database");
    bytes[..16].copy_from_slice(b"This is no base!");
    std::fs::write(&file, &bytes).expect("damage it");
    refused(data.path(), &["damaged", "not a database"]);
    assert_eq!(std::fs::read(&file).expect("the file"), bytes, "untouched");

    // A page inside overwritten with noise: SQLite's check finds it.
    let data = with_a_game("damaged-page");
    let file = data.path().join(DATABASE_FILE);
    let mut bytes = std::fs::read(&file).expect("the database");
    let page = 4096;
    assert!(bytes.len() >= 3 * page, "{} bytes", bytes.len());
    let mut noise = 0x2545_f491_4f6c_dd1d_u64;
    for byte in &mut bytes[page..3 * page] {
        noise ^= noise << 13;
        noise ^= noise >> 7;
        noise ^= noise << 17;
        *byte = noise as u8;
    }
    std::fs::write(&file, &bytes).expect("damage it");
    refused(data.path(), &["damaged"]);
    assert_eq!(std::fs::read(&file).expect("the file"), bytes, "untouched");
}

#[test]
fn a_database_of_a_newer_board_is_refused_and_left_as_it_is() {
    let data = with_a_game("newer");
    let file = data.path().join(DATABASE_FILE);
    let version: i64 = {
        let conn = Connection::open(&file).expect("sqlite");
        let version = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .expect("its version");
        conn.pragma_update(None, "user_version", 7)
            .expect("a newer schema");
        version
    };
    let bytes = std::fs::read(&file).expect("the database");
    refused(
        data.path(),
        &["newer", "schema version 7", &format!("up to {version}")],
    );
    assert_eq!(std::fs::read(&file).expect("the file"), bytes, "untouched");
    // Put back as it was, the same board serves it with its game.
    {
        let conn = Connection::open(&file).expect("sqlite");
        conn.pragma_update(None, "user_version", version)
            .expect("back");
    }
    let board = BoardProcess::start_with(&["--port", "0", "--data"], data.path());
    let list = support::call(board.addr, "GET", "/api/games", None).json();
    assert_eq!(list["games"][0]["ply"], 2, "{list}");
}

#[test]
fn a_second_board_on_the_same_directory_is_refused() {
    let data = TempDir::new("twice");
    let _first = BoardProcess::start_with(&["--port", "0", "--data"], data.path());
    let out = Command::new(env!("CARGO_BIN_EXE_danilchuk-play"))
        .args(["--port", "0", "--data"])
        .arg(data.path())
        .output()
        .expect("the program runs");
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("another danilchuk-play"), "{said}");
}

#[test]
fn a_second_board_is_refused_by_the_database_itself_not_a_lock_file() {
    let data = TempDir::new("twice-unlocked");
    let first = BoardProcess::start_with(&["--port", "0", "--data"], data.path());
    let game = support::call(first.addr, "POST", "/api/games", Some("{}"));
    assert_eq!(game.status, 201);
    // A lock file one may delete is no lock.
    let _ = std::fs::remove_file(data.path().join("games.lock"));
    let out = Command::new(env!("CARGO_BIN_EXE_danilchuk-play"))
        .args(["--port", "0", "--data"])
        .arg(data.path())
        .output()
        .expect("the program runs");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "a second board started: {said}");
    assert!(said.contains("another danilchuk-play"), "{said}");
    assert!(
        said.contains("games.sqlite3"),
        "the file is not named: {said}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).is_empty(), "it served");
    // The first one still serves, and stores.
    let list = support::call(first.addr, "GET", "/api/games", None);
    assert_eq!(list.status, 200);
    assert_eq!(list.json()["games"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        support::call(first.addr, "POST", "/api/games", Some("{}")).status,
        201
    );
}

#[test]
fn a_database_deleted_while_the_board_runs_is_said_and_no_change_is_acknowledged() {
    let data = TempDir::new("deleted");
    let board = BoardProcess::start_with(&["--port", "0", "--data"], data.path());
    let mut game = Seated::create(board.addr, &json!({"rules": "chess"}));
    game.play_all(&["e4"]);
    for name in [DATABASE_FILE, "games.sqlite3-wal", "games.sqlite3-shm"] {
        let _ = std::fs::remove_file(data.path().join(name));
    }
    let (status, answer) = game.act("move", &json!({"text": "e5"}));
    assert_eq!(status, 503, "a move into a deleted database: {answer}");
    assert!(
        answer["error"]
            .as_str()
            .is_some_and(|e| e.contains("deleted or replaced")),
        "{answer}"
    );
    let created = support::call(board.addr, "POST", "/api/games", Some("{}"));
    assert_eq!(created.status, 503, "{}", created.text());
    // The game is as it was, and the board said why, loudly.
    assert_eq!(game.get()["ply"], 1);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !board.said().contains("deleted or replaced") && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let said = board.said();
    assert!(
        said.contains("ERROR") && said.contains(DATABASE_FILE),
        "{said}"
    );
}
