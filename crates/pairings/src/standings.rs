//! The standings: points, then the organiser's tie-breaks in order.

use crate::tiebreak::TieBreak;
use crate::tournament::Tournament;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Standing {
    /// The place: equal for players equal on points and every tie-break.
    pub rank: u32,
    /// The player's start number.
    pub start_number: u32,
    /// The points, in half-points.
    pub half_points: u32,
    /// The value of each tie-break, in the order asked.
    pub tiebreaks: Vec<f64>,
}

/// The standings by points, then by `tiebreaks` in order; players equal on
/// all of them share a rank and are listed by start number.
#[must_use]
pub fn standings(tournament: &Tournament, tiebreaks: &[TieBreak]) -> Vec<Standing> {
    let bye = tournament.bye_points();
    let mut lines: Vec<Standing> = tournament
        .players()
        .iter()
        .map(|player| Standing {
            rank: 0,
            start_number: player.start_number,
            half_points: player.points(bye),
            tiebreaks: tiebreaks
                .iter()
                .map(|t| t.value(tournament, player))
                .collect(),
        })
        .collect();
    // Direct encounter: within each group equal on everything before it.
    for (index, tiebreak) in tiebreaks.iter().enumerate() {
        if *tiebreak != TieBreak::DirectEncounter {
            continue;
        }
        let key = |s: &Standing| (s.half_points, s.tiebreaks[..index].to_vec());
        let groups: Vec<Vec<usize>> = {
            let mut groups: Vec<Vec<usize>> = Vec::new();
            for i in 0..lines.len() {
                match groups
                    .iter_mut()
                    .find(|g| key(&lines[g[0]]) == key(&lines[i]))
                {
                    Some(group) => group.push(i),
                    None => groups.push(vec![i]),
                }
            }
            groups
        };
        for group in groups.into_iter().filter(|g| g.len() > 1) {
            let ids: Vec<u32> = group.iter().map(|&i| lines[i].start_number).collect();
            let mut scores = vec![0u32; group.len()];
            let mut all_met = true;
            for (k, &id) in ids.iter().enumerate() {
                let player = tournament.player(id).expect("a listed player");
                for &other in ids.iter().filter(|&&o| o != id) {
                    let games: Vec<_> = player
                        .rounds
                        .iter()
                        .filter(|r| r.opponent == Some(other) && r.result.is_played())
                        .collect();
                    all_met &= !games.is_empty();
                    scores[k] += games.iter().map(|r| r.result.half_points(bye)).sum::<u32>();
                }
            }
            if all_met {
                for (k, &i) in group.iter().enumerate() {
                    lines[i].tiebreaks[index] = f64::from(scores[k]) / 2.0;
                }
            }
        }
    }
    let order = |a: &Standing, b: &Standing| {
        b.half_points.cmp(&a.half_points).then_with(|| {
            for (x, y) in a.tiebreaks.iter().zip(&b.tiebreaks) {
                match y.partial_cmp(x) {
                    Some(std::cmp::Ordering::Equal) | None => {}
                    Some(other) => return other,
                }
            }
            std::cmp::Ordering::Equal
        })
    };
    lines.sort_by(|a, b| order(a, b).then(a.start_number.cmp(&b.start_number)));
    for i in 0..lines.len() {
        lines[i].rank = if i > 0 && order(&lines[i - 1], &lines[i]) == std::cmp::Ordering::Equal {
            lines[i - 1].rank
        } else {
            i as u32 + 1
        };
    }
    lines
}
