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

/// Enters `result` for every pending board of the last round.
fn finish_round(club: &Club, result: &str) -> Value {
    let view = club.view();
    let round = view["round"].clone();
    let boards = view["pairings"][view["round"].as_u64().expect("round") as usize - 1]["boards"]
        .as_array()
        .expect("boards")
        .clone();
    for board in boards.iter().filter(|b| b["result"].is_null()) {
        club.ok(
            "result",
            &json!({"round": round, "board": board["board"], "result": result}),
        );
    }
    club.view()
}

#[test]
fn the_arbiter_forfeits_a_withdrawal_and_a_half_point_bye_shape_the_next_round() {
    let club = Club::swiss(3);
    club.register(&EIGHT);
    // A half-point bye for round 2, asked before round 1 is paired.
    club.ok("bye", &json!({"player": 8, "round": 2}));
    club.ok("pair", &Value::Null);
    club.refused("pair", &Value::Null, 422, "round_unfinished");
    club.refused(
        "result",
        &json!({"round": 1, "board": 9, "result": "1-0"}),
        404,
        "no_board",
    );
    club.refused(
        "result",
        &json!({"round": 2, "board": 1, "result": "1-0"}),
        404,
        "no_round",
    );
    club.refused(
        "result",
        &json!({"round": 1, "board": 1, "result": "2-0"}),
        422,
        "unknown_result",
    );
    club.refused("bye", &json!({"player": 3, "round": 1}), 422, "bye_round");
    club.refused("withdraw", &json!({"player": 99}), 404, "no_player");

    // Forfeits and a result, then one cleared and entered again.
    let view = club.ok("result", &json!({"round": 1, "board": 1, "result": "+/-"}));
    let board = &view["pairings"][0]["boards"][0];
    assert_eq!(
        (board["result"].as_str(), board["by"].as_str()),
        (Some("+/-"), Some("arbiter"))
    );
    club.ok("result", &json!({"round": 1, "board": 2, "result": "-/-"}));
    club.ok(
        "result",
        &json!({"round": 1, "board": 3, "result": "1/2-1/2"}),
    );
    let view = club.ok("result", &json!({"round": 1, "board": 3, "result": null}));
    assert!(
        view["pairings"][0]["boards"][2]["result"].is_null(),
        "{view}"
    );
    let view = finish_round(&club, "-/+");
    assert_eq!(view["can_pair"], true, "{view}");
    let forfeited = view["pairings"][0]["boards"][0]["black"]
        .as_u64()
        .expect("black");

    // The loser of board 1 withdraws: never paired again.
    club.ok("withdraw", &json!({"player": forfeited}));
    club.refused("withdraw", &json!({"player": forfeited}), 422, "withdrawn");
    let view = club.ok("pair", &Value::Null);
    let round = &view["pairings"][1];
    let paired: Vec<u64> = round["boards"]
        .as_array()
        .expect("boards")
        .iter()
        .flat_map(|b| [b["white"].as_u64(), b["black"].as_u64()])
        .flatten()
        .collect();
    assert!(
        !paired.contains(&forfeited),
        "withdrawn player paired: {round}"
    );
    assert!(!paired.contains(&8), "the bye's player paired: {round}");
    let byes = round["byes"].as_array().expect("byes");
    let half = byes
        .iter()
        .find(|b| b["player"] == 8)
        .expect("player 8's bye");
    assert_eq!(
        (half["kind"].as_str(), half["points"].as_f64()),
        (Some("half"), Some(0.5))
    );
    assert!(view["players"][forfeited as usize - 1]["withdrawn"]
        .as_bool()
        .unwrap_or(false));
    // Six players are present: three boards; 8's bye and the withdrawn
    // player's absence are no boards.
    assert_eq!(round["boards"].as_array().map(Vec::len), Some(3), "{round}");
    let standings = view["standings"].as_array().expect("standings");
    assert_eq!(standings.len(), 8);
    assert_eq!(view["crosstable"].as_array().map(Vec::len), Some(8));
}

