//! The source's example game of Classic Immortal Chess (RULES.md Part I),
//! verbatim from the seed file (Russian letters, its spacing, long dashes)
//! and in the English form of RULES.md: both replay to the same position,
//! and every `+` of the source is a real check.

use danilchuk_board::{Color, Illegality, Position, Role, Square};
use danilchuk_immortal::Immortal;
use danilchuk_notation::pgn::{self, PgnReader};
use danilchuk_notation::{
    parse_long, parse_move, parse_movetext, write_long, write_movetext, write_san, Letters,
    LongPlus, LongStyle, MoveFormat, Suffix,
};

/// Every game of a text (`PgnReader`, the one way to read PGN, collected).
fn read_all(text: &str) -> Result<Vec<pgn::PgnGame>, danilchuk_notation::PgnError> {
    PgnReader::new(text.as_bytes()).collect()
}

/// The six numbered lines of the seed file, copied byte for byte.
const SOURCE: &str = include_str!("data/seed_game_ru.txt");

/// RULES.md Part I, "The source's example game", English letters.
const ENGLISH: &str = "1. e2-e4 e7-e5  2. Qd1-h5 Qd8-f6  3. Qh5xf7+ Qf6xQf7
    4. Qf6xe5+ Qf7-e7  5. Qe5xQe7+ Ng8xQe7  6. Qg8xBf8+ 0-0-0";

fn replay(text: &str) -> pgn::Replay<Immortal> {
    let game = PgnReader::new(text.as_bytes())
        .next()
        .expect("a game")
        .expect("reads");
    assert_eq!(game.moves.len(), 12);
    pgn::replay::<Immortal>(&game, ()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_source_text_is_verbatim() {
    assert_eq!(SOURCE.lines().count(), 6);
    assert!(SOURCE.starts_with("1. e2-e4 e7- e5\n"));
    assert!(SOURCE.contains("3. Фh5 ×f7+ Фf6×Фf7\n"));
    assert!(SOURCE.contains("6. Фg8×Сf8+ 0—0—0"));
}

#[test]
fn russian_and_english_forms_reach_the_same_position() {
    let russian = replay(SOURCE);
    let english = replay(ENGLISH);
    assert_eq!(russian.moves, english.moves);
    assert_eq!(russian.end, english.end);
    // Nothing left the board (I-1); Black's king castled onto a8 (I-4).
    let board = russian.end.board();
    assert_eq!(board.occupied().count(), 32);
    assert_eq!(
        board.piece_at(Square::A8),
        Some(Role::King.of(Color::Black))
    );
    assert_eq!(
        board.piece_at(Square::E8),
        Some(Role::Rook.of(Color::Black))
    );
    assert_eq!(
        board.piece_at(Square::F8),
        Some(Role::Queen.of(Color::White))
    );
    assert_eq!(
        board.piece_at(Square::G8),
        Some(Role::Bishop.of(Color::Black))
    );
    assert_eq!(russian.end.turn(), Color::White);
    assert_eq!(
        russian.end.fen(),
        "knb1rQbr/ppppn1pp/5p2/4q2p/4P3/8/PPPP1PPP/RNB1KBNR w KQ - 1 7 q f8>g8"
    );
}

#[test]
fn the_checks_are_verified_not_copied() {
    let played = replay(SOURCE);
    let mut pos = Immortal::starting();
    for (m, token) in played
        .moves
        .iter()
        .zip(SOURCE.split(['\n']).flat_map(tokens))
    {
        let written: LongPlus = token.parse().expect("long notation");
        let computed = LongPlus::from_move(&pos, *m);
        // The source marks exactly the moves that give check.
        assert_eq!(written.suffix, computed.suffix, "{token}");
        assert_eq!(written.long, computed.long, "{token}: captured letters too");
        pos.play_unchecked(*m);
        assert_eq!(
            pos.is_check(),
            written.suffix == Some(Suffix::Check),
            "{token}"
        );
    }
}

/// The move texts of one numbered line, joining the source's spaces.
fn tokens(line: &str) -> Vec<String> {
    let game = read_all(line).expect("reads");
    game.into_iter()
        .flat_map(|g| g.moves.into_iter().map(|m| m.text))
        .collect()
}

#[test]
fn written_back_in_every_form() {
    let played = replay(SOURCE);
    let mut pos = Immortal::starting();
    let mut san = Vec::new();
    let mut english = Vec::new();
    let mut russian = Vec::new();
    for m in &played.moves {
        san.push(write_san(&pos, *m, Letters::English));
        english.push(write_long(&pos, *m, LongStyle::ENGLISH));
        russian.push(write_long(&pos, *m, LongStyle::RUSSIAN));
        pos.play_unchecked(*m);
    }
    assert_eq!(
        san.join(" "),
        "e4 e5 Qh5 Qf6 Qxf7+ Qxf7 Qxe5+ Qe7 Qxe7+ Nxe7 Qxf8+ O-O-O"
    );
    assert_eq!(
        english.join(" "),
        "e2-e4 e7-e5 Qd1-h5 Qd8-f6 Qh5xf7+ Qf6xQf7 Qf6xe5+ Qf7-e7 Qe5xQe7+ Ng8xQe7 Qg8xBf8+ 0-0-0"
    );
    assert_eq!(
        russian.join(" "),
        "e2-e4 e7-e5 Фd1-h5 Фd8-f6 Фh5×f7+ Фf6×Фf7 Фf6×e5+ Фf7-e7 Фe5×Фe7+ Кg8×Фe7 Фg8×Сf8+ 0-0-0"
    );
}

#[test]
fn the_notable_points_of_rules_md() {
    let played = replay(SOURCE);
    let mut pos = Immortal::starting();
    for m in &played.moves[..7] {
        pos.play_unchecked(*m);
    }
    // After 4.Qf6xe5+ the black pawn now on f6 may not take the queen (I-3).
    let err = parse_move(&pos, "f6xe5").unwrap_err();
    assert_eq!(err.illegality(), Some(Illegality::Locked));
    assert_eq!(
        err.to_string(),
        "illegal move \"f6xe5\": the two units are locked by the capture rule (I-3)"
    );
    for m in &played.moves[7..11] {
        pos.play_unchecked(*m);
    }
    // 6...0-0 is illegal: the white queen on f8 stands between king and rook.
    assert!(parse_move(&pos, "0-0").is_err());
    assert!(parse_long(&pos, "0—0—0").is_ok());
    assert!(pos.is_check());
}

#[test]
fn written_back_as_the_source_prints_it() {
    let played = replay(SOURCE);
    let text = write_movetext(
        &played.start,
        &played.moves,
        MoveFormat::Long(LongStyle::RUSSIAN),
    )
    .unwrap();
    // The source differs only in its stray spaces and long dashes.
    let normalized = SOURCE
        .replace("- ", "-")
        .replace(" ×", "×")
        .replace('—', "-");
    assert_eq!(text, normalized);
    assert_eq!(parse_movetext(&played.start, &text).unwrap(), played.moves);
    assert_eq!(parse_movetext(&played.start, SOURCE).unwrap(), played.moves);
}
