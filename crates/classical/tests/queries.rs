//! Per-position queries, UCI reasons and the null move (IV-8) in classical
//! chess, on known positions.

use std::collections::HashSet;

use danilchuk_board::{
    Bitboard, Illegality, Move, MoveKind, NullMoveError, Position, Role, Square, UciError,
};
use danilchuk_classical::Chess;

fn pos(fen: &str) -> Chess {
    Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The reason `parse_uci` gives for `uci`.
fn reason(p: &Chess, uci: &str) -> Illegality {
    match p.parse_uci(uci) {
        Err(UciError::Illegal(e)) => e.reason,
        other => panic!("{uci}: expected an illegal move, got {other:?}"),
    }
}

const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

#[test]
fn checkmate_and_stalemate() {
    let mated = pos(FOOLS_MATE);
    assert!(mated.is_checkmate() && !mated.is_stalemate());
    assert_eq!(mated.checkers(), Bitboard::from_square(Square::H4));
    let stalemated = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(stalemated.is_stalemate() && !stalemated.is_checkmate());
    assert_eq!(stalemated.checkers(), Bitboard::EMPTY);
    let start = Chess::starting();
    assert!(!start.is_checkmate() && !start.is_stalemate());
}

#[test]
fn double_check_has_two_checkers() {
    let p = pos("4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1");
    assert_eq!(p.checkers(), Bitboard::from_square(Square::A1) | Square::D3);
}

#[test]
fn captures_quiet_moves_and_the_victim() {
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    let captures = p.capture_moves();
    assert_eq!(captures.len(), 1);
    let ep = captures[0];
    assert_eq!(ep.kind(), MoveKind::EnPassant);
    assert_eq!(ep.capture_square(), Some(Square::D5));
    assert_eq!(p.captured_role(ep), Some(Role::Pawn));
    assert!(p.is_zeroing(ep));
    assert_eq!(p.quiet_moves().len() + 1, p.legal_moves().len());
    let p = pos("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1");
    let exd5 = p.parse_uci("e4d5").unwrap();
    assert_eq!(p.captured_role(exd5), Some(Role::Queen));
    let king_step = p.parse_uci("e1f1").unwrap();
    assert_eq!(p.captured_role(king_step), None);
    assert!(!p.is_zeroing(king_step));
}

#[test]
fn click_to_move_lists_a_units_moves_castling_under_the_king() {
    let p = pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    let king: Vec<String> = p
        .legal_moves_from(Square::E1)
        .iter()
        .map(|m| p.uci(*m).to_string())
        .collect();
    assert!(king.contains(&"e1g1".to_string()) && king.contains(&"e1c1".to_string()));
    assert_eq!(king.len(), 7, "{king:?}");
    assert!(p.legal_moves_from(Square::E4).is_empty());
    assert!(
        p.legal_moves_from(Square::E8).is_empty(),
        "not the side to move"
    );
}

#[test]
fn gives_check() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert!(p.gives_check(p.parse_uci("a1a8").unwrap()));
    assert!(!p.gives_check(p.parse_uci("a1a7").unwrap()));
    // A discovered check.
    let p = pos("4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1");
    assert!(p.gives_check(p.parse_uci("e2c3").unwrap()));
    // Castling that checks with the rook.
    let p = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(p.gives_check(p.parse_uci("e1g1").unwrap()));
}

