//! The data generator's output parses as the tuner's input in every rule
//! set, and the tuner does not raise the error on it.

use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_lab::datagen::{generate, DatagenConfig};
use danilchuk_lab::tune::{read_samples, tune, Tunable, TuneConfig};
use danilchuk_linear::{LineLimit, Linear};

fn round_trip<P: Tunable + Send>(settings: P::Settings)
where
    P::Settings: Send + Sync,
{
    let config = DatagenConfig {
        games: 2,
        nodes: 300,
        ply_cap: 80,
        ..DatagenConfig::default()
    };
    let mut text = String::from("# a comment line\n");
    let mut games = 0;
    generate::<P>(&config, settings, 2, 1, |_, kept| {
        games += 1;
        for k in kept {
            text.push_str(&k.line());
            text.push('\n');
        }
    });
    assert_eq!(games, 2);
    let samples = read_samples::<P>(&text, settings).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(!samples.is_empty(), "no quiet positions:\n{text}");
    assert_eq!(samples.len(), text.lines().count() - 1);
    for s in &samples {
        assert_eq!(s.features.len(), P::WEIGHTS.len());
        assert!([0.0, 0.5, 1.0].contains(&s.result));
    }
    let start: Vec<f64> = P::WEIGHTS.iter().map(|&(_, w)| f64::from(w)).collect();
    let tuned = tune(
        &samples,
        &start,
        &TuneConfig {
            iterations: 20,
            learning_rate: 1.0,
        },
    );
    assert!(tuned.error_after <= tuned.error_before, "{tuned:?}");
}

#[test]
fn generated_positions_parse_and_tune_in_every_rule_set() {
    round_trip::<Chess>(());
    round_trip::<Immortal>(());
    round_trip::<Linear>(LineLimit::Two);
}

#[test]
fn bad_training_lines_are_refused_with_their_line_number() {
    let bad = [
        "no separator",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 2",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | win",
        "not a fen | 1",
    ];
    for line in bad {
        let text = format!("# header\n\n{line}\n");
        let err = read_samples::<Chess>(&text, ()).unwrap_err();
        assert_eq!(err.line, 3, "{line}: {err}");
    }
}

/// The data generator's scored lines train a network the engine reads and
/// searches with.
#[test]
fn generated_positions_train_a_network_the_engine_loads() {
    use std::sync::Arc;

    use danilchuk_board::Position;
    use danilchuk_engine::nnue::Network;
    use danilchuk_engine::nnue::NetworkKind;
    use danilchuk_engine::{Engine, Limits};
    use danilchuk_game::Game;
    use danilchuk_lab::nnue::{read_training, train, TrainConfig};
    use danilchuk_variant::Rules;

    let config = DatagenConfig {
        games: 2,
        nodes: 300,
        ply_cap: 80,
        ..DatagenConfig::default()
    };
    let mut text = String::new();
    generate::<Immortal>(&config, (), 2, 1, |_, kept| {
        for k in kept {
            assert!(k.score.is_some(), "{k:?}");
            text.push_str(&k.line());
            text.push('\n');
        }
    });
    let samples = read_training(&text, Rules::Immortal, NetworkKind::Evaluation)
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(!samples.is_empty());
    let trained = train(
        &samples,
        &TrainConfig {
            hidden: 8,
            epochs: 3,
            batch: 16,
            threads: 2,
            ..TrainConfig::default()
        },
        |_, _, _| {},
    );
    let net = trained
        .network
        .quantise(danilchuk_board::Variant::Immortal, NetworkKind::Evaluation)
        .unwrap();
    let read = Network::from_bytes(&net.to_bytes()).unwrap();
    assert_eq!(read, net);
    let mut engine = Engine::new(1);
    engine.set_network(Some(Arc::new(read)));
    let game = Game::<Immortal>::starting_with(());
    let best = engine.search(&game, &Limits::depth(4)).best_move.unwrap();
    assert!(game.position().is_legal(best));
}
