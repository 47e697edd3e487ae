//! Serde through validated FEN (feature `serde`).
#![cfg(feature = "serde")]

use danilchuk_board::Position;
use danilchuk_linear::{LineLimit, Linear};

#[test]
fn positions_travel_as_fen() {
    let mut pos = Linear::starting();
    pos.play(pos.parse_uci("e1d1").expect("castling is legal"))
        .expect("legal");
    let json = serde_json::to_string(&pos).expect("serializes");
    assert_eq!(json, format!("\"{}\"", pos.fen()));
    assert_eq!(
        serde_json::from_str::<Linear>(&json).expect("deserializes"),
        pos
    );
}

#[test]
fn corrupted_positions_are_errors() {
    // A knight on the e-file breaks L-3; a pawn on rank 8 is impossible.
    for bad in [
        "\"rnbqnbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 Ee\"",
        "\"P7/8/8/8/8/8/8/4K2k w - - 0 1 Ee\"",
        "42",
    ] {
        assert!(serde_json::from_str::<Linear>(bad).is_err(), "{bad}");
    }
}

#[test]
fn line_limits_as_text() {
    assert_eq!(
        serde_json::to_string(&LineLimit::Two).expect("serializes"),
        "\"2\""
    );
    assert_eq!(
        serde_json::from_str::<LineLimit>("\"3\"").expect("parses"),
        LineLimit::Three
    );
    assert!(serde_json::from_str::<LineLimit>("\"4\"").is_err());
}
