//! Per-position queries, UCI reasons, setups and the null move (IV-8) in
//! Linear chess, on known positions.

use std::collections::HashSet;

use danilchuk_board::{Bitboard, Illegality, Position, Role, Setup, Square, UciError};
use danilchuk_linear::{LineLimit, Linear, LinearSetup};

fn pos_with(fen: &str, limit: LineLimit) -> Linear {
    Linear::from_fen_with(fen, limit).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn pos(fen: &str) -> Linear {
    pos_with(fen, LineLimit::Unlimited)
}

fn reason(p: &Linear, uci: &str) -> Illegality {
    match p.parse_uci(uci) {
        Err(UciError::Illegal(e)) => e.reason,
        other => panic!("{uci}: expected an illegal move, got {other:?}"),
    }
}

/// Two white kings, each attacked: the e3 king by the a3 rook, the e1
/// king by the f2 bishop.
const TWO_KINGS_ATTACKED: &str = "4k3/8/8/8/8/r3K3/5b2/4K3 w - - 0 1 Ee";

#[test]
fn l4_checkers_attack_any_of_the_movers_kings() {
    let p = pos(TWO_KINGS_ATTACKED);
    assert_eq!(p.checkers(), Bitboard::from_square(Square::A3) | Square::F2);
    assert!(p.is_check());
}

#[test]
fn l5_check_and_mate_win_nothing() {
    // Attacked kings, and moves that leave them attacked are legal (L-4):
    // no checkmate, ever.
    let p = pos(TWO_KINGS_ATTACKED);
    assert!(!p.is_checkmate() && !p.is_stalemate());
    assert!(
        p.is_legal(p.parse_uci("e3e4").unwrap()),
        "L-4: stays attacked"
    );
    assert_eq!(p.outcome(), None);
    // A classical back-rank mate is only a check here.
    let p = pos("4k3/8/8/8/8/8/r7/4K2r w - - 0 1 Ee");
    assert!(p.is_check() && !p.is_checkmate());
    assert!(!p.legal_moves().is_empty());
}

#[test]
fn l9_stalemate_is_no_legal_move() {
    let p = pos("1NBQKBN1/pPPPPPPr/P1P2P1P/8/8/4k3/8/8 w - - 0 1");
    assert!(p.is_stalemate() && !p.is_checkmate());
}

#[test]
fn l5_a_finished_game_refuses_every_move() {
    let p = pos("4k3/8/8/8/8/8/8/8 w - - 0 1 Ee");
    assert_eq!(reason(&p, "e8e7"), Illegality::GameOver);
    assert!(!p.is_stalemate() && !p.is_checkmate());
}

#[test]
fn l8_over_the_limit_is_the_reason() {
    // The knight landing on f3 would be White's third bishop on the f-file.
    let fen = "4k3/8/8/5B2/5B2/8/8/4K1N1 w - - 0 1 Ee";
    let limited = pos_with(fen, LineLimit::Two);
    assert_eq!(reason(&limited, "g1f3"), Illegality::OverLineLimit);
    let text = limited.parse_uci("g1f3").unwrap_err().to_string();
    assert!(text.contains("L-8"), "{text}");
    assert!(pos_with(fen, LineLimit::Three).parse_uci("g1f3").is_ok());
    // With no legal move at all (L-9 stalemate by the limit) the game is over.
    let walled = "1NBQKBn1/rPPPK1P1/P1PPPBn1/4p1P1/4k3/r7/3pk1p1/8 w - - 0 1";
    assert_eq!(
        reason(&pos_with(walled, LineLimit::Two), "e7f7"),
        Illegality::GameOver
    );
}

#[test]
fn l7_castling_with_an_attacked_king_is_refused() {
    let p = pos("4k3/8/8/8/8/8/5b2/3QK3 w Q - 0 1 Ee");
    assert_eq!(reason(&p, "e1d1"), Illegality::CastlingNotAllowed);
    let free = pos("4k3/8/8/8/8/8/8/3QK3 w Q - 0 1 Ee");
    let castle = free.parse_uci("e1d1").unwrap();
    assert_eq!(castle.to_string(), "e1<>d1");
    assert_eq!(free.uci(castle).to_string(), "e1d1");
}

#[test]
fn l6_promotion_letter_may_be_omitted_but_not_wrong() {
    let p = pos("8/3P4/4k3/8/8/8/8/4K3 w - - 0 1 Ee");
    let m = p.parse_uci("d7d8").unwrap();
    assert_eq!(m.promotion(), Some(Role::Queen));
    assert_eq!(p.parse_uci("d7d8q"), Ok(m));
    assert_eq!(
        reason(&p, "d7d8n"),
        Illegality::BadPromotion {
            written: Role::Knight,
            line: Some(Role::Queen)
        }
    );
    assert_eq!(reason(&p, "e1e2q"), Illegality::PromotionNotAllowed);
}

#[test]
fn l3_captured_role_is_the_lines_piece() {
    // The white knight on g1 takes the black unit on f3: a bishop (L-3).
    let p = pos("4k3/8/8/8/8/5b2/8/4K1N1 w - - 0 1 Ee");
    let m = p.parse_uci("g1f3").unwrap();
    assert_eq!(p.captured_role(m), Some(Role::Bishop));
    assert!(p.is_zeroing(m));
    assert_eq!(p.capture_moves().to_vec(), vec![m]);
}

#[test]
fn iv8_null_move_is_allowed_with_attacked_kings_and_clears_en_passant() {
    let p = pos(TWO_KINGS_ATTACKED);
    let passed = p.swap_turn().expect("L-4: no check restriction");
    assert_eq!(passed.fen(), "4k3/8/8/8/8/r3K3/5b2/4K3 b - - 1 1 Ee");
    assert_eq!(passed.zobrist(), passed.zobrist_from_scratch());
    let mut p = Linear::starting_with(LineLimit::Three);
    p.play(p.parse_uci("e2e4").unwrap()).unwrap();
    let passed = p.swap_turn().unwrap();
    assert_eq!(passed.ep_square(), None);
    assert_eq!(passed.line_limit(), LineLimit::Three);
    assert_eq!(passed.zobrist(), passed.zobrist_from_scratch());
    assert_eq!(
        Linear::from_fen_with(&passed.fen(), LineLimit::Three),
        Ok(passed)
    );
}

#[test]
fn l7_linear_setup_from_a_classical_setup() {
    assert_eq!(
        LinearSetup::from(Setup::starting()),
        LinearSetup::starting()
    );
    // Black's king has moved (no black right): no black castling either.
    let (setup, _) =
        Setup::parse_fen_prefix("rnbq1bnr/ppppkppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQ - 2 3")
            .unwrap();
    let linear = LinearSetup::from(setup);
    assert_eq!(linear.setup.castling.to_string(), "Q");
    assert!(Linear::new(linear, LineLimit::Unlimited).is_ok());
    // Placement only: no rights, White to move, lines Ee.
    let p = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 Ee"
    );
}

