//! The tournaments (`/api/tournaments`): the list, a new one or one read
//! from a TRF-16 file, one tournament's answer, its TRF-16 text; and what
//! every tournament request does first and last: read the tournament, pull
//! the results of its games from the store (results are pulled, not
//! pushed: a game's end changes nothing until the tournament is next
//! read), and write the change with the games it creates in one
//! transaction, a change made from a stale reading refused and tried again.

use std::collections::HashMap;
use std::sync::PoisonError;

use danilchuk_board::Color;
use danilchuk_pairings::GameResult;
use serde::Serialize;
use serde_json::Value;

use super::error::ApiError;
use super::new_game::rate_refusal;
use super::reply::json;
use super::request::Request;
use super::tournament_bodies::{parse_creation, Creation};
use crate::club::{ClubTournament, Summary};
use crate::session::message::Message;
use crate::session::random::random_hex;
use crate::session::table::Table;
use crate::session::token::Token;
use crate::storage::{StorageError, TournamentWrite};
use crate::web::http::Response;
use crate::SessionStore;

/// The most tournaments `GET /api/tournaments` lists.
pub(crate) const LISTED_TOURNAMENTS: usize = 50;

/// How many times a change made from a reading another request changed
/// meanwhile is made again from a new reading before it is refused (409).
const ATTEMPTS: usize = 3;

/// A tournament as read from the store, with the version it was read at.
pub(super) struct Loaded {
    pub(super) tournament: ClubTournament,
    pub(super) stored: u64,
}

fn valid_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The refusal of a tournament that is not there.
pub(super) fn no_tournament() -> ApiError {
    ApiError::club(404, "no such tournament", Message::new("no_tournament"))
}

/// The tournament `id` as stored, its results pulled from its games.
pub(super) fn load(store: &SessionStore, id: &str) -> Result<Loaded, ApiError> {
    if !valid_id(id) {
        return Err(no_tournament());
    }
    let kept = store.tournament(id)?.ok_or_else(no_tournament)?;
    let mut tournament: ClubTournament =
        serde_json::from_str(&kept.state).map_err(|e| StorageError::Damaged {
            path: store.path().to_path_buf(),
            reason: format!("the tournament {id} cannot be read back: {e}"),
        })?;
    pull_results(store, &mut tournament)?;
    Ok(Loaded {
        tournament,
        stored: kept.version,
    })
}

/// The result of the game `id` if it has ended.
fn game_result(store: &SessionStore, id: &str) -> Result<Option<GameResult>, ApiError> {
    let Some(table) = store.table(id)? else {
        return Ok(None);
    };
    let mut table = table.lock().unwrap_or_else(PoisonError::into_inner);
    // A flag that fell while no one looked ends the game now (stored;
    // if it cannot be, the game's own next request stores it).
    if table.session.flag_if_fallen() {
        let _ = store.save(&mut table);
    }
    Ok(table
        .session
        .game()
        .outcome()
        .map(|outcome| match outcome.winner() {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }))
}

/// Gives the tournament the results of its games: each board that has a
/// game, no arbiter's result and no result yet has its game read from the
/// store. Whether a result changed.
pub(super) fn pull_results(
    store: &SessionStore,
    tournament: &mut ClubTournament,
) -> Result<bool, ApiError> {
    let mut results: HashMap<String, Option<GameResult>> = HashMap::new();
    for (r, round) in tournament.rounds.iter().enumerate() {
        for board in &round.boards {
            let Some(game) = &board.game else { continue };
            if board.arbiter.is_some() {
                continue;
            }
            let known = tournament.board_result(r, board.white);
            let result = match known {
                Some(result) => Some(result),
                None => game_result(store, game)?,
            };
            results.insert(game.clone(), result);
        }
    }
    Ok(tournament.sync_results(|game| results.get(game).copied().flatten()))
}

/// Writes the tournament (read at version `stored`) and the games it
/// created, in one transaction.
pub(super) fn save(
    store: &SessionStore,
    id: &str,
    stored: Option<u64>,
    tournament: &ClubTournament,
    games: Vec<Table>,
) -> Result<(), ApiError> {
    let state = serde_json::to_string(tournament)
        .map_err(|e| ApiError::new(500, format!("cannot write the tournament: {e}")))?;
    store.write_tournament(
        &TournamentWrite {
            id,
            state: &state,
            version: tournament.version,
            expected: stored,
        },
        games,
    )?;
    Ok(())
}

