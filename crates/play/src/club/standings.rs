//! The standings (points, then the tie-breaks in the organiser's order,
//! all by the pairing crate's [`standings`]) and the crosstable.

use danilchuk_pairings::{standings, Colour, ResultCode};
use serde::Serialize;

use super::tournament::ClubTournament;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct StandingView {
    /// The place (shared by players equal on everything).
    pub(crate) rank: u32,
    /// The start number.
    pub(crate) number: u32,
    /// The name.
    pub(crate) name: String,
    /// The points.
    pub(crate) points: f64,
    /// Each tie-break's value, in the tournament's order.
    pub(crate) tiebreaks: Vec<f64>,
    /// The games played over the board.
    pub(crate) games: u32,
    /// The rounds won (over the board or by forfeit).
    pub(crate) wins: u32,
}

/// One line of the crosstable.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct CrossView {
    /// The start number.
    pub(crate) number: u32,
    /// The name.
    pub(crate) name: String,
    /// Each round: `W5+` (white against number 5, won), `B3=` (black,
    /// drawn), `W4-` (lost), `B7` (not finished); a forfeit `+5` or `-5`;
    /// a round without a game `-1`, `-½` or `-0` (its points).
    pub(crate) rounds: Vec<String>,
    /// The points.
    pub(crate) points: f64,
}

impl ClubTournament {
    /// The standings, best first.
    pub(crate) fn standings(&self) -> Vec<StandingView> {
        standings(&self.pairings, &self.settings.tiebreaks)
            .into_iter()
            .map(|line| {
                let player = self.pairings.player(line.start_number);
                let rounds = player.map(|p| p.rounds.as_slice()).unwrap_or_default();
                StandingView {
                    rank: line.rank,
                    number: line.start_number,
                    name: self.player_name(line.start_number).to_string(),
                    points: f64::from(line.half_points) / 2.0,
                    tiebreaks: line.tiebreaks,
                    games: rounds.iter().filter(|r| r.result.is_played()).count() as u32,
                    wins: rounds.iter().filter(|r| r.result.is_win()).count() as u32,
                }
            })
            .collect()
    }

    /// The crosstable, by start number.
    pub(crate) fn crosstable(&self) -> Vec<CrossView> {
        let bye = self.pairings.bye_points();
        self.pairings
            .players()
            .iter()
            .map(|player| CrossView {
                number: player.start_number,
                name: player.name.clone(),
                rounds: player
                    .rounds
                    .iter()
                    .map(|entry| match (entry.opponent, entry.colour) {
                        (Some(opponent), Some(colour)) => {
                            let side = if colour == Colour::White { 'W' } else { 'B' };
                            match entry.result {
                                ResultCode::ForfeitWin => format!("+{opponent}"),
                                ResultCode::ForfeitLoss => format!("-{opponent}"),
                                result => format!("{side}{opponent}{}", outcome(result)),
                            }
                        }
                        // In brackets: points without a game (a bye, an
                        // absence), never read as a forfeit against a
                        // start number.
                        _ => format!("({})", points_text(entry.result.half_points(bye))),
                    })
                    .collect(),
                points: f64::from(player.points(bye)) / 2.0,
            })
            .collect()
    }
}

/// A game's outcome for the player: `+`, `=`, `-`, or nothing while it
/// is pending.
fn outcome(result: ResultCode) -> &'static str {
    match half_or_pending(result) {
        Some(2) => "+",
        Some(1) => "=",
        Some(_) => "-",
        None => "",
    }
}

fn half_or_pending(result: ResultCode) -> Option<u32> {
    (result != ResultCode::Pending).then(|| result.half_points(0))
}

/// Points of half-points as the crosstable writes them: `1`, `½`, `0`,
/// `1½`.
pub(crate) fn points_text(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}
