//! Tournaments on disk: a change and the games it pairs stored together
//! or not at all, a stale change refused, the tournament read back after
//! the store is opened again; and a database of schema version 3 brought
//! to version 4 with its games still served.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use danilchuk_board::Color;
use rusqlite::Connection;

use super::kept::TournamentWrite;
use super::schema::{migrate, MIGRATIONS, SCHEMA_VERSION};
use super::write::write_table;
use super::{StorageError, DATABASE_FILE};
use crate::session::seats::{Seat, Seating, Seats};
use crate::session::table::Table;
use crate::session::token::Token;
use crate::{Opponent, Rules, Session, SessionStore};

struct Scratch(PathBuf);

impl Scratch {
    fn new(what: &str) -> Scratch {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "danilchuk-play-tournament-{what}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A tournament game: both seats held by players' tokens, on two devices.
fn paired_game(white: &Token, black: &Token) -> Table {
    let seats = Seats::new(
        Seat::Held(Token::from_stored(&white.stored()).expect("digest")),
        Seat::Held(Token::from_stored(&black.stored()).expect("digest")),
    );
    Table::new(
        SessionStore::fresh_id().expect("id"),
        Session::new(Rules::Chess, Opponent::Person),
        seats,
        Seating::Apart,
        [Some("Anna".to_string()), Some("Boris".to_string())],
    )
}

fn write<'a>(
    id: &'a str,
    state: &'a str,
    version: u64,
    expected: Option<u64>,
) -> TournamentWrite<'a> {
    TournamentWrite {
        id,
        state,
        version,
        expected,
    }
}

#[test]
fn a_tournament_and_its_round_survive_reopening_the_store() {
    let scratch = Scratch::new("reopen");
    let (white, black) = (Token::new().expect("token"), Token::new().expect("token"));
    let game_id;
    {
        let store = SessionStore::open(&scratch.0, 8).expect("store");
        store
            .write_tournament(&write("t1", r#"{"v":1}"#, 1, None), Vec::new())
            .expect("created");
        let game = paired_game(&white, &black);
        game_id = game.id.clone();
        store
            .write_tournament(&write("t1", r#"{"v":2}"#, 2, Some(1)), vec![game])
            .expect("paired");
    }
    let store = SessionStore::open(&scratch.0, 8).expect("reopened");
    let kept = store.tournament("t1").expect("read").expect("kept");
    assert_eq!((kept.state.as_str(), kept.version), (r#"{"v":2}"#, 2));
    assert_eq!(store.tournaments(10).expect("list").len(), 1);
    assert_eq!(
        store.game_tournament(&game_id).expect("read"),
        Some("t1".to_string())
    );
    let table = store.table(&game_id).expect("read").expect("the game");
    let table = table.lock().expect("lock");
    // Each player's own token seats them.
    assert_eq!(table.holder(white.secret()), Some(Color::White));
    assert_eq!(table.holder(black.secret()), Some(Color::Black));
    assert_eq!(table.seating, Seating::Apart);
}

#[test]
fn a_stale_change_is_refused_and_stores_none_of_its_games() {
    let store = SessionStore::default();
    store
        .write_tournament(&write("t", "{}", 1, None), Vec::new())
        .expect("created");
    // The same id again is no new tournament.
    let again = store.write_tournament(&write("t", "{}", 1, None), Vec::new());
    assert!(
        matches!(again, Err(StorageError::Stale { .. })),
        "{again:?}"
    );
    store
        .write_tournament(&write("t", "[2]", 2, Some(1)), Vec::new())
        .expect("changed");
    let (white, black) = (Token::new().expect("token"), Token::new().expect("token"));
    let game = paired_game(&white, &black);
    let id = game.id.clone();
    // Made from version 1, which is no longer the stored one.
    let stale = store.write_tournament(&write("t", "[3]", 3, Some(1)), vec![game]);
    assert!(
        matches!(stale, Err(StorageError::Stale { .. })),
        "{stale:?}"
    );
    assert!(
        store.table(&id).expect("read").is_none(),
        "no game of a refused round"
    );
    let kept = store.tournament("t").expect("read").expect("kept");
    assert_eq!((kept.state.as_str(), kept.version), ("[2]", 2));
    assert_eq!(store.game_tournament(&id).expect("read"), None);
}

#[test]
fn a_version_3_database_moves_to_version_4_and_its_games_still_open() {
    let scratch = Scratch::new("v3");
    std::fs::create_dir_all(&scratch.0).expect("dir");
    let table = Table::new(
        SessionStore::fresh_id().expect("id"),
        Session::from_fen(
            Rules::Chess,
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            Opponent::Person,
        )
        .expect("fen"),
        Seats::new(Seat::Open, Seat::Open),
        Seating::OneScreen,
        [None, None],
    );
    let id = table.id.clone();
    {
        let mut conn = Connection::open(scratch.0.join(DATABASE_FILE)).expect("file");
        migrate(&mut conn, 0, &MIGRATIONS[..3]).expect("version 3");
        let tx = conn.transaction().expect("tx");
        write_table(&tx, &table, 1_000).expect("the game");
        tx.commit().expect("commit");
    }
    let store = SessionStore::open(&scratch.0, 8).expect("migrated");
    let game = store.session(&id).expect("read").expect("the game");
    assert_eq!(game.game().ply(), 0);
    assert_eq!(game.snapshot().turn, "black");
    assert_eq!(store.game_tournament(&id).expect("read"), None);
    assert!(store.tournaments(10).expect("list").is_empty());
    drop(store);
    let conn = Connection::open(scratch.0.join(DATABASE_FILE)).expect("file");
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .expect("version");
    assert_eq!(version, SCHEMA_VERSION);
    assert_eq!(SCHEMA_VERSION, 4);
}

#[test]
fn a_round_that_cannot_all_be_written_leaves_neither_its_games_nor_the_round() {
    let store = SessionStore::default();
    store
        .write_tournament(&write("t", "[1]", 1, None), Vec::new())
        .expect("created");
    let pages: u32 = store
        .database()
        .with(|conn| conn.pragma_query_value(None, "page_count", |r| r.get(0)))
        .expect("page_count");
    // Room for a few games, not for a round of two hundred: the disk
    // fills half-way through the round's transaction.
    store.database().limit_pages(pages + 4);
    let (white, black) = (Token::new().expect("token"), Token::new().expect("token"));
    let games: Vec<Table> = (0..200).map(|_| paired_game(&white, &black)).collect();
    let ids: Vec<String> = games.iter().map(|g| g.id.clone()).collect();
    let full = store.write_tournament(&write("t", "[2]", 2, Some(1)), games);
    assert!(matches!(full, Err(StorageError::Full { .. })), "{full:?}");
    store.database().limit_pages(u32::MAX);
    let kept = store.tournament("t").expect("read").expect("kept");
    assert_eq!((kept.state.as_str(), kept.version), ("[1]", 1));
    for id in &ids {
        assert!(
            store.table(id).expect("read").is_none(),
            "a game of the refused round"
        );
    }
    let rows: i64 = store
        .database()
        .with(|conn| conn.query_row("SELECT count(*) FROM games", [], |r| r.get(0)))
        .expect("count");
    assert_eq!(rows, 0);
}
