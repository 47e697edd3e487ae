//! Late rounds of the Dutch system, as caissify-pairings (cross-validated
//! against bbpPairings) paired them in tournaments of its generator: the
//! files are those tournaments before the round, the expected pairs its.

use danilchuk_pairings::Tournament;

/// The next round of a TRF file: (white, black) sorted, and the bye.
fn next(trf: &str) -> (Vec<(u32, u32)>, Option<u32>) {
    let tournament = Tournament::from_trf(trf).expect("the TRF reads");
    let round = tournament.next_round().expect("a pairing");
    let mut pairs: Vec<(u32, u32)> = round.pairs.iter().map(|p| (p.white, p.black)).collect();
    pairs.sort_unstable();
    (pairs, round.bye)
}

#[test]
fn c18_the_score_difference_of_a_downfloat_from_two_rounds_before() {
    // Players 1 and 4 (5.5) both float down; 4, who also floated down two
    // rounds before, takes the smaller score difference (against 2, 4.5).
    let (pairs, bye) = next(include_str!("data/dutch_floats_two_rounds_before.trf"));
    assert!(
        pairs.contains(&(2, 4)) && pairs.contains(&(10, 1)),
        "{pairs:?}"
    );
    assert_eq!(bye, Some(9));
}

#[test]
fn last_round_topscorers_avoid_a_third_colour_in_a_row() {
    // 1 and 5 both need white absolutely; paired, 5 would get black a
    // third time in a row (A.7: allowed for topscorers, but weighed).
    let (pairs, bye) = next(include_str!("data/dutch_topscorers.trf"));
    assert_eq!(
        pairs,
        [
            (1, 10),
            (2, 11),
            (3, 15),
            (4, 9),
            (5, 6),
            (12, 16),
            (13, 8),
            (14, 17)
        ]
    );
    assert_eq!(bye, Some(7));
}

#[test]
fn a_second_bye_when_c1_to_c3_leave_no_pairing() {
    // Round 8 of 9 players: 1 and 2, the only ones without a bye, can each
    // meet only one player; C2 gives way, the bye goes to the lowest score
    // the others leave.
    let (pairs, bye) = next(include_str!("data/dutch_second_bye.trf"));
    assert_eq!(pairs, [(1, 9), (2, 8), (4, 6), (5, 7)]);
    assert_eq!(bye, Some(3));
}
