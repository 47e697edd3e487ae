//! The Berger schedules against FIDE's published tables (C.05 Annex 1),
//! written by hand in tests/data/berger.txt, for 3 to 16 players.

use danilchuk_pairings::{berger_round, berger_schedule, BergerError, Pair};

/// One table: the rounds, each its games (white, black).
type Table = Vec<Vec<(u32, u32)>>;

/// The tables of the data file: (players, rounds of games).
fn tables() -> Vec<(u32, Table)> {
    let text = include_str!("data/berger.txt");
    let mut tables: Vec<(u32, Table)> = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        if let Some(n) = line.strip_prefix("players ") {
            tables.push((n.parse().unwrap(), Vec::new()));
            continue;
        }
        let games = line
            .split_whitespace()
            .map(|game| {
                let (w, b) = game.split_once('-').unwrap();
                (w.parse().unwrap(), b.parse().unwrap())
            })
            .collect();
        tables.last_mut().unwrap().1.push(games);
    }
    tables
}

#[test]
fn schedules_are_fides_tables_for_3_to_16_players() {
    let tables = tables();
    assert_eq!(tables.len(), 7);
    for players in 3..=16u32 {
        let even = players + players % 2;
        let (_, table) = tables.iter().find(|(n, _)| *n == even).unwrap();
        let schedule = berger_schedule(players, false).unwrap();
        assert_eq!(schedule.len(), table.len(), "{players} players");
        for (round, (ours, theirs)) in schedule.iter().zip(table).enumerate() {
            let expected: Vec<(u32, u32)> = theirs
                .iter()
                .copied()
                .filter(|&(w, b)| w <= players && b <= players)
                .collect();
            let got: Vec<(u32, u32)> = ours.pairs.iter().map(|p| (p.white, p.black)).collect();
            assert_eq!(got, expected, "{players} players, round {}", round + 1);
            let bye = theirs.iter().find_map(|&(w, b)| {
                if w > players {
                    Some(b)
                } else if b > players {
                    Some(w)
                } else {
                    None
                }
            });
            assert_eq!(ours.bye, bye, "{players} players, round {}", round + 1);
        }
    }
}

#[test]
fn every_pair_meets_once_per_cycle_and_double_reverses_colours() {
    for players in 3..=16u32 {
        let single = berger_schedule(players, false).unwrap();
        let double = berger_schedule(players, true).unwrap();
        assert_eq!(double.len(), 2 * single.len());
        let mut met = std::collections::HashSet::new();
        for round in &single {
            for pair in &round.pairs {
                assert!(met.insert((pair.white.min(pair.black), pair.white.max(pair.black))));
            }
        }
        assert_eq!(met.len() as u32, players * (players - 1) / 2);
        for (first, second) in single.iter().zip(&double[single.len()..]) {
            let reversed: Vec<Pair> = first
                .pairs
                .iter()
                .map(|p| Pair {
                    white: p.black,
                    black: p.white,
                })
                .collect();
            assert_eq!(second.pairs, reversed);
            assert_eq!(second.bye, first.bye);
        }
    }
}

#[test]
fn sizes_and_rounds_outside_the_tables_are_refused() {
    assert_eq!(berger_schedule(2, false), Err(BergerError::Players(2)));
    assert_eq!(berger_schedule(17, true), Err(BergerError::Players(17)));
    assert_eq!(
        berger_round(6, 6, false),
        Err(BergerError::Round {
            round: 6,
            rounds: 5
        })
    );
    assert_eq!(
        berger_round(6, 0, true),
        Err(BergerError::Round {
            round: 0,
            rounds: 10
        })
    );
    assert!(berger_round(5, 10, true).is_ok());
}