/// Reads the tournament `id`, checks who asks (`allowed`), makes `change`
/// and writes it with the games it creates, one change of a tournament at
/// a time; made again from a new reading if a reader stored the results
/// it pulled meanwhile. Nothing is stored when `change` refuses.
pub(super) fn change<T>(
    store: &SessionStore,
    id: &str,
    allowed: impl Fn(&ClubTournament) -> Result<(), ApiError>,
    mut change: impl FnMut(&mut ClubTournament) -> Result<(T, Vec<Table>), ApiError>,
) -> Result<(ClubTournament, T), ApiError> {
    let _one_at_a_time = store.tournament_changes();
    let mut attempt = 0;
    loop {
        attempt += 1;
        let Loaded {
            mut tournament,
            stored,
        } = load(store, id)?;
        allowed(&tournament)?;
        let (done, games) = change(&mut tournament)?;
        // A change may give a board back to its game (the arbiter's entry
        // cleared): its result is pulled again before it is stored and
        // answered.
        pull_results(store, &mut tournament)?;
        match save(store, id, Some(stored), &tournament, games) {
            Err(ApiError::Storage(StorageError::Stale { .. })) if attempt < ATTEMPTS => {}
            Err(e) => return Err(e),
            Ok(()) => return Ok((tournament, done)),
        }
    }
}

/// The organiser's check: the request's token must be the organiser's.
pub(super) fn organiser<'a>(
    request: &'a Request<'_>,
) -> impl Fn(&ClubTournament) -> Result<(), ApiError> + 'a {
    move |tournament| {
        if request
            .seat
            .is_some_and(|seat| tournament.is_organiser(seat))
        {
            Ok(())
        } else {
            Err(ApiError::club(
                403,
                "only the tournament's organiser may do this: send the organiser's token",
                Message::new("not_organiser"),
            ))
        }
    }
}

/// The tournament answer.
pub(super) fn answer(status: u16, id: &str, tournament: &ClubTournament) -> Response {
    json(status, &tournament.view(id))
}

/// `GET /api/tournaments`: the tournaments made last, the newest first.
pub(super) fn list(store: &SessionStore) -> Result<Response, ApiError> {
    #[derive(Serialize)]
    struct List {
        tournaments: Vec<Summary>,
    }
    let tournaments = store
        .tournaments(LISTED_TOURNAMENTS)?
        .into_iter()
        .filter_map(|kept| {
            serde_json::from_str::<ClubTournament>(&kept.state)
                .ok()
                .map(|t| t.summary(&kept.id))
        })
        .collect();
    Ok(json(200, &List { tournaments }))
}

/// `POST /api/tournaments`: a new tournament, or one read from a TRF-16
/// file; 201 with the tournament and the organiser's token (and, for an
/// import, `player_tokens`: `[{"player", "token"}]`). Each counts
/// against the address's rate of new games, as a new game does.
pub(super) fn create(store: &SessionStore, request: &Request<'_>) -> Result<Response, ApiError> {
    let creation = parse_creation(request.body)?;
    let organiser = Token::new()?;
    let (tournament, players) = match creation {
        Creation::New(new) => (ClubTournament::create(&new, &organiser)?, Vec::new()),
        Creation::Import(trf) => ClubTournament::from_trf(&trf, &organiser)?,
    };
    if let Some(refused) = rate_refusal(request.limits) {
        return Ok(refused);
    }
    let id = random_hex::<16>()?;
    save(store, &id, None, &tournament, Vec::new())?;
    let mut answer = serde_json::to_value(tournament.view(&id))
        .map_err(|e| ApiError::new(500, format!("cannot write the tournament: {e}")))?;
    if let Value::Object(fields) = &mut answer {
        fields.insert(
            "organiser_token".to_string(),
            Value::from(organiser.secret().unwrap_or_default()),
        );
        if !players.is_empty() {
            // An imported tournament's players' tokens, by start number:
            // the organiser hands each player theirs.
            let tokens = players
                .iter()
                .zip(1u32..)
                .map(|(token, number)| {
                    serde_json::json!({"player": number, "token": token.secret().unwrap_or_default()})
                })
                .collect();
            fields.insert("player_tokens".to_string(), Value::Array(tokens));
        }
    }
    Ok(json(201, &answer))
}

/// `GET /api/tournaments/{id}`: the tournament, its results pulled from
/// its games (and stored, if they changed).
pub(super) fn show(store: &SessionStore, id: &str) -> Result<Response, ApiError> {
    let Loaded { tournament, stored } = load(store, id)?;
    if tournament.version != stored {
        // Kept if it can be; if not (another request stored a change
        // meanwhile, or the disk is full), the answer is still true: the
        // results are pulled again by the next reading.
        let _ = save(store, id, Some(stored), &tournament, Vec::new());
    }
    Ok(answer(200, id, &tournament))
}

/// `GET /api/tournaments/{id}/trf`: the tournament as a TRF-16 file.
pub(super) fn trf(store: &SessionStore, id: &str) -> Result<Response, ApiError> {
    let Loaded { tournament, .. } = load(store, id)?;
    Ok(Response {
        status: 200,
        content_type: "text/plain; charset=utf-8",
        body: tournament.to_trf().into_bytes(),
        allow: None,
        retry_after: None,
    })
}
