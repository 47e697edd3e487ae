//! A round-robin's schedule: the Berger tables of the pairing crate, over
//! the players present when round 1 is paired, in start-number order (a
//! player withdrawn before then is left out of the schedule; one who
//! withdraws later loses the games left by forfeit).

use danilchuk_pairings::{berger_round, berger_schedule, Pair, RoundPairing};

use super::refusal::ClubRefusal;
use super::settings::System;
use super::tournament::ClubTournament;

impl ClubTournament {
    /// The start numbers of the schedule, Berger number 1 first: fixed
    /// when round 1 is paired; before then the players not withdrawn.
    pub(crate) fn berger_numbers(&self) -> Vec<u32> {
        if !self.berger.is_empty() {
            return self.berger.clone();
        }
        self.pairings
            .players()
            .iter()
            .filter(|p| !p.withdrawn)
            .map(|p| p.start_number)
            .collect()
    }

    /// Round `round` of the Berger table, in start numbers. The player
    /// without an opponent (an odd number) sits out with no points, as
    /// in any round-robin, not with the Swiss pairing bye.
    pub(crate) fn round_robin_pairing(&self, round: u32) -> Result<RoundPairing, ClubRefusal> {
        let numbers = self.berger_numbers();
        let n = numbers.len() as u32;
        let double = self.settings.system == System::DoubleRoundRobin;
        let table =
            berger_round(n, round, double).map_err(|_| ClubRefusal::RoundRobinPlayers(n))?;
        let number = |berger: u32| numbers[berger as usize - 1];
        Ok(RoundPairing {
            pairs: table
                .pairs
                .iter()
                .map(|pair| Pair {
                    white: number(pair.white),
                    black: number(pair.black),
                })
                .collect(),
            bye: None,
        })
    }

    /// Sets a round-robin's rounds to its Berger schedule's for the
    /// players present (nothing outside 3–16 players, nor once paired).
    pub(crate) fn fit_round_robin(&mut self) {
        if !self.settings.system.is_round_robin() || !self.rounds.is_empty() {
            return;
        }
        let n = self.berger_numbers().len() as u32;
        let double = self.settings.system == System::DoubleRoundRobin;
        if let Ok(schedule) = berger_schedule(n, double) {
            self.pairings.rounds_planned = schedule.len() as u32;
        }
    }
}
