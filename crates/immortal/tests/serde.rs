//! Serde through validated FEN (feature `serde`).
#![cfg(feature = "serde")]

use danilchuk_board::Position;
use danilchuk_immortal::Immortal;

#[test]
fn positions_travel_as_fen_with_locks() {
    let mut pos = Immortal::starting();
    for uci in ["e2e4", "e7e5", "d1h5", "d8f6", "h5f7"] {
        let m = pos.parse_uci(uci).expect("legal");
        pos.play(m).expect("legal");
    }
    let json = serde_json::to_string(&pos).expect("serializes");
    assert!(json.contains("f7>h5"), "{json}");
    assert_eq!(
        serde_json::from_str::<Immortal>(&json).expect("deserializes"),
        pos
    );
}

#[test]
fn corrupted_positions_are_errors() {
    for bad in [
        "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w - - 0 1 - -\"",
        "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 - e2>e4\"",
        "null",
    ] {
        assert!(serde_json::from_str::<Immortal>(bad).is_err(), "{bad}");
    }
}
