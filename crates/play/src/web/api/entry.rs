//! The API's doors: a request read by the server, at a site
//! ([`respond_on`]), or given by a program serving the API itself
//! ([`handle`], [`handle_seated`]).

use super::error::ApiError;
use super::request::Request;
use super::route::route;
use crate::web::access::{Limits, Site};
use crate::web::http::{RequestHead, Response};
use crate::SessionStore;

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
    if let Err(refused) = same_site_json(site, head, body) {
        return refused.response();
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

/// Whether a request that changes the board (any method but `GET`,
/// `HEAD` and `OPTIONS`) may: one sent by a page of another origin is
/// refused (403), and so is a body that is not JSON (415). A browser sends
/// `Origin` with every cross-origin `POST`, and a form of another site can
/// send a body only as `text/plain` or a form's types, without asking
/// first: between the two, no other site's page changes a game through a
/// visitor's browser.
fn same_site_json(site: &Site<'_>, head: &RequestHead, body: &[u8]) -> Result<(), ApiError> {
    if matches!(head.method.as_str(), "GET" | "HEAD" | "OPTIONS") {
        return Ok(());
    }
    if let Some(origin) = head.header("origin") {
        if !site.origin_allowed(origin) {
            return Err(ApiError::new(
                403,
                format!(
                    "a page of another site ({origin}) may not change this board's games; open the board's own page"
                ),
            ));
        }
    }
    let media = head
        .header("content-type")
        .map(|t| t.split(';').next().unwrap_or("").trim());
    match media {
        Some(t) if t.eq_ignore_ascii_case("application/json") => Ok(()),
        // No body, no type to check.
        None if body.is_empty() => Ok(()),
        Some(t) => Err(ApiError::new(
            415,
            format!("the body must be JSON, sent as Content-Type: application/json, not {t:?}"),
        )),
        None => Err(ApiError::new(
            415,
            "the body must be JSON, sent as Content-Type: application/json",
        )),
    }
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

fn answer(store: &SessionStore, request: &Request<'_>) -> Response {
    match route(store, request) {
        Ok(response) => response,
        Err(e) => e.response(),
    }
}
