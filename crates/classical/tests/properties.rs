//! Property tests of the classical rules over random playouts.

use danilchuk_board::{Board, Color, FenError, MoveList, Piece, Position, Role, Square};
use danilchuk_classical::Chess;
use proptest::prelude::*;

const STARTS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
];

/// Plays the moves chosen by `choices` (each taken modulo the number of
/// legal moves) and calls `visit` on every position reached.
fn playout(start: usize, choices: &[u16], mut visit: impl FnMut(&Chess)) {
    let mut pos = Chess::from_fen(STARTS[start % STARTS.len()]).expect("valid start");
    visit(&pos);
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[c as usize % moves.len()]);
        visit(&pos);
    }
}

/// An independent, slow attack test: walks rays square by square.
fn attacked_slowly(board: &Board, target: Square, by: Color) -> bool {
    let (tf, tr) = (target.file() as i32, target.rank() as i32);
    let at = |f: i32, r: i32| -> Option<Piece> {
        if (0..8).contains(&f) && (0..8).contains(&r) {
            board.piece_at(Square::ALL[(r * 8 + f) as usize])
        } else {
            None
        }
    };
    let is = |p: Option<Piece>, roles: &[Role]| {
        p.is_some_and(|p| p.color == by && roles.contains(&p.role))
    };
    for (df, dr) in [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ] {
        if is(at(tf + df, tr + dr), &[Role::Knight]) {
            return true;
        }
    }
    for df in -1..=1 {
        for dr in -1..=1 {
            if (df, dr) != (0, 0) && is(at(tf + df, tr + dr), &[Role::King]) {
                return true;
            }
        }
    }
    let pawn_dr = if by == Color::White { -1 } else { 1 };
    if is(at(tf - 1, tr + pawn_dr), &[Role::Pawn]) || is(at(tf + 1, tr + pawn_dr), &[Role::Pawn]) {
        return true;
    }
    for (df, dr, roles) in [
        (1, 0, [Role::Rook, Role::Queen]),
        (-1, 0, [Role::Rook, Role::Queen]),
        (0, 1, [Role::Rook, Role::Queen]),
        (0, -1, [Role::Rook, Role::Queen]),
        (1, 1, [Role::Bishop, Role::Queen]),
        (1, -1, [Role::Bishop, Role::Queen]),
        (-1, 1, [Role::Bishop, Role::Queen]),
        (-1, -1, [Role::Bishop, Role::Queen]),
    ] {
        let (mut f, mut r) = (tf + df, tr + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            if let Some(p) = at(f, r) {
                if is(Some(p), &roles) {
                    return true;
                }
                break;
            }
            f += df;
            r += dr;
        }
    }
    false
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn fen_round_trip(start in 0usize..4, choices in prop::collection::vec(any::<u16>(), 0..80)) {
        playout(start, &choices, |pos| {
            let fen = pos.fen();
            let parsed = Chess::from_fen(&fen).expect("written FEN parses");
            assert_eq!(&parsed, pos, "{fen}");
            assert_eq!(parsed.fen(), fen);
        });
    }

    #[test]
    fn incremental_zobrist_equals_from_scratch(start in 0usize..4, choices in prop::collection::vec(any::<u16>(), 0..80)) {
        playout(start, &choices, |pos| assert_eq!(pos.zobrist(), pos.zobrist_from_scratch(), "{}", pos.fen()));
    }

    #[test]
    fn legal_moves_leave_own_king_safe(start in 0usize..4, choices in prop::collection::vec(any::<u16>(), 0..60)) {
        playout(start, &choices, |pos| {
            let mover = pos.turn();
            for m in pos.legal_moves() {
                let mut child = *pos;
                child.play_unchecked(m);
                let king = child.board().king_of(mover).expect("one king");
                assert!(!attacked_slowly(child.board(), king, !mover), "{} {m:?}", pos.fen());
            }
            assert_eq!(pos.is_check(), attacked_slowly(pos.board(), pos.board().king_of(mover).expect("king"), !mover));
        });
    }

    #[test]
    fn counting_matches_generation(start in 0usize..4, choices in prop::collection::vec(any::<u16>(), 0..80)) {
        playout(start, &choices, |pos| {
            assert_eq!(pos.count_legal_moves(), pos.legal_moves().len());
            // The counter of processors without a popcount instruction, checked on any.
            assert_eq!(danilchuk_board::count_legal_portable(pos), pos.legal_moves().len());
            let uci: Vec<String> = pos.legal_moves().iter().map(|m| pos.uci(*m).to_string()).collect();
            for (m, text) in pos.legal_moves().iter().zip(&uci) {
                assert_eq!(pos.parse_uci(text).as_ref(), Ok(m));
            }
        });
    }

    #[test]
    fn bit_instruction_generator_matches_portable(start in 0usize..4, choices in prop::collection::vec(any::<u16>(), 0..80)) {
        // `legal_moves_into` runs the copy compiled with BMI1 and BMI2
        // where the processor has them (unsafe call, checked under debug
        // assertions here); the portable copy must give the same moves in
        // the same order.
        playout(start, &choices, |pos| {
            let (mut fast, mut portable) = (MoveList::new(), MoveList::new());
            pos.legal_moves_into(&mut fast);
            danilchuk_board::generate_legal_into_portable(pos, &mut portable);
            assert_eq!(fast, portable, "{}", pos.fen());
        });
    }

    #[test]
    fn fen_parser_never_panics(text in "\\PC{0,90}") {
        let _ = Chess::from_fen(&text);
    }

    #[test]
    fn fen_parser_never_panics_on_near_fens(
        base in 0usize..4,
        index in any::<prop::sample::Index>(),
        c in prop::sample::select(vec!['1', '8', '9', 'k', 'K', 'p', 'P', '/', ' ', '-', 'e', '3', 'w', 'b', 'q', 'Q', '0']),
    ) {
        let mut fen: Vec<char> = STARTS[base].chars().collect();
        let i = index.index(fen.len());
        fen[i] = c;
        let text: String = fen.into_iter().collect();
        if let Ok(pos) = Chess::from_fen(&text) {
            assert_eq!(Chess::from_fen(&pos.fen()).as_ref(), Ok(&pos));
        }
    }
}

