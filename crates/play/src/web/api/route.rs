//! Which resource a request's path names, the methods it takes, and the
//! answers that need no game: the page's files, the rule sets, the recent
//! games, the server's defaults and a game's start ([`super::start`]); a game's own requests go to [`super::actions`], a new game to
//! [`super::new_game`], the tournaments to [`super::tournaments`] and
//! [`super::tournament_actions`].

use serde::Serialize;

use super::actions::game_route;
use super::bodies::known;
use super::error::ApiError;
use super::new_game::new_game;
use super::reply::{asset, json};
use super::request::{Action, Request};
use super::start::{defaults, start};
use super::tournament_actions::{tournament_route, TournamentAction};
use super::tournaments::{create, list};
use crate::session::views::rules_title;
use crate::web::assets;
use crate::web::http::Response;
use crate::{Rules, SessionStore};

/// The most games `GET /api/games` lists.
pub(crate) const RECENT_GAMES: usize = 30;

/// What a known path names.
enum Resource<'a> {
    Asset(assets::Asset),
    Rules,
    Defaults,
    Start,
    Games,
    Game(&'a str),
    GameAction(&'a str, Action),
    Tournaments,
    Tournament(&'a str),
    TournamentAction(&'a str, TournamentAction),
}

impl Resource<'_> {
    /// The methods this path takes, as the `Allow` header lists them.
    fn allow(&self) -> &'static str {
        match self {
            Resource::Asset(_)
            | Resource::Rules
            | Resource::Defaults
            | Resource::Start
            | Resource::Game(_)
            | Resource::Tournament(_) => "GET, HEAD",
            Resource::Games | Resource::GameAction(_, Action::Pgn) | Resource::Tournaments => {
                "GET, HEAD, POST"
            }
            Resource::TournamentAction(_, action) => action.allow(),
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
        ["api", "defaults"] => Resource::Defaults,
        ["api", "start"] => Resource::Start,
        ["api", "games"] => Resource::Games,
        ["api", "games", id] => Resource::Game(id),
        ["api", "games", id, action] => Resource::GameAction(id, Action::from_name(action)?),
        ["api", "tournaments"] => Resource::Tournaments,
        ["api", "tournaments", id] => Resource::Tournament(id),
        ["api", "tournaments", id, action] => {
            Resource::TournamentAction(id, TournamentAction::from_name(action)?)
        }
        _ => return None,
    })
}

pub(super) fn route(store: &SessionStore, request: &Request<'_>) -> Result<Response, ApiError> {
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
        Resource::Defaults => Ok(defaults(request.limits.defaults)),
        Resource::Start => start(query, request.limits.defaults),
        Resource::Games if method == "GET" => recent_games(store),
        Resource::Games => new_game(store, request.limits, body),
        Resource::Game(id) => game_route(store, request, method, id, None, known(query)?),
        Resource::GameAction(id, action) => {
            game_route(store, request, method, id, Some(action), known(query)?)
        }
        Resource::Tournaments if method == "GET" => list(store),
        Resource::Tournaments => create(store, request),
        Resource::Tournament(id) => tournament_route(store, request, id, None),
        Resource::TournamentAction(id, action) => {
            tournament_route(store, request, id, Some(action))
        }
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
