//! A GUI or tool author's program, in tests: only the `danilchuk` facade's
//! public API, depended on by path. One test per thing such a program
//! does: play what a GUI sends, read the variant names and JSON shapes it
//! meets, get the reason out of an error, read real-world PGN.

use std::fs;

use danilchuk::board::{Illegality, Variant};
use danilchuk::notation::pgn::{self, PgnReader};
use danilchuk::prelude::*;
use danilchuk_outside_tests::data;
use serde_json::json;

/// Every game of a text (`PgnReader`, the one way to read PGN, collected).
fn read_all(text: &str) -> Result<Vec<pgn::PgnGame>, danilchuk::notation::PgnError> {
    PgnReader::new(text.as_bytes()).collect()
}

/// IV-9: a GUI or python-chess sends castling as the king's classical step.
#[test]
fn a_gui_plays_e1g1_in_immortal_chess() {
    let mut game = AnyGame::starting_with(Rules::Immortal);
    let castle = game
        .play_uci("e1g1")
        .expect("castling with the h-rook (IV-9)");
    assert!(castle.is_castle());
    // Written back in Immortal's own form (Part III).
    assert_eq!(game.uci_moves()[0].to_string(), "e1h1");
    game.play_uci("e8c8")
        .expect("castling with the a-rook (IV-9)");
    assert_eq!(game.uci_moves()[1].to_string(), "e8a8");
    // The same through the typed entry point, with a GUI's line break.
    let mut typed = Game::<Immortal>::starting();
    assert!(typed
        .play_san("e1g1\n", Letters::English)
        .unwrap()
        .mv
        .is_castle());
    // Linear chess names its own spelling instead of "not allowed".
    let mut linear = AnyGame::starting_with("linear".parse().unwrap());
    let error = linear.play_uci("e1g1").unwrap_err();
    assert!(error.to_string().contains("e1d1"), "{error}");
    assert!(linear.play_uci("e1d1").unwrap().is_castle());
}

/// One table of names: the PGN `Variant` tag reads `Linear3` as the
/// command line and JSON do.
#[test]
fn a_pgn_with_variant_linear3_is_read() {
    let text = fs::read_to_string(data("null-moves.pgn")).unwrap();
    let games: Vec<_> = PgnReader::new(text.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    let linear = games
        .iter()
        .find(|g| g.tag("Variant") == Some("Linear3"))
        .expect("the Linear game");
    let game = AnyGame::from_pgn_game(linear).unwrap();
    assert_eq!(game.settings(), Rules::Linear(LineLimit::Three));
    assert_eq!(game.ply(), 3);
    // L-3: the knight on f3 is a bishop.
    assert_eq!(
        game.position().board().role_at(Square::F3),
        Some(Role::Bishop)
    );
    // Names any surface may meet, in any case.
    for name in ["Linear3", "linear-3", "LINEAR_3", " linear:3 "] {
        assert_eq!(name.parse::<Rules>(), Ok(Rules::Linear(LineLimit::Three)));
    }
    let unknown = "Atomic".parse::<Rules>().unwrap_err().to_string();
    assert!(
        unknown.contains("immortal") && unknown.contains("linear2"),
        "{unknown}"
    );
    assert_eq!("Standard".parse::<Variant>(), Ok(Variant::Chess));
}

/// Saved games in both JSON shapes: the one written now (`rules`, as a
/// position writes it) and the one written before (`variant` and
/// `settings`), sides in either case.
#[test]
fn both_json_shapes_are_read() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 Ee";
    let now = json!({"rules": "linear2", "start": start, "moves": ["e2e4"], "resigned": "white"});
    let before = json!({"variant": "linear", "settings": "2", "start": start,
                        "moves": ["e2e4"], "resigned": "White"});
    let a: AnyGame = serde_json::from_value(now.clone()).unwrap();
    let b: AnyGame = serde_json::from_value(before).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.settings(), Rules::Linear(LineLimit::Two));
    assert_eq!(a.resigned(), Some(Color::White));
    assert_eq!(serde_json::to_value(&a).unwrap(), now);
    // A position travels in the same shape.
    let position = serde_json::to_value(a.start_position()).unwrap();
    assert_eq!(position, json!({"rules": "linear2", "fen": start}));
    let back: AnyPosition =
        serde_json::from_value(json!({"variant": "Linear", "settings": "2", "fen": start}))
            .unwrap();
    assert_eq!(&back, a.start_position());
}

