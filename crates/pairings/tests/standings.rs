//! Standings and tie-breaks (C.07) on a small tournament, against values
//! computed by hand.
//!
//! Five players, three rounds:
//! - round 1: 1–4 1-0, 2–3 ½-½, 5 the pairing-allocated bye (1 point);
//! - round 2: 5–1 0-1, 3–4 1-0, 2 a requested half-point bye;
//! - round 3: 1–3 ½-½, 2–5 1-0, 4 withdrawn (zero bye).
//!
//! Scores: 1 2½, 2 2, 3 2, 4 0, 5 1. Adjusted scores (each unplayed round
//! a draw): 1 2½, 2 2, 3 2, 4 ½, 5 ½.

use danilchuk_pairings::{
    standings, GameResult, Pair, ResultCode, RoundPairing, TieBreak, Tournament,
};

fn pairing(pairs: &[(u32, u32)], bye: Option<u32>) -> RoundPairing {
    RoundPairing {
        pairs: pairs
            .iter()
            .map(|&(white, black)| Pair { white, black })
            .collect(),
        bye,
    }
}

fn tournament() -> Tournament {
    let mut t = Tournament::new("Hand-computed", 3);
    for name in ["One", "Two", "Three", "Four", "Five"] {
        t.add_player(name);
    }
    t.start_round(&pairing(&[(1, 4), (2, 3)], Some(5))).unwrap();
    t.set_result(1, 1, GameResult::WhiteWins).unwrap();
    t.set_result(1, 2, GameResult::Draw).unwrap();
    t.player_mut(2).unwrap().requested_byes.push(2);
    t.start_round(&pairing(&[(5, 1), (3, 4)], None)).unwrap();
    t.set_result(2, 5, GameResult::BlackWins).unwrap();
    t.set_result(2, 3, GameResult::WhiteWins).unwrap();
    t.player_mut(4).unwrap().withdrawn = true;
    t.start_round(&pairing(&[(1, 3), (2, 5)], None)).unwrap();
    t.set_result(3, 1, GameResult::Draw).unwrap();
    t.set_result(3, 2, GameResult::WhiteWins).unwrap();
    t
}

fn values(t: &Tournament, tiebreak: TieBreak) -> Vec<f64> {
    t.players().iter().map(|p| tiebreak.value(t, p)).collect()
}

#[test]
fn byes_and_absences_are_recorded() {
    let t = tournament();
    assert_eq!(t.player(2).unwrap().rounds[1].result, ResultCode::HalfBye);
    assert_eq!(t.player(4).unwrap().rounds[2].result, ResultCode::ZeroBye);
    assert_eq!(
        t.player(5).unwrap().rounds[0].result,
        ResultCode::PairingBye
    );
    let points: Vec<u32> = t
        .players()
        .iter()
        .map(|p| p.points(t.bye_points()))
        .collect();
    assert_eq!(points, [5, 4, 4, 0, 2]);
}

#[test]
fn buchholz_counts_a_virtual_opponent_for_unplayed_rounds() {
    let t = tournament();
    // 1: 4 (½) + 5 (½) + 3 (2); 2: 3 (2) + itself (2) + 5 (½);
    // 3: 2 (2) + 4 (½) + 1 (2½); 4: 1 (2½) + 3 (2) + itself (0);
    // 5: itself (1) + 1 (2½) + 2 (2).
    assert_eq!(values(&t, TieBreak::Buchholz), [3.0, 4.5, 5.0, 4.5, 5.5]);
    assert_eq!(
        values(&t, TieBreak::BuchholzCut1),
        [2.5, 4.0, 4.5, 4.5, 4.5]
    );
}

#[test]
fn sonneborn_berger_and_wins() {
    let t = tournament();
    // 1: ½ + ½ + 2·½; 2: 2·½ + 2·½ (the half bye) + ½;
    // 3: 2·½ + ½ + 2½·½; 4: 0; 5: 1·1 (the bye's point against itself).
    assert_eq!(
        values(&t, TieBreak::SonnebornBerger),
        [2.0, 2.5, 2.75, 0.0, 1.0]
    );
    assert_eq!(values(&t, TieBreak::Wins), [2.0, 1.0, 1.0, 0.0, 1.0]);
}

#[test]
fn standings_follow_the_organisers_order() {
    let t = tournament();
    let by = |list: &[TieBreak]| -> Vec<(u32, u32)> {
        standings(&t, list)
            .iter()
            .map(|s| (s.rank, s.start_number))
            .collect()
    };
    assert_eq!(
        by(&[TieBreak::Buchholz]),
        [(1, 1), (2, 3), (3, 2), (4, 5), (5, 4)]
    );
    // 2 and 3 drew their game: direct encounter leaves them equal.
    assert_eq!(
        by(&[TieBreak::DirectEncounter, TieBreak::SonnebornBerger]),
        [(1, 1), (2, 3), (3, 2), (4, 5), (5, 4)]
    );
    // Equal on everything: a shared rank, by start number.
    assert_eq!(
        by(&[TieBreak::Wins]),
        [(1, 1), (2, 2), (2, 3), (4, 5), (5, 4)]
    );
    let lines = standings(&t, &[TieBreak::DirectEncounter]);
    assert_eq!(lines[1].tiebreaks, [0.5]);
}

#[test]
fn the_pairing_bye_points_are_the_organisers() {
    let mut t = tournament();
    t.bye_half_points = 1;
    assert_eq!(t.player(5).unwrap().points(t.bye_points()), 1);
    assert_eq!(values(&t, TieBreak::Wins)[4], 0.0);
}

#[test]
fn the_next_round_leaves_out_withdrawn_players_and_requested_byes() {
    let mut t = Tournament::new("Next", 5);
    for name in ["A", "B", "C", "D", "E", "F"] {
        t.add_player(name);
    }
    t.player_mut(6).unwrap().withdrawn = true;
    t.player_mut(3).unwrap().requested_byes.push(1);
    let round = t.next_round().unwrap();
    let mut seen: Vec<u32> = round
        .pairs
        .iter()
        .flat_map(|p| [p.white, p.black])
        .collect();
    seen.extend(round.bye);
    seen.sort_unstable();
    assert_eq!(seen, [1, 2, 4, 5]);
    t.start_round(&round).unwrap();
    assert_eq!(t.player(3).unwrap().rounds[0].result, ResultCode::HalfBye);
    assert_eq!(t.player(6).unwrap().rounds[0].result, ResultCode::ZeroBye);
    assert!(t.next_round().is_err(), "round 1 has no results yet");
}
