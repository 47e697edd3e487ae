//! The per-position queries of `Position` checked against the
//! rule sets' own move making, for classical, Immortal and Linear chess (every
//! line limit), over random playouts: captures and quiet moves partition the
//! legal moves, `captured_role` names the unit that goes, `is_zeroing`
//! agrees with the halfmove clock after the move, `gives_check` with the
//! position after it, `checkers` with a plain attack scan, checkmate and
//! stalemate with `outcome`, every legal move survives `uci` →
//! `parse_uci`/`resolve_uci`, every refused move says why, and the null move
//! keeps the hash and the FEN consistent (IV-8).

use danilchuk::board::{
    Bitboard, DrawReason, Illegality, Move, MoveKind, NullMoveError, Outcome, Position, Role,
    Square, UciError, UciMove, Variant, WinReason,
};
use danilchuk::classical::Chess;
use danilchuk::immortal::Immortal;
use danilchuk::linear::{LineLimit, Linear};
use proptest::prelude::*;

/// Plays the moves chosen by `choices` from `start` and checks every
/// position reached, and every legal move of it.
fn playout<P: Position>(start: P, choices: &[u16]) {
    let mut pos = start;
    check_position(&pos);
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[c as usize % moves.len()]);
        check_position(&pos);
    }
}

/// The attackers of the side to move's kings, by a scan of every enemy unit.
fn checkers_by_scan<P: Position>(pos: &P) -> Bitboard {
    let board = pos.board();
    let kings = board.kings() & board.by_color(pos.turn());
    let mut found = Bitboard::EMPTY;
    for (sq, piece) in board.pieces() {
        if piece.color != pos.turn()
            && (danilchuk::board::piece_attacks(piece, sq, board.occupied()) & kings).any()
        {
            found.add(sq);
        }
    }
    found
}

fn check_position<P: Position>(pos: &P) {
    let fen = pos.fen();
    let legal = pos.legal_moves();
    let captures = pos.capture_moves();
    let quiet = pos.quiet_moves();
    assert_eq!(captures.len() + quiet.len(), legal.len(), "{fen}");
    assert!(captures.iter().all(|m| m.is_capture() && legal.contains(m)));
    assert!(quiet.iter().all(|m| !m.is_capture() && legal.contains(m)));

    let mut from_each = 0;
    for sq in pos.board().by_color(pos.turn()) {
        let moves = pos.legal_moves_from(sq);
        assert!(moves.iter().all(|m| m.from() == sq && legal.contains(m)));
        from_each += moves.len();
    }
    assert_eq!(from_each, legal.len(), "legal_moves_from covers all: {fen}");

    assert_eq!(pos.checkers(), checkers_by_scan(pos), "{fen}");
    assert_eq!(pos.is_check(), pos.checkers().any(), "{fen}");
    let outcome = pos.outcome();
    let mated = matches!(
        outcome,
        Some(Outcome::Decisive {
            reason: WinReason::Checkmate,
            ..
        })
    );
    let stalemated = matches!(
        outcome,
        Some(Outcome::Draw {
            reason: DrawReason::Stalemate
        })
    );
    assert_eq!(pos.is_checkmate(), mated, "{fen}");
    assert_eq!(pos.is_stalemate(), stalemated, "{fen}");
    if pos.is_checkmate() || pos.is_stalemate() {
        assert!(legal.is_empty(), "{fen}");
    }

    for m in &legal {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        assert_eq!(pos.gives_check(*m), after.is_check(), "{m} in {fen}");
        assert_eq!(
            pos.is_zeroing(*m),
            after.halfmoves() == 0,
            "{m} zeroing in {fen}"
        );
        match m.capture_square() {
            Some(sq) => {
                let role = pos.captured_role(*m);
                assert_eq!(role, pos.board().role_at(sq), "{m} in {fen}");
                assert!(role.is_some(), "{m} captures something in {fen}");
                if m.kind() == MoveKind::EnPassant {
                    assert_eq!(role, Some(Role::Pawn));
                }
            }
            None => assert_eq!(pos.captured_role(*m), None, "{m} in {fen}"),
        }
        let uci = pos.uci(*m);
        assert_eq!(pos.parse_uci(&uci.to_string()), Ok(*m), "{uci} in {fen}");
        assert_eq!(pos.resolve_uci(uci), Ok(*m), "{uci} in {fen}");
    }

    // Every pseudo-legal move that is not legal: refused with the rule
    // set's reason, and the position untouched.
    for m in pos
        .pseudo_legal_moves()
        .iter()
        .filter(|m| !legal.contains(m))
    {
        let mut tried = pos.clone();
        let err = tried.play(*m).expect_err("illegal");
        assert_eq!(&tried, pos, "a refused move changes nothing");
        assert_ne!(err.reason, Illegality::NotAMove, "{m} in {fen}: a reason");
        if let Some(why) = pos.illegality(*m).filter(|r| *r != Illegality::NotAMove) {
            assert_eq!(err.reason, why, "{m} in {fen}");
        }
    }

    check_null(pos);
}

