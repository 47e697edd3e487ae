//! The board's HTTP API, as a pure function from a request to a response
//! (the server in [`crate::web::server`] only carries bytes).
//!
//! | method | path | body | answer | who |
//! |---|---|---|---|---|
//! | GET | `/` | | the page | |
//! | GET | `/api/rules` | | the rule sets | |
//! | GET | `/api/games` | | the games changed last (`{"games": [...]}`) | |
//! | POST | `/api/games` | `{"rules", "opponent"?, "computer_side"?, "strength"?, "fen"?, "pgn"?, "clock"?: {"initial", "increment"}, "seating"?, "side"?, "players"?: {"white"?, "black"?}}` (seconds) | 201 and the game, with the tokens of the creator's seats | |
//! | GET | `/api/games/{id}` | | the game | |
//! | POST | `/api/games/{id}/move` | `{"from", "to", "promotion"?}` or `{"text"}` | the game | the side to move |
//! | POST | `/api/games/{id}/computer` | | the computer moves if it is its turn | a player of a game against it |
//! | POST | `/api/games/{id}/undo` | `{"side"?}` | takes back a move (see below) | the mover |
//! | POST | `/api/games/{id}/fen` | `{"fen"}` | the game from that position | a player, one screen |
//! | POST | `/api/games/{id}/pgn` | `{"pgn"}` | the game read from PGN | a player, one screen |
//! | GET | `/api/games/{id}/pgn` | | the PGN text | |
//! | POST | `/api/games/{id}/claim` | `{"side"?}` | claims a draw the rules give | the side to move |
//! | POST | `/api/games/{id}/resign` | `{"side"?}` | the side resigns | that side |
//! | POST | `/api/games/{id}/draw` | `{"side"?}` | offers a draw, or accepts the other side's | that side |
//! | POST | `/api/games/{id}/seat` | `{"side", "name"?}` | claims an open seat: the game, with its token | |
//! | POST | `/api/games/{id}/analysis` | `{"ply"?}` | the engine's score and best line for the position after `ply` moves (default: now) | (two devices: after the end) |
//!
//! **Seats.** Each side of a game is a seat held through a token: the
//! answer that creates a game carries the tokens of the seats the creator
//! takes (`"tokens": {"white": ...}`): every player's side at one screen
//! (`"seating": "one_screen"`, the default), the side named by `"side"` on
//! two devices (`"seating": "apart"`), whose other seat stays open until
//! someone claims it (`/seat`). A request acts for a side by sending its
//! token, `Authorization: Bearer TOKEN`; an action without the token of
//! the seat it needs (the "who" column) is refused with 403, and so is one
//! naming a `"side"` its token does not hold. Anyone may
//! look: `GET` needs no token, and a game's address is its watch link. A
//! token is sent only to its holder: no other answer, no PGN record and
//! no log carries it.
//!
//! **Taking back.** Against the computer, the player's last move and the
//! reply; at one screen, the last move, by its mover; on two devices, the
//! asker's last move (and the reply), once the other side asks too.
//!
//! Every game answer carries the game's `version` and its moves from
//! `history_from` on. A request on a game (`GET` or an action) may say what
//! the asker already has, `?version=V&history_from=K` (the version it holds
//! and its number of moves): while those moves are still the game's, only
//! the later ones are sent, so that a window polling a long game each
//! second is not sent the whole game each time.
//!
//! Every change is stored before it is answered: a move that could not be
//! stored (a full disk: 507) is not played. Malformed requests get a 4xx
//! answer `{"error": "..."}`: 400 for a bad body or query, 403 for a seat
//! not held, 404 for an unknown path or game, 405 with `Allow` for a
//! method the path does not take (`HEAD` goes wherever `GET` does), 422
//! for a move or position the rules refuse, with the reason the crates give
//! and, where a ruling of RULES.md decides, its id: `{"error": "...",
//! "rule": "I-3"}`.

mod answer;
mod bodies;
#[cfg(test)]
mod storage_tests;

use std::collections::BTreeMap;
use std::sync::PoisonError;

use danilchuk_board::Color;
use serde::Serialize;

use self::answer::{game_answer, Change};
use self::bodies::{
    known, parse_body, parse_color, parse_name, parse_opponent, parse_promotion, parse_seating,
    parse_side, parse_square, AnalysisBody, ClockBody, FenBody, MoveBody, NewGame, PgnBody,
    SeatBody, SideBody,
};
use crate::session::message::Message;
use crate::session::random::RandomError;
use crate::session::seats::{GivenTokens, Seat, SeatRefusal, Seats, Token};
use crate::session::table::{Table, TableError};
use crate::session::views::rules_title;
use crate::storage::StorageError;
use crate::web::access::{Limits, Site};
use crate::web::assets;
use crate::web::http::Response;
use crate::web::http::{HttpError, RequestHead};
use crate::{Opponent, Refusal, Rules, Session, SessionStore, TimeControl};

