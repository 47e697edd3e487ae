//! Layer 1b, the club championship as the board keeps it: a tournament's
//! [`settings`], the pairing crate's tournament with each player's token
//! and each round's boards ([`tournament`]), the organiser's
//! [`commands`] and [`pairing`] of rounds (a [`round_robin`]'s by its schedule; the
//! results pulled from the games), the answers the API gives of it ([`view`], [`standings`],
//! [`me`]), its TRF-16 file ([`trf`]) and its games' PGN ([`pgn`]); the
//! names it keeps ([`name`], within its [`limits`]) and why it refuses a command ([`refusal`]).
//!
//! Uses `session/` (tokens, time controls, messages) and the
//! danilchuk-pairings crate (every pairing, standing and tie-break) only:
//! never `storage/` or `web/`, which use it.

pub(crate) mod commands;
pub(crate) mod limits;
pub(crate) mod me;
pub(crate) mod name;
pub(crate) mod pairing;
pub(crate) mod pgn;
pub(crate) mod refusal;
pub(crate) mod round_robin;
pub(crate) mod settings;
pub(crate) mod standings;
pub(crate) mod tournament;
pub(crate) mod trf;
pub(crate) mod view;

#[cfg(test)]
mod tests;

pub(crate) use self::commands::{parse_result, result_text, valid_game_id, Entry};
pub(crate) use self::me::{MeView, Summary};
pub(crate) use self::pairing::Paired;
pub(crate) use self::refusal::{ClubRefusal, NameField};
pub(crate) use self::settings::{
    bye_half_points, parse_rules, parse_tiebreaks, tiebreak_name, Clock, Settings, System,
};
pub(crate) use self::standings::{CrossView, StandingView};
pub(crate) use self::tournament::{Board, ClubTournament, NewTournament, Round, State};
pub(crate) use self::view::{BoardView, ByeView, PlayerView, RoundView, TournamentView};
