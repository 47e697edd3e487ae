//! A club championship driven through the board's tournament API
//! (`/api/tournaments`, docs: club-spec), as the organiser's page and the
//! players' personal links drive it: the organiser's token for the
//! organiser's actions, each player's own token for their games.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use danilchuk_pairings::Tournament;
use danilchuk_testkit::{require_program, require_python_module, Install};
use serde_json::{json, Value};

use super::{call, call_as, try_call_as, Answer};

/// A tournament made through the API, with the organiser's token.
pub struct Championship {
    pub addr: SocketAddr,
    pub id: String,
    pub organiser: String,
}

/// A round's games (white, black) sorted, and its pairing-allocated bye.
pub type Pairing = (Vec<(u32, u32)>, Option<u32>);

/// One board of a round as the tournament answer lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    pub board: u64,
    pub white: u32,
    pub black: u32,
    pub game: Option<String>,
    pub result: Option<String>,
    pub by: Option<String>,
}

impl Championship {
    /// `POST /api/tournaments` with `body`, which must be made (201).
    pub fn create(addr: SocketAddr, body: &Value) -> (Championship, Value) {
        let answer = call(addr, "POST", "/api/tournaments", Some(&body.to_string()));
        assert_eq!(answer.status, 201, "create: {}", answer.text());
        let made = answer.json();
        let id = made["id"].as_str().expect("an id").to_string();
        let organiser = made["organiser_token"]
            .as_str()
            .expect("the organiser's token")
            .to_string();
        let championship = Championship {
            addr,
            id,
            organiser,
        };
        (championship, made)
    }

    /// An organiser's `POST /api/tournaments/{id}/{action}`, or why it got
    /// no answer (the board may be killed under it).
    pub fn try_organise(&self, action: &str, body: &Value) -> Result<Answer, String> {
        try_call_as(
            self.addr,
            "POST",
            &format!("/api/tournaments/{}/{action}", self.id),
            Some(&body.to_string()),
            Some(&self.organiser),
        )
    }

    /// An organiser's action, answered.
    pub fn organise(&self, action: &str, body: &Value) -> Answer {
        self.try_organise(action, body)
            .unwrap_or_else(|e| panic!("{action}: {e}"))
    }

    /// An organiser's action that must succeed (200 or 201): its answer.
    pub fn must(&self, action: &str, body: &Value) -> Value {
        let answer = self.organise(action, body);
        assert!(
            answer.status == 200 || answer.status == 201,
            "{action} {body}: {} {}",
            answer.status,
            answer.text()
        );
        answer.json()
    }

    /// Registers a player: their start number and personal token.
    pub fn register(&self, name: &str, rating: Option<u32>, club: Option<&str>) -> (u32, String) {
        let body = json!({ "name": name, "rating": rating, "club": club });
        let answer = self.organise("players", &body);
        assert_eq!(answer.status, 201, "register {name}: {}", answer.text());
        let made = answer.json();
        let number = made["player"]["number"].as_u64().expect("a start number") as u32;
        let token = made["token"].as_str().expect("a token").to_string();
        (number, token)
    }

    /// The tournament as the server answers it now.
    pub fn get(&self) -> Value {
        let answer = call(
            self.addr,
            "GET",
            &format!("/api/tournaments/{}", self.id),
            None,
        );
        assert_eq!(answer.status, 200, "{}", answer.text());
        answer.json()
    }

    /// `GET /api/tournaments/{id}/{what}` as text (`trf`, `pgn`).
    pub fn text(&self, what: &str) -> String {
        let path = format!("/api/tournaments/{}/{what}", self.id);
        let answer = call(self.addr, "GET", &path, None);
        assert_eq!(answer.status, 200, "{path}: {}", answer.text());
        answer.text()
    }

    /// `GET /api/tournaments/{id}/me` with a player's token.
    pub fn me(&self, token: &str) -> Value {
        let path = format!("/api/tournaments/{}/me", self.id);
        let answer = call_as(self.addr, "GET", &path, None, Some(token));
        assert_eq!(answer.status, 200, "{path}: {}", answer.text());
        answer.json()
    }

    /// The TRF export read back by the pairing crate.
    pub fn trf(&self) -> Tournament {
        let text = self.text("trf");
        Tournament::from_trf(&text).unwrap_or_else(|e| panic!("the TRF export reads: {e}\n{text}"))
    }

    /// The arbiter's result for the board where `white` has white in
    /// `round`.
    pub fn enter(&self, round: u32, white: u32, result: &str) -> Value {
        self.enter_value(round, white, &json!(result))
    }

