//! The board's HTTP API, as a pure function from a request to a response
//! (the server in [`crate::server`] only carries bytes).
//!
//! | method | path | body | answer |
//! |---|---|---|---|
//! | GET | `/` | | the page |
//! | GET | `/api/rules` | | the rule sets |
//! | POST | `/api/games` | `{"rules", "opponent"?, "computer_side"?, "strength"?, "fen"?, "pgn"?, "clock"?: {"initial", "increment"}}` (seconds) | 201 and the game |
//! | GET | `/api/games/{id}` | | the game |
//! | POST | `/api/games/{id}/move` | `{"from", "to", "promotion"?}` or `{"text"}` | the game |
//! | POST | `/api/games/{id}/computer` | | the computer moves if it is its turn |
//! | POST | `/api/games/{id}/undo` | | takes back the player's last move (and the computer's reply) |
//! | POST | `/api/games/{id}/fen` | `{"fen"}` | the game from that position |
//! | POST | `/api/games/{id}/pgn` | `{"pgn"}` | the game read from PGN |
//! | GET | `/api/games/{id}/pgn` | | the PGN text |
//! | POST | `/api/games/{id}/claim` | | claims a draw |
//! | POST | `/api/games/{id}/resign` | | the side to move resigns |
//! | POST | `/api/games/{id}/analysis` | `{"ply"?}` | the engine's score and best line for the position after `ply` moves (default: now) |
//!
//! Malformed requests get a 4xx answer `{"error": "..."}`: 400 for a bad
//! body, 404 for an unknown path or game, 405 with `Allow` for a method the
//! path does not take (`HEAD` goes wherever `GET` does), 422 for a
//! move or position the rules refuse (with the reason the crates give).

use std::sync::PoisonError;

use danilchuk_board::{Color, Role, Square};
use serde::{Deserialize, Serialize};

use crate::assets;
use crate::http::RequestHead;
use crate::{
    new_table, table_from_pgn, Computer, Opponent, Rules, Session, SessionStore, Snapshot,
    Strength, TimeControl,
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
    /// The methods the path takes, sent as `Allow` with a 405.
    pub allow: Option<&'static str>,
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
    pub(crate) fn new(status: u16, message: impl Into<String>) -> ApiError {
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
            allow: None,
        },
        Err(e) => Response {
            status: 500,
            content_type: "text/plain; charset=utf-8",
            body: format!("cannot write JSON: {e}").into_bytes(),
            allow: None,
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
    /// The clocks, if the game has a time control.
    clock: Option<ClockView>,
    #[serde(flatten)]
    snapshot: Snapshot,
}

#[derive(Serialize)]
struct ClockView {
    initial_ms: u128,
    increment_ms: u128,
    white_ms: u128,
    black_ms: u128,
    /// The side whose clock runs (none once the game is over).
    running: Option<&'static str>,
    /// The side whose time ran out.
    flagged: Option<&'static str>,
}

const fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
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
    #[serde(default)]
    clock: Option<ClockBody>,
}

/// A time control in whole seconds: `{"initial": 300, "increment": 3}` is 5+3.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClockBody {
    initial: u64,
    #[serde(default)]
    increment: u64,
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

