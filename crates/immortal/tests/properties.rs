//! Invariants as seeded property tests: 16 units a side (I-1), FEN round
//! trip with fields 7 and 8 (Part III), incremental Zobrist equal to the
//! hash from scratch, consistent counting, and no panics on any input.

mod common;

use danilchuk_board::{perft, perft_plain, Color, Move, MoveKind, Position, Role, Square};
use danilchuk_immortal::{Immortal, ImmortalSetup};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

use common::playout;

fn config(cases: u32) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(0x5eed_1234),
        failure_persistence: None,
        ..Config::default()
    }
}

fn any_square() -> impl Strategy<Value = Square> {
    (0u32..64).prop_map(|i| Square::ALL[i as usize])
}

fn any_move() -> impl Strategy<Value = Move> {
    let kind = prop_oneof![
        Just(MoveKind::Quiet),
        Just(MoveKind::DoublePush),
        Just(MoveKind::Capture),
        Just(MoveKind::EnPassant),
        Just(MoveKind::Castle),
        Just(MoveKind::ReverseCastle),
    ];
    let promotion = prop_oneof![
        4 => Just(None),
        1 => (0usize..6).prop_map(|i| Some(Role::ALL[i])),
    ];
    (any_square(), any_square(), kind, promotion).prop_map(|(from, to, kind, promotion)| {
        let m = Move::new(from, to, kind);
        match promotion {
            Some(role) => m.with_promotion(role),
            None => m,
        }
    })
}

proptest! {
    #![proptest_config(config(200))]

    /// I-1: from the starting position, after any move sequence, each side
    /// has its 16 units, one king.
    #[test]
    fn i1_sixteen_units_a_side_after_any_moves(plies in 0usize..200, seed in any::<u64>()) {
        for (pos, _) in playout(Immortal::starting(), plies, seed) {
            for color in Color::ALL {
                prop_assert_eq!(pos.board().by_color(color).count(), 16);
                prop_assert_eq!((pos.board().kings() & pos.board().by_color(color)).count(), 1);
            }
        }
    }

    /// Part III: every FEN written parses back to the same position
    /// (fields 7 and 8 included), and the setup round-trips too.
    #[test]
    fn part3_fen_round_trip(plies in 0usize..200, seed in any::<u64>()) {
        for (pos, _) in playout(Immortal::starting(), plies, seed) {
            let fen = pos.fen();
            prop_assert_eq!(fen.split(' ').count(), 8);
            let back = Immortal::from_fen(&fen).map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
            prop_assert_eq!(back, pos);
            prop_assert_eq!(back.fen(), fen.clone());
            prop_assert_eq!(Immortal::from_setup(pos.to_setup(), ()).ok(), Some(pos));
            prop_assert_eq!(ImmortalSetup::parse_fen(&fen).ok(), Some(pos.to_setup()));
        }
    }

    /// The incrementally kept hash equals the hash from scratch.
    #[test]
    fn zobrist_incremental_equals_from_scratch(plies in 0usize..200, seed in any::<u64>()) {
        for (pos, _) in playout(Immortal::starting(), plies, seed) {
            prop_assert_eq!(pos.zobrist(), pos.zobrist_from_scratch(), "{}", pos.fen());
        }
    }

    /// Counting agrees with listing; every listed move is legal; perft with
    /// bulk counting equals perft that plays every leaf.
    #[test]
    fn counting_agrees_with_listing(plies in 0usize..120, seed in any::<u64>()) {
        let line = playout(Immortal::starting(), plies, seed);
        for (pos, _) in &line {
            let moves = pos.legal_moves();
            prop_assert_eq!(pos.count_legal_moves(), moves.len());
            // The counter of processors without a popcount instruction, checked on any.
            prop_assert_eq!(danilchuk_board::count_legal_portable(pos), moves.len());
            for m in &moves {
                prop_assert!(pos.is_legal(*m));
                prop_assert_eq!(pos.parse_uci(&pos.uci(*m).to_string()).ok(), Some(*m));
            }
            prop_assert_eq!(pos.outcome().is_some(), moves.is_empty());
            let pseudo = pos.pseudo_legal_moves();
            for m in &moves {
                prop_assert!(pseudo.contains(m), "legal {} not pseudo-legal in {}", m, pos.fen());
                prop_assert_eq!(pos.illegality(*m), None);
            }
            for m in &pseudo {
                prop_assert_eq!(pos.illegality(*m).is_none(), moves.contains(m));
            }
        }
        let last = &line[line.len() - 1].0;
        prop_assert_eq!(perft(last, 2), perft_plain(last, 2));
    }

    /// `legal_moves_into` runs the copy of the generator compiled with
    /// BMI1 and BMI2 where the processor has them (an unsafe call, checked
    /// here under debug assertions); the portable copy gives the same moves
    /// in the same order.
    #[test]
    fn bit_instruction_generator_matches_portable(plies in 0usize..120, seed in any::<u64>()) {
        let line = playout(Immortal::starting(), plies, seed);
        for (pos, _) in &line {
            let (mut fast, mut portable) = (danilchuk_board::MoveList::new(), danilchuk_board::MoveList::new());
            pos.legal_moves_into(&mut fast);
            danilchuk_board::generate_legal_into_portable(pos, &mut portable);
            prop_assert_eq!(fast, portable, "{}", pos.fen());
        }
    }

    /// No panic on any string given as FEN or UCI.
    #[test]
    fn no_panic_on_any_text(text in "\\PC{0,80}", fen_like in "[1-8pnbrqkPNBRQK/]{10,70} [wb] [KQkq-]{1,4} [a-h1-8-]{1,2}( [0-9]{1,3}){0,2}( [KQkq-]{1,3})?( [a-h1-8>,-]{1,20})?") {
        let _ = Immortal::from_fen(&text);
        if let Ok(pos) = Immortal::from_fen(&fen_like) {
            let _ = pos.legal_moves();
            let _ = pos.outcome();
            prop_assert_eq!(Immortal::from_fen(&pos.fen()).ok(), Some(pos));
        }
        let _ = Immortal::starting().parse_uci(&text);
    }

    /// No panic, and no broken placement, when garbage moves are played
    /// with `play_unchecked` (its result is unspecified, not unsafe).
    #[test]
    fn no_panic_on_garbage_moves(plies in 0usize..60, seed in any::<u64>(), garbage in proptest::collection::vec(any_move(), 1..20)) {
        let mut pos = playout(Immortal::starting(), plies, seed).pop().map(|(p, _)| p).unwrap();
        for m in garbage {
            pos.play_unchecked(m);
            let _ = pos.legal_moves();
            let _ = pos.fen();
            let _ = pos.outcome();
            for color in Color::ALL {
                prop_assert_eq!(pos.board().by_color(color).count(), 16);
            }
            prop_assert!((pos.board().by_color(Color::White) & pos.board().by_color(Color::Black)).is_empty());
        }
    }
}
