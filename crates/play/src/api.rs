//! The board's HTTP API, as a pure function from a request to a response
//! (the server in [`crate::server`] only carries bytes).
//!
//! | method | path | body | answer |
//! |---|---|---|---|
//! | GET | `/` | | the page |
//! | GET | `/api/rules` | | the rule sets |
//! | POST | `/api/games` | `{"rules", "opponent"?, "computer_side"?, "strength"?, "fen"?, "pgn"?}` | 201 and the game |
//! | GET | `/api/games/{id}` | | the game |
//! | POST | `/api/games/{id}/move` | `{"from", "to", "promotion"?}` or `{"text"}` | the game |
//! | POST | `/api/games/{id}/computer` | | the computer moves if it is its turn |
//! | POST | `/api/games/{id}/undo` | | takes back the player's last move (and the computer's reply) |
//! | POST | `/api/games/{id}/fen` | `{"fen"}` | the game from that position |
//! | POST | `/api/games/{id}/pgn` | `{"pgn"}` | the game read from PGN |
//! | GET | `/api/games/{id}/pgn` | | the PGN text |
//! | POST | `/api/games/{id}/claim` | | claims a draw |
//! | POST | `/api/games/{id}/resign` | | the side to move resigns |
//!
//! Malformed requests get a 4xx answer `{"error": "..."}`: 400 for a bad
//! body, 404 for an unknown path or game, 405 for a wrong method, 422 for a
//! move or position the rules refuse (with the reason the crates give).

use std::sync::PoisonError;

use danilchuk_board::{Color, Role, Square};
use serde::{Deserialize, Serialize};

use crate::assets;
use crate::{
    new_table, table_from_pgn, Computer, Opponent, RuleSet, Session, SessionStore, Snapshot,
    Strength,
};

/// An answer to a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    /// The HTTP status.
    pub status: u16,
    /// The `Content-Type`.
    pub content_type: &'static str,
    /// The body.
    pub body: Vec<u8>,
}

/// A request the API refuses: its status and message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{status}: {message}")]
pub struct ApiError {
    /// The HTTP status (4xx).
    pub status: u16,
    /// Why, in words.
    pub message: String,
}

impl ApiError {
    fn new(status: u16, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
        }
    }

    fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(400, message)
    }

    fn refused(message: impl Into<String>) -> ApiError {
        ApiError::new(422, message)
    }

    /// The answer that carries this error.
    pub fn response(&self) -> Response {
        #[derive(Serialize)]
        struct Body<'a> {
            error: &'a str,
        }
        json(
            self.status,
            &Body {
                error: &self.message,
            },
        )
    }
}

fn json<T: Serialize>(status: u16, value: &T) -> Response {
    match serde_json::to_vec(value) {
        Ok(body) => Response {
            status,
            content_type: "application/json; charset=utf-8",
            body,
        },
        Err(e) => Response {
            status: 500,
            content_type: "text/plain; charset=utf-8",
            body: format!("cannot write JSON: {e}").into_bytes(),
        },
    }
}

/// The game as the API sends it.
#[derive(Serialize)]
struct GameAnswer<'a> {
    id: &'a str,
    opponent: OpponentView,
    /// Moves this request played (0 or 1), the last of `history`; the
    /// page animates it.
    played: usize,
    /// Moves this request took back.
    undone: usize,
    #[serde(flatten)]
    snapshot: Snapshot,
}

#[derive(Serialize)]
struct OpponentView {
    kind: &'static str,
    side: Option<&'static str>,
    strength: Option<u8>,
    name: &'static str,
}

