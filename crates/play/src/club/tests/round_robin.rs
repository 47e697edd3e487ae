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

#[test]
fn a_player_withdrawn_before_round_1_is_left_out_of_the_schedule() {
    let mut t = tournament(System::RoundRobin, 5, 1);
    assert_eq!(t.rounds_planned(), 5);
    t.withdraw(2).expect("withdrawn");
    // Four players left: three rounds, Berger numbers 1-4 are 1, 3, 4, 5.
    assert_eq!(t.rounds_planned(), 3);
    let numbers = [1, 3, 4, 5];
    let mut games = Games::default();
    for round in 1..=3 {
        games.play_round(&mut t, |_, _| Some(GameResult::Draw));
        let table = berger_round(4, round, false).expect("a table");
        let expected: Vec<(u32, u32)> = table
            .pairs
            .iter()
            .map(|p| (numbers[p.white as usize - 1], numbers[p.black as usize - 1]))
            .collect();
        assert_eq!(pairs(&t, round), expected, "round {round}");
        let byes: Vec<_> = t
            .round_view(round)
            .byes
            .iter()
            .map(|b| (b.player, b.kind))
            .collect();
        assert_eq!(byes, [(2, "zero")]);
    }
    assert_eq!(t.state(), State::Finished);
    assert_eq!(t.berger, numbers);
    // The schedule is kept with the tournament.
    let json = serde_json::to_string(&t).expect("JSON");
    let back: super::super::ClubTournament = serde_json::from_str(&json).expect("read back");
    assert_eq!(back, t);
}
