//! The accumulators: incremental updates equal a refresh over random games
//! of every rule set; the file format round-trips and refuses bad files.

use std::sync::Arc;

use danilchuk_bitboard::SplitMix64;
use danilchuk_board::{Board, Color, Move, Position, Variant};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use proptest::prelude::*;

use super::{
    Accumulator, AccumulatorStack, BoardDelta, Network, NetworkError, NetworkKind, FEATURES,
    VERSION,
};

/// A network of random small weights (a seeded, reproducible one).
pub(crate) fn random_network(variant: Variant, hidden: usize, seed: u64) -> Network {
    let mut rng = SplitMix64::new(seed);
    let mut w = |n: usize, range: i64| -> Vec<i16> {
        (0..n)
            .map(|_| (rng.next_u64() % (2 * range as u64 + 1)) as i64 - range)
            .map(|v| v as i16)
            .collect()
    };
    let feature_weights = w(FEATURES * hidden, 60);
    let feature_bias = w(hidden, 120);
    let output_weights = w(2 * hidden, 100);
    Network::from_parts(
        variant,
        hidden,
        feature_weights,
        feature_bias,
        output_weights,
        300,
    )
    .expect("consistent parts")
}

/// Plays a random game of `plies` plies, keeping the accumulator stack
/// incrementally as the search does (a pass now and then too), and checks
/// every ply against a refresh.
fn incremental_equals_refresh<P: Position + Clone>(start: P, seed: u64, plies: usize) {
    let network = Arc::new(random_network(start.variant(), 16, seed ^ 0x5eed));
    let mut stack = AccumulatorStack::new(Arc::clone(&network), start.board());
    let mut rng = SplitMix64::new(seed);
    let mut pos = start;
    for ply in 0..plies.min(crate::limits::MAX_PLY) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let before = *pos.board();
        if rng.below(16) == 0 {
            if let Ok(passed) = pos.swap_turn() {
                stack.pass(ply);
                pos = passed;
                continue;
            }
        }
        let m: Move = moves[rng.below(moves.len())];
        pos.play_unchecked(m);
        stack.play(ply, &before, pos.board());
        let fresh = Accumulator::new(&network, pos.board());
        assert_eq!(stack.at(ply + 1), &fresh, "after {m} in {}", pos.fen());
        assert_eq!(
            stack.evaluate(ply + 1, pos.turn()),
            network.evaluate_board(pos.board(), pos.turn())
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn classical_incremental_equals_refresh(seed in any::<u64>(), plies in 0usize..160) {
        incremental_equals_refresh(Chess::starting(), seed, plies);
    }

    /// Swaps move two units at once (I-1, I-2).
    #[test]
    fn immortal_incremental_equals_refresh(seed in any::<u64>(), plies in 0usize..160) {
        incremental_equals_refresh(Immortal::starting(), seed, plies);
    }

    /// Landings change roles (L-3), under every line limit (L-8).
    #[test]
    fn linear_incremental_equals_refresh(
        seed in any::<u64>(),
        plies in 0usize..160,
        limit in prop::sample::select(vec![LineLimit::Unlimited, LineLimit::Three, LineLimit::Two]),
    ) {
        incremental_equals_refresh(Linear::starting_with(limit), seed, plies);
    }

    /// No byte string makes reading panic.
    #[test]
    fn any_bytes_read_without_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let _ = Network::from_bytes(&bytes);
    }
}

#[test]
fn i_1_a_swap_is_two_units_leaving_and_arriving() {
    let mut pos =
        Immortal::from_fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2").unwrap();
    let before = *pos.board();
    pos.play(pos.parse_uci("e4d5").unwrap()).unwrap();
    let delta = BoardDelta::between(&before, pos.board()).unwrap();
    assert_eq!(delta.removed.len(), 2);
    assert_eq!(delta.added.len(), 2);
}

#[test]
fn a_file_round_trips_and_evaluates_alike() {
    let net = random_network(Variant::Immortal, 8, 3);
    let bytes = net.to_bytes();
    let back = Network::from_bytes(&bytes).unwrap();
    assert_eq!(back, net);
    let board = Board::starting();
    assert_eq!(
        back.evaluate_board(&board, Color::White),
        net.evaluate_board(&board, Color::White)
    );
}

