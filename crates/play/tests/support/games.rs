//! Games made through the API by a test, each action sent with the token
//! of the side it is for.

use std::cell::RefCell;
use std::collections::HashMap;
use std::net::SocketAddr;

use serde_json::{json, Value};

use super::Seated;

thread_local! {
    /// The games this test made, with their seats' tokens, by id: each
    /// action is sent with the token of the side it is for.
    static GAMES: RefCell<HashMap<String, Seated>> = RefCell::new(HashMap::new());
}

pub fn new_game(addr: SocketAddr, body: Value) -> Value {
    let game = Seated::create(addr, &body);
    let state = game.state.clone();
    GAMES.with(|games| games.borrow_mut().insert(game.id.clone(), game));
    state
}

/// `POST /api/games/{id}/{action}` for the side the action is for (the
/// side to move; for a take-back, the side that moved last).
pub fn post(addr: SocketAddr, id: &str, action: &str, body: Value) -> (u16, Value) {
    GAMES.with(|games| {
        let mut games = games.borrow_mut();
        let game = games.get_mut(id).expect("a game this test made");
        assert_eq!(game.addr, addr);
        game.act(action, &body)
    })
}

/// The token of `side`'s seat of the game `id`.
pub fn token(id: &str, side: &str) -> String {
    GAMES.with(|games| {
        games.borrow()[id]
            .token(side)
            .expect("the creator's seat")
            .to_string()
    })
}

/// Plays moves given as text; every one must be accepted.
pub fn play_all(addr: SocketAddr, id: &str, moves: &[&str]) -> Value {
    let mut state = Value::Null;
    for text in moves {
        let (status, answer) = post(addr, id, "move", json!({ "text": text }));
        assert_eq!(status, 200, "{text}: {answer}");
        state = answer;
    }
    state
}

pub fn id_of(state: &Value) -> String {
    state["id"].as_str().expect("id").to_string()
}

pub fn unit(state: &Value, square: &str) -> Option<(String, String)> {
    state["units"].as_array()?.iter().find_map(|u| {
        (u["square"] == square).then(|| {
            (
                u["color"].as_str().unwrap_or("").to_string(),
                u["role"].as_str().unwrap_or("").to_string(),
            )
        })
    })
}
