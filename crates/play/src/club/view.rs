//! The tournament answer (`GET /api/tournaments/{id}`): settings, players,
//! each round's boards and byes, standings, crosstable, and whether the
//! next round can be paired. It holds no token.

use std::collections::BTreeMap;

use danilchuk_pairings::ResultCode;
use serde::Serialize;

use super::commands::result_text;
use super::settings::{tiebreak_name, Clock};
use super::standings::{CrossView, StandingView};
use super::tournament::ClubTournament;

/// The tournament answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct TournamentView {
    /// The public id.
    pub(crate) id: String,
    /// The name.
    pub(crate) name: String,
    /// The rule set's name.
    pub(crate) rules: &'static str,
    /// The clock, in seconds.
    pub(crate) clock: Clock,
    /// The pairing system's name.
    pub(crate) system: &'static str,
    /// The rounds planned.
    pub(crate) rounds: u32,
    /// The rounds paired so far.
    pub(crate) round: u32,
    /// `registration`, `playing` or `finished`.
    pub(crate) state: &'static str,
    /// The pairing bye's points: 1, 0.5 or 0.
    pub(crate) bye_points: f64,
    /// The tie-breaks' names, in order.
    pub(crate) tiebreaks: Vec<&'static str>,
    /// Where it is played.
    pub(crate) site: Option<String>,
    /// The first day.
    pub(crate) date: Option<String>,
    /// The change counter.
    pub(crate) version: u64,
    /// The players, by start number.
    pub(crate) players: Vec<PlayerView>,
    /// The rounds paired.
    pub(crate) pairings: Vec<RoundView>,
    /// The standings.
    pub(crate) standings: Vec<StandingView>,
    /// The crosstable.
    pub(crate) crosstable: Vec<CrossView>,
    /// Whether the next round can be paired now.
    pub(crate) can_pair: bool,
    /// Why not: the key of the text (`club.round_unfinished`).
    pub(crate) why_not: Option<String>,
    /// The text's arguments.
    pub(crate) why_not_args: BTreeMap<&'static str, String>,
}

/// A player of the answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct PlayerView {
    /// The start number.
    pub(crate) number: u32,
    /// The name.
    pub(crate) name: String,
    /// The rating.
    pub(crate) rating: Option<u16>,
    /// The club.
    pub(crate) club: Option<String>,
    /// Withdrawn.
    pub(crate) withdrawn: bool,
    /// The points.
    pub(crate) points: f64,
}

/// A round of the answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct RoundView {
    /// The round.
    pub(crate) round: u32,
    /// The boards, board 1 first.
    pub(crate) boards: Vec<BoardView>,
    /// The players without a game.
    pub(crate) byes: Vec<ByeView>,
}

/// A board of the answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct BoardView {
    /// The board's number.
    pub(crate) board: u32,
    /// White's start number.
    pub(crate) white: u32,
    /// Black's start number.
    pub(crate) black: u32,
    /// The game's id, or `None` over the board.
    pub(crate) game: Option<String>,
    /// The result (`1-0`, `1/2-1/2`, `0-1`, `+/-`, `-/+`, `-/-`), or
    /// `None` while pending.
    pub(crate) result: Option<&'static str>,
    /// Who gave it: `game` or `arbiter`.
    pub(crate) by: Option<&'static str>,
}

/// A player without a game in a round.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct ByeView {
    /// The start number.
    pub(crate) player: u32,
    /// `pairing` (the pairing-allocated bye), `half` (asked for), `full`
    /// (an organiser's full point, from a TRF file) or `zero` (absent,
    /// withdrawn, a latecomer's earlier rounds, a round-robin's free
    /// player).
    pub(crate) kind: &'static str,
    /// Its points.
    pub(crate) points: f64,
}

impl ClubTournament {
    /// The answer, under the tournament's public id. Pull the games'
    /// results first ([`ClubTournament::sync_results`]).
    pub(crate) fn view(&self, id: &str) -> TournamentView {
        let bye = self.pairings.bye_points();
        let check = self.pair_check().err().map(|why| why.message());
        TournamentView {
            id: id.to_string(),
            name: self.name().to_string(),
            rules: self.settings.rules.name(),
            clock: self.settings.clock,
            system: self.settings.system.name(),
            rounds: self.rounds_planned(),
            round: self.round(),
            state: self.state().name(),
            bye_points: f64::from(bye) / 2.0,
            tiebreaks: self
                .settings
                .tiebreaks
                .iter()
                .map(|t| tiebreak_name(*t))
                .collect(),
            site: self.settings.site.clone(),
            date: self.settings.date.clone(),
            version: self.version,
            players: self
                .pairings
                .players()
                .iter()
                .map(|p| PlayerView {
                    number: p.start_number,
                    name: p.name.clone(),
                    rating: p.rating,
                    club: p.club.clone(),
                    withdrawn: p.withdrawn,
                    points: f64::from(p.points(bye)) / 2.0,
                })
                .collect(),
            pairings: (1..=self.round()).map(|r| self.round_view(r)).collect(),
            standings: self.standings(),
            crosstable: self.crosstable(),
            can_pair: check.is_none(),
            why_not: check.as_ref().map(|m| format!("club.{}", m.code)),
            why_not_args: check.map(|m| m.args).unwrap_or_default(),
        }
    }

    /// Round `round`'s boards and byes (a paired round).
    pub(crate) fn round_view(&self, round: u32) -> RoundView {
        let r = round as usize - 1;
        let bye = self.pairings.bye_points();
        let boards = self.rounds[r]
            .boards
            .iter()
            .enumerate()
            .map(|(i, board)| {
                let result = self.board_result(r, board.white);
                BoardView {
                    board: i as u32 + 1,
                    white: board.white,
                    black: board.black,
                    game: board.game.clone(),
                    result: result.map(result_text),
                    by: match (board.arbiter, result) {
                        (Some(_), _) => Some("arbiter"),
                        (None, Some(_)) => Some("game"),
                        (None, None) => None,
                    },
                }
            })
            .collect();
        let byes = self
            .pairings
            .players()
            .iter()
            .filter_map(|p| {
                let entry = p.rounds.get(r)?;
                if entry.opponent.is_some() {
                    return None;
                }
                let kind = match entry.result {
                    ResultCode::PairingBye => "pairing",
                    ResultCode::HalfBye => "half",
                    ResultCode::FullBye => "full",
                    _ => "zero",
                };
                Some(ByeView {
                    player: p.start_number,
                    kind,
                    points: f64::from(entry.result.half_points(bye)) / 2.0,
                })
            })
            .collect();
        RoundView {
            round,
            boards,
            byes,
        }
    }
}
