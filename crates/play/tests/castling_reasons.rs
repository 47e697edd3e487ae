//! A castling the rules refuse is explained with the condition that fails
//! (classical castling, I-4, L-7), whether asked for by the king onto its
//! rook (a click on king then rook, or a drag) or, classically, onto its
//! destination.

use danilchuk_board::Square;
use danilchuk_play::{CastlingRefusal, Opponent, Refusal, Rules, Session};

/// The refusal's words, after checking that it is a castling refusal and
/// carries the ruling of the rule set where one decides.
fn refusal(rules: Rules, fen: &str, from: Square, to: Square) -> String {
    let mut session =
        Session::from_fen(rules, fen, Opponent::Person).unwrap_or_else(|e| panic!("{fen}: {e}"));
    match session.play_squares(from, to, None) {
        Ok(m) => panic!("{fen}: {from}-{to} was played as {m}"),
        Err(refusal @ Refusal::Castling(why)) => {
            let rule = match rules {
                Rules::Chess => None,
                Rules::Immortal => Some(if why == CastlingRefusal::ImmortalCheck {
                    "I-6"
                } else {
                    "I-4"
                }),
                Rules::Linear(_) => Some("L-7"),
            };
            assert_eq!(refusal.rule(), rule, "{fen}: {refusal}");
            refusal.to_string()
        }
        Err(other) => panic!("{fen}: {from}-{to} refused, but not as castling: {other:?}"),
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
