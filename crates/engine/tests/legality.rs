//! Every best move is legal (checked against the rule set's move
//! generator) over many random positions.

mod random_play;

use random_play::random_move;

use danilchuk_bitboard::SplitMix64;
use danilchuk_classical::Chess;
use danilchuk_engine::{Engine, Evaluate, Limits};
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use proptest::prelude::*;

/// A random game of up to `plies` plies, then a search: the move must be
/// legal, and absent only when the game is over.
fn best_move_is_legal<P: Evaluate>(settings: P::Settings, seed: u64, plies: usize) {
    let mut rng = SplitMix64::new(seed);
    let mut game = Game::<P>::starting_with(settings);
    for _ in 0..plies {
        let Some(m) = random_move(game.position(), &mut rng) else {
            break;
        };
        if game.play(m).is_err() {
            break;
        }
    }
    let mut engine = Engine::new(1);
    let result = engine.search(&game, &Limits::nodes(400));
    match result.best_move {
        Some(m) => {
            assert!(
                game.position().is_legal(m),
                "{m} in {}",
                game.position().fen()
            );
            // The PV starts with the move and is legal throughout.
            let mut pos = game.position().clone();
            for &pv in &result.pv {
                assert!(pos.is_legal(pv), "pv {pv} in {}", pos.fen());
                pos.play_unchecked(pv);
            }
        }
        None => assert!(game.is_over(), "no move in {}", game.position().fen()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn classical_best_moves_are_legal(seed in any::<u64>(), plies in 0usize..120) {
        best_move_is_legal::<Chess>((), seed, plies);
    }

    #[test]
    fn immortal_best_moves_are_legal(seed in any::<u64>(), plies in 0usize..160) {
        best_move_is_legal::<Immortal>((), seed, plies);
    }

    #[test]
    fn linear_best_moves_are_legal(seed in any::<u64>(), plies in 0usize..120, limit in 0usize..3) {
        best_move_is_legal::<Linear>(LineLimit::ALL[limit], seed, plies);
    }
}
