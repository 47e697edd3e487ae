//! Perft of every rule set: start position and Kiwipete (classical), the
//! variants' start positions. Throughput is in nodes per second.

// criterion's macros generate undocumented items.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use danilchuk::board::{perft, perft_plain, Position};
use danilchuk::classical::Chess;
use danilchuk::immortal::Immortal;
use danilchuk::linear::{LineLimit, Linear};

fn bench_position<P: Position>(c: &mut Criterion, name: &str, pos: &P, depth: u32) {
    let nodes = perft(pos, depth);
    let mut group = c.benchmark_group(format!("{name}_d{depth}"));
    group.throughput(Throughput::Elements(nodes));
    group.sample_size(20);
    group.bench_function(BenchmarkId::from_parameter("bulk"), |b| {
        b.iter(|| perft(pos, depth))
    });
    group.bench_function(BenchmarkId::from_parameter("plain"), |b| {
        b.iter(|| perft_plain(pos, depth))
    });
    group.finish();
}

fn perft_benches(c: &mut Criterion) {
    bench_position(c, "chess_start", &Chess::starting(), 4);
    let kiwipete =
        Chess::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .expect("valid FEN");
    bench_position(c, "chess_kiwipete", &kiwipete, 3);
    bench_position(c, "immortal_start", &Immortal::starting(), 4);
    bench_position(c, "linear_start", &Linear::starting(), 4);
    bench_position(
        c,
        "linear2_start",
        &Linear::starting_with(LineLimit::Two),
        4,
    );
}

criterion_group!(benches, perft_benches);
criterion_main!(benches);
