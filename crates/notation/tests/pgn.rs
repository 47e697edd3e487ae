//! PGN reading, writing and replaying.

use std::io::{BufRead, BufReader, Read};

use danilchuk_board::{Illegality, Position};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_notation::pgn::{self, GameResult, PgnReader};
use danilchuk_notation::{Letters, MoveError, PgnErrorKind};

/// Every game of a text (`PgnReader`, the one way to read PGN, collected).
fn read_all(text: &str) -> Result<Vec<pgn::PgnGame>, danilchuk_notation::PgnError> {
    PgnReader::new(text.as_bytes()).collect()
}

/// A game as other tools export it (lichess style: clock comments,
/// annotations, a variation, glued move numbers).
const EXPORTED: &str = r#"[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[Date "2024.01.02"]
[Round "-"]
[White "alice"]
[Black "bob"]
[Result "1-0"]
[WhiteElo "1500"]
[ECO "C50"]

1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 Nc6 3. Bc4 Nd4?! ( 3... Bc5 4. c3 ) 4. Nxe5!
Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# $4 { Black wins? No: } 0-1

"#;

#[test]
fn reads_a_game_exported_by_other_tools() {
    let games = read_all(EXPORTED).unwrap();
    assert_eq!(games.len(), 1);
    let game = &games[0];
    assert_eq!(game.tag("White"), Some("alice"));
    assert_eq!(game.tag("ECO"), Some("C50"));
    assert_eq!(game.moves.len(), 14);
    assert_eq!(game.moves[0].comments, ["[%clk 0:03:00]"]);
    assert_eq!(game.moves[5].text, "Nd4");
    assert_eq!(game.moves[5].nags, [6]);
    assert_eq!(game.moves[5].variations[0].moves.len(), 2);
    assert_eq!(game.moves[6].nags, [1]);
    assert_eq!(game.moves[13].nags, [4]);
    assert_eq!(game.result, Some(GameResult::BlackWins));
    assert_eq!(
        (game.moves[7].span.line, game.moves[7].span.column),
        (12, 1)
    );
    let played = pgn::replay::<Chess>(game, ()).unwrap();
    assert!(played.end.outcome().is_some());
    assert_eq!(played.san(Letters::English)[13], "Nf3#");
}

#[test]
fn export_format() {
    let game = read_all(EXPORTED).unwrap().remove(0);
    let text = game.to_string();
    let expected_head = "[Event \"Rated Blitz game\"]\n[Site \"https://lichess.org/abcdefgh\"]\n\
        [Date \"2024.01.02\"]\n[Round \"-\"]\n[White \"alice\"]\n[Black \"bob\"]\n\
        [Result \"0-1\"]\n[ECO \"C50\"]\n[WhiteElo \"1500\"]\n\n1. e4 {[%clk 0:03:00]} 1... e5";
    assert!(text.starts_with(expected_head), "{text}");
    let flat = text.replace('\n', " ");
    assert!(
        flat.contains("3. Bc4 Nd4 $6 ( 3... Bc5 4. c3 ) 4. Nxe5 $1"),
        "{text}"
    );
    assert!(flat.ends_with("$4 {Black wins? No:} 0-1 "), "{text}");
    assert!(text.lines().all(|l| l.chars().count() < 80));
    // Idempotent, and the same game once read back.
    let back = read_all(&text).unwrap().remove(0);
    assert_eq!(back.to_string(), text);
    assert_eq!(back.moves.len(), game.moves.len());
}

#[test]
fn several_games_tags_and_bare_movetext() {
    let text = "1. e4 e5 1-0\n\n1. d4 d5 0-1\n\n[Event \"third\"]\n\n1. c4 *\n[Event \"fourth\"]\n1. Nf3\n";
    let games = read_all(text).unwrap();
    assert_eq!(games.len(), 4);
    assert_eq!(games[1].moves[1].text, "d5");
    assert_eq!(games[2].tag("Event"), Some("third"));
    assert_eq!(games[2].result, Some(GameResult::Unknown));
    assert_eq!(games[3].result, None);
    assert_eq!(games[3].span.line, 8);
}

