//! Round-robins run in the model are the Berger tables, by start number.

use danilchuk_pairings::{berger_round, GameResult};

use super::super::settings::System;
use super::super::tournament::State;
use super::{pairs, tournament, Games};

/// Plays a whole round-robin (white always wins) and checks each round
/// against the Berger table.
fn berger_run(system: System, players: u32, rounds: u32) {
    let double = system == System::DoubleRoundRobin;
    // The organiser's number of rounds gives way to the schedule's.
    let mut t = tournament(system, players, 1);
    assert_eq!(t.rounds_planned(), rounds);
    let mut games = Games::default();
    for round in 1..=rounds {
        games.play_round(&mut t, |_, _| Some(GameResult::WhiteWins));
        let table = berger_round(players, round, double).expect("a table");
        let expected: Vec<(u32, u32)> = table.pairs.iter().map(|p| (p.white, p.black)).collect();
        assert_eq!(pairs(&t, round), expected, "round {round}");
        // The free player of an odd number sits out with no points.
        let byes: Vec<_> = t
            .round_view(round)
            .byes
            .iter()
            .map(|b| (b.player, b.kind, b.points))
            .collect();
        match table.bye {
            Some(free) => assert_eq!(byes, [(free, "zero", 0.0)], "round {round}"),
            None => assert!(byes.is_empty()),
        }
    }
    assert_eq!(t.state(), State::Finished);
    assert_eq!(
        t.pair_next().map(drop),
        Err(super::super::ClubRefusal::AllRoundsPaired(rounds))
    );
    // Everyone met everyone (twice in a double round-robin).
    for a in 1..=players {
        let met = t
            .pairings
            .player(a)
            .expect("a player")
            .rounds
            .iter()
            .filter(|r| r.opponent.is_some())
            .count();
        assert_eq!(
            met as u32,
            (players - 1) * if double { 2 } else { 1 },
            "player {a}"
        );
    }
}

#[test]
fn four_players_are_the_berger_table() {
    berger_run(System::RoundRobin, 4, 3);
}

#[test]
fn five_players_are_the_berger_table() {
    berger_run(System::RoundRobin, 5, 5);
}

#[test]
fn a_double_round_robin_reverses_the_colours() {
    berger_run(System::DoubleRoundRobin, 4, 6);
}

#[test]
fn a_withdrawn_players_games_are_lost_by_forfeit() {
    let mut t = tournament(System::RoundRobin, 4, 3);
    let mut games = Games::default();
    games.play_round(&mut t, |_, _| Some(GameResult::Draw));
    t.withdraw(4).expect("withdrawn");
    let paired = t.pair_next().expect("paired");
    // Round 2 of the table: 4–3 and 1–2; 4's board needs no game.
    assert_eq!(pairs(&t, 2), [(4, 3), (1, 2)]);
    assert_eq!(paired.boards, [2]);
    let view = t.view("t");
    assert_eq!(view.pairings[1].boards[0].result, Some("-/+"));
    assert_eq!(view.pairings[1].boards[0].by, Some("arbiter"));
    assert_eq!(view.pairings[1].boards[1].result, None);
}