fn opponent_view(opponent: Opponent) -> OpponentView {
    match opponent {
        Opponent::Person => OpponentView {
            kind: "person",
            side: None,
            strength: None,
            name: "a person at this screen",
        },
        Opponent::Computer { side, strength } => OpponentView {
            kind: "computer",
            side: Some(match side {
                Color::White => "white",
                Color::Black => "black",
            }),
            strength: Some(strength.level()),
            name: Computer::NAME,
        },
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGame {
    #[serde(default)]
    rules: Option<String>,
    #[serde(default)]
    opponent: Option<String>,
    #[serde(default)]
    computer_side: Option<String>,
    #[serde(default)]
    strength: Option<u8>,
    #[serde(default)]
    fen: Option<String>,
    #[serde(default)]
    pgn: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveBody {
    #[serde(default)]
    from: Option<String>,
    #[serde(default)]
    to: Option<String>,
    #[serde(default)]
    promotion: Option<String>,
    #[serde(default)]
    text: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FenBody {
    fen: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PgnBody {
    pgn: String,
}

fn parse_body<'a, T: Deserialize<'a>>(body: &'a [u8]) -> Result<T, ApiError> {
    let body = if body.iter().all(u8::is_ascii_whitespace) {
        b"{}".as_slice()
    } else {
        body
    };
    serde_json::from_slice(body)
        .map_err(|e| ApiError::bad_request(format!("malformed JSON body: {e}")))
}

fn parse_square(text: &str, field: &str) -> Result<Square, ApiError> {
    text.parse()
        .map_err(|_| ApiError::bad_request(format!("{field}: {text:?} is not a square such as e4")))
}

fn parse_color(text: &str) -> Result<Color, ApiError> {
    match text {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(ApiError::bad_request(format!(
            "computer_side: {text:?} is neither white nor black"
        ))),
    }
}

fn parse_opponent(body: &NewGame) -> Result<Opponent, ApiError> {
    match body.opponent.as_deref().unwrap_or("person") {
        "person" | "human" => Ok(Opponent::Person),
        "computer" | "engine" => {
            let side = parse_color(body.computer_side.as_deref().unwrap_or("black"))?;
            let strength = match body.strength {
                None => Strength::DEFAULT,
                Some(level) => Strength::new(level).ok_or_else(|| {
                    ApiError::bad_request(format!(
                        "strength: {level} is not within {}..={}",
                        Strength::MIN.level(),
                        Strength::MAX.level()
                    ))
                })?,
            };
            Ok(Opponent::Computer { side, strength })
        }
        other => Err(ApiError::bad_request(format!(
            "opponent: {other:?} is neither person nor computer"
        ))),
    }
}

/// Answers one request. Never panics on what a client sends.
pub fn handle(store: &SessionStore, method: &str, path: &str, body: &[u8]) -> Response {
    match route(store, method, path, body) {
        Ok(response) => response,
        Err(e) => e.response(),
    }
}

fn route(
    store: &SessionStore,
    method: &str,
    path: &str,
    body: &[u8],
) -> Result<Response, ApiError> {
    let path = path.split(['?', '#']).next().unwrap_or("");
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    match (method, parts.as_slice()) {
        ("GET" | "HEAD", []) | ("GET" | "HEAD", ["index.html"]) => Ok(asset(assets::PAGE)),
        ("GET" | "HEAD", [name]) => assets::find(name)
            .map(asset)
            .ok_or_else(|| ApiError::new(404, format!("no such file: /{name}"))),
        ("GET", ["api", "rules"]) => Ok(json(200, &rules_list())),
        ("POST", ["api", "games"]) => new_game(store, body),
        (_, ["api", "games", id, rest @ ..]) => game_route(store, method, id, rest, body),
        (_, ["api", ..]) => Err(ApiError::new(404, format!("no such API path: {path}"))),
        ("GET" | "HEAD", _) => Err(ApiError::new(404, format!("no such page: {path}"))),
        _ => Err(ApiError::new(
            405,
            format!("{method} is not allowed on {path}"),
        )),
    }
}

fn asset(file: assets::Asset) -> Response {
    Response {
        status: 200,
        content_type: file.content_type,
        body: file.body.as_bytes().to_vec(),
    }
}

#[derive(Serialize)]
struct RuleChoice {
    name: &'static str,
    title: &'static str,
}

fn rules_list() -> Vec<RuleChoice> {
    RuleSet::ALL
        .into_iter()
        .map(|r| RuleChoice {
            name: r.name(),
            title: r.title(),
        })
        .collect()
}

fn new_game(store: &SessionStore, body: &[u8]) -> Result<Response, ApiError> {
    let request: NewGame = parse_body(body)?;
    let opponent = parse_opponent(&request)?;
    let table = match (&request.pgn, &request.fen) {
        (Some(_), Some(_)) => {
            return Err(ApiError::bad_request("give a fen or a pgn, not both"));
        }
        (Some(pgn), None) => table_from_pgn(pgn).map_err(|e| ApiError::refused(e.0))?,
        (None, fen) => {
            let rules: RuleSet = request
                .rules
                .as_deref()
                .unwrap_or("chess")
                .parse()
                .map_err(|e: crate::UnknownRuleSet| ApiError::bad_request(e.to_string()))?;
            new_table(rules, fen.as_deref()).map_err(|e| ApiError::refused(e.0))?
        }
    };
    let id = store.insert(Session::new(table, opponent));
    let session = store
        .get(&id)
        .ok_or_else(|| ApiError::new(503, "the game was replaced at once: too many games"))?;
    let session = session.lock().unwrap_or_else(PoisonError::into_inner);
    Ok(answer(201, &id, &session, 0, 0))
}

fn answer(status: u16, id: &str, session: &Session, played: usize, undone: usize) -> Response {
    json(
        status,
        &GameAnswer {
            id,
            opponent: opponent_view(session.opponent),
            played,
            undone,
            snapshot: session.table.snapshot(),
        },
    )
}

fn valid_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

fn game_route(
    store: &SessionStore,
    method: &str,
    id: &str,
    rest: &[&str],
    body: &[u8],
) -> Result<Response, ApiError> {
    let not_found = || {
        ApiError::new(
            404,
            "no such game (it may have been replaced by newer ones)",
        )
    };
    if !valid_id(id) {
        return Err(not_found());
    }
    let session = store.get(id).ok_or_else(not_found)?;
    let mut session = session.lock().unwrap_or_else(PoisonError::into_inner);
    let session = &mut *session;
    match (method, rest) {
        ("GET", []) => Ok(answer(200, id, session, 0, 0)),
        ("POST", ["move"]) => {
            let request: MoveBody = parse_body(body)?;
            play(session, &request)?;
            Ok(answer(200, id, session, 1, 0))
        }
        ("POST", ["computer"]) => {
            let played = session.let_computer_move();
            Ok(answer(200, id, session, played, 0))
        }
        ("POST", ["undo"]) => {
            let undone = session.undo();
            Ok(answer(200, id, session, 0, undone))
        }
        ("POST", ["fen"]) => {
            let request: FenBody = parse_body(body)?;
            let rules = session.table.rules();
            session.table =
                new_table(rules, Some(&request.fen)).map_err(|e| ApiError::refused(e.0))?;
            Ok(answer(200, id, session, 0, 0))
        }
        ("POST", ["pgn"]) => {
            let request: PgnBody = parse_body(body)?;
            session.table = table_from_pgn(&request.pgn).map_err(|e| ApiError::refused(e.0))?;
            Ok(answer(200, id, session, 0, 0))
        }
        ("GET", ["pgn"]) => {
            let text = session.table.pgn().map_err(|e| ApiError::refused(e.0))?;
            Ok(Response {
                status: 200,
                content_type: "application/x-chess-pgn; charset=utf-8",
                body: text.into_bytes(),
            })
        }
        ("POST", ["claim"]) => {
            session
                .table
                .claim_draw()
                .map_err(|e| ApiError::refused(e.0))?;
            Ok(answer(200, id, session, 0, 0))
        }
        ("POST", ["resign"]) => {
            session.table.resign().map_err(|e| ApiError::refused(e.0))?;
            Ok(answer(200, id, session, 0, 0))
        }
        (_, [] | ["move" | "computer" | "undo" | "fen" | "pgn" | "claim" | "resign"]) => {
            Err(ApiError::new(405, format!("{method} is not allowed here")))
        }
        _ => Err(ApiError::new(404, "no such API path")),
    }
}

fn play(session: &mut Session, request: &MoveBody) -> Result<(), ApiError> {
    if let Opponent::Computer { side, .. } = session.opponent {
        if session.table.turn() == side && !session.table.is_over() {
            return Err(ApiError::refused("it is the computer's turn"));
        }
    }
    match request {
        MoveBody {
            text: Some(text),
            from: None,
            to: None,
            promotion: None,
        } => session.table.play_text(text).map_err(|e| ApiError::refused(e.0)),
        MoveBody {
            text: None,
            from: Some(from),
            to: Some(to),
            promotion,
        } => {
            let from = parse_square(from, "from")?;
            let to = parse_square(to, "to")?;
            let promotion = match promotion.as_deref() {
                None => None,
                Some(p) => {
                    let mut chars = p.chars();
                    match (chars.next().and_then(Role::from_char), chars.next()) {
                        (Some(role), None) if role != Role::Pawn => Some(role),
                        _ => {
                            return Err(ApiError::bad_request(format!(
                                "promotion: {p:?} is not one of q, r, b, n, k"
                            )))
                        }
                    }
                }
            };
            session
                .table
                .play_squares(from, to, promotion)
                .map_err(|e| ApiError::refused(e.0))
        }
        _ => Err(ApiError::bad_request(
            "a move is {\"from\": \"e2\", \"to\": \"e4\"} (with \"promotion\" if needed) or {\"text\": \"e4\"}",
        )),
    }
}
