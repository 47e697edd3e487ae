//! Legal move generation over the classical perft suite positions
//! (`tests/data/perft/chess-perftsuite.epd`): one iteration generates the
//! legal moves of all 126 positions.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use danilchuk::board::{MoveList, Position};
use danilchuk::classical::Chess;

fn suite() -> Vec<Chess> {
    include_str!("../tests/data/perft/chess-perftsuite.epd")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            Chess::from_fen(l.split(';').next().unwrap_or_default().trim()).expect("valid FEN")
        })
        .collect()
}

fn movegen(c: &mut Criterion) {
    let positions = suite();
    let mut group = c.benchmark_group("legal_moves");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("chess_perftsuite", |b| {
        let mut moves = MoveList::new();
        b.iter(|| {
            let mut total = 0;
            for pos in &positions {
                pos.legal_moves_into(&mut moves);
                total += moves.len();
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, movegen);
criterion_main!(benches);