/// The reason a move is refused, in one call, whatever refused it; the
/// message without the FEN.
#[test]
fn a_gui_gets_the_reason_of_a_refused_move() {
    let mut game = AnyGame::starting_with(Rules::Immortal);
    for uci in ["g1f3", "b8c6", "f3d4", "c6d4"] {
        game.play_uci(uci).unwrap();
    }
    let error = game.play_uci("c6d4").unwrap_err();
    assert_eq!(error.illegality(), Some(Illegality::Locked));
    let message = error.to_string();
    assert_eq!(
        message,
        "illegal move c6d4: the two units are locked by the capture rule (I-3)"
    );
    // From a typed move (SAN here) and from a PGN file alike.
    let typed = game.play_san("Nxd4", Letters::English).unwrap_err();
    assert_eq!(typed.illegality(), Some(Illegality::Locked));
    let pgn =
        AnyGame::from_pgn_with("1. Nf3 Nc6 2. Nd4 Nxd4 3. Nxd4 *", Rules::Immortal).unwrap_err();
    assert_eq!(pgn.illegality(), Some(Illegality::Locked));
    // A syntax error has none, and says what is wrong.
    let syntax = game.play_uci("g2g3\n").unwrap_err();
    assert_eq!(syntax.illegality(), None);
    assert!(syntax.to_string().contains("line break"), "{syntax}");
}

/// python-chess's test PGN files, and ours with null moves in variations:
/// every game is read; a null move in a main line is a pass that `replay`
/// marks (IV-10), and a game of the rules refuses it with its place.
#[test]
fn python_chess_pgn_files_with_null_moves_are_read() {
    let files = [
        ("python-chess/anastasian-lewis.pgn", 1),
        ("python-chess/chessbase-empty-line.pgn", 1),
        ("python-chess/kasparov-deep-blue-1997.pgn", 6),
        ("python-chess/molinari-bordais-1979.pgn", 1),
        ("python-chess/uci-moves.pgn", 1),
        ("python-chess/utf8-bom.pgn", 2),
        ("null-moves.pgn", 4),
    ];
    for (name, count) in files {
        let file = fs::File::open(data(name)).unwrap();
        let games: Vec<_> = PgnReader::new(std::io::BufReader::new(file))
            .collect::<Result<_, _>>()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(games.len(), count, "{name}");
        for game in &games {
            let rules = Rules::from_pgn_tags(game.tag("Variant"), game.tag("LineLimit")).unwrap();
            let played =
                pgn::replay::<AnyPosition>(game, rules).unwrap_or_else(|e| panic!("{name}: {e}"));
            if played.has_null_move() {
                let error = AnyGame::from_pgn_game(game).unwrap_err();
                assert!(error.to_string().contains("IV-10"), "{name}: {error}");
            } else {
                AnyGame::from_pgn_game(game).unwrap_or_else(|e| panic!("{name}: {e}"));
            }
        }
    }
    // The byte-order mark is not part of the first tag (python-chess's own
    // test reads `A` then `B`).
    let text = fs::read_to_string(data("python-chess/utf8-bom.pgn")).unwrap();
    let events: Vec<_> = read_all(&text)
        .unwrap()
        .iter()
        .map(|g| g.tag("Event").map(String::from))
        .collect();
    assert_eq!(events, [Some("A".into()), Some("B".into())]);
    // Anastasian-Lewis: ChessBase's `Z0` is Black's 41st move.
    let text = fs::read_to_string(data("python-chess/anastasian-lewis.pgn")).unwrap();
    let game = &read_all(&text).unwrap()[0];
    let played = pgn::replay::<Chess>(game, ()).unwrap();
    assert_eq!(played.null_moves, [81]);
    assert_eq!(played.san(Letters::English)[81], "--");
    assert_eq!(
        played.end.fen(),
        "5rk1/2p1R2p/p5pb/2PPR3/8/2Q2B2/5P2/4K2q w - - 3 43"
    );
    // Ours: `Z0` and `--` inside variations, comments, NAGs.
    let text = fs::read_to_string(data("null-moves.pgn")).unwrap();
    let first = &read_all(&text).unwrap()[0];
    let variation = &first.moves[2].variations[0];
    assert_eq!(variation.moves[0].text, "Z0");
    assert_eq!(
        variation.moves[0].comments,
        ["ChessBase writes a pass this way"]
    );
    assert_eq!(variation.moves[2].variations[0].moves[0].text, "--");
    assert_eq!(first.moves[3].nags, [1]);
    let game = AnyGame::from_pgn_game(first).unwrap();
    assert_eq!(game.outcome().map(|o| o.winner()), Some(Some(Color::White)));
}

