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
//! Every game answer carries the game's `version` and the moves from
//! `history_from` on. A request on a game (`GET` or an action) may say what
//! the asker already has, `?version=V&history_from=K` (the version it holds
//! and its number of moves): while those moves are still the game's, only
//! the later ones are sent, so that a window polling a long game each
//! second is not sent the whole game each time.
//!
//! Malformed requests get a 4xx answer `{"error": "..."}`: 400 for a bad
//! body or query, 404 for an unknown path or game, 405 with `Allow` for a
//! method the path does not take (`HEAD` goes wherever `GET` does), 422
//! for a move or position the rules refuse, with the reason the crates give
//! and, where a ruling of RULES.md decides, its id: `{"error": "...",
//! "rule": "I-3"}`.

use std::collections::BTreeMap;
use std::sync::PoisonError;

use danilchuk_board::{Color, Position, Role, Square};
use serde::{Deserialize, Serialize};

use crate::assets;
use crate::game_messages::{claim_message, outcome_message};
use crate::http::{HttpError, RequestHead};
use crate::texts::Message;
use crate::views::{color_name, rules_title};
use crate::{Opponent, Refusal, Rules, Session, SessionStore, Snapshot, Strength, TimeControl};

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

/// Why a request is answered with an error: the board refused what it
/// asks (422, the refusal carried typed to the answer), or the request
/// cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum ApiError {
    /// The board refused it.
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// The board refused it in a game of a rule set (which may name
    /// another ruling for it: [`Refusal::rule_in`]).
    #[error("{0}")]
    RefusedIn(Refusal, Rules),
    /// Not a request the board can read.
    #[error(transparent)]
    Request(#[from] HttpError),
}

impl ApiError {
    fn new(status: u16, message: impl Into<String>) -> ApiError {
        HttpError::new(status, message).into()
    }

    fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(400, message)
    }

    /// The same error, said of a game of `rules`.
    fn in_rules(self, rules: Rules) -> ApiError {
        match self {
            ApiError::Refused(refusal) => ApiError::RefusedIn(refusal, rules),
            other => other,
        }
    }

    fn status(&self) -> u16 {
        match self {
            ApiError::Refused(_) | ApiError::RefusedIn(..) => 422,
            ApiError::Request(e) => e.status,
        }
    }

    /// The answer that carries this error: its message in English, the
    /// ruling that decides a refusal, and the key of its text with the
    /// arguments (`code`, `args`) for the page to say it in its language.
    pub(crate) fn response(&self) -> Response {
        #[derive(Serialize)]
        struct Body<'a> {
            error: String,
            #[serde(skip_serializing_if = "Option::is_none")]
            rule: Option<&'a str>,
            code: &'static str,
            args: BTreeMap<&'static str, String>,
        }
        let (error, rule, message) = match self {
            ApiError::Refused(refusal) => (refusal.to_string(), refusal.rule(), refusal.message()),
            ApiError::RefusedIn(refusal, rules) => (
                refusal.to_string(),
                refusal.rule_in(*rules),
                refusal.message(),
            ),
            ApiError::Request(e) => (
                e.message.clone(),
                None,
                Message::new("request").with("detail", &e.message),
            ),
        };
        json(
            self.status(),
            &Body {
                error,
                rule,
                code: message.code,
                args: message.args,
            },
        )
    }
}

/// The answer to a request that cannot be read.
pub(crate) fn error_response(error: &HttpError) -> Response {
    ApiError::Request(error.clone()).response()
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
    /// How the game ended, as the key of its text and the arguments
    /// (group `outcome`), for the page to say in its language.
    outcome_message: Option<Message>,
    /// The draw the side to move may claim, as the key of its text (group
    /// `claim`).
    claim_message: Option<Message>,
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
            side: Some(color_name(side)),
            strength: Some(strength.level()),
            name: crate::computer::COMPUTER_NAME,
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
#[must_use]
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

/// Answers one request of the board's JSON API given its method, target
/// (a path, with a query if any) and body: what the board's server does
/// once it has read a request, for a program that serves the API itself.
/// Never panics on what a client sends.
///
/// ```
/// use danilchuk_play::{handle, SessionStore};
/// let store = SessionStore::default();
/// let created = handle(&store, "POST", "/api/games", br#"{"rules": "linear2"}"#);
/// assert_eq!(created.status, 201);
/// let refused = handle(&store, "POST", "/api/games", br#"{"rules": "xiangqi"}"#);
/// assert_eq!(refused.status, 400);
/// ```
#[must_use]
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
        [] => Resource::Asset(assets::PAGE),
        [name] => Resource::Asset(assets::find(name)?),
        ["i18n", name] => Resource::Asset(assets::find(&format!("i18n/{name}"))?),
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
    target: &str,
    body: &[u8],
) -> Result<Response, ApiError> {
    let target = target.split('#').next().unwrap_or("");
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
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
        Resource::Game(id) => game_route(store, method, id, None, known(query)?, body),
        Resource::GameAction(id, action) => {
            game_route(store, method, id, Some(action), known(query)?, body)
        }
    }
}

/// What the asker has of a game, from the query: its version and its
/// number of moves (`version=V&history_from=K`, both or neither; other
/// parameters are left alone).
fn known(query: &str) -> Result<Option<(u64, usize)>, ApiError> {
    let (mut version, mut moves) = (None, None);
    for pair in query.split('&') {
        let number = |value: &str| {
            value.parse::<u64>().map_err(|_| {
                ApiError::bad_request(format!("{pair:?} in the query is not a whole number"))
            })
        };
        match pair.split_once('=') {
            Some(("version", value)) => version = Some(number(value)?),
            Some(("history_from", value)) => {
                moves = Some(usize::try_from(number(value)?).unwrap_or(usize::MAX));
            }
            _ => {}
        }
    }
    match (version, moves) {
        (Some(version), Some(moves)) => Ok(Some((version, moves))),
        (None, None) => Ok(None),
        _ => Err(ApiError::bad_request(
            "the query gives both version and history_from, or neither",
        )),
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
            title: rules_title(r),
        })
        .collect()
}

