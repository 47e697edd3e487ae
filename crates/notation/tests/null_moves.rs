//! IV-10: `--` and `Z0` in PGN movetext are null moves. The reader keeps
//! them as moves of their own, `replay` passes the turn as IV-8 says and
//! marks the game, and the readers that need a game of the rules say why
//! they refuse it.

use danilchuk_board::{Color, NullMoveError, Position};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;
use danilchuk_notation::pgn::{self, replay, write_game, PgnReader};
use danilchuk_notation::{parse_movetext, Letters, PgnErrorKind};

/// Every game of a text (`PgnReader`, the one way to read PGN, collected).
fn read_all(text: &str) -> Result<Vec<pgn::PgnGame>, danilchuk_notation::PgnError> {
    PgnReader::new(text.as_bytes()).collect()
}

#[test]
fn iv10_null_moves_in_the_main_line_pass_the_turn_and_mark_the_game() {
    for (null, text) in [
        ("--", "1. e4 e5 2. Nf3 -- 3. Bc4 Nc6 *"),
        ("Z0", "1. e4 e5 2. Nf3 Z0 3. Bc4 Nc6 *"),
    ] {
        let games = read_all(text).unwrap();
        // `Nf3 --` stays two moves: a null move never joins a separator.
        assert_eq!(games[0].moves[3].text, null);
        assert_eq!(games[0].moves.len(), 6);
        let played = replay::<Chess>(&games[0], ()).unwrap();
        assert!(played.has_null_move(), "{null}");
        assert_eq!(played.null_moves, [3]);
        assert_eq!(played.moves.len(), 5);
        assert_eq!(
            played.san(Letters::English),
            ["e4", "e5", "Nf3", "--", "Bc4", "Nc6"]
        );
        let plies: Vec<bool> = played.plies().map(|p| p.is_none()).collect();
        assert_eq!(plies, [false, false, false, true, false, false]);
        // White moved twice in a row: the pass gave Black's turn away.
        assert_eq!(played.end.turn(), Color::White);
        assert_eq!(played.end.fullmoves(), 4);
    }
}

#[test]
fn iv10_null_moves_in_variations_are_kept_as_written() {
    let text = "1. e4 e5 2. Nf3 (2. Z0 Nc6 3. Nf3 (3. -- d5)) 2... Nc6 {a comment} $1 3. Bb5 *";
    let game = &read_all(text).unwrap()[0];
    let variation = &game.moves[2].variations[0];
    assert_eq!(variation.moves[0].text, "Z0");
    assert_eq!(variation.moves[2].variations[0].moves[0].text, "--");
    assert_eq!(game.moves[3].comments, ["a comment"]);
    assert_eq!(game.moves[3].nags, [1]);
    let played = replay::<Chess>(game, ()).unwrap();
    assert!(!played.has_null_move(), "variations are not played");
    // Written back as written, and read back the same.
    let mut out = String::new();
    write_game(game, &mut out).unwrap();
    assert!(out.contains("2. Z0 Nc6 3. Nf3 ( 3. -- d5 )"), "{out}");
    let again = &read_all(&out).unwrap()[0];
    assert_eq!(again.without_spans().moves, game.without_spans().moves);
}

#[test]
fn iv10_null_moves_follow_iv8_in_every_rule_set() {
    // Immortal: the pass drops the locks that bind the side passing (IV-8).
    let games = read_all("1. Nf3 Nc6 2. Nd4 Nxd4 3. -- *").unwrap();
    let played = replay::<Immortal>(&games[0], ()).unwrap();
    assert_eq!(played.end.turn(), Color::Black);
    assert!(played
        .end
        .locks()
        .iter()
        .all(|l| played.end.board().color_at(l.attacker) != Some(Color::White)));
    // Linear: never refused (L-4).
    let games = read_all("1. e4 -- 2. e5 *").unwrap();
    assert_eq!(
        replay::<Linear>(&games[0], Default::default())
            .unwrap()
            .null_moves,
        [1]
    );
    // Classical: no pass in check (IV-8, Part III), with the place.
    let games = read_all("1. e4 f6 2. Qh5+ -- *").unwrap();
    let error = replay::<Chess>(&games[0], ()).unwrap_err();
    assert_eq!((error.line, error.column), (1, 18));
    assert_eq!(
        error.kind,
        PgnErrorKind::NullMoveRefused(NullMoveError::InCheck)
    );
}

#[test]
fn iv10_a_move_list_of_the_rules_refuses_a_null_move_and_says_why() {
    let error = parse_movetext(&Chess::starting(), "1. e4 -- 2. d4").unwrap_err();
    assert_eq!(error.kind, PgnErrorKind::NullMoveInMainLine);
    assert_eq!((error.line, error.column), (1, 7));
    assert!(error.to_string().contains("IV-10"), "{error}");
    // The streaming reader goes on past such a game.
    let text = "1. e4 Z0 *\n\n1. d4 d5 *\n";
    let games: Vec<_> = pgn::PgnReader::new(text.as_bytes()).collect();
    assert_eq!(games.len(), 2);
    assert!(games.iter().all(Result::is_ok));
}