#[test]
fn comments_nags_variations_and_escapes() {
    let text = "% an escape line\n{Before} 1. e4 ; rest of line { not a brace\n1... e5 $1 $14 {multi\nline   comment} (1... c5 {Sicilian} (1... e6) 2. Nf3) 2. Nf3 !? *";
    let game = read_all(text).unwrap().remove(0);
    assert_eq!(game.comments, ["Before"]);
    assert_eq!(game.moves[0].comments, ["rest of line { not a brace"]);
    assert_eq!(game.moves[1].nags, [1, 14]);
    assert_eq!(game.moves[1].comments, ["multi line comment"]);
    let variation = &game.moves[1].variations[0];
    assert_eq!(variation.moves[0].text, "c5");
    assert_eq!(variation.moves[0].comments, ["Sicilian"]);
    assert_eq!(variation.moves[0].variations[0].moves[0].text, "e6");
    assert_eq!(game.moves[2].nags, [5]);
    let written = game.to_string().replace('\n', " ");
    assert!(written.contains("{rest of line { not a brace} 1... e5 $1 $14 {multi line comment} ( 1... c5 {Sicilian} ( 1... e6 ) 2. Nf3 ) 2. Nf3 $5 *"), "{written}");

    let skipped = PgnReader::new(text.as_bytes())
        .skip_variations(true)
        .skip_comments(true)
        .next()
        .unwrap()
        .unwrap();
    assert!(skipped
        .moves
        .iter()
        .all(|m| m.variations.is_empty() && m.comments.is_empty()));
    assert_eq!(skipped.moves.len(), 3);
}

#[test]
fn errors_carry_line_and_column_and_the_reader_resumes() {
    let text = "[Event \"ok\"]\n\n1. e4 e5 *\n\n[Event \"bad\"]\n\n1. e4 ) e5 *\n\n[Event \"bad tag]\n1. d4 *\n\n1. c4 {open *\n";
    let results: Vec<_> = PgnReader::new(text.as_bytes()).collect();
    assert_eq!(results.len(), 4, "{results:?}");
    assert!(results[0].is_ok());
    let e = results[1].as_ref().unwrap_err();
    assert_eq!(
        (e.line, e.column, &e.kind),
        (7, 7, &PgnErrorKind::UnbalancedParen)
    );
    let e = results[2].as_ref().unwrap_err();
    assert_eq!(e.line, 9);
    assert!(matches!(e.kind, PgnErrorKind::BadTag(_)));
    let e = results[3].as_ref().unwrap_err();
    assert_eq!(
        (e.line, e.column, &e.kind),
        (12, 7, &PgnErrorKind::UnterminatedComment)
    );
    assert_eq!(
        e.to_string(),
        "game 4, line 12, column 7: comment '{' is never closed"
    );
}

#[test]
fn illegal_moves_in_pgn_say_where_and_why() {
    let game = read_all("1. e4 e5\n2. Nf3 Nc6 3. Bb5 Nd4 4. Nxd4 Кc5\n")
        .unwrap()
        .remove(0);
    let e = pgn::replay::<Chess>(&game, ()).unwrap_err();
    assert_eq!((e.line, e.column), (2, 31));
    let PgnErrorKind::Move(MoveError::Illegal { reason, text, .. }) = &e.kind else {
        panic!("{e:?}")
    };
    assert_eq!(text, "Кc5");
    assert_eq!(
        *reason,
        Illegality::CannotReach {
            role: danilchuk_board::Role::Knight
        }
    );
    assert_eq!(
        e.to_string(),
        "game 1, move 4 (black), line 2, column 31: illegal move \"Кc5\": no knight could reach that square even on an empty board"
    );
}

