//! The club's tournaments through the board's API (`handle_seated`, as
//! the server answers): a Swiss of eight players registered, paired, its
//! games played through the game API with each player's one personal
//! token, the results pulled from the games, the arbiter's results,
//! forfeits, a withdrawal and a half-point bye, the TRF-16 and PGN files;
//! and bad requests each refused with a clear key and nothing stored.

use danilchuk_play::{handle_seated, Response, SessionStore};
use serde_json::{json, Value};

/// A request's answer: its status and its body (JSON, or the text as a
/// JSON string).
fn call(
    store: &SessionStore,
    method: &str,
    path: &str,
    body: &Value,
    token: Option<&str>,
) -> (u16, Value) {
    let body = if body.is_null() {
        Vec::new()
    } else {
        body.to_string().into_bytes()
    };
    let answer: Response = handle_seated(store, method, path, &body, token);
    let text = String::from_utf8_lossy(&answer.body).to_string();
    let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (answer.status, value)
}

/// A tournament on a fresh store: its id and the organiser's token.
struct Club {
    store: SessionStore,
    id: String,
    organiser: String,
}

impl Club {
    fn new(settings: &Value) -> Club {
        let store = SessionStore::default();
        let (status, made) = call(&store, "POST", "/api/tournaments", settings, None);
        assert_eq!(status, 201, "{made}");
        Club {
            id: made["id"].as_str().expect("id").to_string(),
            organiser: made["organiser_token"].as_str().expect("token").to_string(),
            store,
        }
    }

    fn swiss(rounds: u32) -> Club {
        Club::new(
            &json!({"name": "Club championship", "rules": "chess", "rounds": rounds,
                          "system": "swiss", "clock": {"initial": 600, "increment": 5}}),
        )
    }

    /// An organiser's request on the tournament (`action` after its path).
    fn act(&self, action: &str, body: &Value) -> (u16, Value) {
        let path = format!("/api/tournaments/{}/{action}", self.id);
        call(&self.store, "POST", &path, body, Some(&self.organiser))
    }

    /// The same, expected to succeed.
    fn ok(&self, action: &str, body: &Value) -> Value {
        let (status, answer) = self.act(action, body);
        assert!(
            status == 200 || status == 201,
            "{action}: {status} {answer}"
        );
        answer
    }

    fn get(&self, tail: &str, token: Option<&str>) -> (u16, Value) {
        let path = format!("/api/tournaments/{}{tail}", self.id);
        call(&self.store, "GET", &path, &Value::Null, token)
    }

    fn view(&self) -> Value {
        let (status, view) = self.get("", None);
        assert_eq!(status, 200, "{view}");
        view
    }

    /// Registers `names`; their tokens by start number (index 0: number 1).
    fn register(&self, names: &[&str]) -> Vec<String> {
        names
            .iter()
            .zip(0u32..)
            .map(|(name, i)| {
                let answer = self.ok("players", &json!({"name": name, "rating": 2000 - i * 50}));
                answer["token"].as_str().expect("token").to_string()
            })
            .collect()
    }

    /// Refused with `status` and the key `club.{key}` (or `refusal.{key}`
    /// when given with its group), the tournament's version unchanged.
    fn refused(&self, action: &str, body: &Value, status: u16, key: &str) {
        let before = self.view()["version"].clone();
        let (got, answer) = self.act(action, body);
        assert_eq!(got, status, "{action} {body}: {answer}");
        let key = if key.contains('.') {
            key.to_string()
        } else {
            format!("club.{key}")
        };
        assert_eq!(answer["key"], key, "{action} {body}: {answer}");
        assert_eq!(
            self.view()["version"],
            before,
            "nothing stored by {action} {body}"
        );
    }
}

const EIGHT: [&str; 8] = [
    "Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Ivan",
];

/// The game `game`'s move by the holder of `token`.
fn play(store: &SessionStore, game: &str, token: &str, text: &str) -> (u16, Value) {
    let path = format!("/api/games/{game}/move");
    call(store, "POST", &path, &json!({ "text": text }), Some(token))
}

#[test]
fn a_round_is_paired_its_games_seat_each_player_and_a_game_gives_its_result() {
    let club = Club::swiss(3);
    let tokens = club.register(&EIGHT);
    let view = club.view();
    assert_eq!(view["players"].as_array().map(Vec::len), Some(8));
    assert_eq!(view["state"], "registration");
    assert_eq!(view["can_pair"], true, "{view}");
    assert!(
        !view.to_string().contains(&tokens[0]),
        "no token in the answer"
    );
    assert!(!view.to_string().contains(&club.organiser));

    let paired = club.ok("pair", &Value::Null);
    assert_eq!(paired["round"], 1);
    assert_eq!(paired["state"], "playing");
    let boards = paired["pairings"][0]["boards"]
        .as_array()
        .expect("boards")
        .clone();
    assert_eq!(boards.len(), 4);
    assert_eq!(paired["can_pair"], false);
    assert_eq!(paired["why_not"], "club.round_unfinished");

    // Board 1's players: their own tokens open their own game and side.
    let board = &boards[0];
    let white = board["white"].as_u64().expect("white") as usize;
    let black = board["black"].as_u64().expect("black") as usize;
    let game = board["game"].as_str().expect("game").to_string();
    let (status, me) = club.get("/me", Some(&tokens[white - 1]));
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["player"], white);
    assert_eq!(me["game"], game.as_str());
    assert_eq!(me["side"], "white");
    assert_eq!(me["round"], 1);
    let (_, me) = club.get("/me", Some(&tokens[black - 1]));
    assert_eq!(
        (me["game"].as_str(), me["side"].as_str()),
        (Some(game.as_str()), Some("black"))
    );
    assert_eq!(club.get("/me", None).0, 403);
    assert_eq!(club.get("/me", Some(&club.organiser)).0, 403);

    // The game is of the tournament's settings, seated apart.
    let (_, state) = call(
        &club.store,
        "GET",
        &format!("/api/games/{game}"),
        &Value::Null,
        None,
    );
    assert_eq!(state["seating"], "apart", "{state}");
    assert_eq!(state["players"]["white"], EIGHT[white - 1], "{state}");

    // Black may not move for White; White's own token plays.
    assert_eq!(play(&club.store, &game, &tokens[black - 1], "f3").0, 403);
    for (token, text) in [(white, "f3"), (black, "e5"), (white, "g4"), (black, "Qh4#")] {
        let (status, answer) = play(&club.store, &game, &tokens[token - 1], text);
        assert_eq!(status, 200, "{text}: {answer}");
    }
    let view = club.view();
    let board = &view["pairings"][0]["boards"][0];
    assert_eq!(
        (board["result"].as_str(), board["by"].as_str()),
        (Some("0-1"), Some("game"))
    );
    let points = |number: usize| view["players"][number - 1]["points"].as_f64();
    assert_eq!((points(white), points(black)), (Some(0.0), Some(1.0)));
}