#[test]
fn a_correction_round_trips_and_a_version_1_file_is_an_evaluation() {
    let net = random_network(Variant::Linear, 4, 8).with_kind(NetworkKind::Correction);
    let bytes = net.to_bytes();
    assert_eq!(bytes[4..8], VERSION.to_le_bytes());
    let back = Network::from_bytes(&bytes).unwrap();
    assert_eq!(back.kind(), NetworkKind::Correction);
    assert_eq!(back, net);
    // Version 1 had no kind byte (after "linear": 4 + 4 + 1 + 6 bytes).
    let mut old = bytes;
    old[4..8].copy_from_slice(&1u32.to_le_bytes());
    old.remove(15);
    let old = Network::from_bytes(&old).unwrap();
    assert_eq!(old.kind(), NetworkKind::Evaluation);
    assert_eq!(old, net.with_kind(NetworkKind::Evaluation));
}

#[test]
fn the_starting_position_evaluates_alike_for_both_sides() {
    // The perspectives mirror each other: the same units, the same value.
    let net = random_network(Variant::Chess, 8, 9);
    let board = Board::starting();
    assert_eq!(
        net.evaluate_board(&board, Color::White),
        net.evaluate_board(&board, Color::Black)
    );
}

#[test]
fn bad_files_are_refused_with_what_is_wrong() {
    let good = random_network(Variant::Linear, 4, 5).to_bytes();
    assert!(matches!(
        Network::from_bytes(b"XXXX"),
        Err(NetworkError::Magic)
    ));
    let mut version = good.clone();
    version[4] = 9;
    assert!(matches!(
        Network::from_bytes(&version),
        Err(NetworkError::Version(9))
    ));
    let mut name = good.clone();
    name[9] = b'x';
    assert!(matches!(
        Network::from_bytes(&name),
        Err(NetworkError::Variant(_))
    ));
    for cut in [3, 10, 20, good.len() - 1] {
        assert!(
            matches!(
                Network::from_bytes(&good[..cut]),
                Err(NetworkError::Truncated { .. })
            ),
            "{cut}"
        );
    }
    let mut long = good.clone();
    long.push(0);
    assert!(matches!(
        Network::from_bytes(&long),
        Err(NetworkError::Trailing(1))
    ));
    let mut kind = good.clone();
    // The kind after "linear" (4 + 4 + 1 + 6 bytes).
    kind[15] = 7;
    assert!(matches!(
        Network::from_bytes(&kind),
        Err(NetworkError::Kind(7))
    ));
    let mut wide = good;
    // The hidden width after the kind.
    wide[16..20].copy_from_slice(&u32::MAX.to_le_bytes());
    assert!(matches!(
        Network::from_bytes(&wide),
        Err(NetworkError::Hidden(_))
    ));
    assert!(matches!(
        Network::read("/nonexistent/net.nnue"),
        Err(NetworkError::Io { .. })
    ));
}

#[test]
fn a_damaged_network_wraps_instead_of_panicking() {
    let hidden = 4;
    let net = Network::from_parts(
        Variant::Chess,
        hidden,
        vec![i16::MAX; FEATURES * hidden],
        vec![i16::MAX; hidden],
        vec![i16::MIN; 2 * hidden],
        i32::MIN,
    )
    .unwrap();
    let _ = net.evaluate_board(&Board::starting(), Color::White);
}

#[test]
fn the_search_uses_a_network_only_on_its_rule_set() {
    use crate::{Engine, Limits};
    use danilchuk_game::Game;

    let game = Game::<Chess>::starting_with(());
    let search = |network: Option<Network>| {
        let mut engine = Engine::new(1);
        engine.set_network(network.map(Arc::new));
        engine.search(&game, &Limits::depth(5))
    };
    let plain = search(None);
    let other_rules = search(Some(random_network(Variant::Immortal, 8, 1)));
    assert_eq!(other_rules.nodes, plain.nodes);
    assert_eq!(other_rules.best_move, plain.best_move);
    let own = search(Some(random_network(Variant::Chess, 8, 1)));
    let best = own.best_move.expect("a move");
    assert!(game.position().is_legal(best));
    assert_ne!(own.nodes, plain.nodes, "the network changed nothing");
}

