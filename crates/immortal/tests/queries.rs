//! Per-position queries, lock questions, UCI reasons and the null move
//! (IV-8) in Immortal chess, on known positions.

use std::collections::HashSet;

use danilchuk_board::{
    Bitboard, Color, Illegality, MoveKind, NullMoveError, Position, Role, Square, UciError,
};
use danilchuk_immortal::{Immortal, Lock};

fn pos(fen: &str) -> Immortal {
    Immortal::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn played(moves: &[&str]) -> Immortal {
    let mut p = Immortal::starting();
    for uci in moves {
        p.play(p.parse_uci(uci).unwrap()).unwrap();
    }
    p
}

fn reason(p: &Immortal, uci: &str) -> Illegality {
    match p.parse_uci(uci) {
        Err(UciError::Illegal(e)) => e.reason,
        other => panic!("{uci}: expected an illegal move, got {other:?}"),
    }
}

/// Two queens, each locked against the other (I-3), Black to move.
const LOCKED_QUEENS: &str = "7k/8/8/3q4/4Q3/8/8/4K3 b - - 0 1 - d5>e4,e4>d5";

#[test]
fn i3_locked_capture_is_refused_with_its_reason() {
    let p = pos(LOCKED_QUEENS);
    assert_eq!(reason(&p, "d5e4"), Illegality::Locked);
    let text = p.parse_uci("d5e4").unwrap_err().to_string();
    assert!(text.contains("I-3"), "{text}");
    let mut q = p;
    let e = q
        .play(danilchuk_board::Move::new(
            Square::D5,
            Square::E4,
            MoveKind::Capture,
        ))
        .unwrap_err();
    assert_eq!(e.reason, Illegality::Locked);
    assert_eq!(q, p);
}

#[test]
fn i3_is_locked_and_the_side_each_lock_binds() {
    let p = pos(LOCKED_QUEENS);
    assert!(p.is_locked(Square::D5, Square::E4));
    assert!(p.is_locked(Square::E4, Square::D5));
    assert!(!p.is_locked(Square::D5, Square::E1));
    assert_eq!(
        p.lock_binds(Lock::new(Square::D5, Square::E4)),
        Some(Color::Black)
    );
    assert_eq!(
        p.lock_binds(Lock::new(Square::E4, Square::D5)),
        Some(Color::White)
    );
    assert_eq!(p.lock_binds(Lock::new(Square::A1, Square::A2)), None);
    let white: Vec<Lock> = p.locks_binding(Color::White).collect();
    assert_eq!(white, [Lock::new(Square::E4, Square::D5)]);
    // Play produces the pair (I-3): after exd5 the black pawn on e4 may not
    // take the white one on d5 at once, nor the white one the black.
    let p = played(&["e2e4", "d7d5", "e4d5"]);
    assert!(p.is_locked(Square::E4, Square::D5) && p.is_locked(Square::D5, Square::E4));
    assert_eq!(p.locks_binding(Color::Black).count(), 1);
}

#[test]
fn i1_the_captured_role_is_the_swapped_unit() {
    let p = pos("7k/8/8/3q4/4Q3/8/8/4K3 b - - 0 1");
    let m = p.parse_uci("d5e4").unwrap();
    assert_eq!(p.captured_role(m), Some(Role::Queen));
    assert!(p.is_zeroing(m));
    let mut after = p;
    after.play(m).unwrap();
    // Nothing left the board: the victim now stands on the capturer's square.
    assert_eq!(
        after.board().piece_at(Square::D5),
        Some(Role::Queen.of(Color::White))
    );
    // En passant (I-1): the double-stepped pawn is the victim.
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    let ep = p.capture_moves()[0];
    assert_eq!(ep.kind(), MoveKind::EnPassant);
    assert_eq!(p.captured_role(ep), Some(Role::Pawn));
}

#[test]
fn i6_close_mate_is_checkmate() {
    let p = pos("6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1");
    assert!(p.is_checkmate() && !p.is_stalemate());
    assert_eq!(p.checkers(), Bitboard::from_square(Square::G8));
    assert_eq!(reason(&p, "h8g8"), Illegality::GameOver);
}

#[test]
fn i4_castling_reasons_and_forms() {
    // An enemy unit between king and rook (I-4).
    let p = pos("4k3/8/8/8/8/8/8/4Kb1R w K - 0 1");
    assert_eq!(reason(&p, "e1h1"), Illegality::CastlingNotAllowed);
    let start = Immortal::starting();
    let castle = start.parse_uci("e1h1").unwrap();
    assert_eq!(castle.kind(), MoveKind::Castle);
    assert_eq!(start.uci(castle).to_string(), "e1h1");
    assert_eq!(castle.to_string(), "e1<>h1");
    assert_eq!(start.legal_moves_from(Square::E1).len(), 2, "0-0 and 0-0-0");
}

#[test]
fn gives_check_counts_the_swapped_unit() {
    // Qxe7+ in the source game's spirit: after the swap the black unit
    // lands on the capturer's square and the queen checks from e7.
    let p = pos("4k3/4p3/8/8/8/8/8/4QK2 w - - 0 1");
    let m = p.parse_uci("e1e7").unwrap();
    assert!(p.gives_check(m));
    assert_eq!(p.captured_role(m), Some(Role::Pawn));
}

#[test]
fn iv8_null_move_drops_the_locks_binding_the_side_passing() {
    let p = played(&["e2e4", "d7d5", "e4d5"]);
    assert_eq!(
        p.fen(),
        "rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2 - d5>e4,e4>d5"
    );
    // Black passes: its reply lock (e4>d5) is spent, White's repeat lock
    // (d5>e4) still binds White's next move.
    let passed = p.swap_turn().unwrap();
    assert_eq!(
        passed.fen(),
        "rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3 - d5>e4"
    );
    assert_eq!(passed.zobrist(), passed.zobrist_from_scratch());
    assert_eq!(Immortal::from_fen(&passed.fen()), Ok(passed));
    // White passes too: no lock is left.
    let twice = passed.swap_turn().unwrap();
    assert!(twice.locks().is_empty());
    assert_eq!(twice.zobrist(), twice.zobrist_from_scratch());
}

#[test]
fn iv8_null_move_clears_en_passant() {
    let p = played(&["e2e4"]);
    assert_eq!(p.ep_square(), Some(Square::E3));
    let passed = p.swap_turn().unwrap();
    assert_eq!(passed.ep_square(), None);
    assert_eq!(passed.zobrist(), passed.zobrist_from_scratch());
}

#[test]
fn iv8_no_null_move_in_check() {
    let mut p = pos("6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1");
    assert_eq!(p.play_null(), Err(NullMoveError::InCheck));
    assert_eq!(p, pos("6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1"));
}

#[test]
fn positions_are_copy_and_hash() {
    let a = Immortal::starting();
    let b = a;
    let set: HashSet<Immortal> = [a, b, played(&["e2e4"])].into_iter().collect();
    assert_eq!(set.len(), 2);
}

/// IV-9: GUIs and python-chess send castling as the king's classical step
/// (`e1g1`, `e1c1`); Immortal chess reads it as castling with the h-rook or
/// the a-rook where that castling is legal, and still writes `e1h1`.
#[test]
fn iv9_classical_castling_squares_are_read_as_immortal_castling() {
    // The starting position: both castlings are legal (I-4).
    let start = Immortal::starting();
    for (classical, immortal) in [("e1g1", "e1h1"), ("e1c1", "e1a1")] {
        let m = start.parse_uci(classical).unwrap();
        assert_eq!(m.kind(), MoveKind::Castle, "{classical}");
        assert_eq!(start.parse_uci(immortal), Ok(m), "{immortal}");
        assert_eq!(start.uci(m).to_string(), immortal, "output keeps Part III");
    }
    // Black too.
    let black = played(&["e2e4"]);
    let m = black.parse_uci("e8g8").unwrap();
    assert_eq!(
        (m.kind(), black.uci(m).to_string()),
        (MoveKind::Castle, "e8h8".into())
    );
    let m = black.parse_uci("e8c8").unwrap();
    assert_eq!(black.uci(m).to_string(), "e8a8");
}

/// IV-9: a castling written the classical way that the rules refuse gets
/// the castling's own reason, never "not a move".
#[test]
fn iv9_refused_classical_spelling_gives_the_castling_reason() {
    // An enemy unit between king and h-rook (I-4): the white queen on f8.
    let p = pos("rnbqk1Qr/pppp1ppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1");
    assert_eq!(reason(&p, "e8g8"), Illegality::CastlingNotAllowed);
    assert_eq!(reason(&p, "e8h8"), Illegality::CastlingNotAllowed);
    assert!(
        p.parse_uci("e8c8").is_ok(),
        "the a-rook castling stays legal"
    );
    // No right at all.
    let p = pos("4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    assert_eq!(reason(&p, "e1g1"), Illegality::CastlingNotAllowed);
    // A king's move from home that no rule set of ours reads as castling
    // names the Immortal spelling.
    let start = Immortal::starting();
    let why = reason(&start, "e1b1");
    assert_eq!(
        why,
        Illegality::CastlingSpelledOtherwise {
            variant: danilchuk_board::Variant::Immortal,
            color: Color::White
        }
    );
    assert!(why.to_string().contains("e1h1 or e1a1"), "{why}");
}