/// IV-8: the null move clears the en passant square, flips the turn, keeps
/// the board, and the result is a valid position whose FEN reads back.
fn check_null<P: Position>(pos: &P) {
    match pos.swap_turn() {
        Ok(passed) => {
            assert_eq!(passed.turn(), !pos.turn());
            assert_eq!(passed.board(), pos.board());
            assert_eq!(passed.ep_square(), None);
            assert_eq!(passed.castling_rights(), pos.castling_rights());
            assert_eq!(
                passed.zobrist(),
                passed.zobrist_from_scratch(),
                "{}",
                pos.fen()
            );
            let back = P::from_fen_with(&passed.fen(), passed.settings())
                .unwrap_or_else(|e| panic!("{} after a null move: {e}", passed.fen()));
            assert_eq!(back, passed);
        }
        Err(NullMoveError::InCheck) => assert!(pos.is_check(), "{}", pos.fen()),
        // L-5: a Linear side without a king lost on the last move; no pass
        // after that.
        Err(NullMoveError::GameOver) => assert!(
            pos.variant() == Variant::Linear && pos.outcome().is_some(),
            "{}",
            pos.fen()
        ),
        Err(other) => panic!("{other:?}"),
    }
}

/// A UCI move that is not legal is refused with some reason, never panics.
fn check_random_uci<P: Position>(pos: &P, from: usize, to: usize, promo: Option<Role>) {
    let uci = UciMove {
        from: Square::ALL[from % 64],
        to: Square::ALL[to % 64],
        promotion: promo,
    };
    match pos.resolve_uci(uci) {
        Ok(m) => assert!(pos.legal_moves().contains(&m)),
        Err(e) => {
            assert_eq!(e.uci, uci);
            assert_eq!(
                pos.parse_uci(&uci.to_string()),
                Err(UciError::Illegal(e.clone()))
            );
        }
    }
}

const CHESS: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const IMMORTAL: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 - -";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn chess_queries_agree_with_play(choices in prop::collection::vec(any::<u16>(), 0..60)) {
        playout(Chess::starting(), &choices);
        playout(Chess::from_fen(CHESS).unwrap(), &choices);
    }

    #[test]
    fn immortal_queries_agree_with_play(choices in prop::collection::vec(any::<u16>(), 0..60)) {
        playout(Immortal::starting(), &choices);
        playout(Immortal::from_fen(IMMORTAL).unwrap(), &choices);
    }

    #[test]
    fn linear_queries_agree_with_play(
        choices in prop::collection::vec(any::<u16>(), 0..80),
        limit in prop::sample::select(LineLimit::ALL.to_vec()),
    ) {
        playout(Linear::starting_with(limit), &choices);
    }

    #[test]
    fn any_uci_move_is_resolved_or_refused_with_a_reason(
        from in 0usize..64,
        to in 0usize..64,
        promo in prop::option::of(prop::sample::select(Role::ALL[1..].to_vec())),
        choices in prop::collection::vec(any::<u16>(), 0..20),
    ) {
        let mut chess = Chess::starting();
        let mut immortal = Immortal::starting();
        let mut linear = Linear::starting_with(LineLimit::Two);
        for &c in &choices {
            step(&mut chess, c);
            step(&mut immortal, c);
            step(&mut linear, c);
        }
        check_random_uci(&chess, from, to, promo);
        check_random_uci(&immortal, from, to, promo);
        check_random_uci(&linear, from, to, promo);
    }

    #[test]
    fn garbage_moves_are_refused_with_a_reason_and_change_nothing(
        from in 0usize..64,
        to in 0usize..64,
        kind in 0usize..6,
    ) {
        let kinds = [MoveKind::Quiet, MoveKind::DoublePush, MoveKind::Capture,
            MoveKind::EnPassant, MoveKind::Castle, MoveKind::ReverseCastle];
        let m = Move::new(Square::ALL[from], Square::ALL[to], kinds[kind]);
        refused_or_played(Chess::starting(), m);
        refused_or_played(Immortal::starting(), m);
        refused_or_played(Linear::starting(), m);
    }
}

fn step<P: Position>(pos: &mut P, choice: u16) {
    let moves = pos.legal_moves();
    if !moves.is_empty() {
        pos.play_unchecked(moves[choice as usize % moves.len()]);
    }
}

fn refused_or_played<P: Position>(pos: P, m: Move) {
    let mut tried = pos.clone();
    match tried.play(m) {
        Ok(()) => assert!(pos.is_legal(m)),
        Err(e) => {
            assert_eq!(tried, pos);
            assert_eq!(e.uci, pos.uci(m));
            assert!(!e.to_string().is_empty());
        }
    }
}
