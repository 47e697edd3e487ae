//! Commands in a random order (a fixed seed) on Swiss and round-robin
//! tournaments: nothing panics, a refused command changes nothing, and the
//! state always reads back from JSON and answers.

use danilchuk_pairings::GameResult;

use super::super::commands::Entry;
use super::super::settings::System;
use super::super::tournament::ClubTournament;
use super::{token, tournament};

/// A small generator (a 64-bit LCG, the high bits): a fixed sequence.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u32) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % u64::from(n.max(1))) as u32
    }
}

const RESULTS: [GameResult; 6] = [
    GameResult::WhiteWins,
    GameResult::Draw,
    GameResult::BlackWins,
    GameResult::WhiteWinsByForfeit,
    GameResult::BlackWinsByForfeit,
    GameResult::DoubleForfeit,
];

/// The rounds paired at the end.
fn run(system: System, seed: u64) -> u32 {
    let mut rng = Lcg(seed);
    let mut t = tournament(system, 3 + rng.below(8), 1 + rng.below(7));
    let mut ended = std::collections::HashMap::new();
    let mut next_game = 0u32;
    for _ in 0..300 {
        let before = t.clone();
        let players = t.pairings.players().len() as u32 + 2;
        let rounds = t.rounds_planned() + 2;
        let outcome: Result<(), _> = match rng.below(8) {
            0 => t.register(&Entry::named("New"), &token()).map(drop),
            1 => t.withdraw(rng.below(players)),
            2 => t.request_bye(rng.below(players), rng.below(rounds)),
            3 | 4 => t.pair_next().map(|paired| {
                for board in paired.boards {
                    next_game += 1;
                    let id = format!("{next_game:032x}");
                    t.set_game(paired.round, board, &id).expect("a new board");
                }
            }),
            5 => {
                let result = (rng.below(4) > 0).then(|| RESULTS[rng.below(6) as usize]);
                t.set_arbiter_result(rng.below(rounds), rng.below(6), result)
            }
            _ => {
                // Some games end.
                for round in &t.rounds {
                    for board in &round.boards {
                        if let Some(id) = &board.game {
                            if rng.below(2) == 0 {
                                ended.insert(id.clone(), RESULTS[rng.below(3) as usize]);
                            }
                        }
                    }
                }
                t.sync_results(|id| ended.get(id).copied());
                Ok(())
            }
        };
        if outcome.is_err() {
            assert_eq!(t, before, "{outcome:?}");
        }
        let json = serde_json::to_string(&t).expect("JSON");
        let back: ClubTournament = serde_json::from_str(&json).expect("read back");
        assert_eq!(back, t);
        let view = t.view("id");
        assert_eq!(view.pairings.len() as u32, t.round());
        assert!(view.round <= view.rounds);
    }
    t.round()
}

#[test]
fn random_commands_on_swiss_tournaments() {
    let paired: u32 = (0..12).map(|seed| run(System::Swiss, seed)).sum();
    assert!(paired >= 12, "{paired} rounds paired in all");
}

#[test]
fn random_commands_on_round_robins() {
    let paired: u32 = (0..6)
        .map(|seed| run(System::RoundRobin, seed) + run(System::DoubleRoundRobin, seed))
        .sum();
    assert!(paired >= 12, "{paired} rounds paired in all");
}
