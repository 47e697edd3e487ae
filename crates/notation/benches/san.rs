//! SAN write and parse throughput: every legal move of positions from
//! seeded random playouts of each rule set, written with `SanPlus::from_move`
//! (disambiguation and the `+`/`#` suffix, which plays the move) and parsed
//! back with `parse_san`. Criterion reports moves per second.

use std::hint::black_box;

use criterion::{criterion_main, Criterion, Throughput};
use danilchuk_bitboard::SplitMix64;
use danilchuk_board::{Move, Position};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;
use danilchuk_notation::{parse_san, Letters, SanPlus};

/// Every legal move of every position of a few random playouts, with the
/// SAN of each.
fn sample<P: Position>() -> Vec<(P, Move, String)> {
    let mut out = Vec::new();
    let mut rng = SplitMix64::new(0x5eed);
    for _ in 0..8 {
        let mut pos = P::starting();
        for _ in 0..80 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            for m in &legal {
                let san = SanPlus::from_move(&pos, *m)
                    .display(Letters::English)
                    .to_string();
                out.push((pos.clone(), *m, san));
            }
            let m = legal[rng.below(legal.len())];
            pos.play_unchecked(m);
        }
    }
    out
}

fn bench_variant<P: Position>(c: &mut Criterion, name: &str) {
    let sample = sample::<P>();
    let mut group = c.benchmark_group(format!("san_{name}"));
    group.throughput(Throughput::Elements(sample.len() as u64));
    group.bench_function("write", |b| {
        b.iter(|| {
            let mut bytes = 0;
            for (pos, m, _) in &sample {
                bytes += SanPlus::from_move(pos, *m).to_string().len();
            }
            black_box(bytes)
        })
    });
    group.bench_function("parse", |b| {
        b.iter(|| {
            let mut ok = 0;
            for (pos, _, san) in &sample {
                ok += usize::from(parse_san(pos, black_box(san)).is_ok());
            }
            black_box(ok)
        })
    });
    group.finish();
}

fn san(c: &mut Criterion) {
    bench_variant::<Chess>(c, "chess");
    bench_variant::<Immortal>(c, "immortal");
    bench_variant::<Linear>(c, "linear");
}

mod group {
    criterion::criterion_group!(benches, super::san);
}
criterion_main!(group::benches);
