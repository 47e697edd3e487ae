//! A castling the rules refuse is explained with the condition that fails
//! (classical castling, I-4, L-7), whether asked for by the king onto its
//! rook (a click on king then rook, or a drag) or, classically, onto its
//! destination.

use danilchuk_board::Square;
use danilchuk_play::{new_table, Rules};

fn refusal(rules: Rules, fen: &str, from: Square, to: Square) -> String {
    let mut table = new_table(rules, Some(fen)).unwrap_or_else(|e| panic!("{fen}: {e}"));
    match table.play_squares(from, to, None) {
        Ok(()) => panic!("{fen}: {from}-{to} was played"),
        Err(refusal) => refusal.0,
    }
}

fn assert_says(why: &str, expected: &str) {
    assert!(why.contains(expected), "{why:?} does not say {expected:?}");
}

#[test]
fn classical_castling_refusals_name_the_failing_condition() {
    let chess = Rules::Chess;
    for to in [Square::H1, Square::G1] {
        assert_says(
            &refusal(chess, "4k3/8/8/8/8/8/8/4K2R w - - 0 1", Square::E1, to),
            "lost the right to castle king-side",
        );
        assert_says(
            &refusal(chess, "4k3/8/8/8/8/8/8/4KB1R w K - 0 1", Square::E1, to),
            "f1 is not empty",
        );
        assert_says(
            &refusal(chess, "4k3/8/8/8/8/8/8/r3K2R w K - 0 1", Square::E1, to),
            "the king is in check",
        );
        assert_says(
            &refusal(chess, "4k3/8/8/8/8/8/6r1/4K2R w K - 0 1", Square::E1, to),
            "g1: black attacks it",
        );
    }
    assert_says(
        &refusal(
            chess,
            "4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1",
            Square::E1,
            Square::A1,
        ),
        "d1: black attacks it",
    );
    assert_says(
        &refusal(
            chess,
            "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1",
            Square::E1,
            Square::C1,
        ),
        "b1 is not empty",
    );
}

#[test]
fn immortal_castling_refusals_follow_i_4() {
    let immortal = Rules::Immortal;
    assert_says(
        &refusal(
            immortal,
            "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
            Square::E1,
            Square::H1,
        ),
        "(I-4)",
    );
    // Own units between do not matter (I-4); an enemy unit does.
    assert_says(
        &refusal(
            immortal,
            "4k3/8/8/8/8/8/8/4Kn1R w K - 0 1",
            Square::E1,
            Square::H1,
        ),
        "an enemy unit on f1",
    );
}

#[test]
fn linear_castling_refusals_follow_l_7() {
    let linear: Rules = "linear".parse().expect("the rule set");
    assert_says(
        &refusal(
            linear,
            "3qk3/8/8/8/8/8/8/3QK3 w - - 0 1",
            Square::E1,
            Square::D1,
        ),
        "(L-7)",
    );
    assert_says(
        &refusal(
            linear,
            "3qk3/8/8/8/8/8/6n1/3QK3 w Qq - 0 1",
            Square::E1,
            Square::D1,
        ),
        "the king on e1 is attacked",
    );
    assert_says(
        &refusal(
            linear,
            "3qk3/8/8/8/8/8/3Q4/3QK3 w Qq - 0 1",
            Square::E1,
            Square::D1,
        ),
        "second unit on its king or queen line",
    );
}
