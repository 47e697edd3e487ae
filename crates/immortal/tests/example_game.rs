//! The source's example game (RULES.md Part I), replayed move by move:
//! every move legal, every `+` a real check, the reply lock after
//! 4.Qf6xe5+, and at the end 0-0 illegal and 0-0-0 legal.

use danilchuk_board::{Move, MoveKind, Position, Square};
use danilchuk_immortal::Immortal;

/// RULES.md Part I, "The source's example game", English letters.
const ENGLISH: &str = "1. e2-e4 e7-e5  2. Qd1-h5 Qd8-f6  3. Qh5xf7+ Qf6xQf7
    4. Qf6xe5+ Qf7-e7  5. Qe5xQe7+ Ng8xQe7  6. Qg8xBf8+ 0-0-0";

/// The same game as the seed file `000_6f59ca09ff9f264f.txt` writes it
/// (Russian letters, its spacing and dashes), copied here so that the tests
/// do not read outside the crate.
const RUSSIAN: &str = "1. e2-e4 e7- e5
2. Фd1-h5 Фd8-f6
3. Фh5 ×f7+ Фf6×Фf7
4. Фf6 ×e5+ Фf7-e7
5. Фe5×Фe7+ Кg8×Фe7
6. Фg8×Сf8+ 0—0—0";

/// One move of the sources' long notation: squares, capture mark, check mark.
#[derive(Debug)]
struct LongMove {
    from: Square,
    to: Square,
    capture: bool,
    check: bool,
    castle: Option<bool>, // Some(true) = 0-0-0
}

/// Splits movetext into move tokens, gluing the sources' optional spaces
/// around the separator (`e7- e5`, `Фh5 ×f7+`) and dropping move numbers.
fn tokens(text: &str) -> Vec<String> {
    let text = text
        .replace(['—', '–'], "-")
        .replace('×', "x")
        .replace("- ", "-")
        .replace(" x", "x")
        .replace("x ", "x");
    text.split_whitespace()
        .filter(|t| !t.ends_with('.'))
        .map(str::to_string)
        .collect()
}

/// Parses one token; piece letters (English or Russian) are ignored, the
/// squares say everything.
fn parse(token: &str) -> LongMove {
    let check = token.ends_with('+');
    let body = token.trim_end_matches('+');
    if body == "0-0" || body == "0-0-0" || body == "O-O" || body == "O-O-O" {
        return LongMove {
            from: Square::A1,
            to: Square::A1,
            capture: false,
            check,
            castle: Some(body.len() == 5),
        };
    }
    let capture = body.contains('x');
    let (a, b) = body
        .split_once(['-', 'x'])
        .unwrap_or_else(|| panic!("bad move {token}"));
    let square = |s: &str| -> Square {
        let ascii: String = s
            .chars()
            .filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
            .collect();
        ascii[ascii.len() - 2..]
            .parse()
            .unwrap_or_else(|_| panic!("bad square in {token}"))
    };
    LongMove {
        from: square(a),
        to: square(b),
        capture,
        check,
        castle: None,
    }
}

fn resolve(pos: &Immortal, lm: &LongMove) -> Move {
    let found: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| match lm.castle {
            Some(queen_side) => {
                m.kind() == MoveKind::Castle && (m.to().file() < m.from().file()) == queen_side
            }
            None => m.from() == lm.from && m.to() == lm.to,
        })
        .collect();
    assert_eq!(found.len(), 1, "{lm:?} in {}", pos.fen());
    let m = found[0];
    assert_eq!(m.is_capture(), lm.capture, "{lm:?}");
    m
}

/// Replays the game; returns the positions before each move.
fn replay(text: &str) -> Vec<Immortal> {
    let mut pos = Immortal::starting();
    let mut history = Vec::new();
    for token in tokens(text) {
        let lm = parse(&token);
        let m = resolve(&pos, &lm);
        history.push(pos);
        pos.play(m).unwrap();
        assert_eq!(
            pos.is_check(),
            lm.check,
            "{token}: the + mark must match a real check"
        );
    }
    history.push(pos);
    history
}

#[test]
fn example_game_every_move_legal_and_every_plus_a_check() {
    let history = replay(ENGLISH);
    assert_eq!(history.len(), 13);
    let end = history.last().unwrap();
    assert_eq!(end.outcome(), None);
}

#[test]
fn example_game_after_qxe5_the_f6_pawn_may_not_take_back() {
    let history = replay(ENGLISH);
    // history[7] is the position after 4.Qf6xe5+, Black to move.
    let after_qxe5 = history[7];
    assert!(after_qxe5.is_check());
    assert_eq!(
        after_qxe5.board().piece_at(Square::F6).map(|p| p.role),
        Some(danilchuk_board::Role::Pawn)
    );
    assert!(after_qxe5.parse_uci("f6e5").is_err(), "I-3 reply lock");
    assert!(after_qxe5.parse_uci("f7e7").is_ok(), "Black blocks");
}

#[test]
fn example_game_ends_with_0_0_illegal_and_0_0_0_legal() {
    let history = replay(ENGLISH);
    let before_last = history[11];
    assert!(before_last.is_check(), "6...0-0-0 is played in check");
    assert!(
        before_last.parse_uci("e8h8").is_err(),
        "the queen on f8 stands between king and rook"
    );
    let castle = before_last.parse_uci("e8a8").unwrap();
    assert_eq!(castle.kind(), MoveKind::Castle);
    let end = history[12];
    assert_eq!(
        end.fen(),
        "knb1rQbr/ppppn1pp/5p2/4q2p/4P3/8/PPPP1PPP/RNB1KBNR w KQ - 1 7 q f8>g8"
    );
}

#[test]
fn example_game_in_the_sources_russian_notation() {
    let russian = replay(RUSSIAN);
    let english = replay(ENGLISH);
    assert_eq!(russian, english);
}
