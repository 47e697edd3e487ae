//! The FIDE Dutch system (C.04.3, the rules of 2017 on): the next round of
//! a Swiss tournament from the players' scores, colours and floats.
//!
//! The brackets are paired from the top score down. Each bracket is paired
//! by one maximum-weight matching over every player still unpaired, whose
//! edge weights put the criteria in their order: completion of the round
//! (C4) first, then the pairs and score differences in the bracket (C5,
//! C6), in the last round the topscorers' colour differences beyond ±2
//! and colours three times in a row (A.7), the colour preferences (C10,
//! C11), the repeated floats and their score differences (C12–C19), and
//! the fewest exchanges between S1 and S2. Among the best pairings,
//! the first in the order of the transpositions of S2 is taken: each player
//! of S1 in turn gets the first opponent that keeps the best weight.

mod allocate;
mod bracket;
mod prefs;

use crate::colour::Colour;

/// A player's float in one round (C.04.3 A.4): down when paired with a
/// lower score or not paired with a point, up when paired with a higher
/// score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Float {
    /// No float.
    None,
    /// A downfloat (or a round not played, with a point for it).
    Down,
    /// An upfloat.
    Up,
}

/// One player as the Dutch system sees him before a round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DutchPlayer {
    /// The start number (the tournament pairing number: lower ranks
    /// higher among equal scores).
    pub id: u32,
    /// The score, in half-points.
    pub score: u32,
    /// The colour of each round, `None` for a round not played.
    pub colours: Vec<Option<Colour>>,
    /// The float of each round.
    pub floats: Vec<Float>,
    /// The start numbers of the opponents met (no second game, C1).
    pub opponents: Vec<u32>,
    /// Whether the player may get the pairing-allocated bye (C2: not after
    /// one, nor after a point won without playing).
    pub bye_eligible: bool,
}

/// One game of a round: start numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pair {
    /// The player with white.
    pub white: u32,
    /// The player with black.
    pub black: u32,
}

/// The pairing of one round: the games, from the top board, and the
/// pairing-allocated bye.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RoundPairing {
    /// The games, the highest-placed first.
    pub pairs: Vec<Pair>,
    /// The start number of the player with the pairing-allocated bye.
    pub bye: Option<u32>,
}

/// Pairs round `round` (1-based) of `rounds_planned` by the Dutch system;
/// `initial_colour` is the colour drawn for the top player of round 1.
/// When the absolute criteria (C1–C3) leave no pairing, C2 gives way (a
/// second pairing-allocated bye, as caissify-pairings gives); `None` when
/// C1 and C3 still leave none.
#[must_use]
pub fn pair_dutch(
    players: &[DutchPlayer],
    round: u32,
    rounds_planned: u32,
    initial_colour: Colour,
) -> Option<RoundPairing> {
    let last_round = round >= rounds_planned;
    let mut order: Vec<&DutchPlayer> = players.iter().collect();
    order.sort_by_key(|p| (std::cmp::Reverse(p.score), p.id));
    let states: Vec<prefs::State> = order
        .iter()
        .map(|p| prefs::State::of(p, round, last_round))
        .collect();
    let (pairs, bye) = bracket::pair_all(&states).or_else(|| {
        // Beyond C.04.3 (as caissify-pairings does; bbpPairings gives
        // none): when C1–C3 leave no pairing, C2 gives way, and the bye
        // may go to a player who has had one (late rounds of a small
        // tournament, where everyone else has met).
        if states.len() % 2 == 0 || states.iter().all(|s| s.bye_eligible) {
            return None;
        }
        let relaxed: Vec<prefs::State> = states
            .iter()
            .cloned()
            .map(|s| prefs::State {
                bye_eligible: true,
                ..s
            })
            .collect();
        bracket::pair_all(&relaxed)
    })?;
    let mut games: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    // The top board first: the higher score, then the better rank.
    games.sort_unstable();
    let pairs = games
        .into_iter()
        .map(|(a, b)| {
            let (white, black) = allocate::colours(&states[a], &states[b], initial_colour);
            Pair {
                white: white.id,
                black: black.id,
            }
        })
        .collect();
    Some(RoundPairing {
        pairs,
        bye: bye.map(|i| states[i].id),
    })
}
