//! Serde (feature `serde`): games, positions, moves through JSON; corrupted
//! records are errors, never corrupt values.
#![cfg(feature = "serde")]

use danilchuk_board::{
    Color, DrawReason, Move, MoveKind, Outcome, Piece, Position, Role, Square, WinReason,
};
use danilchuk_classical::Chess;
use danilchuk_game::{Game, GameRules};
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use proptest::prelude::*;
use serde_json::json;

mod common;
use common::{choices, limit, random_game, start, SPARSE_CHESS, SPARSE_IMMORTAL, SPARSE_LINEAR};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn from_json<P: GameRules>(value: serde_json::Value) -> Result<Game<P>, String> {
    serde_json::from_value::<Game<P>>(value).map_err(|e| e.to_string())
}

fn round_trip<P: GameRules>(game: &Game<P>) -> Game<P> {
    let text = serde_json::to_string(game).expect("serializes");
    let back: Game<P> = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&back, game, "{text}");
    assert_eq!(back.position(), game.position());
    assert_eq!(back.outcome(), game.outcome());
    assert_eq!(back.repetition_count(), game.repetition_count());
    assert_eq!(back.settings(), game.settings());
    back
}

#[test]
fn a_game_is_its_start_fen_and_uci_moves() {
    let mut g = Game::<Chess>::starting();
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        g.play_uci(uci).expect("legal");
    }
    let value = serde_json::to_value(&g).expect("serializes");
    assert_eq!(
        value,
        json!({"rules": "chess", "start": START, "moves": ["f2f3", "e7e5", "g2g4", "d8h4"]})
    );
    let back = round_trip(&g);
    assert_eq!(
        back.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Checkmate
        })
    );
    // Castling in the rule set's UCI form: the king's two-square step.
    let mut g = Game::<Chess>::from_fen_with("4k3/8/8/8/8/8/8/4K2R w K - 0 1", ()).expect("fen");
    g.play_uci("e1g1").expect("castles");
    assert_eq!(
        serde_json::to_value(&g).expect("ok")["moves"],
        json!(["e1g1"])
    );
    round_trip(&g);
}

#[test]
fn settings_redo_list_and_declared_draws_are_kept() {
    let mut g = Game::<Linear>::starting_with(LineLimit::Two);
    for uci in ["e2e4", "e7e5", "d2d4", "d7d5", "c2c4"] {
        g.play_uci(uci).expect("legal");
    }
    g.undo();
    g.undo();
    g.agree_draw().expect("draw");
    let value = serde_json::to_value(&g).expect("serializes");
    assert_eq!(value["rules"], "linear2");
    assert!(value.get("variant").is_none() && value.get("settings").is_none());
    assert_eq!(value["redo"], json!(["d7d5", "c2c4"]));
    assert_eq!(value["draw"], "Agreement");
    let back = round_trip(&g);
    assert_eq!(back.settings(), LineLimit::Two);
    assert_eq!(back.declared_draw(), Some(DrawReason::Agreement));

    // Immortal castling (I-4) and a claimed threefold repetition.
    let mut g = Game::<Immortal>::starting();
    g.play_uci("e1h1").expect("0-0");
    for _ in 0..2 {
        for uci in ["g8f6", "g1f3", "f6g8", "f3g1"] {
            g.play_uci(uci).expect("legal");
        }
    }
    assert_eq!(
        g.claim_draw().ok(),
        Some(Outcome::Draw {
            reason: DrawReason::ThreefoldRepetition
        })
    );
    let back = round_trip(&g);
    assert_eq!(serde_json::to_value(&back).expect("ok")["moves"][0], "e1h1");

    // A resignation.
    let mut g = Game::<Chess>::starting();
    g.play_uci("e2e4").expect("legal");
    assert_eq!(g.resign(Color::Black), Ok(Color::White));
    let value = serde_json::to_value(&g).expect("ok");
    assert_eq!(value["resigned"], "black");
    assert_eq!(round_trip(&g).resigned(), Some(Color::Black));
}