#[test]
fn uci_reasons() {
    let start = Chess::starting();
    assert_eq!(
        reason(&start, "b1b3"),
        Illegality::CannotReach { role: Role::Knight }
    );
    assert_eq!(reason(&start, "e1e2"), Illegality::OwnUnitOnTarget);
    assert_eq!(reason(&start, "d1d3"), Illegality::Blocked);
    assert_eq!(reason(&start, "e2d3"), Illegality::NothingToCapture);
    assert_eq!(reason(&start, "e3e4"), Illegality::NothingToMove);
    assert_eq!(reason(&start, "e7e5"), Illegality::NothingToMove);
    assert_eq!(reason(&start, "e2e4q"), Illegality::PromotionNotAllowed);
    let pinned = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(reason(&pinned, "e2c3"), Illegality::LeavesKingInCheck);
    let through_check = pos("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
    assert_eq!(
        reason(&through_check, "e1g1"),
        Illegality::CastlingNotAllowed
    );
    let no_right = pos("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    assert_eq!(reason(&no_right, "e1g1"), Illegality::CastlingNotAllowed);
    let promoting = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(reason(&promoting, "a7a8"), Illegality::PromotionMissing);
    assert_eq!(
        reason(&promoting, "a7a8k"),
        Illegality::BadPromotion {
            written: Role::King,
            line: None
        }
    );
    assert_eq!(reason(&pos(FOOLS_MATE), "a2a3"), Illegality::GameOver);
    // The message names the move and the reason; the alternate form adds
    // the position.
    let error = pinned.parse_uci("e2c3").unwrap_err();
    assert_eq!(
        error.to_string(),
        "illegal move e2c3: it leaves the king in check"
    );
    assert_eq!(
        format!("{error:#}"),
        "illegal move e2c3 in 4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1: it leaves the king in check"
    );
}

#[test]
fn play_reports_the_reason_and_changes_nothing() {
    let pinned = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    let mut p = pinned;
    let e = p
        .play(Move::new(Square::E2, Square::C3, MoveKind::Quiet))
        .unwrap_err();
    assert_eq!(e.reason, Illegality::LeavesKingInCheck);
    assert_eq!(e.uci.to_string(), "e2c3");
    assert_eq!(p, pinned);
    let e = p
        .play(Move::new(Square::A3, Square::A4, MoveKind::Quiet))
        .unwrap_err();
    assert_eq!(e.reason, Illegality::NothingToMove);
}

#[test]
fn uci_form_and_internal_form_differ_for_castling() {
    let p = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let castle = p.parse_uci("e1g1").unwrap();
    assert_eq!(p.uci(castle).to_string(), "e1g1");
    assert_eq!(castle.to_string(), "e1<>h1");
    assert!(p.parse_uci(&castle.to_string()).is_err());
    assert_eq!(p.resolve_uci(p.uci(castle)), Ok(castle));
}

#[test]
fn iv8_null_move_clears_en_passant_and_keeps_the_hash() {
    let mut p = Chess::starting();
    p.play(p.parse_uci("e2e4").unwrap()).unwrap();
    assert_eq!(p.ep_square(), Some(Square::E3));
    let before = p;
    p.play_null().unwrap();
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"
    );
    assert_eq!(p.zobrist(), p.zobrist_from_scratch());
    assert_ne!(p.zobrist(), before.zobrist());
    // Passing twice gives the placement, turn and rights back (not the
    // en passant square, which a pass spends).
    let twice = before.swap_turn().unwrap().swap_turn().unwrap();
    assert!(twice.board() == before.board() && twice.turn() == before.turn());
    assert_eq!(twice.ep_square(), None);
}

#[test]
fn iv8_no_null_move_in_check() {
    let mut p = pos(FOOLS_MATE);
    assert_eq!(p.play_null(), Err(NullMoveError::InCheck));
    assert_eq!(p, pos(FOOLS_MATE));
    assert_eq!(p.swap_turn(), Err(NullMoveError::InCheck));
}

#[test]
fn positions_are_copy_and_hash() {
    let a = Chess::starting();
    let b = a; // Copy: `a` stays usable.
    let mut set = HashSet::new();
    set.insert(a);
    set.insert(b);
    assert_eq!(set.len(), 1);
    set.insert(a.swap_turn().unwrap());
    assert_eq!(set.len(), 2);
}

/// IV-9: classical castling is the king's two-square step (`e1g1`); the
/// Immortal spelling king-to-rook (`e1h1`, `e1a1`) is refused with a
/// message that names the classical one, even where castling is legal.
#[test]
fn iv9_rook_square_castling_names_the_king_step() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(p.parse_uci("e1g1").unwrap().is_castle());
    for uci in ["e1h1", "e1a1"] {
        let why = reason(&p, uci);
        assert_eq!(
            why,
            Illegality::CastlingSpelledOtherwise {
                variant: danilchuk_board::Variant::Chess,
                color: danilchuk_board::Color::White
            },
            "{uci}"
        );
        assert!(why.to_string().contains("e1g1 or e1c1"), "{why}");
    }
}

/// The shared position core keeps the position within 96 bytes.
#[test]
fn position_is_small() {
    assert!(
        core::mem::size_of::<Chess>() <= 96,
        "{}",
        core::mem::size_of::<Chess>()
    );
}