#[test]
fn trf_and_pgn_files_and_a_trf_import() {
    let club = Club::swiss(2);
    let tokens = club.register(&EIGHT[..4]);
    let view = club.ok("pair", &Value::Null);
    let board = &view["pairings"][0]["boards"][0];
    let game = board["game"].as_str().expect("game").to_string();
    let white = board["white"].as_u64().expect("white") as usize;
    let black = board["black"].as_u64().expect("black") as usize;
    play(&club.store, &game, &tokens[white - 1], "e4");
    play(&club.store, &game, &tokens[black - 1], "e5");
    let resign = format!("/api/games/{game}/resign");
    let (status, _) = call(
        &club.store,
        "POST",
        &resign,
        &json!({}),
        Some(&tokens[black - 1]),
    );
    assert_eq!(status, 200);
    finish_round(&club, "1/2-1/2");

    let (status, trf) = club.get("/trf", None);
    assert_eq!(status, 200);
    let trf = trf.as_str().expect("TRF text").to_string();
    assert!(trf.starts_with("012 Club championship"), "{trf}");
    assert_eq!(
        trf.lines().filter(|l| l.starts_with("001")).count(),
        4,
        "{trf}"
    );

    let (status, pgn) = club.get("/pgn", None);
    assert_eq!(status, 200);
    let pgn = pgn.as_str().expect("PGN text").to_string();
    assert!(pgn.contains("[Event \"Club championship\"]"), "{pgn}");
    assert!(pgn.contains("[Round \"1.1\"]"), "{pgn}");
    assert!(pgn.contains("[Round \"1.2\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 e5"), "{pgn}");
    assert!(
        pgn.contains(&format!("[White \"{}\"]", EIGHT[white - 1])),
        "{pgn}"
    );

    // The file read back is the same tournament, its games over the board.
    let (status, imported) = call(
        &club.store,
        "POST",
        "/api/tournaments",
        &json!({"trf": trf}),
        None,
    );
    assert_eq!(status, 201, "{imported}");
    assert!(imported["organiser_token"].is_string());
    assert_eq!(imported["player_tokens"].as_array().map(Vec::len), Some(4));
    assert_eq!(imported["round"], 1);
    assert_eq!(imported["players"], club.view()["players"], "{imported}");
    let listed = call(&club.store, "GET", "/api/tournaments", &Value::Null, None).1;
    assert_eq!(
        listed["tournaments"].as_array().map(Vec::len),
        Some(2),
        "{listed}"
    );
    // A file that is no TRF: refused, nothing made.
    let (status, answer) = call(
        &club.store,
        "POST",
        "/api/tournaments",
        &json!({"trf": "hello"}),
        None,
    );
    assert_eq!(status, 422, "{answer}");
    let listed = call(&club.store, "GET", "/api/tournaments", &Value::Null, None).1;
    assert_eq!(listed["tournaments"].as_array().map(Vec::len), Some(2));
}

#[test]
fn a_tournament_game_cannot_be_taken_back_nor_loaded_over() {
    let club = Club::swiss(1);
    let tokens = club.register(&EIGHT[..2]);
    let view = club.ok("pair", &Value::Null);
    let board = &view["pairings"][0]["boards"][0];
    let game = board["game"].as_str().expect("game").to_string();
    let white = &tokens[board["white"].as_u64().expect("white") as usize - 1];
    let black = &tokens[board["black"].as_u64().expect("black") as usize - 1];
    play(&club.store, &game, white, "e4");
    play(&club.store, &game, black, "e5");
    let path = |action: &str| format!("/api/games/{game}/{action}");
    for token in [white, black] {
        let (status, answer) = call(&club.store, "POST", &path("undo"), &json!({}), Some(token));
        assert_eq!(status, 422, "{answer}");
        assert_eq!(answer["key"], "refusal.tournament_takeback");
    }
    let fen = json!({"fen": "8/8/8/8/8/8/8/K6k w - - 0 1"});
    assert_eq!(
        call(&club.store, "POST", &path("fen"), &fen, Some(white)).0,
        403
    );
    let pgn = json!({"pgn": "1. e4 *"});
    assert_eq!(
        call(&club.store, "POST", &path("pgn"), &pgn, Some(white)).0,
        403
    );
    let (_, state) = call(&club.store, "GET", &path(""), &Value::Null, None);
    assert_eq!(state["ply"], 2, "the game is as it was: {state}");
}

