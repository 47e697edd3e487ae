//! `Game::play` + `Game::undo` for a normal move and for a double step (whose
//! en passant square the repetition key must judge, IV-3), in each rule set.

// criterion_group! defines undocumented functions.
#![allow(missing_docs)]

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use danilchuk_classical::Chess;
use danilchuk_game::{Game, GameRules};
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

fn bench_rule_set<P: GameRules>(c: &mut Criterion, name: &str) {
    let mut game = Game::<P>::starting();
    for (label, uci) in [("normal g1f3", "g1f3"), ("double step e2e4", "e2e4")] {
        let m = game.position().parse_uci(uci).expect("a legal move");
        c.bench_function(&format!("{name} play+undo {label}"), |b| {
            b.iter(|| {
                game.play(black_box(m)).expect("legal");
                black_box(game.undo());
            })
        });
    }
}

fn play_undo(c: &mut Criterion) {
    bench_rule_set::<Chess>(c, "chess");
    bench_rule_set::<Immortal>(c, "immortal");
    bench_rule_set::<Linear>(c, "linear");
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(2));
    targets = play_undo
}
criterion_main!(benches);
