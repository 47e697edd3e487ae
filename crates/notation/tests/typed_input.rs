//! Typed text: white space around a move is named as the error by the
//! strict readers, and dropped by the entry points for typed text.

use danilchuk_board::{Position, UciError};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
#[allow(deprecated)]
use danilchuk_notation::parse_typed_move;
use danilchuk_notation::{parse_long, parse_move, parse_san, MoveError};

fn syntax_reason(error: MoveError) -> &'static str {
    match error {
        MoveError::Syntax(e) => e.reason,
        other => panic!("expected a syntax error, got {other:?}"),
    }
}

#[test]
fn white_space_around_a_move_is_named_not_misread() {
    let pos = Chess::starting();
    // UCI: a trailing line break was read as a bad promotion letter.
    match pos.parse_uci("e2e4\n") {
        Err(UciError::Syntax { reason, .. }) => {
            assert_eq!(reason, "a line break after the move (trim the input)");
        }
        other => panic!("{other:?}"),
    }
    match pos.parse_uci("e2e4 ") {
        Err(UciError::Syntax { reason, .. }) => assert!(reason.contains("white space after")),
        other => panic!("{other:?}"),
    }
    match pos.parse_uci("e2 e4") {
        Err(UciError::Syntax { reason, .. }) => assert!(reason.contains("no white space")),
        other => panic!("{other:?}"),
    }
    // SAN, long notation, any notation: a leading space was "allowed only
    // around a separator".
    for (text, want) in [
        (" e4", "white space before the move (trim the input)"),
        ("e4\r\n", "a line break after the move (trim the input)"),
        ("Nf3\t", "white space after the move (trim the input)"),
    ] {
        assert_eq!(
            syntax_reason(parse_move(&pos, text).unwrap_err()),
            want,
            "{text:?}"
        );
        assert_eq!(
            syntax_reason(parse_san(&pos, text).unwrap_err()),
            want,
            "{text:?}"
        );
    }
    let e = parse_long(&pos, "e2-e4 ").unwrap_err();
    assert!(e.to_string().contains("white space after the move"), "{e}");
    // The column points at the white space.
    match parse_move(&pos, "e4\n").unwrap_err() {
        MoveError::Syntax(e) => assert_eq!(e.column, 3),
        other => panic!("{other:?}"),
    }
}

#[test]
// The deprecated entry point, checked while it stays.
#[allow(deprecated)]
fn typed_input_is_trimmed_by_its_entry_point() {
    let pos = Immortal::starting();
    let e4 = parse_move(&pos, "e2e4").unwrap();
    for text in ["e2e4\n", " e4", "e2-e4\r\n", "\te2e4 "] {
        assert_eq!(parse_typed_move(&pos, text), Ok(e4), "{text:?}");
    }
    // Spaces around a separator stay the long notation's (the sources' `e7- e5`).
    assert_eq!(parse_typed_move(&pos, " e2- e4 "), Ok(e4));
    // IV-9 through the same entry point: castling passes own units (I-4).
    assert!(parse_typed_move(&pos, "e1g1\n").unwrap().is_castle());
}
