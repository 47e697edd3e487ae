//! Immortal FEN (RULES.md Part III): fields 7 and 8, defaults, ordering,
//! and every consistency rule, each rejection naming its field.

mod common;

use danilchuk_board::{FenError, Position, SetupError};
use danilchuk_immortal::{Immortal, ImmortalSetup};

use common::pos;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 - -";

fn rejected(fen: &str) -> String {
    match Immortal::from_fen(fen) {
        Ok(p) => panic!("{fen} accepted as {p:?}"),
        Err(e) => e.to_string(),
    }
}

fn assert_rejected_naming(fen: &str, field: &str) {
    let message = rejected(fen);
    assert!(
        message.contains(field),
        "{fen}: {message:?} does not name {field}"
    );
}

#[test]
fn part3_fen_writes_all_eight_fields() {
    assert_eq!(Immortal::starting().fen(), START);
    assert_eq!(pos(START), Immortal::starting());
}

#[test]
fn part3_fields_5_to_8_may_be_omitted() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 -",
    ] {
        assert_eq!(pos(fen), Immortal::starting(), "{fen}");
    }
}

#[test]
fn part3_variant_fields_only_after_field_6() {
    assert_rejected_naming(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - - -",
        "field 5",
    );
}

#[test]
fn part3_too_many_fields() {
    assert!(matches!(
        Immortal::from_fen(&format!("{START} x")),
        Err(FenError::TooManyFields {
            found: 9,
            max: 8,
            ..
        })
    ));
}

#[test]
fn part3_locks_written_sorted_as_text() {
    // By square index b1 comes before a2; as text a2 comes first.
    let p = pos("k7/8/8/8/8/8/p7/1N2K3 w - - 0 1 - b1>a2,a2>b1");
    assert_eq!(p.fen(), "k7/8/8/8/8/8/p7/1N2K3 w - - 0 1 - a2>b1,b1>a2");
    assert_eq!(pos(&p.fen()), p);
    let setup = ImmortalSetup::parse_fen("k7/8/8/8/8/8/p7/1N2K3 w - - 0 1 - b1>a2,a2>b1").unwrap();
    assert_eq!(setup.to_string(), p.fen());
}

#[test]
fn part3_reverse_castling_field() {
    let p = pos("k7/8/8/8/8/8/8/4R2K w - - 0 1 K");
    assert_eq!(p.fen(), "k7/8/8/8/8/8/8/4R2K w - - 0 1 K -");
    assert_rejected_naming("k7/8/8/8/8/8/8/4R2K w - - 0 1 X -", "field 7");
}

#[test]
fn part3_pawns_on_ranks_1_and_8_are_allowed() {
    let p = pos("P3k2p/8/8/8/8/8/8/p3K2P w - - 0 1 - -");
    assert_eq!(p.fen(), "P3k2p/8/8/8/8/8/8/p3K2P w - - 0 1 - -");
}

#[test]
fn part3_malformed_locks_name_field_8() {
    for fen in [
        "k7/8/8/8/8/8/p7/1N2K3 w - - 0 1 - b1-a2",
        "k7/8/8/8/8/8/p7/1N2K3 w - - 0 1 - b1>a9",
        "k7/8/8/8/8/8/p7/1N2K3 w - - 0 1 - b1>a2,",
        "k7/8/8/8/8/8/p7/1N2K3 w - - 0 1 - >",
    ] {
        assert_rejected_naming(fen, "field 8");
    }
}

#[test]
fn part3_inconsistent_locks_name_field_8() {
    for fen in [
        // an empty square
        "k7/8/8/8/8/8/p7/1N2K3 w - - 0 1 - b1>a3",
        // two units of one colour
        "k7/8/8/8/8/8/p7/1N2K3 w - - 0 1 - b1>e1",
        // repeated
        "k7/8/8/8/8/8/p7/1N2K3 w - - 0 1 - b1>a2,b1>a2",
        // three binding the side to move
        "k7/8/8/8/8/8/ppp5/1N2K3 w - - 0 1 - b1>a2,b1>b2,b1>c2",
        // two binding the other side
        "k7/8/8/8/8/8/pp6/1N2K3 w - - 0 1 - a2>b1,b2>b1",
    ] {
        assert_rejected_naming(fen, "field 8");
    }
    // At the limit: two binding the side to move, one the other side.
    let p = pos("k7/8/8/8/8/8/pp6/1N2K3 w - - 0 1 - b1>a2,b1>b2,a2>b1");
    assert_eq!(p.locks().len(), 3);
}

#[test]
fn part3_castling_rights_need_king_and_rook_at_home() {
    assert_rejected_naming(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
        "field 3",
    );
    assert_rejected_naming(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQBKNR w KQkq - 0 1",
        "field 3",
    );
}

