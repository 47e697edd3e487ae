//! The match runner: games in every rule set, colours alternated, the tally
//! adding up, and PGN that the game layer reads back.

use danilchuk_classical::Chess;
use danilchuk_engine::matches::{pgn_text, run_match, MatchConfig, PlayerSpec};
use danilchuk_engine::{Evaluate, Limits};
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};

fn small_match<P: Evaluate + Send>(settings: P::Settings, variant_tag: Option<&str>)
where
    P::Settings: Send + Sync,
{
    let config = MatchConfig {
        first: PlayerSpec::Engine(Limits::nodes(300)),
        second: PlayerSpec::Random,
        games: 4,
        threads: 2,
        ply_cap: 60,
        ..MatchConfig::default()
    };
    let mut seen = 0;
    let result = run_match::<P>(&config, settings, None, |_, _| seen += 1).unwrap();
    assert_eq!(seen, 4);
    assert_eq!(result.games.len(), 4);
    assert_eq!(result.tally.games(), 4);
    // Colours alternate; a pair shares its opening.
    assert!(result.games[0].first_is_white && !result.games[1].first_is_white);
    assert_eq!(
        result.games[0].game.moves()[..6],
        result.games[1].game.moves()[..6]
    );
    for (i, g) in result.games.iter().enumerate() {
        assert!(g.game.is_over(), "game {i} not finished");
        let text = pgn_text(g, i + 1, "a", "b");
        match variant_tag {
            Some(tag) => assert!(text.contains(&format!("[Variant \"{tag}\"]")), "{text}"),
            None => assert!(!text.contains("[Variant"), "{text}"),
        }
        let back = Game::<P>::from_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.moves(), g.game.moves());
        assert_eq!(back.result(), g.game.result());
    }
}

#[test]
fn matches_in_every_rule_set_write_readable_pgn() {
    small_match::<Chess>((), None);
    small_match::<Immortal>((), Some("Immortal"));
    small_match::<Linear>(LineLimit::Three, Some("Linear"));
}
