//! Serde of every public type (feature `serde`): a round trip gives back an
//! equal value, and arbitrary JSON never panics and yields only values that
//! keep their type's invariants (castling rights in range, a Linear
//! position's line limit kept).
#![cfg(feature = "serde")]

use std::fmt::Debug;

use danilchuk::board::{
    zobrist, Bitboard, CastlingRights, CastlingSide, Color, DrawReason, File, Illegality, Move,
    MoveKind, Outcome, Piece, Position, Rank, Role, Square, UciMove, Variant, WinReason, Zobrist,
};
use danilchuk::classical::Chess;
use danilchuk::game::{AnyGame, Game};
use danilchuk::immortal::Immortal;
use danilchuk::linear::{LineLimit, Linear};
use danilchuk::variant::{AnyPosition, Rules};
use proptest::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// Serialises, deserialises and compares.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T) {
    let json = serde_json::to_string(value).expect("serializes");
    let back: T =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json} does not read back: {e}"));
    assert_eq!(&back, value, "{json}");
}

/// Feeds `value` to `T`'s deserialiser: it may refuse, but must not panic,
/// and what it accepts must pass `valid` and survive a round trip.
fn accepts_only_valid<T: Serialize + DeserializeOwned + PartialEq + Debug>(
    value: &Value,
    valid: impl Fn(&T),
) {
    if let Ok(t) = serde_json::from_value::<T>(value.clone()) {
        valid(&t);
        round_trip(&t);
    }
}

fn no_check<T>(_: &T) {}

/// Words the types' serde forms use, so that random JSON often has the
/// right shape and reaches the checks behind it.
const WORDS: &[&str] = &[
    "a1",
    "e4",
    "h8",
    "e9",
    "i1",
    "A",
    "H",
    "First",
    "Eighth",
    "White",
    "Black",
    "white",
    "black",
    "knight",
    "queen",
    "Pawn",
    "Knight",
    "King",
    "Queen",
    "Quiet",
    "DoublePush",
    "Capture",
    "EnPassant",
    "Castle",
    "ReverseCastle",
    "KingSide",
    "QueenSide",
    "Chess",
    "Immortal",
    "Linear",
    "Checkmate",
    "LastKingCaptured",
    "Resignation",
    "Stalemate",
    "FivefoldRepetition",
    "Agreement",
    "Decisive",
    "Draw",
    "from",
    "to",
    "kind",
    "promotion",
    "color",
    "role",
    "winner",
    "reason",
    "fen",
    "limit",
    "none",
    "2",
    "3",
    "4",
    "NotAMove",
    "Locked",
    "OverLineLimit",
    "variant",
    "settings",
    "start",
    "moves",
    "redo",
    "draw",
    "resigned",
    "chess",
    "immortal",
    "linear",
    "e2e4",
    "e7e5",
    "e1h1",
    "e1d1",
    "g1f3",
    "rules",
    "linear2",
    "linear3",
    "e7e8q",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 - -",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 Ee",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 De",
    "4k3/8/8/8/8/8/1n1R4/7K w - - 0 1 - b2>d2",
    "4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
    "rrrkrrr1/8/8/8/8/8/8/RRRKRRR1 w - - 0 1 Ee",
    "bbbbk3/8/8/8/8/8/8/BBBBK3 w - - 0 1 Ee",
];

fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => proptest::sample::select(WORDS).prop_map(String::from),
        1 => ".{0,12}",
    ]
}

/// Arbitrary JSON, biased towards the shapes and words above.
fn json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        (0u64..300).prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        word().prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec((word(), inner), 0..4)
                .prop_map(|pairs| Value::Object(pairs.into_iter().collect())),
        ]
    })
}

fn square() -> impl Strategy<Value = Square> {
    (0usize..64).prop_map(|i| Square::ALL[i])
}

fn role() -> impl Strategy<Value = Role> {
    proptest::sample::select(Role::ALL.to_vec())
}

fn color() -> impl Strategy<Value = Color> {
    proptest::sample::select(Color::ALL.to_vec())
}

fn move_kind() -> impl Strategy<Value = MoveKind> {
    proptest::sample::select(MoveKind::ALL.to_vec())
}

fn a_move() -> impl Strategy<Value = Move> {
    (
        square(),
        square(),
        move_kind(),
        proptest::option::of(role()),
    )
        .prop_map(|(from, to, kind, promotion)| match promotion {
            Some(role) => Move::new(from, to, kind).with_promotion(role),
            None => Move::new(from, to, kind),
        })
}

