//! Perft next to the peers (shakmaty, cozy-chess, chess), bulk and plain,
//! and the variants' start positions next to classical chess, in one run,
//! with the same user-style loops as the `perft_compare` program.
//! Throughput is reported in nodes ("elements") per second.

// criterion's macros generate undocumented items.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_compare as peers;
use danilchuk_compare::{danilchuk_bulk, danilchuk_plain, KIWIPETE, START};
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

const CASES: [(&str, &str, u32); 2] = [("start", START, 4), ("kiwipete", KIWIPETE, 3)];

fn compare(c: &mut Criterion) {
    for (name, fen, depth) in CASES {
        let ours = Chess::from_fen(fen).expect("valid FEN");
        let shak = peers::shakmaty_position(fen);
        let cozy: cozy_chess::Board = fen.parse().expect("valid FEN");
        let jb = peers::chess_board(fen);
        let nodes = danilchuk_bulk(&ours, depth);
        let mut group = c.benchmark_group(format!("perft_{name}_d{depth}"));
        group.throughput(Throughput::Elements(nodes));
        group.sample_size(20);
        group.bench_function(BenchmarkId::new("bulk", "danilchuk"), |b| {
            b.iter(|| danilchuk_bulk(&ours, depth))
        });
        group.bench_function(BenchmarkId::new("bulk", "shakmaty"), |b| {
            b.iter(|| peers::shakmaty_bulk(&shak, depth))
        });
        group.bench_function(BenchmarkId::new("bulk", "cozy-chess"), |b| {
            b.iter(|| peers::cozy_bulk(&cozy, depth))
        });
        group.bench_function(BenchmarkId::new("bulk", "chess"), |b| {
            b.iter(|| peers::chess_bulk(&jb, depth))
        });
        group.bench_function(BenchmarkId::new("plain", "danilchuk"), |b| {
            b.iter(|| danilchuk_plain(&ours, depth))
        });
        group.bench_function(BenchmarkId::new("plain", "shakmaty"), |b| {
            b.iter(|| peers::shakmaty_plain(&shak, depth))
        });
        group.bench_function(BenchmarkId::new("plain", "cozy-chess"), |b| {
            b.iter(|| peers::cozy_plain(&cozy, depth))
        });
        group.bench_function(BenchmarkId::new("plain", "chess"), |b| {
            b.iter(|| peers::chess_plain(&jb, depth))
        });
        group.finish();
    }
}

/// The variants' start positions, same depth and loops as classical chess.
fn variants(c: &mut Criterion) {
    const DEPTH: u32 = 4;
    let mut group = c.benchmark_group(format!("variants_start_d{DEPTH}"));
    group.sample_size(20);
    fn both<P: Position>(
        group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
        name: &str,
        pos: P,
    ) {
        group.throughput(Throughput::Elements(danilchuk_bulk(&pos, DEPTH)));
        group.bench_function(BenchmarkId::new("bulk", name), |b| {
            b.iter(|| danilchuk_bulk(&pos, DEPTH))
        });
        group.bench_function(BenchmarkId::new("plain", name), |b| {
            b.iter(|| danilchuk_plain(&pos, DEPTH))
        });
    }
    both(&mut group, "classical", Chess::starting());
    both(&mut group, "immortal", Immortal::starting());
    both(&mut group, "linear", Linear::starting());
    group.finish();
}

criterion_group!(benches, compare, variants);
criterion_main!(benches);
