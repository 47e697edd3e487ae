//! The library API returns legal moves in all three rule sets.

use danilchuk_classical::Chess;
use danilchuk_engine::{Engine, Evaluate, Limits};
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

fn plays_legal_moves<P: Evaluate>() {
    let mut engine = Engine::new(4);
    let mut game = Game::<P>::starting();
    for _ in 0..12 {
        let r = engine.search(&game, &Limits::nodes(3_000));
        let Some(m) = r.best_move else { break };
        assert!(
            game.position().is_legal(m),
            "{m} in {}",
            game.position().fen()
        );
        game.play(m).unwrap();
    }
}

#[test]
fn legal_moves_in_every_rule_set() {
    plays_legal_moves::<Chess>();
    plays_legal_moves::<Immortal>();
    plays_legal_moves::<Linear>();
}