#[test]
fn bad_names_and_bodies_are_refused_and_nothing_is_stored() {
    let store = SessionStore::default();
    let base = json!({"name": "Club", "rules": "chess", "rounds": 5, "system": "swiss"});
    for (field, value, status) in [
        ("name", json!("<b>Club</b>"), 422),
        ("name", json!("Club\u{7}"), 422),
        ("name", json!("Club \u{202e}evil"), 422),
        ("name", json!("Cl\u{200b}ub"), 422),
        ("name", json!("The \"Club\""), 422),
        ("name", json!("   "), 422),
        ("name", json!(5), 400),
        ("rounds", json!(0), 422),
        ("rounds", json!(100), 422),
        ("rounds", json!("five"), 400),
        ("system", json!("knockout"), 422),
        ("rules", json!("xiangqi"), 422),
        ("bye_points", json!(0.75), 422),
        ("tiebreaks", json!(["coin_toss"]), 422),
        ("date", json!("yesterday"), 422),
        ("clock", json!({"initial": 0, "increment": 0}), 422),
        ("colour", json!("white"), 400),
    ] {
        let mut body = base.clone();
        body[field] = value.clone();
        let (got, answer) = call(&store, "POST", "/api/tournaments", &body, None);
        assert_eq!(got, status, "{field} = {value}: {answer}");
        assert!(answer["key"].is_string(), "{answer}");
    }
    let listed = call(&store, "GET", "/api/tournaments", &Value::Null, None).1;
    assert_eq!(listed["tournaments"], json!([]), "nothing made");

    let club = Club::swiss(5);
    club.refused("pair", &Value::Null, 422, "too_few_players");
    club.register(&["Anna"]);
    club.refused("pair", &Value::Null, 422, "too_few_players");
    for name in [
        "<script>",
        "Bell\u{7}",
        "\u{202e}Anna",
        "An\u{200d}na",
        "O\"Neil",
        "x[1]",
        "a\\b",
        "",
    ] {
        club.refused(
            "players",
            &json!({ "name": name }),
            422,
            if name.is_empty() {
                "name_empty"
            } else {
                "name_character"
            },
        );
    }
    club.refused(
        "players",
        &json!({"name": "N".repeat(61)}),
        422,
        "name_too_long",
    );
    club.refused(
        "players",
        &json!({"name": "Anna", "rating": 3501}),
        422,
        "rating",
    );
    club.refused(
        "players",
        &json!({"name": "Anna", "title": "GM"}),
        400,
        "refusal.request",
    );
    club.refused(
        "players",
        &json!({"name": "Anna", "rating": "high"}),
        400,
        "refusal.request",
    );
    club.refused(
        "settings",
        &json!({"tiebreaks": ["wins", "wins"]}),
        422,
        "tiebreak_twice",
    );
    club.refused(
        "result",
        &json!({"round": 1, "board": 1}),
        400,
        "refusal.request",
    );
    club.refused("pair", &json!({"now": true}), 400, "refusal.request");

    // Someone else's token, or none: 403, nothing stored.
    let before = club.view()["version"].clone();
    let path = format!("/api/tournaments/{}/players", club.id);
    for token in [
        None,
        Some("0123456789abcdef0123456789abcdef"),
        Some("not a token"),
    ] {
        let (status, answer) = call(&club.store, "POST", &path, &json!({"name": "Eve"}), token);
        assert_eq!(status, 403, "{answer}");
        assert_eq!(answer["key"], "club.not_organiser");
    }
    assert_eq!(club.view()["version"], before);
    assert_eq!(club.view()["players"].as_array().map(Vec::len), Some(1));
    let settings = club.ok("settings", &json!({"tiebreaks": ["wins", "buchholz"]}));
    assert_eq!(settings["tiebreaks"], json!(["wins", "buchholz"]));

    // Unknown tournaments and paths.
    let none = call(
        &club.store,
        "GET",
        "/api/tournaments/0123456789abcdef0123456789abcdef",
        &Value::Null,
        None,
    );
    assert_eq!(
        (none.0, none.1["key"].as_str()),
        (404, Some("club.no_tournament"))
    );
    assert_eq!(
        call(
            &club.store,
            "GET",
            "/api/tournaments/x/../../etc",
            &Value::Null,
            None
        )
        .0,
        404
    );
    assert_eq!(
        call(
            &club.store,
            "DELETE",
            &format!("/api/tournaments/{}", club.id),
            &Value::Null,
            None
        )
        .0,
        405
    );
    assert_eq!(call(&club.store, "GET", &path, &Value::Null, None).0, 405);
}

