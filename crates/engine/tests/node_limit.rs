//! A node limit is a bound: a search given `Limits::nodes(n)` counts at
//! most `n` nodes, on one thread or several, in every rule set, and stops
//! close to it (it does not give up far below).

mod random_play;

use random_play::random_move;

use danilchuk_bitboard::SplitMix64;
use danilchuk_engine::{Engine, Limits};
use danilchuk_game::AnyGame;
use danilchuk_variant::Rules;

/// Games of every rule set: the start and a few random playouts.
fn games() -> Vec<AnyGame> {
    let mut rng = SplitMix64::new(7);
    let mut games = Vec::new();
    for rules in ["chess", "immortal", "linear", "linear2"] {
        let rules: Rules = rules.parse().expect("a rule set's name");
        for plies in [0, 6, 20] {
            let mut game = AnyGame::starting_with(rules);
            for _ in 0..plies {
                let Some(m) = random_move(game.position(), &mut rng) else {
                    break;
                };
                if game.is_over() || game.play(m).is_err() {
                    break;
                }
            }
            if !game.is_over() {
                games.push(game);
            }
        }
    }
    games
}

fn never_past_the_limit(threads: usize) {
    let mut engine = Engine::new(8);
    engine.set_threads(threads);
    for game in games() {
        for limit in [1, 2, 7, 100, 255, 256, 257, 1_000, 4_321, 20_000] {
            engine.clear();
            let result = engine.search(&game, &Limits::nodes(limit));
            let fen = danilchuk_board::Position::fen(game.position());
            assert!(
                result.nodes <= limit,
                "{threads} thread(s), limit {limit}: {} nodes in {fen}",
                result.nodes
            );
            assert!(result.best_move.is_some(), "no move in {fen}");
        }
    }
}

#[test]
fn one_thread_never_searches_past_the_node_limit() {
    never_past_the_limit(1);
}

#[test]
fn several_threads_never_search_past_the_node_limit() {
    never_past_the_limit(3);
}

#[test]
fn a_node_limit_is_reached_not_undershot() {
    let mut engine = Engine::new(8);
    let game = AnyGame::starting_with(Rules::Immortal);
    for threads in [1, 2] {
        engine.set_threads(threads);
        engine.clear();
        let result = engine.search(&game, &Limits::nodes(50_000));
        assert_eq!(result.nodes, 50_000, "{threads} thread(s)");
    }
}
