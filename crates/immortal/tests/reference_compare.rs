//! The crate against the independent mailbox reference in `reference/`:
//! perft from the start, and legal moves, FEN and perft 1-3 along seeded
//! random playouts (RULES.md Part I, Part III).

mod common;
mod reference;

use std::cell::RefCell;

use danilchuk_board::{perft, Bitboard, MoveKind, Position, Rank};
use danilchuk_immortal::Immortal;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};
use reference::RefPosition;

use common::{playout, sorted_uci};

#[test]
fn start_position_perft_depth_4_matches_reference() {
    let pos = Immortal::starting();
    let reference = RefPosition::startpos();
    assert_eq!(pos.fen(), reference.to_fen());
    for depth in 1..=4 {
        assert_eq!(perft(&pos, depth), reference.perft(depth), "depth {depth}");
    }
    assert_eq!(perft(&pos, 4), 276_955);
}

/// Where playouts start: the starting position and a few set-up positions
/// with reverse-castling rights, locks, pawns on ranks 1 and 8 and an en
/// passant square.
const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 - -",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 - -",
    "k3r3/pppq1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPPQPPP/R1B1R2K w - - 0 1 Kq -",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 - -",
    "4k3/1P4P1/8/3p4/4P3/8/1p4p1/4K3 w - - 0 1 - d5>e4,e4>d5",
    "rnb1kbnP/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/pNBQKBNR b Kq - 0 5 - -",
];

#[derive(Default, Debug)]
struct Coverage {
    perft_positions: usize,
    positions: usize,
    captures: usize,
    en_passant: usize,
    castles: usize,
    reverse_castles: usize,
    promotions: usize,
    checks: usize,
    no_moves: usize,
    back_rank_pawns: usize,
    three_locks: usize,
}

/// Walks a playout in both implementations side by side: same legal moves
/// and check at every ply, same FEN after every move, and the reference
/// loads every FEN the crate writes. Then perft 1-3 at the last position
/// and one in the middle of the line.
fn compare_playout(
    start: &str,
    plies: usize,
    seed: u64,
    cov: &RefCell<Coverage>,
) -> Result<(), TestCaseError> {
    let first = Immortal::from_fen(start).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let line = playout(first, plies, seed);
    let mut reference = RefPosition::from_fen(start).map_err(TestCaseError::fail)?;
    for (pos, played) in &line {
        let fen = pos.fen();
        prop_assert_eq!(reference.to_fen(), fen.clone(), "FEN after the same moves");
        let loaded = RefPosition::from_fen(&fen)
            .map_err(|e| TestCaseError::fail(format!("reference rejects {fen}: {e}")))?;
        prop_assert_eq!(loaded.to_fen(), fen.clone());
        let ours = sorted_uci(pos);
        prop_assert_eq!(&ours, &loaded.legal_moves(), "legal moves in {}", fen);
        prop_assert_eq!(pos.is_check(), loaded.in_check(), "check in {}", fen);
        let mut c = cov.borrow_mut();
        c.positions += 1;
        c.checks += usize::from(pos.is_check());
        c.no_moves += usize::from(ours.is_empty());
        let back_ranks = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
        c.back_rank_pawns += usize::from(pos.board().pawns().intersects(back_ranks));
        c.three_locks += usize::from(pos.locks().len() == 3);
        if let Some(m) = played {
            match m.kind() {
                MoveKind::Capture => c.captures += 1,
                MoveKind::EnPassant => c.en_passant += 1,
                MoveKind::Castle => c.castles += 1,
                MoveKind::ReverseCastle => c.reverse_castles += 1,
                _ => {}
            }
            c.promotions += usize::from(m.promotion().is_some());
            let uci = pos.uci(*m).to_string();
            reference = reference.play(&uci).map_err(|e| {
                TestCaseError::fail(format!("reference refuses {uci} in {fen}: {e}"))
            })?;
        }
    }
    let last = line.len() - 1;
    let mut samples = vec![last];
    if last > 0 {
        samples.push(last / 2);
    }
    for i in samples {
        let pos = &line[i].0;
        let fen = pos.fen();
        let loaded = RefPosition::from_fen(&fen).map_err(TestCaseError::fail)?;
        for depth in 1..=3 {
            prop_assert_eq!(
                perft(pos, depth),
                loaded.perft(depth),
                "perft({}) of {}",
                depth,
                fen
            );
        }
        cov.borrow_mut().perft_positions += 1;
    }
    Ok(())
}

/// Seeded property test: 520 playouts of 0-160 plies from the starting
/// position and set-up positions, compared at every ply, with perft 1-3
/// compared at more than 1,000 positions.
#[test]
fn random_playouts_match_reference() {
    let config = Config {
        cases: 520,
        rng_seed: RngSeed::Fixed(0x1330_7a1c_0de5),
        failure_persistence: None,
        ..Config::default()
    };
    let coverage = RefCell::new(Coverage::default());
    let strategy = (
        prop_oneof![3 => Just(0usize), 2 => 1usize..STARTS.len()],
        0usize..160,
        any::<u64>(),
    );
    TestRunner::new(config)
        .run(&strategy, |(start, plies, seed)| {
            compare_playout(STARTS[start], plies, seed, &coverage)
        })
        .unwrap();
    let c = coverage.into_inner();
    println!("{c:?}");
    assert!(c.perft_positions >= 1000, "{c:?}");
    // The playouts did exercise every rule.
    assert!(
        c.captures > 1000 && c.en_passant > 5 && c.castles > 50,
        "{c:?}"
    );
    assert!(
        c.reverse_castles > 5 && c.promotions > 50 && c.checks > 100,
        "{c:?}"
    );
    assert!(c.back_rank_pawns > 100 && c.three_locks > 100, "{c:?}");
}