#[test]
fn positions_are_copy_and_hash() {
    let a = Linear::starting();
    let b = a;
    let two = Linear::starting_with(LineLimit::Two);
    let set: HashSet<Linear> = [a, b, two].into_iter().collect();
    assert_eq!(set.len(), 2, "the limit is part of the value");
}

/// IV-9: Linear castling is `e1d1` only (L-7: the king swaps with the
/// queen). The classical and Immortal spellings, which GUIs send, are
/// refused with a message that names `e1d1`, while `e1d1` itself works in
/// the same position.
#[test]
fn iv9_castling_spelled_another_way_names_e1d1() {
    let start = Linear::starting();
    assert!(start.parse_uci("e1d1").unwrap().is_castle());
    for uci in ["e1g1", "e1c1", "e1a1", "e1h1"] {
        let why = reason(&start, uci);
        assert_eq!(
            why,
            Illegality::CastlingSpelledOtherwise {
                variant: danilchuk_board::Variant::Linear,
                color: danilchuk_board::Color::White
            },
            "{uci}"
        );
        let text = why.to_string();
        assert!(
            text.contains("e1d1") && text.contains("O-O-O"),
            "{uci}: {text}"
        );
    }
    let mut black = start;
    black.play(start.parse_uci("e2e4").unwrap()).unwrap();
    assert!(reason(&black, "e8g8").to_string().contains("e8d8"));
    // Linear's own spelling, refused by the rules, keeps the rules' reason:
    // a second queen on the d-file (L-7 (3)).
    let crowded = pos("rnbqkbnr/pppppppp/8/8/8/3Q4/PPP1PPPP/RNBQKBNR w Qq - 0 1 Ee");
    assert_eq!(reason(&crowded, "e1d1"), Illegality::CastlingNotAllowed);
}

/// L-3, L-4, L-6: whether a move changes the unit's type is one call
/// (`transformation`, or `Position::role_after` for any rule set), not a
/// comparison of roles before and after by hand.
#[test]
fn l3_transformation_is_one_call() {
    let start = Linear::starting();
    let m = start.parse_uci("b1c3").unwrap();
    assert_eq!(start.transformation(m), Some((Role::Knight, Role::Bishop)));
    assert_eq!(start.role_after(m), Some(Role::Bishop));
    let mut after = start;
    after.play(m).unwrap();
    assert_eq!(after.board().role_at(Square::C3), Some(Role::Bishop));
    // A king leaving its line (L-4), a rook along its own file, a pawn's
    // promotion by its line (L-6).
    let p = pos("4k3/3P4/8/8/8/8/R7/4K3 w - - 0 1 Ee");
    assert_eq!(
        p.transformation(p.parse_uci("e1f1").unwrap()),
        Some((Role::King, Role::Bishop))
    );
    assert_eq!(p.transformation(p.parse_uci("a2a5").unwrap()), None);
    assert_eq!(
        p.transformation(p.parse_uci("d7d8").unwrap()),
        Some((Role::Pawn, Role::Queen))
    );
    let black_king =
        danilchuk_board::Move::new(Square::E8, Square::F8, danilchuk_board::MoveKind::Quiet);
    assert_eq!(
        p.transformation(black_king),
        None,
        "not the side to move's unit"
    );
}

/// The shared position core keeps the position within 96 bytes.
#[test]
fn position_is_small() {
    assert!(
        core::mem::size_of::<Linear>() <= 96,
        "{}",
        core::mem::size_of::<Linear>()
    );
}