/// One shape written, both read: a game record names its rules as a
/// position does (`"rules": "linear3"`); the former `variant` and
/// `settings` are read with the same names (`"linear3"` included), and
/// sides are read in either case.
#[test]
fn both_json_shapes_are_read_and_one_is_written() {
    use danilchuk_game::AnyGame;
    use danilchuk_variant::{AnyPosition, Rules};
    const LINEAR_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 Ee";
    let mut game = AnyGame::starting_with("linear3".parse().unwrap());
    game.play_uci("g1f3").unwrap();
    let written = serde_json::to_value(&game).unwrap();
    assert_eq!(
        written,
        json!({"rules": "linear3", "start": LINEAR_START, "moves": ["g1f3"]})
    );
    let position = serde_json::to_value(game.start_position()).unwrap();
    assert_eq!(position, json!({"rules": "linear3", "fen": LINEAR_START}));
    for record in [
        json!({"rules": "linear3", "start": LINEAR_START, "moves": ["g1f3"]}),
        json!({"rules": "Linear-3", "start": LINEAR_START, "moves": ["g1f3"]}),
        json!({"variant": "linear", "settings": "3", "start": LINEAR_START, "moves": ["g1f3"]}),
        json!({"variant": "linear3", "start": LINEAR_START, "moves": ["g1f3"]}),
        json!({"variant": "Linear", "settings": "3", "rules": "linear3",
               "start": LINEAR_START, "moves": ["g1f3"]}),
    ] {
        assert_eq!(
            from_json::<AnyPosition>(record.clone()),
            Ok(game.clone()),
            "{record}"
        );
        // The single rule set's game reads them too.
        let linear = from_json::<Linear>(record.clone()).unwrap();
        assert_eq!(linear.settings(), LineLimit::Three, "{record}");
    }
    // Positions read both shapes as well.
    for record in [
        json!({"rules": "linear3", "fen": LINEAR_START}),
        json!({"variant": "linear", "settings": "3", "fen": LINEAR_START}),
    ] {
        let pos: AnyPosition = serde_json::from_value(record.clone()).unwrap();
        assert_eq!(pos.rules(), Rules::Linear(LineLimit::Three), "{record}");
    }
    // Disagreeing shapes, and settings without their rule set, are errors.
    for bad in [
        json!({"rules": "linear2", "variant": "linear", "settings": "3", "start": LINEAR_START}),
        json!({"settings": "3", "start": LINEAR_START}),
        json!({"start": LINEAR_START}),
    ] {
        assert!(from_json::<AnyPosition>(bad.clone()).is_err(), "{bad}");
    }
    // Sides in either case.
    for side in ["white", "White"] {
        let record = json!({"rules": "chess", "start": START, "moves": ["e2e4"], "resigned": side});
        assert_eq!(
            from_json::<Chess>(record).unwrap().resigned(),
            Some(Color::White)
        );
    }
}