#[test]
fn part3_reverse_rights_need_king_on_the_rook_square_and_rook_on_e1() {
    assert_rejected_naming("k7/8/8/8/8/8/8/4K2R w - - 0 1 K -", "field 7");
    assert_rejected_naming("k7/8/8/8/8/8/8/K3R3 w - - 0 1 k -", "field 7");
}

#[test]
fn part3_castling_and_reverse_right_at_once_or_two_reverse_rights() {
    // One side's castling right next to the other side's reverse right is fine.
    let p = pos("r3k3/8/8/8/8/8/4P3/4R2K w q - 0 1 K -");
    assert_eq!(p.fen(), "r3k3/8/8/8/8/8/4P3/4R2K w q - 0 1 K -");
    // Each side may hold one reverse right.
    assert_eq!(
        pos("4r2k/8/8/8/8/8/8/4R2K w - - 0 1 Kk -")
            .reverse_castling_rights()
            .to_string(),
        "Kk"
    );
    let both = rejected("k7/8/8/8/8/8/8/4R2K w Q - 0 1 K -");
    assert!(both.contains("fields 3 and 7"), "{both}");
    let two = rejected("k7/8/8/8/8/8/8/4R2K w - - 0 1 KQ -");
    assert!(two.contains("field 7"), "{two}");
}

#[test]
fn part3_en_passant_square_must_follow_a_double_step() {
    assert_rejected_naming("k7/8/8/8/8/8/8/4K3 b - e3 0 1", "field 4");
    assert_rejected_naming("k7/8/8/8/4P3/8/8/4K3 w - e3 0 1", "field 4");
    // After any double step, capture possible or not.
    let p = pos("k7/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    assert_eq!(p.fen(), "k7/8/8/8/4P3/8/8/4K3 b - e3 0 1 - -");
}

#[test]
fn part3_side_not_to_move_in_check() {
    assert!(matches!(
        Immortal::from_fen("4k3/8/8/8/8/8/8/4RK2 w - - 0 1"),
        Err(FenError::Setup(SetupError::OppositeCheck(_)))
    ));
}

#[test]
fn part3_exactly_one_king_a_side_and_at_most_16_units() {
    assert!(matches!(
        Immortal::from_fen("8/8/8/8/8/8/8/4K3 w - - 0 1"),
        Err(FenError::Setup(SetupError::MissingKing(_)))
    ));
    assert!(matches!(
        Immortal::from_fen("k6k/8/8/8/8/8/8/4K3 w - - 0 1"),
        Err(FenError::Setup(SetupError::TooManyKings(_)))
    ));
    assert!(matches!(
        Immortal::from_fen("k7/8/8/8/8/QQQQQQQQ/QQQQQQQQ/4K3 w - - 0 1"),
        Err(FenError::Setup(SetupError::TooManyUnits(_)))
    ));
}

#[test]
fn placement_only_fen_takes_the_defaults() {
    // Fields 2-6 and the locks absent: White to move, no castling or reverse right, no en passant
    // square, `0 1`, no lock.
    let p = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 - -"
    );
}

#[test]
fn part3_malformed_classical_fields_are_rejected() {
    for (fen, field) in [
        ("", "empty"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "field 3"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
            "field 1",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "field 2",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
            "field 3",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            "field 4",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
            "field 6",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
            "field 6",
        ),
    ] {
        assert_rejected_naming(fen, field);
    }
}

#[test]
fn part3_setup_round_trip() {
    let p = pos("k7/8/8/8/8/8/pp6/1N2K3 w - - 7 33 - b1>a2,b1>b2,a2>b1");
    assert_eq!(Immortal::from_setup(p.to_setup(), ()).unwrap(), p);
    assert_eq!(p.to_setup().to_string(), p.fen());
}

/// A lock binding the side not to move without its mirror
/// (IV-5), then the locked pair's other unit captures: the kept lock and the
/// new reply lock are the same pair, which the set holds once.
#[test]
fn duplicate_lock_is_never_written() {
    let mut p = pos("4k3/8/8/8/8/8/1n1R4/7K w - - 0 1 - b2>d2");
    let m = p
        .parse_uci("d2b2")
        .expect("the rook may swap with the knight");
    p.play(m).expect("legal");
    let fen = p.fen();
    assert_eq!(fen, "4k3/8/8/8/8/8/1R1n4/7K b - - 0 1 - b2>d2,d2>b2");
    assert_eq!(Immortal::from_fen(&fen).expect("reads back"), p);
    assert_eq!(p.zobrist(), p.zobrist_from_scratch());
}