/// The engine's node budget for one analysis (a second or so).
const ANALYSIS_NODES: u64 = 200_000;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnalysisBody {
    #[serde(default)]
    ply: Option<usize>,
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

/// A JSON object body (an empty body reads as `{}`). Only an object:
/// serde would otherwise read a struct from an array (`[]` as all fields
/// left out).
fn parse_body<'a, T: Deserialize<'a>>(body: &'a [u8]) -> Result<T, ApiError> {
    let first = body.iter().find(|b| !b.is_ascii_whitespace());
    let body = match first {
        None => b"{}".as_slice(),
        Some(b'{') => body,
        Some(_) => {
            return Err(ApiError::bad_request(
                "the body must be a JSON object such as {\"rules\": \"chess\"}",
            ))
        }
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

/// Answers one request whose head the server has read: refuses a `Host`
/// that is not this board on loopback (421), then routes it. Never panics
/// on what a client sends.
pub fn respond(store: &SessionStore, port: u16, head: &RequestHead, body: &[u8]) -> Response {
    if !host_allowed(head.header("host"), port) {
        return ApiError::new(421, "this board answers only to 127.0.0.1 and localhost").response();
    }
    handle(store, &head.method, &head.target, body)
}

/// Whether the `Host` header names this server on loopback (a page of
/// another site that resolves its name to 127.0.0.1 is refused).
fn host_allowed(host: Option<&str>, port: u16) -> bool {
    match host {
        // HTTP/1.0 clients may send none.
        None => true,
        Some(host) => [format!("127.0.0.1:{port}"), format!("localhost:{port}")]
            .iter()
            .any(|ok| host.eq_ignore_ascii_case(ok)),
    }
}

/// Answers one request given its method, target and body. Never panics on
/// what a client sends.
pub fn handle(store: &SessionStore, method: &str, path: &str, body: &[u8]) -> Response {
    match route(store, method, path, body) {
        Ok(response) => response,
        Err(e) => e.response(),
    }
}

/// What a known path names.
enum Resource<'a> {
    Asset(assets::Asset),
    Rules,
    Games,
    Game(&'a str),
    GameAction(&'a str, Action),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Action {
    Move,
    Computer,
    Undo,
    Fen,
    Pgn,
    Claim,
    Resign,
    Analysis,
}

impl Action {
    fn from_name(name: &str) -> Option<Action> {
        Some(match name {
            "move" => Action::Move,
            "computer" => Action::Computer,
            "undo" => Action::Undo,
            "fen" => Action::Fen,
            "pgn" => Action::Pgn,
            "claim" => Action::Claim,
            "resign" => Action::Resign,
            "analysis" => Action::Analysis,
            _ => return None,
        })
    }
}

impl Resource<'_> {
    /// The methods this path takes, as the `Allow` header lists them.
    fn allow(&self) -> &'static str {
        match self {
            Resource::Asset(_) | Resource::Rules | Resource::Game(_) => "GET, HEAD",
            Resource::GameAction(_, Action::Pgn) => "GET, HEAD, POST",
            Resource::Games | Resource::GameAction(..) => "POST",
        }
    }
}

fn resource<'a>(parts: &[&'a str]) -> Option<Resource<'a>> {
    Some(match parts {
        [] | ["index.html"] => Resource::Asset(assets::PAGE),
        [name] => Resource::Asset(assets::find(name)?),
        ["api", "rules"] => Resource::Rules,
        ["api", "games"] => Resource::Games,
        ["api", "games", id] => Resource::Game(id),
        ["api", "games", id, action] => Resource::GameAction(id, Action::from_name(action)?),
        _ => return None,
    })
}

fn route(
    store: &SessionStore,
    method: &str,
    path: &str,
    body: &[u8],
) -> Result<Response, ApiError> {
    let path = path.split(['?', '#']).next().unwrap_or("");
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    let Some(resource) = resource(&parts) else {
        let what = if parts.first() == Some(&"api") {
            "no such API path"
        } else {
            "no such page"
        };
        return Err(ApiError::new(404, format!("{what}: {path}")));
    };
    let allow = resource.allow();
    // HEAD is GET without the body (the server leaves it out).
    let method = if method == "HEAD" && allow.contains("HEAD") {
        "GET"
    } else {
        method
    };
    if !allow.split(", ").any(|m| m == method) {
        let mut refused = ApiError::new(
            405,
            format!("{method} is not allowed on {path}; it takes {allow}"),
        )
        .response();
        refused.allow = Some(allow);
        // An answer, not an `ApiError`: it carries the `Allow` header.
        return Ok(refused);
    }
    match resource {
        Resource::Asset(file) => Ok(asset(file)),
        Resource::Rules => Ok(json(200, &rules_list())),
        Resource::Games => new_game(store, body),
        Resource::Game(id) => game_route(store, method, id, None, body),
        Resource::GameAction(id, action) => game_route(store, method, id, Some(action), body),
    }
}

fn asset(file: assets::Asset) -> Response {
    Response {
        status: 200,
        content_type: file.content_type,
        body: file.body.as_bytes().to_vec(),
        allow: None,
    }
}

#[derive(Serialize)]
struct RuleChoice {
    name: &'static str,
    title: &'static str,
}