#[test]
fn variant_and_setup_tags() {
    let text = "[Variant \"Immortal\"]\n[SetUp \"1\"]\n[FEN \"7k/7p/8/8/8/8/8/6QK w - - 0 1\"]\n\n1. Qg7# 1-0\n";
    let game = read_all(text).unwrap().remove(0);
    let played = pgn::replay::<Immortal>(&game, ()).unwrap();
    assert_eq!(played.san(Letters::English), ["Qg7#"]);
    let e = pgn::replay::<Chess>(&game, ()).unwrap_err();
    assert_eq!((e.line, e.column), (1, 1));
    assert!(matches!(e.kind, PgnErrorKind::VariantMismatch { .. }));
    let bad = read_all("[Variant \"Linear\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1 Xx\"]\n*")
        .unwrap()
        .remove(0);
    let e = pgn::replay::<Linear>(&bad, LineLimit::Unlimited).unwrap_err();
    assert_eq!(e.line, 2);
    assert!(matches!(e.kind, PgnErrorKind::Fen(_)));
    let bad = read_all("[LineLimit \"7\"]\n*").unwrap().remove(0);
    assert!(pgn::setting_from_tag::<LineLimit>(&bad, "LineLimit").is_err());

    // A recorded game from a set-up position writes SetUp and FEN, and the
    // move numbers follow the FEN.
    let start = Chess::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40").unwrap();
    let moves = vec![start
        .legal_moves()
        .into_iter()
        .find(|m| m.to().to_string() == "d8")
        .unwrap()];
    let recorded = pgn::record(&start, &moves, Letters::English).unwrap();
    let text = recorded.to_string();
    assert!(
        text.contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n[SetUp \"1\"]"),
        "{text}"
    );
    assert!(text.contains("\n40... Kd8 *\n"), "{text}");
}

#[test]
fn long_lines_wrap_before_80_columns() {
    let (moves, _) = {
        let mut pos = Linear::starting();
        let mut moves = Vec::new();
        for i in 0..150 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[(i * 7) % legal.len()];
            pos.play_unchecked(m);
            moves.push(m);
        }
        (moves, pos)
    };
    let mut game = pgn::record(&Linear::starting(), &moves, Letters::Russian).unwrap();
    game.moves[3].comments.push("a long comment ".repeat(20));
    let text = game.to_string();
    assert!(text.lines().count() > 10);
    for line in text.lines() {
        assert!(line.chars().count() <= 79, "{line}");
    }
    let back = read_all(&text).unwrap().remove(0);
    assert_eq!(
        pgn::replay::<Linear>(&back, LineLimit::Unlimited)
            .unwrap()
            .moves,
        moves
    );
}

/// A reader that hands out one byte at a time: the PGN reader must not
/// need more than a line.
struct Trickle<'a>(&'a [u8]);

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match (self.0.split_first(), buf.first_mut()) {
            (Some((b, rest)), Some(out)) => {
                *out = *b;
                self.0 = rest;
                Ok(1)
            }
            _ => Ok(0),
        }
    }
}

#[test]
fn streams_many_games() {
    let one = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n";
    let text = one.repeat(500);
    let reader: Box<dyn BufRead> = Box::new(BufReader::with_capacity(16, Trickle(text.as_bytes())));
    let mut count = 0;
    for game in PgnReader::new(reader) {
        let game = game.unwrap();
        assert_eq!(game.moves.len(), 4);
        assert_eq!(game.result, Some(GameResult::Draw));
        count += 1;
    }
    assert_eq!(count, 500);
}

#[test]
fn bad_utf8_and_deep_variations_are_errors() {
    let e = PgnReader::new(&b"1. e4 \xff\xfe"[..])
        .next()
        .unwrap()
        .unwrap_err();
    assert_eq!((e.line, e.column), (1, 7));
    let deep = format!("1. e4 {} e5 {} *", "( e4 ".repeat(40), ")".repeat(40));
    let e = read_all(&deep).unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::TooDeep);
}