fn new_game(store: &SessionStore, body: &[u8]) -> Result<Response, ApiError> {
    let request: NewGame = parse_body(body)?;
    let opponent = parse_opponent(&request)?;
    let session = match (&request.pgn, &request.fen) {
        (Some(_), Some(_)) => {
            return Err(ApiError::bad_request("give a fen or a pgn, not both"));
        }
        (Some(pgn), None) => Session::from_pgn(pgn, opponent)?,
        (None, fen) => {
            let rules: Rules = request
                .rules
                .as_deref()
                .unwrap_or("chess")
                .parse()
                .map_err(|e: danilchuk_variant::UnknownRules| {
                    ApiError::bad_request(e.to_string())
                })?;
            match fen {
                None => Session::new(rules, opponent),
                Some(fen) => Session::from_fen(rules, fen, opponent)?,
            }
        }
    };
    let session = match request.clock {
        None => session,
        Some(ClockBody { initial, increment }) => {
            let control = TimeControl::from_seconds(initial, increment).ok_or_else(|| {
                ApiError::bad_request(format!(
                    "clock: {initial}+{increment} is not a time control (1 s to 3 h, and at most 600 s a move)"
                ))
            })?;
            session.with_clock(control)
        }
    };
    let id = store.insert(session);
    let session = store
        .get(&id)
        .ok_or_else(|| ApiError::new(503, "the game was replaced at once: too many games"))?;
    let session = session.lock().unwrap_or_else(PoisonError::into_inner);
    Ok(answer(201, &id, &session, None, Change::default()))
}

/// What a request did to the game, for the page to animate.
#[derive(Clone, Copy, Default)]
struct Change {
    /// Moves played (0 or 1).
    played: usize,
    /// Moves taken back.
    undone: usize,
}

fn answer(
    status: u16,
    id: &str,
    session: &Session,
    known: Option<(u64, usize)>,
    change: Change,
) -> Response {
    let snapshot = match known {
        Some((version, moves)) => session.snapshot_since(version, moves),
        None => session.snapshot(),
    };
    let turn = session.game().position().turn();
    let over = snapshot.outcome.is_some();
    let clock = session.clock().map(|clock| ClockView {
        initial_ms: clock.control().initial.as_millis(),
        increment_ms: clock.control().increment.as_millis(),
        white_ms: clock.left(Color::White, turn).as_millis(),
        black_ms: clock.left(Color::Black, turn).as_millis(),
        running: (!over && clock.is_running()).then_some(color_name(turn)),
        flagged: session.flagged().map(color_name),
    });
    json(
        status,
        &GameAnswer {
            id,
            opponent: opponent_view(session.opponent()),
            played: change.played,
            undone: change.undone,
            clock,
            outcome_message: outcome_message(session),
            claim_message: claim_message(session),
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
    known: Option<(u64, usize)>,
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
    let rules = session.rules();
    game_action(session, method, id, action, known, body).map_err(|e| e.in_rules(rules))
}

/// Does what the request asks of the game and answers with it.
fn game_action(
    session: &mut Session,
    method: &str,
    id: &str,
    action: Option<Action>,
    known: Option<(u64, usize)>,
    body: &[u8],
) -> Result<Response, ApiError> {
    // A flag that fell since the last request ends the game first.
    session.check_clock();
    let unchanged = Change::default();
    // `route` has checked the method against the path's `Allow`.
    let change = match (action, method) {
        (None, _) => unchanged,
        (Some(Action::Move), _) => {
            let request: MoveBody = parse_body(body)?;
            play(session, &request)?;
            Change {
                played: 1,
                undone: 0,
            }
        }
        (Some(Action::Computer), _) => Change {
            played: usize::from(session.let_computer_move().is_some()),
            undone: 0,
        },
        (Some(Action::Undo), _) => Change {
            played: 0,
            undone: session.undo(),
        },
        (Some(Action::Fen), _) => {
            let request: FenBody = parse_body(body)?;
            session.load_fen(&request.fen)?;
            unchanged
        }
        (Some(Action::Pgn), "GET") => {
            return Ok(Response {
                status: 200,
                content_type: "application/x-chess-pgn; charset=utf-8",
                body: session.pgn()?.into_bytes(),
                allow: None,
            })
        }
        (Some(Action::Pgn), _) => {
            let request: PgnBody = parse_body(body)?;
            session.load_pgn(&request.pgn)?;
            unchanged
        }
        (Some(Action::Claim), _) => {
            session.claim_draw()?;
            unchanged
        }
        (Some(Action::Analysis), _) => {
            let request: AnalysisBody = parse_body(body)?;
            return Ok(json(200, &session.analyse(request.ply)?));
        }
        (Some(Action::Resign), _) => {
            session.resign()?;
            unchanged
        }
    };
    Ok(answer(200, id, session, known, change))
}

fn play(session: &mut Session, request: &MoveBody) -> Result<(), ApiError> {
    match request {
        MoveBody {
            text: Some(text),
            from: None,
            to: None,
            promotion: None,
        } => {
            session.play_text(text)?;
        }
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
            session.play_squares(from, to, promotion)?;
        }
        _ => {
            return Err(ApiError::bad_request(
                "a move is {\"from\": \"e2\", \"to\": \"e4\"} (with \"promotion\" if needed) or {\"text\": \"e4\"}",
            ))
        }
    }
    Ok(())
}