#[test]
fn a_correction_adds_to_the_hand_written_evaluation() {
    use crate::{Engine, Evaluation, Limits};
    use danilchuk_game::Game;

    let game = Game::<Immortal>::starting_with(());
    let search = |network: Option<Network>| {
        let mut engine = Engine::new(1);
        if network.is_none() {
            engine.set_evaluation(Evaluation::HandWritten);
        }
        engine.set_network(network.map(Arc::new));
        engine.search(&game, &Limits::depth(5))
    };
    let plain = search(None);
    // A correction of zero is the hand-written evaluation: the same search.
    let hidden = 4;
    let zero = Network::from_parts(
        Variant::Immortal,
        hidden,
        vec![0; FEATURES * hidden],
        vec![0; hidden],
        vec![0; 2 * hidden],
        0,
    )
    .unwrap();
    let corrected = search(Some(zero.clone().with_kind(NetworkKind::Correction)));
    assert_eq!(
        (corrected.nodes, corrected.best_move, corrected.score),
        (plain.nodes, plain.best_move, plain.score)
    );
    // The same zero network as the whole evaluation sees only draws.
    let alone = search(Some(zero));
    assert_ne!(alone.nodes, plain.nodes);
}

/// The built-in networks: each reads, names its rule set, corrects the
/// hand-written evaluation, and is what the engine uses by default.
#[test]
fn the_built_in_networks_read_and_are_used_by_default() {
    use crate::{Engine, Evaluation, Limits};
    use danilchuk_game::Game;

    assert!(super::builtin(Variant::Chess).is_none());
    for variant in [Variant::Immortal, Variant::Linear] {
        let bytes = super::builtin_file(variant).expect("a file");
        assert!(bytes.len() < 2 << 20, "{variant:?}: under 2 MiB");
        let net = super::builtin(variant).expect("it reads");
        assert_eq!(net.variant(), variant);
        assert_eq!(net.kind(), NetworkKind::Correction);
        assert_eq!(*net, Network::from_bytes(bytes).unwrap());
    }

    fn searches<P: crate::Evaluate>(game: &Game<P>) -> [u64; 2] {
        Evaluation::ALL.map(|evaluation| {
            let mut engine = Engine::new(1);
            engine.set_evaluation(evaluation);
            engine.search(game, &Limits::depth(6)).nodes
        })
    }
    let [networks, by_hand] = searches(&Game::<Immortal>::starting_with(()));
    assert_ne!(networks, by_hand, "Immortal: the network is used");
    let [networks, by_hand] = searches(&Game::<Linear>::starting_with(LineLimit::Two));
    assert_ne!(
        networks, by_hand,
        "Linear limit 2: the Linear network is used"
    );
    let [networks, by_hand] = searches(&Game::<Chess>::starting_with(()));
    assert_eq!(networks, by_hand, "classical chess has no network");
}

/// What the built-in networks say of a few positions, with the hand-written
/// evaluation they correct: a side a queen up (I-1: nothing is ever
/// captured in Immortal chess, so a queen more is a promotion's) stands
/// better, and the corrections are less than a rook.
#[test]
fn the_built_in_networks_evaluate_a_few_positions_sensibly() {
    fn check<P: Position + crate::Evaluate>(pos: &P, at_least: i32) {
        let net = super::builtin(pos.variant()).expect("a network");
        let correction = net.evaluate_board(pos.board(), pos.turn());
        let total = pos.evaluate() + correction;
        assert!(
            correction.abs() < 400,
            "{}: correction {correction}",
            pos.fen()
        );
        assert!(total >= at_least, "{}: {total}", pos.fen());
    }
    // Immortal: White has promoted a pawn (a queen more, a pawn fewer).
    let immortal =
        Immortal::from_fen("rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNQ w - - 0 1 - -").unwrap();
    check(&immortal, 300);
    // Linear: Black has lost two of its three kings' lines' worth.
    let linear = Linear::from_fen("4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 Ee").unwrap();
    check(&linear, 300);
}
