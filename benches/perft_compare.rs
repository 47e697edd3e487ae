//! Perft next to the peers (shakmaty, cozy-chess), bulk and plain, in one
//! run. Throughput is reported in nodes ("elements") per second.

// criterion's macros generate undocumented items.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use danilchuk::board::{perft, perft_plain, Position};
use danilchuk::classical::Chess;

mod peers;

const CASES: [(&str, &str, u32); 2] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        4,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        3,
    ),
];

fn compare(c: &mut Criterion) {
    for (name, fen, depth) in CASES {
        let ours = Chess::from_fen(fen).expect("valid FEN");
        let shak = peers::shakmaty_position(fen);
        let cozy: cozy_chess::Board = fen.parse().expect("valid FEN");
        let nodes = perft(&ours, depth);
        let mut group = c.benchmark_group(format!("perft_{name}_d{depth}"));
        group.throughput(Throughput::Elements(nodes));
        group.sample_size(20);
        group.bench_function(BenchmarkId::new("bulk", "danilchuk"), |b| {
            b.iter(|| perft(&ours, depth))
        });
        group.bench_function(BenchmarkId::new("bulk", "shakmaty"), |b| {
            b.iter(|| peers::shakmaty_bulk(&shak, depth))
        });
        group.bench_function(BenchmarkId::new("bulk", "cozy-chess"), |b| {
            b.iter(|| peers::cozy_bulk(&cozy, depth))
        });
        group.bench_function(BenchmarkId::new("plain", "danilchuk"), |b| {
            b.iter(|| perft_plain(&ours, depth))
        });
        group.bench_function(BenchmarkId::new("plain", "shakmaty"), |b| {
            b.iter(|| peers::shakmaty_plain(&shak, depth))
        });
        group.bench_function(BenchmarkId::new("plain", "cozy-chess"), |b| {
            b.iter(|| peers::cozy_plain(&cozy, depth))
        });
        group.finish();
    }
}

criterion_group!(benches, compare);
criterion_main!(benches);
