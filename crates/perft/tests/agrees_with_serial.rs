//! Parallel and hashed perft give the serial count (RULES.md Part III), for
//! each rule set, with tables of every size down to one bucket.

#[allow(deprecated)]
use danilchuk_board::{perft, perft_heap, Position};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_perft::{Perft, PerftError, PerftTable, Progress, MAX_DEPTH};
use danilchuk_variant::{AnyPosition, Rules};

fn check_all_ways<P: Position + Sync>(pos: &P, depth: u32) {
    let serial = perft(pos, depth);
    let big = PerftTable::with_mib(8).unwrap();
    let tiny = PerftTable::with_buckets(1).unwrap();
    let small = PerftTable::with_buckets(7).unwrap();
    for (threads, salt) in [(1, 0), (2, 0), (3, 0), (2, 0x9e37_79b9), (1, u64::MAX)] {
        for table in [None, Some(&big), Some(&tiny), Some(&small)] {
            let mut run = Perft::new(depth).threads(threads).salt(salt);
            if let Some(t) = table {
                run = run.table(t);
            }
            let report = run.run(pos).unwrap();
            assert_eq!(
                report.nodes,
                serial,
                "{} depth {depth} threads {threads} salt {salt}",
                pos.fen()
            );
            let sum: u64 = report.divide.iter().map(|r| r.nodes).sum();
            assert_eq!(sum, serial);
        }
    }
    // The filled table answers a second run with the same count.
    assert_eq!(
        Perft::new(depth).table(&big).run(pos).unwrap().nodes,
        serial
    );
}

#[test]
fn classical_kiwipete_and_start() {
    check_all_ways(&Chess::starting(), 4);
    let kiwi =
        Chess::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .unwrap();
    check_all_ways(&kiwi, 3);
}

#[test]
fn immortal_with_locks_and_reverse_castling_i3_i5() {
    check_all_ways(&Immortal::starting(), 4);
    // Reverse-castling rights (I-5) and locks binding one or both sides (I-3).
    for fen in [
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 - -",
        "knb1rQbr/ppppn1pp/5p2/4q2p/4P3/8/PPPP1PPP/RNB1KBNR w KQ - 1 7 q f8>g8",
        "rr4k1/pb1pB1Pp/2PQ3p/qp3Bnp/3pPb2/PPR3Pp/4NP1P/3nRN1K b - - 0 27 K d6>h6,h6>d6",
    ] {
        check_all_ways(&Immortal::from_fen(fen).unwrap(), 3);
    }
}

#[test]
fn linear_each_line_limit_and_swapped_line_maps_l8() {
    for limit in LineLimit::ALL {
        check_all_ways(&Linear::starting_with(limit), 4);
    }
    let castled = "1nb3nr/3pq1pp/7r/p2kpp2/1p1p2PR/5B1P/PPP1PP2/1N1KQB1R w - - 1 17 Dd";
    for limit in [LineLimit::Unlimited, LineLimit::Three] {
        check_all_ways(&Linear::from_fen_with(castled, limit).unwrap(), 3);
    }
}

#[test]
fn one_table_shared_by_rule_sets_and_line_limits_stays_exact() {
    // The start placements agree, and so do many Zobrist keys: only the
    // settings key keeps these apart.
    let table = PerftTable::with_mib(4).unwrap();
    for _ in 0..2 {
        for limit in LineLimit::ALL {
            let pos = Linear::starting_with(limit);
            let got = Perft::new(5).table(&table).run(&pos).unwrap().nodes;
            assert_eq!(got, perft(&pos, 5), "{limit:?}");
        }
        let got = Perft::new(4)
            .table(&table)
            .run(&Immortal::starting())
            .unwrap();
        assert_eq!(got.nodes, 276_955);
        let got = Perft::new(4).table(&table).run(&Chess::starting()).unwrap();
        assert_eq!(got.nodes, 197_281);
    }
}

#[test]
fn depth_zero_is_one_with_no_root_moves() {
    let report = Perft::new(0).threads(2).run(&Chess::starting()).unwrap();
    assert_eq!(report.nodes, 1);
    assert!(report.divide.is_empty());
    let report = Perft::new(1).threads(2).run(&Immortal::starting()).unwrap();
    assert_eq!(report.nodes, 22);
    assert!(report.divide.iter().all(|r| r.nodes == 1));
}

#[test]
fn depth_beyond_the_maximum_is_a_typed_error() {
    let err = Perft::new(MAX_DEPTH + 1)
        .run(&Chess::starting())
        .unwrap_err();
    assert_eq!(
        err,
        PerftError::DepthTooLarge {
            depth: MAX_DEPTH + 1,
            max: MAX_DEPTH
        }
    );
    let err = Perft::new(4000).run(&Chess::starting()).unwrap_err();
    assert!(matches!(err, PerftError::DepthTooLarge { depth: 4000, .. }));
}

#[test]
// The deprecated heap walk, checked while it stays (perft uses it itself).
#[allow(deprecated)]
fn serial_perft_far_beyond_the_recursion_limit_does_not_overflow() {
    // No legal move (checkmate; a Linear side without a king): the count
    // ends at once at any depth, through the heap walk above the limit.
    let mated = Immortal::from_fen("6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1 - -").unwrap();
    assert_eq!(perft(&mated, 4000), 0);
    let kingless = Linear::from_fen("4k3/8/8/8/8/8/8/8 w - - 0 1 Ee").unwrap();
    assert_eq!(danilchuk_board::perft_plain(&kingless, u32::MAX), 0);
    // The heap walk agrees with the recursion where both apply.
    for depth in 0..=4 {
        assert_eq!(
            perft_heap(&Chess::starting(), depth),
            perft(&Chess::starting(), depth)
        );
        let lin = Linear::starting_with(LineLimit::Two);
        assert_eq!(perft_heap(&lin, depth), perft(&lin, depth));
    }
}

#[test]
fn progress_counts_every_root_and_job() {
    let progress = Progress::new();
    let report = Perft::new(4)
        .threads(2)
        .progress(&progress)
        .run(&Chess::starting())
        .unwrap();
    assert_eq!(progress.nodes(), report.nodes);
    assert_eq!(progress.roots_done(), 20);
    assert_eq!(progress.roots_total(), 20);
    assert_eq!(progress.jobs_total(), 400);
    assert_eq!(progress.jobs_done(), 400);
}

#[test]
fn a_stop_request_interrupts_the_run() {
    let progress = Progress::new();
    progress.request_stop();
    let err = Perft::new(6)
        .threads(2)
        .progress(&progress)
        .run(&Chess::starting())
        .unwrap_err();
    assert_eq!(err, PerftError::Interrupted);
}

#[test]
fn any_position_of_every_rules_shares_one_table_exactly() {
    // `AnyPosition` carries its rules as settings; the salt keeps the start
    // positions of the five rule sets (equal placements) apart in one table.
    let table = PerftTable::with_mib(4).unwrap();
    for _ in 0..2 {
        for rules in Rules::ALL {
            let pos = AnyPosition::starting_with(rules);
            let report = Perft::new(4).threads(2).table(&table).run(&pos).unwrap();
            assert_eq!(report.nodes, perft(&pos, 4), "{rules}");
        }
    }
}