#[test]
fn fen_errors_name_the_problem() {
    let cases: [(&str, &str); 8] = [
        ("", "empty FEN"),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "has no king"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "field 2",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1",
            "field 3",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
            "field 4",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
            "castling right 'K'",
        ),
        ("4k3/8/8/8/8/8/8/4K2r b - - 0 1", "not to move, is in check"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
            "at most 6",
        ),
    ];
    for (fen, expected) in cases {
        let error = Chess::from_fen(fen).expect_err(fen).to_string();
        assert!(error.contains(expected), "{fen:?}: {error}");
    }
    assert!(matches!(
        Chess::from_fen("8/8/8/8/8/8/8/8/8 w - - 0 1"),
        Err(FenError::Field { .. })
    ));
}

#[test]
fn en_passant_rank_pin_is_illegal() {
    // The classical trap: capturing en passant would expose the king on the rank.
    let pos = Chess::from_fen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1").expect("valid");
    assert!(pos.parse_uci("e5d6").is_err());
    let free = Chess::from_fen("8/8/8/K2pP3/8/8/8/7k w - d6 0 1").expect("valid");
    assert!(free.parse_uci("e5d6").is_ok());
}

#[test]
fn outcomes() {
    use danilchuk_board::{DrawReason, Outcome, WinReason};
    let mate = Chess::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
        .expect("valid");
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Checkmate
        })
    );
    let stalemate = Chess::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").expect("valid");
    assert_eq!(
        stalemate.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Stalemate
        })
    );
    assert_eq!(Chess::starting().outcome(), None);
    assert!(Chess::from_fen("8/8/8/8/8/8/8/K1k1B3 w - - 0 1")
        .expect("valid")
        .is_insufficient_material());
    assert!(!Chess::starting().is_insufficient_material());
}