#[test]
fn corrupted_records_are_errors() {
    let record =
        |start: &str, moves: &[&str]| json!({"variant": "chess", "start": start, "moves": moves});
    let cases = [
        ("not a FEN", record("rnbqkbnr/pppppppp/8/8 w", &[])),
        (
            "two white kings",
            record("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", &[]),
        ),
        (
            "side not to move in check",
            record("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", &[]),
        ),
        (
            "castling right without rook",
            record("4k3/8/8/8/8/8/8/4K3 w K - 0 1", &[]),
        ),
        ("illegal move", record(START, &["e2e5"])),
        ("malformed move", record(START, &["e2"])),
        (
            "move after mate",
            record(START, &["f2f3", "e7e5", "g2g4", "d8h4", "e1f2"]),
        ),
        (
            "unknown field",
            json!({"variant": "chess", "start": START, "moves": [], "clock": 3}),
        ),
        (
            "unknown variant",
            json!({"variant": "shogi", "start": START}),
        ),
        (
            "another variant",
            json!({"variant": "immortal", "start": START}),
        ),
        (
            "settings for chess",
            json!({"variant": "chess", "settings": "2", "start": START}),
        ),
        (
            "impossible claim",
            json!({"variant": "chess", "start": START, "draw": "ThreefoldRepetition"}),
        ),
        (
            "stalemate claimed",
            json!({"variant": "chess", "start": START, "draw": "Stalemate"}),
        ),
        (
            "draw after mate",
            json!({"variant": "chess", "start": START,
                   "moves": ["f2f3", "e7e5", "g2g4", "d8h4"], "draw": "Agreement"}),
        ),
        (
            "illegal redo move",
            json!({"variant": "chess", "start": START, "redo": ["e2e5"]}),
        ),
    ];
    for (what, value) in cases {
        let result = from_json::<Chess>(value.clone());
        assert!(result.is_err(), "{what}: {value} gave {result:?}");
    }
    let err = from_json::<Chess>(record(START, &["e2e4", "e7e5", "e1e3"])).unwrap_err();
    assert!(err.contains("move 3 (e1e3)"), "{err}");

    for (what, value) in [
        (
            "Linear pawn on rank 8",
            json!({"variant": "linear", "start": "P3k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee"}),
        ),
        (
            "Linear knight on the e-file",
            json!({"variant": "linear", "start": "4k3/8/8/8/8/8/4N3/4K3 w - - 0 1 Ee"}),
        ),
        (
            "unknown line limit",
            json!({"variant": "linear", "settings": "7", "start": START}),
        ),
        (
            "over the line limit",
            json!({"variant": "linear", "settings": "2",
            "start": "4k3/8/8/8/8/8/R7/RR2K3 w - - 0 1 Ee"}),
        ),
        (
            "a Chess record",
            json!({"variant": "chess", "start": START}),
        ),
    ] {
        let result = from_json::<Linear>(value.clone());
        assert!(result.is_err(), "{what}: {value} gave {result:?}");
    }
    for (what, value) in [
        (
            "lock on empty squares",
            json!({"variant": "immortal", "start": "4k3/8/8/8/8/8/8/4K3 w - - 0 1 - a1>b2"}),
        ),
        (
            "two kings a side",
            json!({"variant": "immortal", "start": "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"}),
        ),
        (
            "locked capture",
            json!({"variant": "immortal", "start": START, "moves": ["e2e4", "d7d5", "e4d5", "e4d5"]}),
        ),
    ] {
        let result = from_json::<Immortal>(value.clone());
        assert!(result.is_err(), "{what}: {value} gave {result:?}");
    }
}

#[test]
fn positions_moves_and_squares_serialize() {
    // Classical positions serialize as their validated FEN.
    let pos = Chess::starting();
    let text = serde_json::to_string(&pos).expect("ok");
    assert_eq!(text, format!("\"{START}\""));
    assert_eq!(serde_json::from_str::<Chess>(&text).ok(), Some(pos));
    assert!(serde_json::from_str::<Chess>("\"4k3/8/8/8/8/8/8/3KK3 w - - 0 1\"").is_err());
    // Linear positions serialize as their validated FEN too.
    let pos = Linear::starting();
    let text = serde_json::to_string(&pos).expect("ok");
    assert_eq!(serde_json::from_str::<Linear>(&text).ok(), Some(pos));
    assert!(serde_json::from_str::<Linear>("\"4k3/8/8/8/8/8/4N3/4K3 w - - 0 1 Ee\"").is_err());
    // Any rule set's position through `danilchuk_board::fen_serde`.
    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
    struct Saved {
        #[serde(with = "danilchuk_board::fen_serde")]
        immortal: Immortal,
        #[serde(with = "danilchuk_board::fen_serde")]
        linear: Linear,
    }
    let saved = Saved {
        immortal: Immortal::starting(),
        linear: Linear::starting(),
    };
    let text = serde_json::to_string(&saved).expect("ok");
    assert_eq!(serde_json::from_str::<Saved>(&text).ok(), Some(saved));
    let corrupt = text.replace("RNBQKBNR w Qq", "RNBQNBNR w Qq");
    assert!(
        serde_json::from_str::<Saved>(&corrupt).is_err(),
        "{corrupt}"
    );

    let m = Move::new(Square::E7, Square::E8, MoveKind::Quiet).with_promotion(Role::Queen);
    let text = serde_json::to_string(&m).expect("ok");
    assert_eq!(serde_json::from_str::<Move>(&text).ok(), Some(m));
    let piece = Role::Knight.of(Color::Black);
    let text = serde_json::to_string(&(Square::G8, piece)).expect("ok");
    assert_eq!(
        serde_json::from_str::<(Square, Piece)>(&text).ok(),
        Some((Square::G8, piece))
    );
}

