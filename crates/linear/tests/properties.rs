//! Invariants as properties over random move sequences, at every limit
//! level: the L-3 line invariant, FEN round trip (field 7 included),
//! incremental Zobrist, finished games, UCI round trip, and no panics on
//! random input.

use danilchuk_board::{Bitboard, Color, File, Move, MoveKind, Position, Role, Square};
use danilchuk_linear::{LineLimit, Linear};
use proptest::prelude::*;

/// Plays the moves picked by `choices` (each an index into the legal moves),
/// calling `check` on every position reached, the start included.
fn walk(limit: LineLimit, choices: &[u16], mut check: impl FnMut(&Linear, Option<Move>)) -> Linear {
    let mut pos = Linear::starting_with(limit);
    check(&pos, None);
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[c as usize % moves.len()];
        pos.play(m).expect("a generated move is legal");
        check(&pos, Some(m));
    }
    pos
}

fn limit_strategy() -> impl Strategy<Value = LineLimit> {
    prop_oneof![
        Just(LineLimit::Unlimited),
        Just(LineLimit::Three),
        Just(LineLimit::Two)
    ]
}

fn choices() -> impl Strategy<Value = Vec<u16>> {
    prop::collection::vec(any::<u16>(), 0..160)
}

/// L-3: every non-pawn unit is of its line's type; the board's sets agree.
fn assert_line_invariant(pos: &Linear) {
    let board = pos.board();
    let mut union = Bitboard::EMPTY;
    for role in Role::ALL {
        let squares = board.by_role(role);
        assert!(
            !union.intersects(squares),
            "a square holds two roles in {}",
            pos.fen()
        );
        union |= squares;
    }
    assert_eq!(union, board.occupied());
    assert!(!board
        .by_color(Color::White)
        .intersects(board.by_color(Color::Black)));
    for sq in board.occupied() & !board.pawns() {
        let piece = board.piece_at(sq).unwrap();
        assert_eq!(
            piece.role,
            pos.lines().role_on(piece.color, sq.file()),
            "{piece} on {sq} off its line in {}",
            pos.fen()
        );
    }
    let back = Bitboard::from_rank(danilchuk_board::Rank::First)
        | Bitboard::from_rank(danilchuk_board::Rank::Eighth);
    assert!(
        !board.pawns().intersects(back),
        "pawn on a back rank in {}",
        pos.fen()
    );
}