/// The most games `GET /api/games` lists.
pub(crate) const RECENT_GAMES: usize = 30;

/// Why a request is answered with an error: the board refused what it
/// asks (422, the refusal carried typed to the answer), the request does
/// not hold the seat it needs (403), the game could not be stored, or the
/// request cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum ApiError {
    /// The board refused it.
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// The board refused it in a game of a rule set (which may name
    /// another ruling for it: [`Refusal::rule_in`]).
    #[error("{0}")]
    RefusedIn(Refusal, Rules),
    /// The request does not hold the seat the action needs.
    #[error(transparent)]
    Seat(#[from] SeatRefusal),
    /// The database could not be read or written: nothing was changed.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// No token or id could be made.
    #[error(transparent)]
    Random(#[from] RandomError),
    /// Not a request the board can read.
    #[error(transparent)]
    Request(#[from] HttpError),
}

impl From<TableError> for ApiError {
    fn from(error: TableError) -> ApiError {
        match error {
            TableError::Refused(e) => e.into(),
            TableError::Seat(e) => e.into(),
            TableError::Random(e) => e.into(),
        }
    }
}

impl ApiError {
    pub(crate) fn new(status: u16, message: impl Into<String>) -> ApiError {
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
            ApiError::Seat(_) => 403,
            ApiError::Storage(e) if e.is_full() => 507,
            ApiError::Storage(StorageError::BadGame { .. } | StorageError::Damaged { .. }) => 500,
            ApiError::Storage(_) | ApiError::Random(_) => 503,
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
            ApiError::Seat(refusal) => (refusal.to_string(), None, refusal.message()),
            ApiError::Request(e) => (
                e.message.clone(),
                None,
                Message::new("request").with("detail", &e.message),
            ),
            other => (
                other.to_string(),
                None,
                Message::new("server").with("detail", other),
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

pub(crate) fn json<T: Serialize>(status: u16, value: &T) -> Response {
    match serde_json::to_vec(value) {
        Ok(body) => Response {
            status,
            content_type: "application/json; charset=utf-8",
            body,
            allow: None,
            retry_after: None,
        },
        Err(e) => Response {
            status: 500,
            content_type: "text/plain; charset=utf-8",
            body: format!("cannot write JSON: {e}").into_bytes(),
            allow: None,
            retry_after: None,
        },
    }
}

/// Answers one request whose head the server has read, as it reached the
/// board at `site`: refuses a `Host` that is not this board as the request
/// reached it (421), then routes it, acting for the seat its
/// `Authorization: Bearer` token holds. Never panics on what a client
/// sends.
pub(crate) fn respond_on(
    store: &SessionStore,
    site: &Site<'_>,
    head: &RequestHead,
    body: &[u8],
) -> Response {
    if !site.host_allowed(head.header("host")) {
        return ApiError::new(421, site.host_refusal()).response();
    }
    let request = Request {
        method: &head.method,
        target: &head.target,
        body,
        seat: bearer(head.header("authorization")),
        limits: site.limits,
    };
    answer(store, &request)
}

/// The token of an `Authorization: Bearer TOKEN` header.
fn bearer(header: Option<&str>) -> Option<&str> {
    let (scheme, token) = header?.trim().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// Answers one request of the board's JSON API given its method, target
/// (a path, with a query if any) and body, holding no seat: what the
/// board's server does once it has read a request, for a program that
/// serves the API itself. Never panics on what a client sends.
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
    handle_seated(store, method, path, body, None)
}

/// [`handle`] for a request that holds the seat of `token` (the token the
/// answer creating the game, or claiming the seat, gave).
///
/// ```
/// use danilchuk_play::{handle, handle_seated, SessionStore};
/// let store = SessionStore::default();
/// let created = handle(&store, "POST", "/api/games", br#"{"rules": "immortal"}"#);
/// let game: serde_json::Value = serde_json::from_slice(&created.body)?;
/// let (id, white) = (game["id"].as_str().unwrap(), game["tokens"]["white"].as_str().unwrap());
/// let path = format!("/api/games/{id}/move");
/// // Without White's token, no one moves for White.
/// assert_eq!(handle(&store, "POST", &path, br#"{"text": "e4"}"#).status, 403);
/// assert_eq!(handle_seated(&store, "POST", &path, br#"{"text": "e4"}"#, Some(white)).status, 200);
/// # Ok::<(), serde_json::Error>(())
/// ```
#[must_use]
pub fn handle_seated(
    store: &SessionStore,
    method: &str,
    path: &str,
    body: &[u8],
    token: Option<&str>,
) -> Response {
    answer(
        store,
        &Request {
            method,
            target: path,
            body,
            seat: token,
            limits: Limits::default(),
        },
    )
}

/// A request as the API reads it.
struct Request<'a> {
    method: &'a str,
    target: &'a str,
    body: &'a [u8],
    /// The token it sends, if any.
    seat: Option<&'a str>,
    /// The limits on new games.
    limits: Limits<'a>,
}

fn answer(store: &SessionStore, request: &Request<'_>) -> Response {
    match route(store, request) {
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
    Draw,
    Seat,
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
            "draw" => Action::Draw,
            "seat" => Action::Seat,
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
            Resource::Games | Resource::GameAction(_, Action::Pgn) => "GET, HEAD, POST",
            Resource::GameAction(..) => "POST",
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

fn route(store: &SessionStore, request: &Request<'_>) -> Result<Response, ApiError> {
    let target = request.target.split('#').next().unwrap_or("");
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
    let method = if request.method == "HEAD" && allow.contains("HEAD") {
        "GET"
    } else {
        request.method
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
    let body = request.body;
    match resource {
        Resource::Asset(file) => Ok(asset(file)),
        Resource::Rules => Ok(json(200, &rules_list())),
        Resource::Games if method == "GET" => recent_games(store),
        Resource::Games => new_game(store, request.limits, body),
        Resource::Game(id) => game_route(store, request, method, id, None, known(query)?),
        Resource::GameAction(id, action) => {
            game_route(store, request, method, id, Some(action), known(query)?)
        }
    }
}

fn asset(file: assets::Asset) -> Response {
    Response {
        status: 200,
        content_type: file.content_type,
        body: file.body.as_bytes().to_vec(),
        allow: None,
        retry_after: None,
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

fn recent_games(store: &SessionStore) -> Result<Response, ApiError> {
    #[derive(Serialize)]
    struct Recent {
        games: Vec<crate::storage::Listed>,
    }
    Ok(json(
        200,
        &Recent {
            games: store.recent(RECENT_GAMES)?,
        },
    ))
}

fn new_game(store: &SessionStore, limits: Limits<'_>, body: &[u8]) -> Result<Response, ApiError> {
    let request: NewGame = parse_body(body)?;
    let opponent = parse_opponent(&request)?;
    let (seating, creator) = parse_seating(&request, opponent)?;
    let players = request.players.as_ref();
    let names = [
        parse_name(players.and_then(|p| p.white.as_deref()))?,
        parse_name(players.and_then(|p| p.black.as_deref()))?,
    ];
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
    if let Some((rate, client)) = limits.rate {
        if let Err(wait) = rate.take(client) {
            let seconds = wait.as_secs().saturating_add(1);
            let mut refused = ApiError::new(
                429,
                format!("this address has started as many games as it may for now: try again in {seconds} s"),
            )
            .response();
            refused.retry_after = Some(u32::try_from(seconds).unwrap_or(u32::MAX));
            return Ok(refused);
        }
    }
    if let Some(cap) = limits.max_live {
        if store.live_games()? >= cap {
            let mut refused = ApiError::new(
                503,
                format!("this board already has {cap} games in play, its most: finish or resign one, then start another"),
            )
            .response();
            refused.retry_after = Some(60);
            return Ok(refused);
        }
    }
    let seat = |color: Color| -> Result<Seat, ApiError> {
        Ok(match opponent {
            Opponent::Computer { side, .. } if side == color => Seat::Computer,
            _ if creator.contains(&color) => Seat::Held(Token::new()?),
            _ => Seat::Open,
        })
    };
    let seats = Seats::new(seat(Color::White)?, seat(Color::Black)?);
    let table = Table::new(SessionStore::fresh_id()?, session, seats, seating, names);
    let table = store.create(table)?;
    let table = table.lock().unwrap_or_else(PoisonError::into_inner);
    let tokens = GivenTokens::of(&table.seats, &creator);
    // The creator holds every seat it was given; the answer says the first.
    Ok(game_answer(
        201,
        &table,
        creator.first().copied(),
        None,
        Change::default(),
        tokens,
    ))
}

fn valid_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

/// What an action did.
enum Done {
    /// It changed the game (stored before the answer).
    Changed(Change, GivenTokens),
    /// Nothing changed.
    Same,
    /// An answer of its own (a PGN text, an analysis); nothing changed.
    Own(Response),
}

fn game_route(
    store: &SessionStore,
    request: &Request<'_>,
    method: &str,
    id: &str,
    action: Option<Action>,
    known: Option<(u64, usize)>,
) -> Result<Response, ApiError> {
    let not_found = || ApiError::new(404, "no such game");
    if !valid_id(id) {
        return Err(not_found());
    }
    let table = store.table(id)?.ok_or_else(not_found)?;
    let mut table = table.lock().unwrap_or_else(PoisonError::into_inner);
    let table = &mut *table;
    // A flag that fell since the last request ends the game first.
    let flag_fell = table.session.flag_if_fallen();
    let writes = action.is_some() && method == "POST";
    let before = writes.then(|| table.clone());
    let rules = table.session.rules();
    let done = act(table, request, method, action).map_err(|e| e.in_rules(rules));
    let changed = matches!(done, Ok(Done::Changed(..)));
    if changed || flag_fell {
        if let Err(error) = store.save(table) {
            if changed {
                // Not stored, so not played: the game is as it was.
                if let Some(before) = before {
                    *table = before;
                }
                return Err(error.into());
            }
            // A fallen flag is stored with the next change (and found
            // again after a restart: the stored clocks tell it).
        }
    }
    let you = table.holder(request.seat);
    match done? {
        Done::Own(response) => Ok(response),
        Done::Same => Ok(game_answer(
            200,
            table,
            you,
            known,
            Change::default(),
            GivenTokens::default(),
        )),
        Done::Changed(change, tokens) => Ok(game_answer(200, table, you, known, change, tokens)),
    }
}

/// Does what the request asks of the table, for the seat it holds.
fn act(
    table: &mut Table,
    request: &Request<'_>,
    method: &str,
    action: Option<Action>,
) -> Result<Done, ApiError> {
    let seat = request.seat;
    let body = request.body;
    let changed = |played, undone| Done::Changed(Change { played, undone }, GivenTokens::default());
    // `route` has checked the method against the path's `Allow`.
    Ok(match (action, method) {
        (None, _) => Done::Same,
        (Some(Action::Move), _) => {
            let request: MoveBody = parse_body(body)?;
            play(table, seat, &request)?;
            changed(1, 0)
        }
        (Some(Action::Computer), _) => match table.computer(seat)? {
            0 => Done::Same,
            played => changed(played, 0),
        },
        (Some(Action::Undo), _) => {
            let request: SideBody = parse_body(body)?;
            let side = parse_side(request.side.as_deref())?;
            let offers = table.offers;
            match table.undo(seat, side)? {
                0 if table.offers == offers => Done::Same,
                undone => changed(0, undone),
            }
        }
        (Some(Action::Fen), _) => {
            let request: FenBody = parse_body(body)?;
            table.load(seat, |session| session.load_fen(&request.fen))?;
            changed(0, 0)
        }
        (Some(Action::Pgn), "GET") => Done::Own(Response {
            status: 200,
            content_type: "application/x-chess-pgn; charset=utf-8",
            body: table.pgn()?.into_bytes(),
            allow: None,
            retry_after: None,
        }),
        (Some(Action::Pgn), _) => {
            let request: PgnBody = parse_body(body)?;
            table.load(seat, |session| session.load_pgn(&request.pgn))?;
            changed(0, 0)
        }
        (Some(Action::Claim), _) => {
            let request: SideBody = parse_body(body)?;
            table.claim_draw(seat, parse_side(request.side.as_deref())?)?;
            changed(0, 0)
        }
        (Some(Action::Resign), _) => {
            let request: SideBody = parse_body(body)?;
            table.resign(seat, parse_side(request.side.as_deref())?)?;
            changed(0, 0)
        }
        (Some(Action::Draw), _) => {
            let request: SideBody = parse_body(body)?;
            table.offer_draw(seat, parse_side(request.side.as_deref())?)?;
            changed(0, 0)
        }
        (Some(Action::Seat), _) => {
            let request: SeatBody = parse_body(body)?;
            let side = parse_color(&request.side, "side")?;
            let name = parse_name(request.name.as_deref())?;
            let tokens = table.claim_seat(side, name)?;
            Done::Changed(Change::default(), tokens)
        }
        (Some(Action::Analysis), _) => {
            let request: AnalysisBody = parse_body(body)?;
            table.may_analyse()?;
            Done::Own(json(200, &table.session.analyse(request.ply)?))
        }
    })
}

fn play(table: &mut Table, seat: Option<&str>, request: &MoveBody) -> Result<(), ApiError> {
    match request {
        MoveBody {
            text: Some(text),
            from: None,
            to: None,
            promotion: None,
        } => table.play(seat, |session| session.play_text(text))?,
        MoveBody {
            text: None,
            from: Some(from),
            to: Some(to),
            promotion,
        } => {
            let from = parse_square(from, "from")?;
            let to = parse_square(to, "to")?;
            let promotion = parse_promotion(promotion.as_deref())?;
            table.play(seat, |session| session.play_squares(from, to, promotion))?;
        }
        _ => {
            return Err(ApiError::bad_request(
                "a move is {\"from\": \"e2\", \"to\": \"e4\"} (with \"promotion\" if needed) or {\"text\": \"e4\"}",
            ))
        }
    }
    Ok(())
}