/// A random game with some moves undone and perhaps a draw claimed or
/// agreed, or a resignation.
fn shaped<P: GameRules>(start: P, choices: &[u16], back: usize, end: u8) -> Game<P> {
    let mut game = random_game(start, choices);
    for _ in 0..back {
        game.undo();
    }
    let _ = match end % 5 {
        0 => game.claim_draw().map(drop),
        1 => game.agree_draw().map(drop),
        2 => game.resign(Color::White).map(drop),
        3 => game.resign(Color::Black).map(drop),
        _ => Ok(()),
    };
    game
}

/// Replaces the `at`-th character of `text` by `by`.
fn corrupt(text: &str, at: usize, by: char) -> String {
    let at = at % text.chars().count().max(1);
    text.chars()
        .enumerate()
        .map(|(i, c)| if i == at { by } else { c })
        .collect()
}

/// A corrupted start FEN: the record is accepted exactly when the FEN is
/// valid and the moves replay from it, and then holds the parsed position.
fn check_corrupted_start<P: GameRules>(game: &Game<P>, at: usize, by: char) {
    let mut value = serde_json::to_value(game).expect("ok");
    let fen = corrupt(value["start"].as_str().unwrap_or_default(), at, by);
    value["start"] = json!(fen);
    let parsed = P::from_fen_with(&fen, game.settings());
    match from_json::<P>(value) {
        Ok(back) => {
            assert_eq!(Ok(back.start_position()), parsed.as_ref(), "{fen}");
            for pos in back.positions() {
                assert_eq!(
                    P::from_fen_with(&pos.fen(), back.settings()).as_ref(),
                    Ok(&pos)
                );
            }
        }
        Err(_) => {
            // Rejected although the FEN is valid: a move must not replay.
            if let Ok(start) = parsed {
                let mut replay = Game::new(start);
                let replays = game
                    .uci_moves()
                    .iter()
                    .all(|uci| replay.play_uci(&uci.to_string()).is_ok());
                assert!(!replays, "{fen}");
            }
        }
    }
}

/// A corrupted move: accepted only if every move replays legally.
fn check_corrupted_move<P: GameRules>(game: &Game<P>, index: usize, text: &str) {
    let mut value = serde_json::to_value(game).expect("ok");
    let Some(moves) = value["moves"].as_array_mut() else {
        return;
    };
    if moves.is_empty() {
        return;
    }
    let i = index % moves.len();
    moves[i] = json!(text);
    if let Ok(back) = from_json::<P>(value) {
        let mut replay = Game::new(back.start_position().clone());
        for &m in back.moves() {
            assert!(replay.play(m).is_ok());
        }
        assert_eq!(replay.position(), back.position());
    }
}