fn rules_list() -> Vec<RuleChoice> {
    Rules::ALL
        .into_iter()
        .map(|r| RuleChoice {
            name: r.name(),
            title: crate::table::rules_title(r),
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
            let rules: Rules = request
                .rules
                .as_deref()
                .unwrap_or("chess")
                .parse()
                .map_err(|e: danilchuk_variant::UnknownRules| {
                    ApiError::bad_request(e.to_string())
                })?;
            new_table(rules, fen.as_deref()).map_err(|e| ApiError::refused(e.0))?
        }
    };
    let session = match request.clock {
        None => Session::new(table, opponent),
        Some(ClockBody { initial, increment }) => {
            let control = TimeControl::from_seconds(initial, increment).ok_or_else(|| {
                ApiError::bad_request(format!(
                    "clock: {initial}+{increment} is not a time control (1 s to 3 h, and at most 600 s a move)"
                ))
            })?;
            Session::with_clock(table, opponent, control)
        }
    };
    let id = store.insert(session);
    let session = store
        .get(&id)
        .ok_or_else(|| ApiError::new(503, "the game was replaced at once: too many games"))?;
    let session = session.lock().unwrap_or_else(PoisonError::into_inner);
    Ok(answer(201, &id, &session, 0, 0))
}

fn answer(status: u16, id: &str, session: &Session, played: usize, undone: usize) -> Response {
    let mut snapshot = session.table.snapshot();
    let turn = session.table.turn();
    if let (Some(flagged), Some(outcome)) = (session.flagged(), snapshot.outcome.as_mut()) {
        outcome.text = format!(
            "{} wins on time: {}'s time ran out",
            side_name(!flagged),
            side_name(flagged)
        );
    }
    let over = snapshot.outcome.is_some();
    let clock = session.clock().map(|clock| ClockView {
        initial_ms: clock.control().initial.as_millis(),
        increment_ms: clock.control().increment.as_millis(),
        white_ms: clock.left(Color::White, turn).as_millis(),
        black_ms: clock.left(Color::Black, turn).as_millis(),
        running: (!over).then_some(side_name(turn)),
        flagged: session.flagged().map(side_name),
    });
    json(
        status,
        &GameAnswer {
            id,
            opponent: opponent_view(session.opponent),
            played,
            undone,
            clock,
            snapshot,
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
    action: Option<Action>,
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
    // A flag that fell since the last request ends the game first.
    session.check_clock();
    // `route` has checked the method against the path's `Allow`.
    match (action, method) {
        (None, _) => Ok(answer(200, id, session, 0, 0)),
        (Some(Action::Move), _) => {
            let request: MoveBody = parse_body(body)?;
            let mover = session.table.turn();
            play(session, &request)?;
            session.moved(mover);
            Ok(answer(200, id, session, 1, 0))
        }
        (Some(Action::Computer), _) => {
            let played = session.let_computer_move();
            Ok(answer(200, id, session, played, 0))
        }
        (Some(Action::Undo), _) => {
            let undone = session.undo();
            Ok(answer(200, id, session, 0, undone))
        }
        (Some(Action::Fen), _) => {
            let request: FenBody = parse_body(body)?;
            let rules = session.table.rules();
            session.table =
                new_table(rules, Some(&request.fen)).map_err(|e| ApiError::refused(e.0))?;
            session.restart_clock();
            Ok(answer(200, id, session, 0, 0))
        }
        (Some(Action::Pgn), "GET") => {
            let text = session.pgn().map_err(|e| ApiError::refused(e.0))?;
            Ok(Response {
                status: 200,
                content_type: "application/x-chess-pgn; charset=utf-8",
                body: text.into_bytes(),
                allow: None,
            })
        }
        (Some(Action::Pgn), _) => {
            let request: PgnBody = parse_body(body)?;
            session.table = table_from_pgn(&request.pgn).map_err(|e| ApiError::refused(e.0))?;
            session.restart_clock();
            Ok(answer(200, id, session, 0, 0))
        }
        (Some(Action::Claim), _) => {
            session
                .table
                .claim_draw()
                .map_err(|e| ApiError::refused(e.0))?;
            Ok(answer(200, id, session, 0, 0))
        }
        (Some(Action::Analysis), _) => {
            let request: AnalysisBody = parse_body(body)?;
            let ply = request.ply.unwrap_or_else(|| session.table.ply());
            let view = session
                .table
                .analyse(ply, ANALYSIS_NODES)
                .map_err(|e| ApiError::refused(e.0))?;
            Ok(json(200, &view))
        }
        (Some(Action::Resign), _) => {
            session.table.resign().map_err(|e| ApiError::refused(e.0))?;
            Ok(answer(200, id, session, 0, 0))
        }
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