/// What else a program reaches from the facade: the engine, and the line
/// it found in SAN.
#[test]
fn the_engine_and_its_line_from_the_facade() {
    use danilchuk::engine::{Engine, Limits};
    let game =
        AnyGame::from_fen_with("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Rules::Immortal).unwrap();
    let result = Engine::new(1).search(&game, &Limits::depth(3));
    let line = write_line(
        game.position(),
        &result.pv,
        MoveFormat::San(Letters::Russian),
    )
    .unwrap();
    assert!(line.starts_with("1. Лa8#"), "{line}");
}

/// A game of one rule set is kept where the rule set is chosen at run
/// time: `into()`, moves, redo list and all.
#[test]
fn converts_a_game_of_chess_into_an_any_game() {
    let mut game = Game::<Chess>::starting();
    for uci in ["e2e4", "e7e5", "g1f3"] {
        game.play_uci(uci).unwrap();
    }
    game.undo();
    let any: AnyGame = game.clone().into();
    assert_eq!(any.settings(), Rules::Chess);
    assert_eq!(any.moves(), game.moves());
    assert_eq!(any.redo_uci_moves(), game.redo_uci_moves());
    assert_eq!(any.position().fen(), game.position().fen());
    let immortal: AnyGame = Game::<Immortal>::starting().into();
    assert_eq!(immortal.settings(), Rules::Immortal);
    let linear: AnyGame = Game::<Linear>::starting_with(LineLimit::Two).into();
    assert_eq!(linear.settings(), Rules::Linear(LineLimit::Two));
}

/// Every position prints as its FEN, classical chess's too.
#[test]
fn prints_the_classical_start_as_its_fen() {
    let start = Chess::starting();
    assert_eq!(
        start.to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(AnyPosition::from(start).to_string(), start.to_string());
}

/// A search result is data a server sends: JSON, and one line of text.
#[test]
fn serialises_a_search_result_to_json() {
    use danilchuk::engine::{Engine, Limits, Score, SearchResult};
    let game = AnyGame::starting_with(Rules::Linear(LineLimit::Three));
    let result = Engine::new(1).search(&game, &Limits::depth(2));
    let value = serde_json::to_value(&result).unwrap();
    assert_eq!(value["depth"], 2);
    assert_eq!(value["nodes"], result.nodes);
    assert_eq!(value["score"], result.score.0);
    let back: SearchResult = serde_json::from_value(value).unwrap();
    assert_eq!(back, result);
    assert_eq!(serde_json::to_value(Score::cp(35)).unwrap(), json!(35));
    assert!(result.to_string().contains(" depth 2 "), "{result}");
}

/// `Limits::nodes(n)` is a bound: never one node more, on one thread or
/// several.
#[test]
fn never_sees_a_search_exceed_its_node_limit() {
    use danilchuk::engine::{Engine, Limits};
    let mut engine = Engine::new(4);
    for threads in [1, 2] {
        engine.set_threads(threads);
        for rules in [
            Rules::Chess,
            Rules::Immortal,
            Rules::Linear(LineLimit::Three),
        ] {
            for limit in [1, 100, 256, 257, 5_000, 20_000] {
                engine.clear();
                let game = AnyGame::starting_with(rules);
                let result = engine.search(&game, &Limits::nodes(limit));
                assert!(
                    result.nodes <= limit,
                    "{rules}, {threads} thread(s): {} nodes for a limit of {limit}",
                    result.nodes
                );
            }
        }
    }
}

/// Names a command line or a settings file holds, read back with `parse`.
#[test]
fn reads_pieces_sides_and_letter_sets_from_text() {
    let knight = Piece::new(Color::White, Role::Knight);
    assert_eq!(knight.to_string().parse::<Piece>(), Ok(knight));
    assert_eq!("n".parse::<Piece>(), Ok(knight.opposite()));
    assert_eq!("Black".parse::<Color>(), Ok(Color::Black));
    assert_eq!("queen".parse::<Role>(), Ok(Role::Queen));
    assert_eq!("russian".parse::<Letters>(), Ok(Letters::Russian));
    let error = "wizard".parse::<Role>().unwrap_err();
    assert!(error.to_string().contains("knight"), "{error}");
}

/// A tournament tool learns from the error alone which game of the file
/// and which move is at fault.
#[test]
fn a_pgn_error_names_its_game_and_move() {
    let text = "1. e4 e5 *\n\n1. d4 d5 2. c4 Qxh2 *\n\n[Round 3\"]\n1. c4 *\n";
    let mut errors = Vec::new();
    for pgn in PgnReader::new(text.as_bytes()) {
        match pgn {
            Ok(pgn) => errors.extend(Game::<Chess>::from_pgn_game(&pgn).err()),
            Err(e) => errors.push(e.into()),
        }
    }
    let [illegal, tag] = errors.as_slice() else {
        panic!("{errors:?}")
    };
    let GameError::Pgn(e) = illegal else {
        panic!("{illegal:?}")
    };
    let at = e.move_number.expect("a move");
    assert_eq!(
        (e.game, at.number, at.turn, at.ply),
        (2, 2, Color::Black, 4)
    );
    assert!(
        illegal
            .to_string()
            .starts_with("game 2, move 2 (black), line 3"),
        "{illegal}"
    );
    assert!(tag.to_string().starts_with("game 3, line 5"), "{tag}");
}
