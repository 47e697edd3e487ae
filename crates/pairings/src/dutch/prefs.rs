//! A player's colour preference (C.04.3 A.6) and the other facts the
//! criteria read.

use super::{DutchPlayer, Float};
use crate::colour::Colour;

/// How strongly a colour is wanted (A.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Strength {
    /// Colour difference 0: the colour other than the last one.
    Mild,
    /// Colour difference ±1.
    Strong,
    /// Colour difference beyond ±1, or the same colour twice in a row.
    Absolute,
}

/// What the criteria need of one player.
#[derive(Clone, Debug)]
pub(super) struct State {
    pub id: u32,
    pub score: u32,
    /// Whites minus blacks over the games played.
    pub difference: i32,
    /// The colours of the games played, the latest last.
    pub played: Vec<Colour>,
    pub preference: Option<(Colour, Strength)>,
    /// C.04.3 A.7: a topscorer (more than half the maximum score) in the
    /// last round, for whom the absolute colour rule gives way.
    pub topscorer: bool,
    pub last_float: Float,
    pub float_before_last: Float,
    pub opponents: Vec<u32>,
    pub bye_eligible: bool,
}

impl State {
    pub fn of(player: &DutchPlayer, round: u32, last_round: bool) -> State {
        let played: Vec<Colour> = player.colours.iter().flatten().copied().collect();
        let whites = played.iter().filter(|&&c| c == Colour::White).count() as i32;
        let difference = 2 * whites - played.len() as i32;
        let last = played.last().copied();
        let twice = played.len() >= 2 && played[played.len() - 1] == played[played.len() - 2];
        let preference = if twice {
            last.map(|c| (c.opposite(), Strength::Absolute))
        } else if difference > 1 {
            Some((Colour::Black, Strength::Absolute))
        } else if difference < -1 {
            Some((Colour::White, Strength::Absolute))
        } else if difference == 1 {
            Some((Colour::Black, Strength::Strong))
        } else if difference == -1 {
            Some((Colour::White, Strength::Strong))
        } else {
            last.map(|c| (c.opposite(), Strength::Mild))
        };
        let float_at = |back: usize| {
            let rounds = round as usize - 1;
            rounds
                .checked_sub(back)
                .and_then(|r| player.floats.get(r))
                .copied()
                .unwrap_or(Float::None)
        };
        State {
            id: player.id,
            score: player.score,
            difference,
            played,
            preference,
            topscorer: last_round && player.score > round.saturating_sub(1),
            last_float: float_at(1),
            float_before_last: float_at(2),
            opponents: player.opponents.clone(),
            bye_eligible: player.bye_eligible,
        }
    }

    /// C1 and C3: whether the two may meet.
    pub fn compatible(&self, other: &State) -> bool {
        if self.opponents.contains(&other.id) || other.opponents.contains(&self.id) {
            return false;
        }
        match (self.preference, other.preference) {
            (Some((a, Strength::Absolute)), Some((b, Strength::Absolute))) if a == b => {
                self.topscorer || other.topscorer
            }
            _ => true,
        }
    }
}
