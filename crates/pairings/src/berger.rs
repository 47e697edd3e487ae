//! Round-robin schedules by the Berger tables (FIDE C.05, Annex 1).

use crate::dutch::{Pair, RoundPairing};

/// Why a round-robin schedule cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BergerError {
    /// The Berger tables run from 3 to 16 players.
    #[error("the Berger tables are for 3 to 16 players, not {0}")]
    Players(u32),
    /// A round past the schedule.
    #[error("round {round} is not among the {rounds} rounds of the schedule")]
    Round {
        /// The round asked for.
        round: u32,
        /// The rounds of the schedule.
        rounds: u32,
    },
}

/// Round `round` (1-based) of the Berger table for `players` players (3 to
/// 16; an odd number plays with a dummy, the last number, whose opponent
/// has the bye). With `double`, rounds past the first cycle repeat it with
/// the colours reversed (C.05: the organiser may also swap the first
/// cycle's last two rounds; this schedule does not).
///
/// The table: in round `r` the player on the first board (against the
/// highest number `n`) is `(r − 1)·n/2 mod (n − 1) + 1`, with black in odd
/// rounds and white in even ones; board `k` pairs that player's number plus
/// `k − 1` (white) against it minus `k − 1` (black), counted round 1 … n − 1.
///
/// # Errors
/// [`BergerError::Players`] outside 3–16 players, [`BergerError::Round`]
/// past the last round.
pub fn berger_round(players: u32, round: u32, double: bool) -> Result<RoundPairing, BergerError> {
    if !(3..=16).contains(&players) {
        return Err(BergerError::Players(players));
    }
    let n = players + players % 2;
    let cycle = n - 1;
    let rounds = if double { 2 * cycle } else { cycle };
    if round == 0 || round > rounds {
        return Err(BergerError::Round { round, rounds });
    }
    let reversed = round > cycle;
    let r = if reversed { round - cycle } else { round };
    let first = ((r - 1) * (n / 2)) % cycle + 1;
    let wrap = |x: i64| -> u32 { ((x - 1).rem_euclid(i64::from(cycle)) + 1) as u32 };
    let mut games = Vec::new();
    games.push(if r % 2 == 1 { (first, n) } else { (n, first) });
    for k in 1..n / 2 {
        let white = wrap(i64::from(first) + i64::from(k));
        let black = wrap(i64::from(first) - i64::from(k));
        games.push((white, black));
    }
    let mut pairing = RoundPairing::default();
    for (white, black) in games {
        let (white, black) = if reversed {
            (black, white)
        } else {
            (white, black)
        };
        if white > players {
            pairing.bye = Some(black);
        } else if black > players {
            pairing.bye = Some(white);
        } else {
            pairing.pairs.push(Pair { white, black });
        }
    }
    Ok(pairing)
}

/// Every round of the Berger schedule for `players` players (see
/// [`berger_round`]).
///
/// # Errors
/// [`BergerError::Players`] outside 3–16 players.
pub fn berger_schedule(players: u32, double: bool) -> Result<Vec<RoundPairing>, BergerError> {
    if !(3..=16).contains(&players) {
        return Err(BergerError::Players(players));
    }
    let n = players + players % 2;
    let rounds = if double { 2 * (n - 1) } else { n - 1 };
    (1..=rounds)
        .map(|round| berger_round(players, round, double))
        .collect()
}
