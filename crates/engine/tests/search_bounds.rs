//! The search never loses its way: depth 5 completes within a stated node
//! bound in every position of a large set of random-playout positions of
//! each rule set, and in the sharp Linear position where it once did not
//! finish depth 1 (kings of both sides attacked at once, L-4, L-5).

mod random_play;

use random_play::random_move;

use danilchuk_bitboard::SplitMix64;
use danilchuk_classical::Chess;
use danilchuk_engine::{Engine, Evaluate, Limits};
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};

/// Depth of the suite.
const DEPTH: u32 = 5;
/// Positions per rule set.
const POSITIONS: usize = 80;
/// The node bound every position's depth-5 search must complete within.
/// The largest count measured is 2.4 M (Linear, limit two, a lone king
/// under a queen's attack); the output of `cargo test -p danilchuk-engine
/// --test search_bounds -- --nocapture` prints each rule set's largest.
const NODE_BOUND: u64 = 4_000_000;

/// Random playouts of 2 to 81 plies from the start, kept if the game goes on.
fn random_positions<P: Evaluate>(settings: P::Settings, seed: u64) -> Vec<Game<P>> {
    let mut rng = SplitMix64::new(seed);
    let mut games = Vec::new();
    while games.len() < POSITIONS {
        let mut game = Game::<P>::starting_with(settings);
        let plies = 2 + rng.below(80);
        for _ in 0..plies {
            if game.is_over() {
                break;
            }
            let Some(m) = random_move(game.position(), &mut rng) else {
                break;
            };
            let uci = game.position().uci(m).to_string();
            if game.play_uci(&uci).is_err() {
                break;
            }
        }
        if !game.is_over() {
            games.push(game);
        }
    }
    games
}

/// Searches every position to `DEPTH` within `NODE_BOUND`; returns the
/// largest and the total node count.
fn depth_within_bound<P: Evaluate>(name: &str, games: &[Game<P>]) -> (u64, u64) {
    let mut engine = Engine::new(8);
    let (mut largest, mut total) = (0, 0);
    for game in games {
        engine.clear();
        let result = engine.search(game, &Limits::depth(DEPTH).with_nodes(NODE_BOUND));
        assert_eq!(
            result.depth,
            DEPTH,
            "{name}: depth {DEPTH} not completed within {NODE_BOUND} nodes in {}",
            danilchuk_board::Position::fen(game.position())
        );
        largest = largest.max(result.nodes);
        total += result.nodes;
    }
    println!(
        "{name}: {} positions, depth {DEPTH}: largest {largest} nodes, total {total}",
        games.len()
    );
    (largest, total)
}

#[test]
fn depth_5_within_the_node_bound_in_random_classical_positions() {
    depth_within_bound("chess", &random_positions::<Chess>((), 1));
}

#[test]
fn depth_5_within_the_node_bound_in_random_immortal_positions() {
    depth_within_bound("immortal", &random_positions::<Immortal>((), 2));
}

#[test]
fn depth_5_within_the_node_bound_in_random_linear_positions() {
    for (limit, seed) in [
        (LineLimit::Unlimited, 3),
        (LineLimit::Three, 4),
        (LineLimit::Two, 5),
    ] {
        let games = random_positions::<Linear>(limit, seed);
        depth_within_bound(&format!("linear {limit:?}"), &games);
    }
}

/// L-4, L-5: both last kings attacked at once; the search used to extend
/// both sides' "danger" ply after ply and not finish depth 1 in 450 M nodes.
#[test]
fn linear_mutual_king_attacks_do_not_explode_the_search() {
    let fen = "r1bkqbnr/pNppp2p/8/P4p2/1P4P1/R7/1n1P1PNP/RN2K3 b - - 0 11 Ed";
    let game = Game::<Linear>::from_fen_with(fen, LineLimit::Unlimited).unwrap();
    let (largest, _) = depth_within_bound("linear reproducer", std::slice::from_ref(&game));
    assert!(largest < NODE_BOUND);
}