/// Any position through `danilchuk_board::fen_serde`.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(bound = "P: Position")]
struct ViaFen<P>(#[serde(with = "danilchuk_board::fen_serde")] P);

/// A corrupted position's FEN is accepted exactly when it is valid.
fn check_corrupted_position<P: Position>(fen: &str) {
    let json = serde_json::to_string(fen).expect("ok");
    match serde_json::from_str::<ViaFen<P>>(&json) {
        Ok(ViaFen(pos)) => {
            assert_eq!(Ok(&pos), P::from_fen(fen).as_ref());
            assert_eq!(P::from_fen(&pos.fen()), Ok(pos));
        }
        Err(_) => assert!(P::from_fen(fen).is_err(), "{fen}"),
    }
}

fn fen_chars() -> impl Strategy<Value = char> {
    prop::sample::select(
        "pnbrqkPNBRQK12345678/ -wbKQkqEeDd>,a1h8x09"
            .chars()
            .collect::<Vec<_>>(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn chess_games_round_trip(which in 0usize..4, choices in choices(), back in 0usize..4, end in any::<u8>()) {
        round_trip(&shaped(start::<Chess>(SPARSE_CHESS, which, ()), &choices, back, end));
    }

    #[test]
    fn immortal_games_round_trip(which in 0usize..3, choices in choices(), back in 0usize..4, end in any::<u8>()) {
        round_trip(&shaped(start::<Immortal>(SPARSE_IMMORTAL, which, ()), &choices, back, end));
    }

    #[test]
    fn linear_games_round_trip(which in 0usize..3, l in any::<u8>(), choices in choices(), back in 0usize..4, end in any::<u8>()) {
        round_trip(&shaped(start::<Linear>(SPARSE_LINEAR, which, limit(l)), &choices, back, end));
    }

    #[test]
    fn corrupted_starts_are_errors_or_valid(which in 0usize..3, choices in choices(), at in any::<usize>(), by in fen_chars()) {
        check_corrupted_start(&random_game(start::<Chess>(SPARSE_CHESS, which, ()), &choices), at, by);
        check_corrupted_start(&random_game(start::<Immortal>(SPARSE_IMMORTAL, which, ()), &choices), at, by);
        check_corrupted_start(&random_game(start::<Linear>(SPARSE_LINEAR, which, LineLimit::Unlimited), &choices), at, by);
    }

    #[test]
    fn corrupted_moves_are_errors_or_legal(choices in choices(), index in any::<usize>(), text in "[a-h][1-8][a-h][1-8][qrbnk]?") {
        check_corrupted_move(&random_game(Chess::starting(), &choices), index, &text);
        check_corrupted_move(&random_game(Immortal::starting(), &choices), index, &text);
        check_corrupted_move(&random_game(Linear::starting(), &choices), index, &text);
    }

    #[test]
    fn corrupted_positions_are_errors_or_valid(which in 0usize..4, choices in choices(), at in any::<usize>(), by in fen_chars()) {
        let chess = random_game(start::<Chess>(SPARSE_CHESS, which, ()), &choices);
        check_corrupted_position::<Chess>(&corrupt(&chess.position().fen(), at, by));
        let linear = random_game(start::<Linear>(SPARSE_LINEAR, which, LineLimit::Unlimited), &choices);
        check_corrupted_position::<Linear>(&corrupt(&linear.position().fen(), at, by));
        let immortal = random_game(start::<Immortal>(SPARSE_IMMORTAL, which, ()), &choices);
        check_corrupted_position::<Immortal>(&corrupt(&immortal.position().fen(), at, by));
    }
}

/// A record without `start` is a game from the rule set's initial
/// position, as a record written by hand or by another program may be.
#[test]
fn a_record_without_start_starts_from_the_initial_position() {
    let game = from_json::<Chess>(json!({"rules": "chess", "moves": ["e2e4"]})).unwrap();
    assert_eq!(game.start_position(), &Chess::starting());
    assert_eq!(game.ply(), 1);
    let linear: danilchuk_game::AnyGame =
        serde_json::from_value(json!({"rules": "linear2", "moves": []})).unwrap();
    assert_eq!(
        linear.start_position(),
        &danilchuk_variant::AnyPosition::starting_with("linear2".parse().unwrap())
    );
}
