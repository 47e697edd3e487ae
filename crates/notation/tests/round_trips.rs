//! Property tests: over positions of seeded random playouts of each rule
//! set, every legal move survives SAN (English and Russian), the long
//! notation (both styles) and UCI; a random game survives PGN.

mod common;

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_notation::fuzzing::assert_move_round_trips;
use danilchuk_notation::pgn::{self, PgnReader};
use danilchuk_notation::Letters;
use proptest::prelude::*;

use common::playout;

/// Every game of a text (`PgnReader`, the one way to read PGN, collected).
fn read_all(text: &str) -> Result<Vec<pgn::PgnGame>, danilchuk_notation::PgnError> {
    PgnReader::new(text.as_bytes()).collect()
}

/// Every legal move of every `stride`-th position of a playout.
fn every_move_round_trips<P: Position>(start: P, seed: u64, plies: usize) {
    let (_, positions) = playout(start, seed, plies);
    for pos in positions.iter().step_by(3) {
        for m in pos.legal_moves() {
            assert_move_round_trips(pos, m);
        }
    }
}

/// A random game written as PGN reads back to the same moves and final FEN.
fn game_round_trips<P: Position>(
    start: P,
    seed: u64,
    plies: usize,
    letters: Letters,
    tags: &[(&str, &str)],
) -> (String, P) {
    let (moves, positions) = playout(start.clone(), seed, plies);
    let mut game = pgn::record(&start, &moves, letters).expect("legal moves record");
    for (name, value) in tags {
        game.set_tag(name, *value);
    }
    let text = game.to_string();
    // Movetext lines stay under 80 columns (a tag pair is one line, however long).
    assert!(
        text.lines()
            .filter(|l| !l.starts_with('['))
            .all(|l| l.chars().count() < 80),
        "{text}"
    );
    let mut games = PgnReader::new(text.as_bytes());
    let back = games.next().expect("one game").expect("reads back");
    assert!(games.next().is_none());
    let settings = start.settings();
    let played = pgn::replay::<P>(&back, settings).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(played.moves, moves, "{text}");
    let last = positions.last().expect("the start at least");
    assert_eq!(played.end.fen(), last.fen(), "{text}");
    assert_eq!(played.start, start);
    (text, played.end)
}

/// The last position of a playout.
fn last<P: Position>(positions: &[P]) -> P {
    positions.last().expect("the start at least").clone()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 96,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn chess_moves(seed in any::<u64>(), plies in 0usize..160) {
        every_move_round_trips(Chess::starting(), seed, plies);
    }

    #[test]
    fn immortal_moves(seed in any::<u64>(), plies in 0usize..160) {
        every_move_round_trips(Immortal::starting(), seed, plies);
    }

    #[test]
    fn linear_moves(seed in any::<u64>(), plies in 0usize..160, limit in 0usize..3) {
        every_move_round_trips(Linear::starting_with(LineLimit::ALL[limit]), seed, plies);
    }

    #[test]
    fn chess_games(seed in any::<u64>(), plies in 0usize..200, russian in any::<bool>()) {
        let letters = if russian { Letters::Russian } else { Letters::English };
        game_round_trips(Chess::starting(), seed, plies, letters, &[("Event", "Round trip")]);
    }

    #[test]
    fn immortal_games(seed in any::<u64>(), plies in 0usize..200, russian in any::<bool>()) {
        let letters = if russian { Letters::Russian } else { Letters::English };
        let (text, _) = game_round_trips(Immortal::starting(), seed, plies, letters, &[]);
        prop_assert!(text.contains("[Variant \"Immortal\"]"));
    }

    #[test]
    fn linear_games(seed in any::<u64>(), plies in 0usize..200, limit in 0usize..3) {
        let limit = LineLimit::ALL[limit];
        let start = Linear::starting_with(limit);
        let tag = limit.max_per_line().map(|n| n.to_string());
        let tags: Vec<(&str, &str)> = tag.iter().map(|t| ("LineLimit", t.as_str())).collect();
        let (text, _) = game_round_trips(start, seed, plies, Letters::English, &tags);
        let game = read_all(&text).unwrap().remove(0);
        let read_limit: LineLimit = pgn::setting_from_tag(&game, "LineLimit").unwrap();
        prop_assert_eq!(read_limit, limit);
    }

    /// From a position in the middle of a game: the `SetUp`/`FEN` tags.
    #[test]
    fn games_from_a_fen(seed in any::<u64>(), plies in 1usize..60) {
        let (_, positions) = playout(Immortal::starting(), seed, plies);
        let start = last(&positions);
        let (text, _) = game_round_trips(last(&positions), seed ^ 1, 40, Letters::English, &[]);
        if start != Immortal::starting() {
            prop_assert!(text.contains("[SetUp \"1\"]"), "{}", text);
        }
        let (_, positions) = playout(Chess::starting(), seed, plies);
        game_round_trips(last(&positions), seed ^ 2, 40, Letters::English, &[]);
        let (_, positions) = playout(Linear::starting(), seed, plies);
        game_round_trips(last(&positions), seed ^ 3, 40, Letters::Russian, &[]);
    }
}
