//! The club layer's tests: each command's refusals, a Swiss and
//! round-robins run in the model, TRF, serde and PGN round trips, and the
//! refusals' texts in both languages.

mod commands;
mod random;
mod round_robin;
mod swiss;
mod texts;
mod trf_pgn;

use std::collections::HashMap;

use danilchuk_pairings::GameResult;

use super::commands::Entry;
use super::settings::System;
use super::tournament::{ClubTournament, NewTournament};
use crate::session::token::Token;
use danilchuk_variant::Rules;

/// A fresh token.
fn token() -> Token {
    Token::new().expect("the generator")
}

/// A tournament of `players` players (named `Player N`, rated 2000 − 10 N)
/// and `rounds` rounds.
fn tournament(system: System, players: u32, rounds: u32) -> ClubTournament {
    let mut new = NewTournament::new("Club championship", Rules::Immortal, rounds);
    new.system = system;
    let mut t = ClubTournament::create(&new, &token()).expect("created");
    for n in 1..=players {
        let entry = Entry {
            name: format!("Player {n}"),
            rating: Some(2000 - 10 * n),
            club: None,
        };
        assert_eq!(t.register(&entry, &token()), Ok(n));
    }
    t
}

/// The games of a tournament, as the store would end them: id → result.
#[derive(Default)]
struct Games {
    results: HashMap<String, GameResult>,
    next: u32,
}

impl Games {
    /// Pairs the next round, creates its games (ids numbered) and ends each
    /// with `decide(white, black)` (`None`: still running).
    fn play_round(
        &mut self,
        t: &mut ClubTournament,
        decide: impl Fn(u32, u32) -> Option<GameResult>,
    ) -> u32 {
        let paired = t.pair_next().expect("paired");
        for board in paired.boards {
            self.next += 1;
            let id = format!("{:032x}", self.next);
            t.set_game(paired.round, board, &id).expect("a board");
            let b = t.board(paired.round, board).expect("a board");
            if let Some(result) = decide(b.white, b.black) {
                self.results.insert(id, result);
            }
        }
        t.sync_results(|id| self.results.get(id).copied());
        paired.round
    }
}

/// The boards of a round as (white, black) pairs.
fn pairs(t: &ClubTournament, round: u32) -> Vec<(u32, u32)> {
    t.rounds[round as usize - 1]
        .boards
        .iter()
        .map(|b| (b.white, b.black))
        .collect()
}
