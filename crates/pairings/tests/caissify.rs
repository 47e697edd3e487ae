//! The Dutch system against an independent engine: caissify-pairings
//! (Python; its Dutch engine is cross-validated against bbpPairings).
//! Its tournament generator pairs random tournaments with that engine and
//! writes them as TRF-16; every round of them is paired again here from
//! the rounds before it and compared, colours and bye included.
//!
//! Needs `pip install caissify-pairings` (a loud SKIPPED line without it;
//! a failure under CI=true).

use std::process::Command;

use danilchuk_pairings::{Colour, Player, ResultCode, Tournament};
use danilchuk_testkit::{require_program, Install};

/// (players, rounds, tournaments, seed): one generator run each, its
/// tournaments reproducible from the seed.
const RUNS: [(u32, u32, u32, u32); 16] = [
    (6, 5, 6, 101),
    (8, 7, 5, 102),
    (9, 8, 4, 103),
    (11, 7, 5, 104),
    (14, 9, 4, 105),
    (17, 9, 4, 106),
    (21, 9, 4, 107),
    (26, 9, 3, 108),
    (32, 11, 2, 109),
    (40, 11, 2, 110),
    (7, 6, 5, 111),
    (10, 9, 4, 112),
    (13, 9, 4, 113),
    (19, 9, 3, 114),
    (24, 9, 3, 115),
    (35, 11, 2, 116),
];

/// The rounds where the two engines may differ, as (players, seed,
/// tournament, round): none now; the test fails on any difference not
/// listed here.
const KNOWN_DIFFERENCES: &[(u32, u32, usize, u32)] = &[];

/// The games of a round, (white, black) sorted, and the bye.
type Games = (Vec<(u32, u32)>, Option<u32>);

/// The games of one round: (white, black) and the bye, as the file has them;
/// `None` when a round leaves more than one player without a game (the
/// generator's engine found no complete pairing).
fn round_of(tournament: &Tournament, round: usize) -> Option<Games> {
    let mut pairs = Vec::new();
    let mut byes = Vec::new();
    for player in tournament.players() {
        let entry = &player.rounds[round];
        match (entry.opponent, entry.colour) {
            (Some(black), Some(Colour::White)) => pairs.push((player.start_number, black)),
            (Some(_), Some(Colour::Black)) => {}
            _ => byes.push((player.start_number, entry.result)),
        }
    }
    pairs.sort_unstable();
    match byes.as_slice() {
        [] => Some((pairs, None)),
        [(id, ResultCode::PairingBye)] => Some((pairs, Some(*id))),
        _ => None,
    }
}

/// The tournament as it stood before `round` (0-based).
fn before(full: &Tournament, round: usize) -> Tournament {
    let players: Vec<Player> = full
        .players()
        .iter()
        .map(|player| {
            let mut player = player.clone();
            player.rounds.truncate(round);
            player
        })
        .collect();
    let mut tournament = Tournament::new(&full.name, full.rounds_planned).with_players(players);
    // The generator draws the initial colour and writes no XXC line: the
    // top player's colour in round 1 tells it.
    tournament.initial_colour = full.players()[0].rounds[0].colour.unwrap_or(Colour::White);
    tournament
}

#[test]
fn dutch_pairings_match_caissify() {
    let Some(rtg) = require_program("caissify-pairings-rtg", Install::Pip("caissify-pairings"))
    else {
        return;
    };
    let (mut compared, mut matched, mut incomplete) = (0u32, 0u32, 0u32);
    let mut differences = Vec::new();
    for (players, rounds, count, seed) in RUNS {
        let output = Command::new(&rtg)
            .args(["-p", &players.to_string(), "-r", &rounds.to_string()])
            .args(["-n", &count.to_string(), "--seed", &seed.to_string()])
            .output()
            .expect("caissify-pairings-rtg runs");
        assert!(
            output.status.success(),
            "caissify-pairings-rtg failed: {output:?}"
        );
        let text = String::from_utf8(output.stdout).expect("UTF-8 TRF");
        let files: Vec<&str> = text
            .split("=== Tournament")
            .filter(|part| part.contains("001 "))
            .collect();
        assert_eq!(files.len(), count as usize);
        for (index, file) in files.into_iter().enumerate() {
            let file: String = file.lines().skip(1).collect::<Vec<_>>().join("\n");
            let full = Tournament::from_trf(&file).expect("the generator's TRF reads");
            for round in 0..rounds as usize {
                let Some(expected) = round_of(&full, round) else {
                    incomplete += 1;
                    continue;
                };
                compared += 1;
                let ours = before(&full, round).next_round().ok().map(|pairing| {
                    let mut pairs: Vec<(u32, u32)> =
                        pairing.pairs.iter().map(|p| (p.white, p.black)).collect();
                    pairs.sort_unstable();
                    (pairs, pairing.bye)
                });
                if ours.as_ref() == Some(&expected) {
                    matched += 1;
                } else {
                    differences.push((players, seed, index, round as u32 + 1));
                }
            }
        }
    }
    println!(
        "caissify cross-check: {compared} rounds compared, {matched} equal, {} different, \
         {incomplete} without a complete pairing from the generator",
        differences.len()
    );
    for difference in &differences {
        println!("  different: {difference:?} (players, seed, tournament, round)");
    }
    assert!(compared >= 300, "only {compared} rounds compared");
    let unknown: Vec<_> = differences
        .iter()
        .filter(|d| !KNOWN_DIFFERENCES.contains(d))
        .collect();
    assert!(
        unknown.is_empty(),
        "new differences from caissify-pairings: {unknown:?}"
    );
}