/// On disk: the SQLite database (the in-memory store of a build without
/// `sqlite` opens no directory).
#[cfg(feature = "sqlite")]
#[test]
fn a_paired_tournament_and_its_games_survive_a_restart_of_the_board() {
    let dir = std::env::temp_dir().join(format!("club-server-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (id, organiser, tokens, before) = {
        let store = SessionStore::open(&dir, 8).expect("store");
        let club = Club {
            store,
            id: String::new(),
            organiser: String::new(),
        };
        let settings = json!({"name": "Kept", "rules": "linear2", "rounds": 2, "system": "swiss"});
        let (status, made) = call(&club.store, "POST", "/api/tournaments", &settings, None);
        assert_eq!(status, 201, "{made}");
        let club = Club {
            id: made["id"].as_str().expect("id").to_string(),
            organiser: made["organiser_token"].as_str().expect("token").to_string(),
            ..club
        };
        let tokens = club.register(&EIGHT[..4]);
        let view = club.ok("pair", &Value::Null);
        (club.id.clone(), club.organiser.clone(), tokens, view)
    };
    let store = SessionStore::open(&dir, 8).expect("reopened");
    let club = Club {
        store,
        id,
        organiser,
    };
    let after = club.view();
    assert_eq!(after, before);
    // White's own token still seats them in their game.
    let (white, me) = tokens
        .iter()
        .map(|token| (token, club.get("/me", Some(token)).1))
        .find(|(_, me)| me["side"] == "white")
        .expect("a player with White");
    let game = me["game"].as_str().expect("game").to_string();
    let (status, state) = call(
        &club.store,
        "GET",
        &format!("/api/games/{game}"),
        &Value::Null,
        None,
    );
    assert_eq!(
        (status, state["rules"].as_str()),
        (200, Some("linear2")),
        "{state}"
    );
    assert_eq!(play(&club.store, &game, white, "e4").0, 200);
    drop(club);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn players_registered_at_once_are_all_kept_with_numbers_of_their_own() {
    let club = Club::swiss(3);
    let answers: Vec<(u16, Value)> = std::thread::scope(|scope| {
        let club = &club;
        let workers: Vec<_> = EIGHT
            .iter()
            .map(|name| scope.spawn(move || club.act("players", &json!({ "name": name }))))
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("thread"))
            .collect()
    });
    let mut numbers: Vec<u64> = answers
        .iter()
        .map(|(status, answer)| {
            assert_eq!(*status, 201, "{answer}");
            answer["player"]["number"].as_u64().expect("number")
        })
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=8).collect::<Vec<u64>>());
    let view = club.view();
    assert_eq!(view["players"].as_array().map(Vec::len), Some(8));
    assert_eq!(view["version"], 9, "one change each, none lost: {view}");
}

#[test]
fn a_round_robin_runs_to_its_end_and_a_swiss_takes_a_latecomer() {
    let club = Club::new(&json!({"name": "All play all", "rules": "immortal",
                                 "rounds": 1, "system": "round_robin"}));
    club.register(&EIGHT[..4]);
    assert_eq!(club.view()["rounds"], 3, "the Berger table's rounds");
    for round in 1..=3 {
        let view = club.ok("pair", &Value::Null);
        assert_eq!(view["round"], round);
        if round == 1 {
            club.refused(
                "players",
                &json!({"name": "Late"}),
                422,
                "registration_closed",
            );
        }
        finish_round(&club, "1-0");
    }
    let view = club.view();
    assert_eq!(view["state"], "finished", "{view}");
    assert_eq!(view["why_not"], "club.all_paired");
    club.refused("pair", &Value::Null, 422, "all_paired");

    let swiss = Club::swiss(3);
    swiss.register(&EIGHT[..4]);
    swiss.ok("pair", &Value::Null);
    finish_round(&swiss, "1/2-1/2");
    let late = swiss.ok("players", &json!({"name": "Late", "club": "Chess club"}));
    assert_eq!(late["player"]["number"], 5, "{late}");
    let view = swiss.ok("pair", &Value::Null);
    assert_eq!(view["players"].as_array().map(Vec::len), Some(5));
    // Round 1 counts nothing for the latecomer; with the fewest points,
    // they have round 2's pairing bye (five players).
    let byes = |round: usize| view["pairings"][round]["byes"][0].clone();
    assert_eq!(byes(0), json!({"player": 5, "kind": "zero", "points": 0.0}));
    assert_eq!(
        byes(1),
        json!({"player": 5, "kind": "pairing", "points": 1.0})
    );
}
