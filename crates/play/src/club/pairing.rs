//! Pairing the next round (the Dutch system for a Swiss, the Berger tables
//! for a round-robin, both the pairing crate's) and pulling the games'
//! results into the tournament: the arbiter's result wins over the game's,
//! a game not ended leaves the board pending.

use danilchuk_pairings::GameResult;

use super::refusal::ClubRefusal;
use super::tournament::{Board, ClubTournament, Round};

/// A round just paired: its number and the boards whose games the caller
/// creates (a board of a withdrawn player is decided by forfeit and has
/// none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Paired {
    /// The round.
    pub(crate) round: u32,
    /// The boards to create games for, by number.
    pub(crate) boards: Vec<u32>,
}

impl ClubTournament {
    /// Fills the results from the games: for each board, the arbiter's
    /// result if entered, else `game(id)` (the result of the board's game
    /// when it has ended), else pending. Whether anything changed: then
    /// the change counter ([`ClubTournament::version`]) has moved on, and
    /// the caller keeps the tournament so that the next answer counts on.
    pub(crate) fn sync_results(&mut self, game: impl Fn(&str) -> Option<GameResult>) -> bool {
        let mut changed = false;
        for r in 0..self.rounds.len() {
            for b in 0..self.rounds[r].boards.len() {
                let board = &self.rounds[r].boards[b];
                let result = board
                    .arbiter
                    .or_else(|| board.game.as_deref().and_then(&game));
                let (white, black) = (board.white, board.black);
                let before = self.board_result(r, white);
                if before != result {
                    self.put_result(r as u32 + 1, white, black, result);
                    changed = true;
                }
            }
        }
        if changed {
            self.changed();
        }
        changed
    }

    /// The result the pairing crate holds for the game `white` plays with
    /// white in round index `r`.
    pub(crate) fn board_result(&self, r: usize, white: u32) -> Option<GameResult> {
        use danilchuk_pairings::ResultCode as C;
        let entry = self.pairings.player(white)?.rounds.get(r)?;
        Some(match entry.result {
            C::Win | C::UnratedWin => GameResult::WhiteWins,
            C::Draw | C::UnratedDraw => GameResult::Draw,
            C::Loss | C::UnratedLoss => GameResult::BlackWins,
            C::ForfeitWin => GameResult::WhiteWinsByForfeit,
            C::ForfeitLoss => {
                let black = entry.opponent?;
                let theirs = self.pairings.player(black)?.rounds.get(r)?.result;
                if theirs == C::ForfeitWin {
                    GameResult::BlackWinsByForfeit
                } else {
                    GameResult::DoubleForfeit
                }
            }
            _ => return None,
        })
    }

    /// Whether the next round can be paired now, and if not why (the
    /// cheap checks: the Dutch system itself may still find no pairing).
    pub(crate) fn pair_check(&self) -> Result<(), ClubRefusal> {
        if self.round() >= self.rounds_planned() {
            return Err(ClubRefusal::AllRoundsPaired(self.rounds_planned()));
        }
        if !self.round_finished() {
            return Err(ClubRefusal::RoundUnfinished(self.round()));
        }
        let next = self.round() + 1;
        let players = self.pairings.players();
        if self.settings.system.is_round_robin() {
            let n = self.berger_numbers().len() as u32;
            if !(3..=16).contains(&n) {
                return Err(ClubRefusal::RoundRobinPlayers(n));
            }
        }
        let present = players
            .iter()
            .filter(|p| !p.withdrawn && !p.requested_byes.contains(&next))
            .count();
        if present < 2 {
            return Err(ClubRefusal::TooFewPlayers);
        }
        Ok(())
    }

    /// Pairs the next round and records it; the boards whose games the
    /// caller creates (then [`ClubTournament::set_game`] for each). Pull
    /// the results first ([`ClubTournament::sync_results`]).
    pub(crate) fn pair_next(&mut self) -> Result<Paired, ClubRefusal> {
        self.pair_check()?;
        let round = self.round() + 1;
        let pairing = if self.settings.system.is_round_robin() {
            self.round_robin_pairing(round)?
        } else {
            self.pairings
                .next_round()
                .map_err(ClubRefusal::from_pairing)?
        };
        if self.settings.system.is_round_robin() && round == 1 {
            self.berger = self.berger_numbers();
        }
        let mut next = self.pairings.clone();
        next.start_round(&pairing)
            .map_err(ClubRefusal::from_pairing)?;
        self.pairings = next;
        let mut boards = Vec::new();
        let mut to_play = Vec::new();
        for (i, pair) in pairing.pairs.iter().enumerate() {
            let gone = |n: u32| self.pairings.player(n).is_none_or(|p| p.withdrawn);
            // A withdrawn player's game in a round-robin is lost by
            // forfeit (C.05: the schedule stands).
            let arbiter = match (gone(pair.white), gone(pair.black)) {
                (false, false) => None,
                (false, true) => Some(GameResult::WhiteWinsByForfeit),
                (true, false) => Some(GameResult::BlackWinsByForfeit),
                (true, true) => Some(GameResult::DoubleForfeit),
            };
            if arbiter.is_none() {
                to_play.push(i as u32 + 1);
            }
            boards.push(Board {
                white: pair.white,
                black: pair.black,
                game: None,
                arbiter,
            });
        }
        self.rounds.push(Round { boards });
        for (i, pair) in pairing.pairs.iter().enumerate() {
            let arbiter = self.rounds[round as usize - 1].boards[i].arbiter;
            if arbiter.is_some() {
                self.put_result(round, pair.white, pair.black, arbiter);
            }
        }
        self.changed();
        Ok(Paired {
            round,
            boards: to_play,
        })
    }
}
