//! The data directory is its owner's alone: made 0700 (and an existing one
//! open to others made so), its database files 0600, and no seat's token
//! in them, only its digest; a database of the schema that kept tokens in
//! clear is migrated forward and its tokens still seat their holders.
#![cfg(unix)]

mod support;

use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use danilchuk_play::DATABASE_FILE;
use rusqlite::Connection;
use serde_json::json;
use support::{call_as, BoardProcess, Seated, TempDir};

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .permissions()
        .mode()
        & 0o777
}

/// Whether any of the database's files holds `secret`'s bytes.
fn on_disk(data: &Path, secret: &str) -> bool {
    ["", "-wal", "-shm"].iter().any(|suffix| {
        std::fs::read(data.join(format!("{DATABASE_FILE}{suffix}")))
            .is_ok_and(|bytes| bytes.windows(secret.len()).any(|w| w == secret.as_bytes()))
    })
}

fn assert_private(data: &Path) {
    assert_eq!(mode(data), 0o700, "the data directory");
    for suffix in ["", "-wal", "-shm"] {
        let file = data.join(format!("{DATABASE_FILE}{suffix}"));
        if file.exists() {
            assert_eq!(mode(&file), 0o600, "{}", file.display());
        }
    }
}

#[test]
fn tokens_are_kept_as_digests_in_files_of_the_owner_alone() {
    let scratch = TempDir::new("private");
    let data = scratch.path().join("games");
    std::fs::create_dir(&data).expect("the directory");
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).expect("0755");
    let mut board = BoardProcess::start_with(&["--port", "0", "--data"], &data);
    let mut game = Seated::create(board.addr, &json!({"rules": "chess"}));
    game.play_all(&["e4", "e5"]);
    let white = game.white.clone().expect("White's token");
    assert_private(&data);
    assert!(!on_disk(&data, &white), "a token in clear on disk");
    board.kill();

    // The database as the schema before digests kept it: the token in
    // clear, version 1, and the file open to everyone.
    {
        let conn = Connection::open(data.join(DATABASE_FILE)).expect("sqlite");
        conn.execute("UPDATE games SET white_seat = ?1", [&white])
            .expect("the clear token");
        // And without what later versions added.
        conn.execute_batch(
            "DROP INDEX games_live_by_creator; ALTER TABLE games DROP COLUMN created_by;
             DROP INDEX games_by_tournament; ALTER TABLE games DROP COLUMN tournament;
             DROP TABLE tournaments;",
        )
        .expect("version 1's tables");
        conn.pragma_update(None, "user_version", 1)
            .expect("version 1");
    }
    assert!(on_disk(&data, &white), "the old schema's token is in clear");
    std::fs::set_permissions(
        data.join(DATABASE_FILE),
        std::fs::Permissions::from_mode(0o644),
    )
    .expect("0644");

    let board = BoardProcess::start_with(&["--port", "0", "--data"], &data);
    let path = format!("/api/games/{}/move", game.id);
    let moved = call_as(
        board.addr,
        "POST",
        &path,
        Some(r#"{"text": "Nf3"}"#),
        Some(&white),
    );
    assert_eq!(
        moved.status,
        200,
        "the old token after the migration: {}",
        moved.text()
    );
    let black = game.black.clone().expect("Black's token");
    let refused = call_as(
        board.addr,
        "POST",
        &path,
        Some(r#"{"text": "Nc6"}"#),
        Some(&white),
    );
    assert_eq!(refused.status, 403, "{}", refused.text());
    let moved = call_as(
        board.addr,
        "POST",
        &path,
        Some(r#"{"text": "Nc6"}"#),
        Some(&black),
    );
    assert_eq!(moved.status, 200, "{}", moved.text());
    assert!(
        !on_disk(&data, &white),
        "the clear token outlived the migration"
    );
    assert!(!on_disk(&data, &black));
    assert_private(&data);
    let version: i64 = Connection::open(data.join(DATABASE_FILE))
        .expect("sqlite")
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .expect("version");
    assert_eq!(version, 4);
}