/// L-8: no file ever holds more of a side's pieces than the limit.
fn assert_within_limit(pos: &Linear) {
    let Some(max) = pos.line_limit().max_per_line() else {
        return;
    };
    for color in Color::ALL {
        let pieces = pos.board().by_color(color) & !pos.board().pawns();
        for file in File::ALL {
            assert!(
                (pieces & Bitboard::from_file(file)).count() <= max,
                "{} over the limit",
                pos.fen()
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn l3_every_piece_matches_its_line_after_any_moves(limit in limit_strategy(), moves in choices()) {
        walk(limit, &moves, |pos, _| {
            assert_line_invariant(pos);
            assert_within_limit(pos);
        });
    }

    #[test]
    fn fen_round_trips_with_field_7(limit in limit_strategy(), moves in choices()) {
        walk(limit, &moves, |pos, _| {
            let fen = pos.fen();
            assert_eq!(fen.split(' ').count(), 7, "{fen}");
            let back = Linear::from_fen_with(&fen, limit).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(&back, pos, "{fen}");
            assert_eq!(back.fen(), fen);
            let setup = pos.to_setup();
            assert_eq!(&Linear::from_setup(setup, limit).unwrap(), pos);
        });
    }

    #[test]
    fn incremental_zobrist_equals_from_scratch(limit in limit_strategy(), moves in choices()) {
        walk(limit, &moves, |pos, _| {
            assert_eq!(pos.zobrist(), pos.zobrist_from_scratch(), "{}", pos.fen());
        });
    }

    #[test]
    fn l5_a_finished_game_has_no_legal_moves(limit in limit_strategy(), moves in choices()) {
        walk(limit, &moves, |pos, _| {
            let kingless = !pos.has_king(Color::White) || !pos.has_king(Color::Black);
            match pos.outcome() {
                Some(outcome) => {
                    assert!(pos.legal_moves().is_empty() || outcome.winner().is_none());
                    if outcome.winner().is_some() {
                        assert!(kingless);
                    } else {
                        assert!(pos.legal_moves().is_empty(), "a draw here is a stalemate");
                    }
                }
                None => assert!(!kingless && !pos.legal_moves().is_empty()),
            }
            if kingless {
                assert_eq!(pos.count_legal_moves(), 0);
            }
        });
    }

    #[test]
    fn moves_round_trip_through_uci_and_counts_agree(limit in limit_strategy(), moves in choices()) {
        walk(limit, &moves, |pos, last| {
            let legal = pos.legal_moves();
            assert_eq!(legal.len(), pos.count_legal_moves());
            // The counter of processors without a popcount instruction, checked on any.
            assert_eq!(danilchuk_board::count_legal_portable(pos), legal.len());
            for m in &legal {
                let text = pos.uci(*m).to_string();
                assert_eq!(pos.parse_uci(&text), Ok(*m), "{text} in {}", pos.fen());
                if let Some(role) = m.promotion() {
                    // L-6: exactly the line's piece, and the letter may be omitted.
                    assert_eq!(role, pos.lines().role_on(pos.turn(), m.to().file()));
                    assert_eq!(pos.parse_uci(&text[..4]), Ok(*m));
                }
                assert!(pos.is_legal(*m));
            }
            // Part III: the en passant square follows exactly the double steps.
            let double = last.is_some_and(|m| m.kind() == MoveKind::DoublePush);
            assert_eq!(pos.ep_square().is_some(), double, "{}", pos.fen());
            assert!(pos.same_for_repetition(&pos.clone()));
        });
    }

    #[test]
    fn random_input_never_panics(text in "\\PC{0,80}", fen_edit in any::<(u8, u8)>(), limit in limit_strategy(), moves in choices()) {
        let _ = Linear::from_fen_with(&text, limit);
        let pos = walk(limit, &moves, |_, _| {});
        let _ = pos.parse_uci(&text);
        // A FEN with one character replaced.
        let mut fen: Vec<char> = pos.fen().chars().collect();
        let at = fen_edit.0 as usize % fen.len();
        fen[at] = "pnbrqkPNBRQK12345678/ wbQqKkEeDd-0".chars().nth(fen_edit.1 as usize % 34).unwrap();
        let edited: String = fen.into_iter().collect();
        if let Ok(p) = Linear::from_fen_with(&edited, limit) {
            assert_line_invariant(&p);
            let _ = danilchuk_board::perft(&p, 2);
            let _ = p.outcome();
        }
        // Arbitrary (mostly illegal) moves must not panic either.
        let mut wild = pos;
        for (i, &c) in moves.iter().enumerate().take(20) {
            let from = Square::ALL[c as usize % 64];
            let to = Square::ALL[(c as usize / 64) % 64];
            let kind = [MoveKind::Quiet, MoveKind::Capture, MoveKind::Castle, MoveKind::EnPassant, MoveKind::DoublePush][i % 5];
            wild.play_unchecked(Move::new(from, to, kind));
            assert_line_invariant(&wild);
            let _ = wild.legal_moves();
            // Even after illegal moves the position is one FEN can describe
            // (only the line limit may be broken), unless they left a side
            // without a king in a way no legal move can, which Part III
            // refuses (L-5).
            let fen = wild.fen();
            if let Err(e) = Linear::from_fen(&fen) {
                assert!(e.to_string().contains("L-5)"), "{fen}: {e}");
            }
        }
    }
}

#[test]
fn random_playouts_reach_every_kind_of_move() {
    // A guard that the properties above see what matters: castling,
    // promotion, en passant, several kings and finished games.
    let mut seen = [false; 5];
    let mut seed = 0x1234_5678u64;
    for game in 0..300u64 {
        let limit = LineLimit::ALL[(game % 3) as usize];
        let mut picks = Vec::new();
        for _ in 0..200 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            picks.push((seed >> 48) as u16);
        }
        walk(limit, &picks, |pos, last| {
            if let Some(m) = last {
                seen[0] |= m.kind() == MoveKind::Castle;
                seen[1] |= m.promotion().is_some();
                seen[2] |= m.kind() == MoveKind::EnPassant;
            }
            seen[3] |= pos.kings(Color::White).count() > 1;
            seen[4] |= pos.outcome().is_some();
        });
    }
    assert_eq!(seen, [true; 5]);
}
