//! Serde round trips (feature `serde`): `Rules` and `AnyPosition`, by
//! property over random games of every `Rules` value.
#![cfg(feature = "serde")]

use danilchuk_board::Position;
use danilchuk_linear::LineLimit;
use danilchuk_variant::{AnyPosition, Rules};
use proptest::prelude::*;

fn rules() -> impl Strategy<Value = Rules> {
    prop::sample::select(Rules::ALL.to_vec())
}

/// A position reached by the moves `choices` pick from the start of `rules`.
fn position(rules: Rules, choices: &[u8]) -> AnyPosition {
    let mut pos = AnyPosition::starting_with(rules);
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[usize::from(c) % moves.len()]);
    }
    pos
}

#[test]
fn json_forms() {
    let json = serde_json::to_string(&Rules::Linear(LineLimit::Two)).unwrap();
    assert_eq!(json, "\"linear2\"");
    let pos = AnyPosition::starting_with(Rules::Linear(LineLimit::Three));
    let json = serde_json::to_string(&pos).unwrap();
    assert_eq!(
        json,
        r#"{"rules":"linear3","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 Ee"}"#
    );
}

#[test]
fn bad_records_are_errors() {
    for json in [
        r#""linear5""#,
        r#"{"rules":"chess"}"#,
        r#"{"rules":"chess","fen":"8/8/8/8/8/8/8/8 w - - 0 1"}"#,
        r#"{"rules":"linear2","fen":"4k3/8/8/8/8/R7/R7/R3K3 w - - 0 1"}"#,
        r#"{"rules":"chess","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","x":1}"#,
    ] {
        assert!(serde_json::from_str::<AnyPosition>(json).is_err(), "{json}");
    }
    assert!(serde_json::from_str::<Rules>("\"linear5\"").is_err());
}

proptest! {
    #[test]
    fn rules_round_trip(rules in rules()) {
        let json = serde_json::to_string(&rules).unwrap();
        prop_assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
    }

    #[test]
    fn any_position_round_trips(rules in rules(), choices in prop::collection::vec(any::<u8>(), 0..60)) {
        let pos = position(rules, &choices);
        let json = serde_json::to_string(&pos).unwrap();
        let back: AnyPosition = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back.rules(), rules);
        prop_assert_eq!(back, pos);
    }
}