fn outcome() -> impl Strategy<Value = Outcome> {
    let win = proptest::sample::select(vec![
        WinReason::Checkmate,
        WinReason::LastKingCaptured,
        WinReason::LastKingLeftLine,
        WinReason::Resignation,
    ]);
    let draw = proptest::sample::select(vec![
        DrawReason::Stalemate,
        DrawReason::InsufficientMaterial,
        DrawReason::ThreefoldRepetition,
        DrawReason::FivefoldRepetition,
        DrawReason::FiftyMoveRule,
        DrawReason::SeventyFiveMoveRule,
        DrawReason::Agreement,
    ]);
    prop_oneof![
        (color(), win).prop_map(|(winner, reason)| Outcome::Decisive { winner, reason }),
        draw.prop_map(|reason| Outcome::Draw { reason }),
    ]
}

/// The position after playing the moves `choices` selects (each modulo the
/// number of legal moves) from the start.
fn playout<P: Position>(mut pos: P, choices: &[u16]) -> P {
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[c as usize % moves.len()]);
    }
    pos
}

/// What every accepted position must satisfy: its FEN reads back equal
/// (with its settings) and its Zobrist key is the one computed from scratch.
fn valid_position<P: Position + Debug>(pos: &P) {
    let fen = pos.fen();
    let back = P::from_fen_with(&fen, pos.settings())
        .unwrap_or_else(|e| panic!("accepted position writes {fen}, which is rejected: {e}"));
    assert_eq!(&back, pos, "{fen}");
    assert_eq!(pos.zobrist(), pos.zobrist_from_scratch(), "{fen}");
    let _ = pos.legal_moves();
}

/// Deserialised moves are plain data (any squares, kind and promotion, as
/// `Move::new` builds them): asking any position about one must not panic.
fn harmless_move(m: &Move) {
    let _ = Chess::starting().illegality(*m);
    let _ = Immortal::starting().illegality(*m);
    let _ = Linear::starting().illegality(*m);
}

fn valid_castling(rights: &CastlingRights) {
    assert!(rights.bits() <= CastlingRights::ALL.bits());
    // These indexed out of bounds for a deserialised 16.
    let _ = zobrist::castling(*rights);
    let _ = zobrist::reverse_castling(*rights);
    assert_eq!(CastlingRights::from_bits(rights.bits()), *rights);
}

#[test]
fn castling_rights_16_is_rejected() {
    for bad in ["16", "255", "-1", "256", "\"KQkq\"", "null"] {
        let error = serde_json::from_str::<CastlingRights>(bad);
        assert!(error.is_err(), "{bad} was accepted as {error:?}");
    }
    let message = serde_json::from_str::<CastlingRights>("16")
        .expect_err("16 is not a set of four flags")
        .to_string();
    assert!(message.contains("0 to 15"), "{message}");
    for bits in 0..=15u8 {
        let rights: CastlingRights =
            serde_json::from_str(&bits.to_string()).expect("0 to 15 are flag sets");
        assert_eq!(rights.bits(), bits);
    }
}