/// `1. e4 x x x … *`, each `x` a word made of a separator
/// only, joins into one move word; joining once copied the whole pending
/// word per `x` (quadratic: 1 MB took 22 s). The join now costs O(1) per
/// word, and the replay error quotes a bounded prefix and the length.
#[test]
fn many_separator_words_join_in_linear_time() {
    let separators = 200_000;
    let text = format!("1. e4{} *", " x".repeat(separators));
    let games = read_all(&text).expect("reads");
    assert_eq!(games[0].moves.len(), 1);
    assert_eq!(games[0].moves[0].text.len(), 2 + separators);
    let error = pgn::replay::<Chess>(&games[0], ()).expect_err("not a move");
    let message = error.to_string();
    assert!(message.len() < 300, "{} bytes: {message}", message.len());
    assert!(
        message.contains(&format!("({} bytes)", 2 + separators)),
        "{message}"
    );
    // A termination marker split by spaces is still not joined into one
    // word: `1/2-` and `1/2` stay apart.
    let games = read_all("1. e4 1/2- 1/2").expect("reads");
    let words: Vec<&str> = games[0].moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(words, ["e4", "1/2-", "1/2"]);
}

/// An error about a 1 MB token quotes 48 characters of it
/// and says how long it was, in the PGN lexer, the move parsers and FEN.
#[test]
fn errors_quote_a_bounded_prefix() {
    let token = "Q".repeat(1_000_000);
    let games = read_all(&format!("1. e4 {token} *")).expect("reads");
    let message = pgn::replay::<Chess>(&games[0], ())
        .expect_err("not a move")
        .to_string();
    assert!(message.len() < 300, "{} bytes", message.len());
    assert!(message.contains("(1000000 bytes)"), "{message}");
    let glyphs = read_all(&format!("1. e4 {}!!!", "!?".repeat(100_000)))
        .expect_err("no such glyph")
        .to_string();
    assert!(glyphs.len() < 300, "{} bytes", glyphs.len());
    let fen = Chess::from_fen(&format!("8/8/8/8/8/8/8/K6k {token} - - 0 1"))
        .expect_err("no such side")
        .to_string();
    assert!(fen.len() < 300 && fen.contains("(1000000 bytes)"), "{fen}");
    let uci = Chess::starting()
        .parse_uci(&token)
        .expect_err("no such move")
        .to_string();
    assert!(uci.len() < 300, "{} bytes", uci.len());
}

/// The reader holds one line at a time and never more than
/// `MAX_LINE_BYTES` of it: a longer line is a typed error naming the line,
/// read through in small pieces and dropped, and the next game is read.
#[test]
fn a_line_over_the_bound_is_an_error_naming_it_and_the_reader_goes_on() {
    let long = format!("{{{}}}", "x".repeat(pgn::MAX_LINE_BYTES));
    let text = format!("[Event \"a\"]\n\n1. e4 e5\n{long}\n2. Nf3 *\n\n[Event \"b\"]\n\n1. d4 *\n");
    let reader = BufReader::with_capacity(64, Trickle(text.as_bytes()));
    let results: Vec<_> = PgnReader::new(reader).collect();
    let error = results[0].as_ref().unwrap_err();
    assert_eq!((error.line, error.column), (4, 1));
    assert_eq!(
        error.kind,
        PgnErrorKind::LineTooLong {
            max: pgn::MAX_LINE_BYTES
        }
    );
    assert!(error
        .to_string()
        .starts_with("game 1, line 4, column 1: the line is longer than"));
    let next = results.last().unwrap().as_ref().unwrap();
    assert_eq!(next.tag("Event"), Some("b"));
    // A line of exactly the bound is read.
    let fits = format!("1. e4 {{{}}} *", "x".repeat(pgn::MAX_LINE_BYTES - 10));
    assert_eq!(read_all(&fits).unwrap()[0].moves.len(), 1);
}

