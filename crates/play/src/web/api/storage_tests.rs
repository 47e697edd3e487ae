//! The games on disk: read back as they were written, a full disk refusing
//! a move without losing the game, and a file that is not a database this
//! board may use refused without a byte of it changed. Driven through the
//! API, as a player's requests reach the storage, hence here, in the layer
//! above both.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use rusqlite::Connection;
use serde_json::{json, Value};

use crate::storage::schema::SCHEMA_VERSION;
use crate::{handle, handle_seated, SessionStore};
use crate::{StorageError, DATABASE_FILE};

/// A fresh directory under the system's temporary directory, removed when
/// dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(what: &str) -> Scratch {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "danilchuk-play-unit-{what}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        Scratch(dir)
    }

    fn db(&self) -> PathBuf {
        self.0.join(DATABASE_FILE)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn body(value: &Value) -> Vec<u8> {
    value.to_string().into_bytes()
}

fn json_of(response: &crate::Response) -> Value {
    serde_json::from_slice(&response.body).expect("JSON")
}

/// A game made on `store` with `request`: its id and its answer.
fn create(store: &SessionStore, request: &Value) -> (String, Value) {
    let made = handle(store, "POST", "/api/games", &body(request));
    assert_eq!(made.status, 201, "{}", String::from_utf8_lossy(&made.body));
    let game = json_of(&made);
    (game["id"].as_str().expect("id").to_string(), game)
}

/// `POST /api/games/{id}/{action}` with `token`.
fn act(store: &SessionStore, id: &str, action: &str, value: &Value, token: &str) -> (u16, Value) {
    let answer = handle_seated(
        store,
        "POST",
        &format!("/api/games/{id}/{action}"),
        &body(value),
        Some(token),
    );
    (answer.status, json_of(&answer))
}

fn get(store: &SessionStore, id: &str) -> Value {
    let answer = handle(store, "GET", &format!("/api/games/{id}"), b"");
    assert_eq!(answer.status, 200);
    json_of(&answer)
}

/// What the API shows of a game that must survive being read back: the
/// moves, whose turn, the seats, players and offers, the end.
fn lasting(game: &Value) -> Value {
    json!({
        "fen": game["fen"], "start_fen": game["start_fen"], "rules": game["rules"],
        "moves": game["history"].as_array().map(|h| h.iter().map(|m| m["uci"].clone()).collect::<Vec<_>>()),
        "seats": game["seats"], "seating": game["seating"], "players": game["players"],
        "offers": game["offers"], "outcome": game["outcome"], "opponent": game["opponent"],
        "flagged": game["clock"]["flagged"], "initial": game["clock"]["initial_ms"],
    })
}

#[test]
fn every_kind_of_game_reads_back_as_it_was() {
    let dir = Scratch::new("round-trip");
    let mut games = Vec::new();
    {
        let store = SessionStore::open(&dir.0, 2).expect("a new database");
        // Resigned, against the computer, from a FEN.
        let (id, made) = create(
            &store,
            &json!({"rules": "immortal", "opponent": "computer", "computer_side": "white",
                    "strength": 1, "fen": "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
                    "players": {"black": "Anna"}}),
        );
        let black = made["tokens"]["black"]
            .as_str()
            .expect("a token")
            .to_string();
        assert!(
            made["tokens"]["white"].is_null(),
            "no token for the computer's seat"
        );
        assert_eq!(act(&store, &id, "computer", &json!({}), &black).0, 200);
        assert_eq!(act(&store, &id, "resign", &json!({}), &black).0, 200);
        games.push(id);
        // A draw agreed on two devices, after a take-back both asked for.
        let (id, made) = create(
            &store,
            &json!({"rules": "linear2", "seating": "apart", "side": "black",
                    "clock": {"initial": 600, "increment": 5}}),
        );
        let black = made["tokens"]["black"]
            .as_str()
            .expect("a token")
            .to_string();
        let claimed = handle(
            &store,
            "POST",
            &format!("/api/games/{id}/seat"),
            &body(&json!({"side": "white", "name": "Boris",
                           "invitation": made["tokens"]["invitation"]})),
        );
        assert_eq!(claimed.status, 200);
        let white = json_of(&claimed)["tokens"]["white"]
            .as_str()
            .expect("the claimed seat's token")
            .to_string();
        for (text, token) in [("e4", &white), ("e5", &black), ("d4", &white)] {
            assert_eq!(
                act(&store, &id, "move", &json!({"text": text}), token).0,
                200
            );
        }
        let (_, asked) = act(&store, &id, "undo", &json!({}), &white);
        assert_eq!(
            (asked["undone"].clone(), asked["offers"]["takeback"].clone()),
            (json!(0), json!("white"))
        );
        let (_, agreed) = act(&store, &id, "undo", &json!({}), &black);
        assert_eq!(agreed["undone"], 1);
        assert_eq!(act(&store, &id, "draw", &json!({}), &white).0, 200);
        games.push(id.clone());
        // A draw offered and waiting, in another game of two devices.
        let (id, made) = create(&store, &json!({"rules": "chess", "seating": "apart"}));
        let white = made["tokens"]["white"]
            .as_str()
            .expect("a token")
            .to_string();
        assert_eq!(
            act(&store, &id, "move", &json!({"text": "f3"}), &white).0,
            200
        );
        assert_eq!(act(&store, &id, "draw", &json!({}), &white).0, 200);
        games.push(id);
        // A draw claimed by repetition, at one screen.
        let (id, made) = create(&store, &json!({"rules": "chess"}));
        let tokens = [
            made["tokens"]["white"].clone(),
            made["tokens"]["black"].clone(),
        ];
        for (i, text) in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"]
            .iter()
            .enumerate()
        {
            let token = tokens[i % 2].as_str().expect("a token");
            assert_eq!(
                act(&store, &id, "move", &json!({"text": text}), token).0,
                200
            );
        }
        let white = tokens[0].as_str().expect("a token");
        assert_eq!(act(&store, &id, "claim", &json!({}), white).0, 200);
        games.push(id);
        // Lost on time.
        let (id, made) = create(&store, &json!({"rules": "linear", "clock": {"initial": 1}}));
        let white = made["tokens"]["white"].as_str().expect("a token");
        assert_eq!(
            act(&store, &id, "move", &json!({"text": "e4"}), white).0,
            200
        );
        std::thread::sleep(std::time::Duration::from_millis(1100));
        assert_eq!(get(&store, &id)["clock"]["flagged"], "black");
        games.push(id);
        let before: Vec<Value> = games.iter().map(|id| lasting(&get(&store, id))).collect();
        drop(store);
        let store = SessionStore::open(&dir.0, 2).expect("the same database");
        for (id, before) in games.iter().zip(before) {
            assert_eq!(lasting(&get(&store, id)), before, "{id}");
        }
    }
}

#[test]
fn a_full_disk_refuses_the_move_and_loses_nothing() {
    let dir = Scratch::new("full");
    let store = SessionStore::open(&dir.0, 8).expect("a new database");
    let (id, made) = create(
        &store,
        &json!({"rules": "immortal", "clock": {"initial": 600}}),
    );
    let tokens = [
        made["tokens"]["white"].as_str().expect("White").to_string(),
        made["tokens"]["black"].as_str().expect("Black").to_string(),
    ];
    // No page more than the database has: the disk is full from here.
    let pages: u32 = store
        .database()
        .with(|conn| conn.pragma_query_value(None, "page_count", |r| r.get(0)))
        .expect("page_count");
    store.database().limit_pages(pages);
    let mut played = 0;
    let refused = loop {
        let game = get(&store, &id);
        assert!(
            game["outcome"].is_null(),
            "the game ended before the disk filled"
        );
        let uci = game["legal"][played % 7 % game["legal"].as_array().expect("legal").len()]["uci"]
            .clone();
        let (status, answer) = act(
            &store,
            &id,
            "move",
            &json!({"text": uci}),
            &tokens[played % 2],
        );
        if status != 200 {
            break (status, answer, uci);
        }
        played += 1;
        assert!(played < 1000, "the database never filled");
    };
    let (status, answer, uci) = refused;
    assert_eq!(status, 507, "{answer}");
    let error = answer["error"].as_str().unwrap_or("");
    assert!(
        error.contains("full") && error.contains(DATABASE_FILE),
        "{error}"
    );
    // Not stored, so not played: the game is as it was, and still served.
    let game = get(&store, &id);
    assert_eq!(game["ply"], json!(played), "{game}");
    // Room again: the same move is played and stored.
    store.database().limit_pages(u32::MAX);
    let (status, _) = act(
        &store,
        &id,
        "move",
        &json!({"text": uci}),
        &tokens[played % 2],
    );
    assert_eq!(status, 200);
    let stored = lasting(&get(&store, &id));
    drop(store);
    let store = SessionStore::open(&dir.0, 8).expect("the same database");
    let again = get(&store, &id);
    assert_eq!(again["ply"], json!(played + 1));
    assert_eq!(lasting(&again), stored);
    eprintln!("the disk filled after {played} moves");
}

/// Bytes of a file, for comparing before and after.
fn bytes(path: &Path) -> Vec<u8> {
    std::fs::read(path).expect("the file")
}

/// A database of the board with one game, closed.
fn written(dir: &Scratch) {
    let store = SessionStore::open(&dir.0, 8).expect("a new database");
    let (id, made) = create(&store, &json!({"rules": "chess"}));
    let white = made["tokens"]["white"].as_str().expect("White").to_string();
    assert_eq!(
        act(&store, &id, "move", &json!({"text": "e4"}), &white).0,
        200
    );
}

#[test]
fn a_damaged_newer_or_foreign_file_is_refused_and_left_as_it_is() {
    // Not a database at all: its header overwritten.
    let dir = Scratch::new("damaged-header");
    written(&dir);
    let mut file = bytes(&dir.db());
    file[..16].copy_from_slice(b"not a database!!");
    std::fs::write(dir.db(), &file).expect("damage");
    let refused = SessionStore::open(&dir.0, 8).err().expect("refused");
    assert!(
        matches!(&refused, StorageError::Damaged { path, .. } if *path == dir.db()),
        "{refused}"
    );
    assert_eq!(bytes(&dir.db()), file, "the file is untouched");

    // A page of the table of moves overwritten: SQLite's check finds it.
    let dir = Scratch::new("damaged-page");
    written(&dir);
    let mut file = bytes(&dir.db());
    let page = 4096;
    assert!(file.len() >= 3 * page, "{} bytes", file.len());
    for byte in &mut file[2 * page..3 * page] {
        *byte = 0xA5;
    }
    std::fs::write(dir.db(), &file).expect("damage");
    let refused = SessionStore::open(&dir.0, 8).err().expect("refused");
    assert!(matches!(refused, StorageError::Damaged { .. }), "{refused}");
    assert!(refused.to_string().contains("left as it is"), "{refused}");
    assert_eq!(bytes(&dir.db()), file, "the file is untouched");

    // Written by a newer board.
    let dir = Scratch::new("newer");
    written(&dir);
    {
        let conn = Connection::open(dir.db()).expect("sqlite");
        conn.pragma_update(None, "user_version", 99)
            .expect("user_version");
    }
    let file = bytes(&dir.db());
    let refused = SessionStore::open(&dir.0, 8).err().expect("refused");
    assert_eq!(
        refused,
        StorageError::Newer {
            path: dir.db(),
            found: 99,
            supported: SCHEMA_VERSION
        }
    );
    assert_eq!(bytes(&dir.db()), file, "the file is untouched");

    // Another program's database.
    let dir = Scratch::new("foreign");
    std::fs::create_dir_all(&dir.0).expect("dir");
    {
        let conn = Connection::open(dir.db()).expect("sqlite");
        conn.execute_batch("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine');")
            .expect("a table");
    }
    let file = bytes(&dir.db());
    let refused = SessionStore::open(&dir.0, 8).err().expect("refused");
    assert!(
        matches!(refused, StorageError::Foreign { found: 0, .. }),
        "{refused}"
    );
    assert_eq!(bytes(&dir.db()), file, "the file is untouched");
}

#[test]
fn a_second_board_on_the_same_directory_is_refused() {
    let dir = Scratch::new("in-use");
    let first = SessionStore::open(&dir.0, 8).expect("the first board");
    let second = SessionStore::open(&dir.0, 8).err().expect("refused");
    #[cfg(unix)]
    assert_eq!(second, StorageError::Locked { path: dir.db() });
    #[cfg(not(unix))]
    assert_eq!(
        second,
        StorageError::InUse {
            path: dir.0.clone()
        }
    );
    drop(first);
    assert!(
        SessionStore::open(&dir.0, 8).is_ok(),
        "free once the first has gone"
    );
}

#[test]
fn a_stored_game_that_does_not_replay_is_refused_alone() {
    let dir = Scratch::new("bad-game");
    written(&dir);
    let store = SessionStore::open(&dir.0, 8).expect("the database");
    let (good, _) = create(&store, &json!({"rules": "linear"}));
    drop(store);
    {
        let conn = Connection::open(dir.db()).expect("sqlite");
        conn.execute("UPDATE moves SET uci = 'e2e5' WHERE ply = 1", [])
            .expect("a bad move");
    }
    let store = SessionStore::open(&dir.0, 8).expect("the database");
    let listed = json_of(&handle(&store, "GET", "/api/games", b""));
    let bad = listed["games"]
        .as_array()
        .expect("games")
        .iter()
        .find(|g| g["ply"] == 1)
        .expect("the game with a move")["id"]
        .as_str()
        .expect("id")
        .to_string();
    let answer = handle(&store, "GET", &format!("/api/games/{bad}"), b"");
    assert_eq!(answer.status, 500);
    let error = json_of(&answer)["error"].as_str().unwrap_or("").to_string();
    assert!(
        error.contains("move 1 (e2e5)") && error.contains(&bad),
        "{error}"
    );
    assert_eq!(get(&store, &good)["rules"], "linear");
}