#[test]
fn linear_line_limit_survives_serde() {
    for limit in LineLimit::ALL {
        let pos = Linear::starting_with(limit);
        let json = serde_json::to_string(&pos).expect("serializes");
        let back: Linear = serde_json::from_str(&json).expect("deserializes");
        assert_eq!(back.line_limit(), limit, "{json}");
        assert_eq!(back, pos);
    }
    // A placement over the limit is rejected for that limit (IV-2).
    let over = r#"{"fen": "bbbbk3/8/8/8/8/8/8/BBBBK3 w - - 0 1 Ee", "limit": "2"}"#;
    assert!(serde_json::from_str::<Linear>(over).is_err());
    let ok = r#"{"fen": "2b1k3/8/8/8/8/8/8/2B1KB2 w - - 0 1 Ee", "limit": "2"}"#;
    let pos: Linear = serde_json::from_str(ok).expect("within the limit");
    assert_eq!(pos.line_limit(), LineLimit::Two);
    // The FEN string alone (the form without a limit) still reads.
    let plain = serde_json::to_string(&Linear::starting()).expect("serializes");
    assert_eq!(plain, format!("\"{}\"", Linear::starting().fen()));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn board_types_round_trip(
        sq in square(),
        role in role(),
        color in color(),
        m in a_move(),
        bits in 0u8..16,
        mask in any::<u64>(),
        outcome in outcome(),
        illegality in proptest::sample::select(vec![
            Illegality::NotAMove, Illegality::Blocked, Illegality::LeavesKingInCheck,
            Illegality::CastlingNotAllowed, Illegality::Locked, Illegality::OverLineLimit,
            Illegality::GameOver,
            Illegality::BadPromotion { written: Role::King, line: None },
            Illegality::BadPromotion { written: Role::Knight, line: Some(Role::Queen) },
            Illegality::CastlingSpelledOtherwise { variant: Variant::Linear, color: Color::Black },
            Illegality::CannotReach { role: Role::Bishop },
            Illegality::CapturedUnitMismatch { written: Role::Queen, found: None },
            Illegality::Ambiguous { origins: Bitboard(0x42) },
        ]),
    ) {
        round_trip(&sq);
        round_trip(&sq.file());
        round_trip(&sq.rank());
        round_trip(&role);
        round_trip(&color);
        round_trip(&Piece { color, role });
        round_trip(&m);
        round_trip(&m.kind());
        round_trip(&UciMove::from(m));
        round_trip(&CastlingRights::from_bits(bits));
        round_trip(&CastlingSide::ALL[usize::from(bits & 1)]);
        round_trip(&Bitboard(mask));
        round_trip(&Zobrist(mask));
        round_trip(&outcome);
        round_trip(&illegality);
        round_trip(&Variant::ALL[usize::from(bits % 3)]);
        round_trip(&LineLimit::ALL[usize::from(bits % 3)]);
    }

    #[test]
    fn positions_round_trip(choices in prop::collection::vec(any::<u16>(), 0..60), limit in 0usize..3) {
        round_trip(&playout(Chess::starting(), &choices));
        round_trip(&playout(Immortal::starting(), &choices));
        round_trip(&playout(Linear::starting_with(LineLimit::ALL[limit]), &choices));
        for rules in Rules::ALL {
            round_trip(&playout(AnyPosition::starting_with(rules), &choices));
        }
    }

    #[test]
    fn arbitrary_json_gives_only_valid_values(value in json()) {
        accepts_only_valid::<Square>(&value, no_check);
        accepts_only_valid::<File>(&value, no_check);
        accepts_only_valid::<Rank>(&value, no_check);
        accepts_only_valid::<Color>(&value, no_check);
        accepts_only_valid::<Role>(&value, no_check);
        accepts_only_valid::<Piece>(&value, no_check);
        accepts_only_valid::<Bitboard>(&value, no_check);
        accepts_only_valid::<Zobrist>(&value, no_check);
        accepts_only_valid::<Move>(&value, harmless_move);
        accepts_only_valid::<MoveKind>(&value, no_check);
        accepts_only_valid::<UciMove>(&value, |m: &UciMove| {
            let _ = Chess::starting().parse_uci(&m.to_string());
        });
        accepts_only_valid::<CastlingSide>(&value, no_check);
        accepts_only_valid::<CastlingRights>(&value, valid_castling);
        accepts_only_valid::<Outcome>(&value, no_check);
        accepts_only_valid::<WinReason>(&value, no_check);
        accepts_only_valid::<DrawReason>(&value, no_check);
        accepts_only_valid::<Illegality>(&value, no_check);
        accepts_only_valid::<Variant>(&value, no_check);
        accepts_only_valid::<LineLimit>(&value, no_check);
        accepts_only_valid::<Chess>(&value, valid_position);
        accepts_only_valid::<Immortal>(&value, valid_position);
        accepts_only_valid::<Linear>(&value, valid_position);
        accepts_only_valid::<Rules>(&value, no_check);
        accepts_only_valid::<AnyPosition>(&value, valid_position);
        accepts_only_valid::<AnyGame>(&value, |g: &AnyGame| valid_position(g.position()));
        accepts_only_valid::<Game<Chess>>(&value, |g: &Game<Chess>| valid_position(g.position()));
        accepts_only_valid::<Game<Immortal>>(&value, |g: &Game<Immortal>| valid_position(g.position()));
        accepts_only_valid::<Game<Linear>>(&value, |g: &Game<Linear>| valid_position(g.position()));
    }
}