#[test]
fn uci_castling_is_the_king_step() {
    let pos = Chess::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("valid");
    let mut after = pos;
    let castle = pos.parse_uci("e1g1").expect("legal");
    after.play(castle).expect("legal");
    assert_eq!(after.fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    assert!(pos.parse_uci("e1c1").is_ok());
    assert!(pos.parse_uci("e1h1").is_err());
}

#[cfg(feature = "serde")]
#[test]
fn serde_goes_through_validated_fen() {
    let pos = Chess::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("valid");
    let json = serde_json::to_string(&pos).expect("serializes");
    assert_eq!(json, "\"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"");
    assert_eq!(
        serde_json::from_str::<Chess>(&json).expect("deserializes"),
        pos
    );
    // Two white kings: an illegal position is an error, never a value.
    assert!(serde_json::from_str::<Chess>("\"r3k2r/8/8/8/8/8/8/R3KK1R w - - 0 1\"").is_err());
}

#[test]
fn illegal_moves_are_explained() {
    use danilchuk_board::{Illegality, Move, MoveKind};
    // The e2 pawn is pinned by the rook on e8.
    let pos = Chess::from_fen("4r1k1/8/8/8/8/8/4P3/4K3 w - - 0 1").expect("valid");
    let push = Move::new(Square::E2, Square::E3, MoveKind::Quiet);
    assert_eq!(pos.illegality(push), None);
    assert_eq!(
        pos.illegality(Move::new(Square::E1, Square::D1, MoveKind::Quiet)),
        None
    );
    // In check from the rook: a pawn move elsewhere does not help.
    let in_check = Chess::from_fen("4r1k1/8/8/8/8/8/3P4/4K3 w - - 0 1").expect("valid");
    assert_eq!(
        in_check.illegality(Move::new(Square::D2, Square::D3, MoveKind::Quiet)),
        Some(Illegality::LeavesKingInCheck)
    );
    let check = Chess::from_fen("4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1").expect("valid");
    assert_eq!(
        check.illegality(Move::new(Square::D2, Square::D3, MoveKind::Quiet)),
        Some(Illegality::LeavesKingInCheck)
    );
    let castle = Chess::from_fen("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1").expect("valid");
    assert_eq!(
        castle.illegality(Move::new(Square::E1, Square::H1, MoveKind::Castle)),
        Some(Illegality::CastlingNotAllowed)
    );
    assert_eq!(
        Chess::starting().illegality(Move::new(Square::E2, Square::E5, MoveKind::Quiet)),
        Some(Illegality::NotAMove)
    );
    // Every pseudo-legal move is either legal or explained; legal ones are pseudo-legal.
    let kiwipete =
        Chess::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .expect("valid");
    let pseudo = kiwipete.pseudo_legal_moves();
    for m in kiwipete.legal_moves() {
        assert!(pseudo.contains(&m), "{m:?}");
    }
}

proptest! {
    /// `play_unchecked` promises only memory safety for an illegal move; a
    /// stream of garbage moves must still never make anything panic.
    #[test]
    fn garbage_moves_never_panic(moves in prop::collection::vec((0u32..64, 0u32..64, 0usize..6, prop::option::of(0usize..6)), 0..60)) {
        use danilchuk_board::{Move, MoveKind};
        let kinds = [MoveKind::Quiet, MoveKind::DoublePush, MoveKind::Capture, MoveKind::EnPassant, MoveKind::Castle, MoveKind::ReverseCastle];
        let mut pos = Chess::starting();
        for (from, to, kind, promotion) in moves {
            let (Some(from), Some(to)) = (Square::from_index(from), Square::from_index(to)) else { continue };
            let mut m = Move::new(from, to, kinds[kind]);
            if let Some(r) = promotion {
                m = m.with_promotion(Role::ALL[r]);
            }
            pos.play_unchecked(m);
            let _ = pos.legal_moves();
            let _ = pos.count_legal_moves();
            let _ = (pos.fen(), pos.is_check(), pos.outcome());
            prop_assert!(pos.board().occupied().count() <= 32 + 64);
        }
    }
}
