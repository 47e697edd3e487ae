//! What a client sends about tournaments: the JSON bodies of the
//! tournament requests, read strictly (an unknown field or a value of the
//! wrong type refused with 400 and what is wrong), then into the club
//! layer's values (a value the tournament refuses, with its message key).

use danilchuk_pairings::{GameResult, TieBreak};
use serde::Deserialize;

use super::bodies::{parse_body, ClockBody};
use super::error::ApiError;
use crate::club::{
    bye_half_points, parse_result, parse_rules, parse_tiebreaks, Entry, NewTournament, System,
};

/// `POST /api/tournaments`: a new tournament.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct NewTournamentBody {
    name: String,
    rules: String,
    #[serde(default)]
    clock: Option<ClockBody>,
    rounds: u32,
    system: String,
    #[serde(default)]
    bye_points: Option<f64>,
    #[serde(default)]
    tiebreaks: Option<Vec<String>>,
    #[serde(default)]
    site: Option<String>,
    #[serde(default)]
    date: Option<String>,
}

/// `POST /api/tournaments` with `{"trf": "..."}`: a TRF-16 file to import.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct TrfBody {
    pub(super) trf: String,
}

/// What `POST /api/tournaments` asks for.
pub(super) enum Creation {
    /// A new tournament.
    New(NewTournament),
    /// A TRF-16 file to import.
    Import(String),
}

/// Reads the body of `POST /api/tournaments`: an import when it has a
/// `trf` field, else a new tournament.
pub(super) fn parse_creation(body: &[u8]) -> Result<Creation, ApiError> {
    let object: serde_json::Map<String, serde_json::Value> = parse_body(body)?;
    if object.contains_key("trf") {
        let body: TrfBody = parse_body(body)?;
        return Ok(Creation::Import(body.trf));
    }
    let body: NewTournamentBody = parse_body(body)?;
    let system = System::parse(&body.system)?;
    let tiebreaks = body.tiebreaks.as_deref().map(parse_tiebreaks).transpose()?;
    Ok(Creation::New(NewTournament {
        name: body.name,
        rules: parse_rules(&body.rules)?,
        clock: body.clock.map(|c| (c.initial, c.increment)),
        rounds: body.rounds,
        system,
        bye_half_points: bye_half_points(body.bye_points.unwrap_or(1.0))?,
        tiebreaks,
        site: body.site,
        date: body.date,
    }))
}

/// `POST /api/tournaments/{id}/players`: a player registered.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerBody {
    name: String,
    #[serde(default)]
    rating: Option<u32>,
    #[serde(default)]
    club: Option<String>,
}

/// Reads a player's entry (the tournament checks its name, rating, club).
pub(super) fn parse_entry(body: &[u8]) -> Result<Entry, ApiError> {
    let body: PlayerBody = parse_body(body)?;
    Ok(Entry {
        name: body.name,
        rating: body.rating,
        club: body.club,
    })
}

/// `POST /api/tournaments/{id}/withdraw`: the player withdrawn.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PlayerNumberBody {
    pub(super) player: u32,
}

/// `POST /api/tournaments/{id}/bye`: a half-point bye for a future round.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ByeBody {
    pub(super) player: u32,
    pub(super) round: u32,
}

/// `POST /api/tournaments/{id}/result`: the arbiter's result of a board,
/// `null` to clear it (the field must be there).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultBody {
    round: u32,
    board: u32,
    #[serde(deserialize_with = "present")]
    result: Option<String>,
}

/// A field that must be there, and may be `null`.
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Option::<String>::deserialize(d)
}

/// The arbiter's result: its round, board, and result (`None`: cleared).
pub(super) struct ArbiterResult {
    pub(super) round: u32,
    pub(super) board: u32,
    pub(super) result: Option<GameResult>,
}

/// Reads the arbiter's result.
pub(super) fn parse_arbiter_result(body: &[u8]) -> Result<ArbiterResult, ApiError> {
    let body: ResultBody = parse_body(body)?;
    Ok(ArbiterResult {
        round: body.round,
        board: body.board,
        result: body.result.as_deref().map(parse_result).transpose()?,
    })
}

/// `POST /api/tournaments/{id}/settings`: the tie-breaks' order.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SettingsBody {
    tiebreaks: Vec<String>,
}

/// Reads the tie-breaks' new order.
pub(super) fn parse_settings(body: &[u8]) -> Result<Vec<TieBreak>, ApiError> {
    let body: SettingsBody = parse_body(body)?;
    Ok(parse_tiebreaks(&body.tiebreaks)?)
}

/// A body that must be empty (or `{}`): pairing takes no options.
pub(super) fn parse_empty(body: &[u8]) -> Result<(), ApiError> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Empty {}
    let Empty {} = parse_body(body)?;
    Ok(())
}