/// A reader whose reads fail.
struct Failing;

impl Read for Failing {
    fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
        Err(std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            "no access",
        ))
    }
}

/// The I/O error is kept whole: its kind, and as the error's source.
#[test]
fn an_io_error_is_kept_as_the_source() {
    use std::error::Error as _;
    let error = PgnReader::new(BufReader::new(Failing))
        .next()
        .unwrap()
        .unwrap_err();
    let PgnErrorKind::Io(io) = &error.kind else {
        panic!("{error:?}")
    };
    assert_eq!(io.kind(), std::io::ErrorKind::PermissionDenied);
    let source = error.source().expect("a source");
    let io = source
        .downcast_ref::<std::io::Error>()
        .expect("the io::Error");
    assert_eq!(io.kind(), std::io::ErrorKind::PermissionDenied);
    assert_eq!(
        error.to_string(),
        "game 1, line 1, column 1: cannot read: no access"
    );
}

/// Three games of a tournament file: the second has an illegal move at
/// Black's twelfth, the third a damaged tag pair.
const TOURNAMENT: &str = "[Event \"T\"]\n[Round \"1\"]\n\n1. d4 d5 *\n\n\
[Event \"T\"]\n[Round \"2\"]\n\n\
1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6\n\
8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Qh4 *\n\n\
[Event \"T\"]\n[Round 3\"]\n\n1. c4 *\n";

/// A tournament tool learns which game of the file and which move an
/// error is in, from the error alone.
#[test]
fn an_error_names_its_game_and_move() {
    use danilchuk_board::Color;
    use danilchuk_notation::MoveNumber;
    let mut errors = Vec::new();
    for game in PgnReader::new(TOURNAMENT.as_bytes()) {
        match game {
            Ok(game) => {
                if let Err(e) = pgn::replay::<Chess>(&game, ()) {
                    errors.push(e);
                }
            }
            Err(e) => errors.push(e),
        }
    }
    assert_eq!(errors.len(), 2, "{errors:?}");

    let illegal = &errors[0];
    assert_eq!(illegal.game, 2);
    let black_12th = MoveNumber {
        number: 12,
        turn: Color::Black,
        ply: 24,
    };
    assert_eq!(illegal.move_number, Some(black_12th));
    assert_eq!((illegal.line, illegal.column), (10, 54));
    assert!(illegal.illegality().is_some());
    assert!(
        illegal.to_string().starts_with(
            "game 2, move 12 (black), line 10, column 54: illegal move \"Qh4\": the way is blocked"
        ),
        "{illegal}"
    );

    let tag = &errors[1];
    assert_eq!(tag.game, 3);
    assert_eq!(tag.move_number, None);
    assert!(matches!(tag.kind, PgnErrorKind::BadTag(_)), "{tag:?}");
    assert!(
        tag.to_string()
            .starts_with("game 3, line 13, column 8: malformed tag pair"),
        "{tag}"
    );

    // `read_all` stops at the first error a reading finds: game 3's tag.
    let first = read_all(TOURNAMENT).unwrap_err();
    assert_eq!((first.game, first.line), (3, 13));
}

/// Games built in code have no number; read games are numbered from 1.
#[test]
fn games_are_numbered_in_their_text() {
    let games = read_all("1. e4 *\n\n1. d4 *\n").unwrap();
    assert_eq!(games.iter().map(|g| g.number).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(pgn::PgnGame::default().number, 0);
    let error = pgn::replay::<Chess>(&games[1].without_spans(), ()).map(drop);
    assert!(error.is_ok());
    let mut built = pgn::PgnGame::default();
    built.moves.push(pgn::PgnMove {
        text: "e5".into(),
        ..pgn::PgnMove::default()
    });
    let error = pgn::replay::<Chess>(&built, ()).unwrap_err();
    assert_eq!(error.game, 0);
    assert!(
        error.to_string().starts_with("move 1 (white), line 0"),
        "{error}"
    );
}
