//! Legal move generation over position suites: the classical perft suite
//! (`tests/data/perft/chess-perftsuite.epd`, 126 positions) and the
//! variants' reference suites. One iteration generates the legal moves of
//! every position of a suite.

// criterion's macros generate undocumented items.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use danilchuk::board::{MoveList, Position};
use danilchuk::classical::Chess;
use danilchuk::immortal::Immortal;
use danilchuk::linear::Linear;

fn suite<P: Position>(epd: &str) -> Vec<P> {
    epd.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| P::from_fen(l.split(';').next().unwrap_or_default().trim()).expect("valid FEN"))
        .collect()
}

fn bench_suite<P: Position>(c: &mut Criterion, name: &str, positions: &[P]) {
    let mut group = c.benchmark_group("legal_moves");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function(name, |b| {
        let mut moves = MoveList::new();
        b.iter(|| {
            let mut total = 0;
            for pos in positions {
                pos.legal_moves_into(&mut moves);
                total += moves.len();
            }
            total
        })
    });
    group.finish();
}

fn movegen(c: &mut Criterion) {
    let chess: Vec<Chess> = suite(include_str!("../tests/data/perft/chess-perftsuite.epd"));
    bench_suite(c, "chess_perftsuite", &chess);
    let immortal: Vec<Immortal> = suite(include_str!("../tests/data/perft/immortal-reference.epd"));
    bench_suite(c, "immortal_reference_suite", &immortal);
    let linear: Vec<Linear> = suite(include_str!("../tests/data/perft/linear-reference.epd"));
    bench_suite(c, "linear_reference_suite", &linear);
}

criterion_group!(benches, movegen);
criterion_main!(benches);
