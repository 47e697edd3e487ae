//! The tie-breaks of FIDE C.07 that a club tournament uses, and how each
//! round counts for them.
//!
//! Unplayed rounds follow the 2023 regulations (C.07 § 16): a player's own
//! unplayed round (a bye, a forfeit, an absence) counts for Buchholz and
//! Sonneborn–Berger as a game against a virtual opponent with the player's
//! own final score; an opponent's score counts each of the opponent's
//! unplayed rounds as a draw (the opponent's adjusted score). Buchholz
//! Cut-1 drops the lowest single contribution.

use crate::player::Player;
use crate::result_code::ResultCode;
use crate::tournament::Tournament;

/// A tie-break, in the order the organiser lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TieBreak {
    /// BH: the sum of the opponents' (adjusted) scores.
    Buchholz,
    /// BH-C1: Buchholz without its lowest contribution.
    BuchholzCut1,
    /// SB: the sum of the scores of the opponents beaten and half those
    /// drawn with.
    SonnebornBerger,
    /// WIN: the rounds with a win's points, played or not (forfeit wins,
    /// full-point byes; a half-point bye is not one).
    Wins,
    /// DE: the points among the tied players, when they all met each
    /// other; otherwise the tie stays.
    DirectEncounter,
}

/// The points of one round in half-points (the pairing-allocated bye as the
/// tournament counts it).
fn half(result: ResultCode, tournament: &Tournament) -> u32 {
    result.half_points(tournament.bye_points())
}

/// The opponent's adjusted score, in half-points: each unplayed round as a
/// draw (C.07 § 16.3).
fn adjusted(player: &Player, tournament: &Tournament) -> u32 {
    player
        .rounds
        .iter()
        .map(|round| {
            if round.result.is_played() {
                half(round.result, tournament)
            } else {
                1
            }
        })
        .sum()
}

/// Each round's contribution to Buchholz and to Sonneborn–Berger, in
/// half-points and quarter-points.
fn contributions(player: &Player, tournament: &Tournament) -> Vec<(u32, u32)> {
    let own = player.points(tournament.bye_points());
    player
        .rounds
        .iter()
        .map(|round| {
            let scored = half(round.result, tournament);
            let opponent = round
                .opponent
                .filter(|_| round.result.is_played())
                .and_then(|id| tournament.player(id));
            let score = opponent.map_or(own, |o| adjusted(o, tournament));
            (score, score * scored)
        })
        .collect()
}

impl TieBreak {
    /// The value for a player (in points: half-points shown as `.5`), apart
    /// from [`TieBreak::DirectEncounter`], which needs the tied group (0
    /// here).
    #[must_use]
    pub fn value(self, tournament: &Tournament, player: &Player) -> f64 {
        let parts = contributions(player, tournament);
        match self {
            TieBreak::Buchholz => f64::from(parts.iter().map(|p| p.0).sum::<u32>()) / 2.0,
            TieBreak::BuchholzCut1 => {
                let total: u32 = parts.iter().map(|p| p.0).sum();
                let lowest = parts.iter().map(|p| p.0).min().unwrap_or(0);
                f64::from(total - lowest) / 2.0
            }
            TieBreak::SonnebornBerger => f64::from(parts.iter().map(|p| p.1).sum::<u32>()) / 4.0,
            TieBreak::Wins => player
                .rounds
                .iter()
                .filter(|round| half(round.result, tournament) >= 2)
                .count() as f64,
            TieBreak::DirectEncounter => 0.0,
        }
    }

    /// Its short name as C.07 writes it.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            TieBreak::Buchholz => "BH",
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::Wins => "WIN",
            TieBreak::DirectEncounter => "DE",
        }
    }
}