    /// [`Championship::enter`] with the result as JSON (`null` clears the
    /// arbiter's entry).
    pub fn enter_value(&self, round: u32, white: u32, result: &Value) -> Value {
        let board = board_of(&self.get(), round, white).board;
        self.must(
            "result",
            &json!({ "round": round, "board": board, "result": result }),
        )
    }
}

/// The boards of `round` (1-based) in a tournament answer.
pub fn boards(tournament: &Value, round: u32) -> Vec<Board> {
    let rounds = tournament["pairings"].as_array().expect("pairings");
    let listed = rounds
        .iter()
        .find(|r| r["round"] == round)
        .unwrap_or_else(|| panic!("no round {round} in {tournament}"));
    listed["boards"]
        .as_array()
        .expect("boards")
        .iter()
        .map(|b| Board {
            board: b["board"].as_u64().expect("a board number"),
            white: b["white"].as_u64().expect("white") as u32,
            black: b["black"].as_u64().expect("black") as u32,
            game: b["game"].as_str().map(String::from),
            result: b["result"].as_str().map(String::from),
            by: b["by"].as_str().map(String::from),
        })
        .collect()
}

/// The byes of `round`: (player, kind) sorted.
pub fn byes(tournament: &Value, round: u32) -> Vec<(u32, String)> {
    let rounds = tournament["pairings"].as_array().expect("pairings");
    let listed = rounds
        .iter()
        .find(|r| r["round"] == round)
        .unwrap_or_else(|| panic!("no round {round}"));
    let mut byes: Vec<(u32, String)> = listed["byes"]
        .as_array()
        .map(|byes| {
            byes.iter()
                .map(|b| {
                    (
                        b["player"].as_u64().expect("a player") as u32,
                        b["kind"].as_str().expect("a kind").to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    byes.sort();
    byes
}

/// The games of `round` as (white, black), sorted.
pub fn games_of(tournament: &Value, round: u32) -> Vec<(u32, u32)> {
    let mut games: Vec<(u32, u32)> = boards(tournament, round)
        .iter()
        .map(|b| (b.white, b.black))
        .collect();
    games.sort_unstable();
    games
}

/// The board of `round` where `white` has white.
pub fn board_of(tournament: &Value, round: u32, white: u32) -> Board {
    boards(tournament, round)
        .into_iter()
        .find(|b| b.white == white)
        .unwrap_or_else(|| panic!("player {white} has no white board in round {round}"))
}

/// What the pairing crate (the `danilchuk-pairings --dutch` program reads
/// the file with the same `Tournament::from_trf` and pairs it with the
/// same `next_round`) pairs next from a TRF export, with `absent` players
/// (withdrawn) and `half_byes` (requested for the round) marked, which
/// TRF-16 has no line for: the games (white, black) sorted, and the bye.
pub fn dutch_from_trf(mut tournament: Tournament, absent: &[u32], half_byes: &[u32]) -> Pairing {
    let round = tournament.rounds_played() + 1;
    for &player in absent {
        tournament.player_mut(player).expect("a player").withdrawn = true;
    }
    for &player in half_byes {
        tournament
            .player_mut(player)
            .expect("a player")
            .requested_byes
            .push(round);
    }
    let pairing = tournament
        .next_round()
        .unwrap_or_else(|e| panic!("the pairing crate pairs round {round}: {e}"));
    let mut games: Vec<(u32, u32)> = pairing.pairs.iter().map(|p| (p.white, p.black)).collect();
    games.sort_unstable();
    (games, pairing.bye)
}

/// Plays `moves` (SAN) in `game`, each by the token of the side to move,
/// White first; every one must be accepted. The game after the last.
pub fn play(addr: SocketAddr, game: &str, white: &str, black: &str, moves: &[&str]) -> Value {
    let mut state = Value::Null;
    for (ply, text) in moves.iter().enumerate() {
        let token = if ply % 2 == 0 { white } else { black };
        state = game_action(addr, game, "move", &json!({ "text": text }), token);
    }
    state
}

/// `POST /api/games/{game}/{action}` with a player's token, which must be
/// accepted (200): the game.
pub fn game_action(addr: SocketAddr, game: &str, action: &str, body: &Value, token: &str) -> Value {
    let path = format!("/api/games/{game}/{action}");
    let answer = call_as(addr, "POST", &path, Some(&body.to_string()), Some(token));
    assert_eq!(answer.status, 200, "{action} {body}: {}", answer.text());
    answer.json()
}

/// The game as the server has it.
pub fn game(addr: SocketAddr, id: &str) -> Value {
    let answer = call(addr, "GET", &format!("/api/games/{id}"), None);
    assert_eq!(answer.status, 200, "game {id}: {}", answer.text());
    answer.json()
}

/// The moves of a game as the server has them (UCI).
pub fn moves_of(game: &Value) -> Vec<String> {
    game["history"]
        .as_array()
        .expect("a history")
        .iter()
        .map(|m| m["uci"].as_str().expect("uci").to_string())
        .collect()
}

/// caissify-pairings' checker on the TRF so far: every round equal to
/// what its Dutch engine pairs.
pub fn caissify_check(trf: &str, rounds: u32) {
    // Looked up once: one SKIPPED line without it, not one a round.
    static CHECK: OnceLock<Option<PathBuf>> = OnceLock::new();
    let found = CHECK.get_or_init(|| {
        require_program("caissify-pairings-check", Install::Pip("caissify-pairings"))
    });
    let Some(check) = found else {
        return;
    };
    let dir = super::TempDir::new("caissify");
    let file = dir.path().join("club.trf");
    std::fs::write(&file, trf).expect("write the TRF");
    let output = Command::new(check)
        .arg(&file)
        .output()
        .expect("caissify-pairings-check runs");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "caissify-pairings-check:\n{said}\n{trf}"
    );
    assert!(
        said.contains(&format!("Summary: {rounds}/{rounds} rounds match")),
        "{said}"
    );
    println!(
        "caissify-pairings-check: {}",
        said.lines().last().unwrap_or("")
    );
}

/// The all-games PGN read by python-chess: per game its tags Event,
/// Round, White, Black, Result, its number of moves and its errors.
pub fn python_chess_games(pgn: &str) -> Option<Vec<Value>> {
    let python = require_python_module("chess", Install::Pip("chess"))?;
    let script = r#"
import json, sys, chess.pgn, io
text = sys.stdin.read()
stream = io.StringIO(text)
games = []
while True:
    game = chess.pgn.read_game(stream)
    if game is None:
        break
    h = game.headers
    games.append({"event": h.get("Event"), "round": h.get("Round"), "white": h.get("White"),
                  "black": h.get("Black"), "result": h.get("Result"),
                  "plies": len(list(game.mainline_moves())),
                  "errors": [str(e) for e in game.errors]})
print(json.dumps(games))
"#;
    let mut child = Command::new(python)
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(pgn.as_bytes())
        .expect("the PGN to python");
    let output = child.wait_with_output().expect("python3 ends");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let games: Value = serde_json::from_slice(&output.stdout).expect("JSON from python");
    Some(games.as_array().expect("a list").clone())
}

/// What the `danilchuk-pairings --dutch FILE -p` program pairs next from
/// a TRF text: the games (white, black) sorted and the bye. The program
/// `cargo test --workspace` builds beside this package's (cargo does not
/// build another package's binary for this test alone), else one on
/// `PATH`; else `None` after one SKIPPED line (a failure under CI).
pub fn dutch_program(trf: &str) -> Option<Pairing> {
    static PROGRAM: OnceLock<Option<PathBuf>> = OnceLock::new();
    let program = PROGRAM.get_or_init(|| {
        let built = std::path::Path::new(env!("CARGO_BIN_EXE_danilchuk-play")).with_file_name(
            format!("danilchuk-pairings{}", std::env::consts::EXE_SUFFIX),
        );
        if built.is_file() {
            return Some(built);
        }
        require_program("danilchuk-pairings", Install::Build("danilchuk-pairings"))
    });
    let program = program.as_ref()?;
    let dir = super::TempDir::new("dutch");
    let file = dir.path().join("before.trf");
    std::fs::write(&file, trf).expect("write the TRF");
    let output = Command::new(program)
        .arg("--dutch")
        .arg(&file)
        .arg("-p")
        .output()
        .expect("danilchuk-pairings runs");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "danilchuk-pairings: {said}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut lines = said.lines();
    let count: usize = lines
        .next()
        .and_then(|l| l.trim().parse().ok())
        .expect("the number of pairs");
    let (mut games, mut bye) = (Vec::new(), None);
    for line in lines {
        let numbers: Vec<u32> = line
            .split_whitespace()
            .map(|n| n.parse().expect("a start number"))
            .collect();
        match numbers[..] {
            [player, 0] => bye = Some(player),
            [white, black] => games.push((white, black)),
            _ => panic!("not a pair: {line:?}"),
        }
    }
    assert_eq!(count, games.len() + usize::from(bye.is_some()), "{said}");
    games.sort_unstable();
    Some((games, bye))
}
