//! The match runner: games in every rule set, colours alternated, the tally
//! adding up, PGN that the game layer reads back, time controls, a hung
//! external engine losing on time, and the SPRT stopping a match.

use std::time::Duration;

use danilchuk_classical::Chess;
use danilchuk_engine::{Evaluate, Limits};
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use danilchuk_lab::matches::{
    pgn_text, run_match, GameEnd, MatchConfig, PlayerSpec, Sprt, TimeControl, Verdict,
};
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_testkit::{require_program, Install};

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
    let result = run_match::<P>(&config, settings, None, |_| seen += 1).unwrap();
    assert_eq!(seen, 4);
    assert_eq!(result.games.len(), 4);
    assert_eq!(result.tally.games(), 4);
    assert_eq!(result.pairs.pairs(), 2);
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

#[test]
fn engines_play_under_a_clock_and_a_move_time() {
    for time_control in [
        TimeControl::Clock {
            base: Duration::from_millis(400),
            increment: Duration::from_millis(10),
        },
        TimeControl::MoveTime(Duration::from_millis(5)),
    ] {
        let config = MatchConfig {
            first: PlayerSpec::Engine(Limits::default()),
            second: PlayerSpec::Greedy,
            games: 2,
            ply_cap: 16,
            time_control,
            // A loaded machine may stall a thread; the test is about the
            // games being played under the control, not about speed.
            time_margin: Duration::from_secs(30),
            ..MatchConfig::default()
        };
        let result = run_match::<Immortal>(&config, (), None, |_| {}).unwrap();
        assert_eq!(result.games.len(), 2);
        for g in &result.games {
            // Mated or capped, never lost on time with this margin.
            assert!(g.game.is_over(), "{time_control:?}");
            assert!(
                matches!(g.end, GameEnd::Rules | GameEnd::PlyCap),
                "{time_control:?}: {:?}",
                g.end
            );
        }
    }
}

/// A UCI engine that answers the handshake and then never answers `go`.
fn hung_engine(dir: &std::path::Path) -> std::path::PathBuf {
    let script = dir.join("hung-engine.sh");
    std::fs::write(
        &script,
        "#!/bin/sh\n\
         while read -r line; do\n\
           case \"$line\" in\n\
             uci) echo 'id name hung'; echo uciok ;;\n\
             isready) echo readyok ;;\n\
             quit) exit 0 ;;\n\
           esac\n\
         done\n",
    )
    .unwrap();
    script
}

#[test]
fn a_hung_external_engine_loses_on_time_instead_of_hanging_the_runner() {
    let Some(sh) = require_program("sh", Install::Apt("dash")) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("danilchuk-hung-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = hung_engine(&dir);
    let config = MatchConfig {
        first: PlayerSpec::Engine(Limits::nodes(200)),
        second: PlayerSpec::Uci(format!("{} {}", sh.display(), script.display())),
        games: 2,
        time_control: TimeControl::MoveTime(Duration::from_millis(50)),
        time_margin: Duration::from_millis(100),
        ..MatchConfig::default()
    };
    let result = run_match::<Chess>(&config, (), None, |_| {}).unwrap();
    assert_eq!(result.games.len(), 2);
    // Both games: the hung engine lost on its first move, with either colour.
    assert_eq!(result.tally.wins, 2, "{}", result.tally);
    for g in &result.games {
        assert!(matches!(g.end, GameEnd::TimeForfeit(_)), "{:?}", g.end);
        let text = pgn_text(g, 1, "a", "b");
        assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_sprt_stops_the_match_once_it_decides() {
    // The engine against the one-ply greedy player in Immortal chess: it
    // wins most pairs, not all (an all-alike record is no evidence), so the
    // LLR climbs past the upper bound long before the game limit.
    let config = MatchConfig {
        first: PlayerSpec::Engine(Limits::nodes(400)),
        second: PlayerSpec::Greedy,
        games: 400,
        threads: 2,
        ply_cap: 120,
        sprt: Some(Sprt {
            elo0: 0.0,
            elo1: 200.0,
            alpha: 0.1,
            beta: 0.1,
        }),
        ..MatchConfig::default()
    };
    let result = run_match::<Immortal>(&config, (), None, |_| {}).unwrap();
    let status = result.sprt.expect("an SPRT status");
    assert_eq!(
        status.verdict,
        Some(Verdict::H1),
        "{status:?} {}",
        result.pairs
    );
    assert!(result.games.len() < 400, "{} games", result.games.len());
}
