//! Checks shared by the fuzz targets (`fuzz/`), the corpus test and the
//! property tests; only with the `fuzzing` feature. Not a stable API.
//!
//! Each function takes arbitrary input and **panics** when an invariant
//! breaks (that is what a fuzzer looks for): a successful parse must write
//! back to text that parses to the same value, and a move must survive
//! every notation. The library itself never panics on any input.

use core::str;

use danilchuk_board::{Move, Position};

use crate::any::parse_move;
use crate::letters::Letters;
use crate::long::parse_long;
use crate::long_syntax::{LongPlus, LongStyle};
use crate::pgn::{self, PgnGame, PgnMove, PgnReader};
use crate::san::{parse_san, SanPlus};

/// The most lines of one input the move checks look at.
const MAX_LINES: usize = 64;

/// Asserts that `m`, a legal move of `pos`, reads back from its SAN
/// (English and Russian), its long notation (both styles, and with the
/// sources' spaces and long dashes) and its UCI text.
pub fn assert_move_round_trips<P: Position>(pos: &P, m: Move) {
    let san = SanPlus::from_move(pos, m);
    for letters in Letters::ALL {
        let text = san.display(letters).to_string();
        assert_eq!(text.parse::<SanPlus>(), Ok(san), "SAN {text:?} syntax");
        assert_eq!(
            parse_san(pos, &text),
            Ok(m),
            "SAN {text:?} in {}",
            pos.fen()
        );
        assert_eq!(
            parse_move(pos, &text),
            Ok(m),
            "move {text:?} in {}",
            pos.fen()
        );
    }
    let long = LongPlus::from_move(pos, m);
    let sources = LongStyle {
        dash: '—',
        castle: 'O',
        ..LongStyle::RUSSIAN
    };
    for style in [LongStyle::ENGLISH, LongStyle::RUSSIAN, sources] {
        let text = long.display(style).to_string();
        assert_eq!(text.parse::<LongPlus>(), Ok(long), "long {text:?} syntax");
        assert_eq!(
            parse_long(pos, &text),
            Ok(m),
            "long {text:?} in {}",
            pos.fen()
        );
        assert_eq!(
            parse_move(pos, &text),
            Ok(m),
            "move {text:?} in {}",
            pos.fen()
        );
    }
    let uci = pos.uci(m).to_string();
    assert_eq!(
        crate::uci::read(pos, &uci),
        Ok(m),
        "UCI {uci:?} in {}",
        pos.fen()
    );
}

/// Splits fuzz input into a start position (the first line, if it is a
/// FEN of the rule set) and move lines.
fn position_and_lines<P: Position>(data: &[u8]) -> Option<(P, Vec<&str>)> {
    let text = str::from_utf8(data).ok()?;
    let mut lines: Vec<&str> = text.lines().take(MAX_LINES).collect();
    let pos = match lines.first().map(|l| P::from_fen(l)) {
        Some(Ok(pos)) => {
            lines.remove(0);
            pos
        }
        _ => P::starting(),
    };
    Some((pos, lines))
}

/// Reads each line with `parse`; a move that reads is checked in every
/// notation and played; an error must format.
fn walk<P: Position, E: core::fmt::Display>(
    data: &[u8],
    parse: impl Fn(&P, &str) -> Result<Move, E>,
) {
    let Some((mut pos, lines)) = position_and_lines::<P>(data) else {
        return;
    };
    for line in lines {
        match parse(&pos, line) {
            Ok(m) => {
                assert!(pos.is_legal(m), "{line:?} gave an illegal move");
                assert_move_round_trips(&pos, m);
                pos.play_unchecked(m);
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
}

/// SAN: syntax round trip of every line, then resolution in `P`.
pub fn san<P: Position>(data: &[u8]) {
    if let Ok(text) = str::from_utf8(data) {
        for line in text.lines().take(MAX_LINES) {
            if let Ok(san) = line.parse::<SanPlus>() {
                for letters in Letters::ALL {
                    let again = san.display(letters).to_string();
                    assert_eq!(again.parse::<SanPlus>(), Ok(san), "{line:?} -> {again:?}");
                }
            }
        }
    }
    walk::<P, _>(data, |pos, text| parse_san(pos, text));
}

/// Long notation: syntax round trip of every line, then resolution in `P`
/// (also through [`parse_move`], which reads every notation).
pub fn long<P: Position>(data: &[u8]) {
    if let Ok(text) = str::from_utf8(data) {
        for line in text.lines().take(MAX_LINES) {
            if let Ok(long) = line.parse::<LongPlus>() {
                for style in [LongStyle::ENGLISH, LongStyle::RUSSIAN] {
                    let again = long.display(style).to_string();
                    assert_eq!(again.parse::<LongPlus>(), Ok(long), "{line:?} -> {again:?}");
                }
            }
        }
    }
    walk::<P, _>(data, |pos, text| parse_long(pos, text));
    walk::<P, _>(data, |pos, text| parse_move(pos, text));
}

/// UCI: resolution in `P`.
pub fn uci<P: Position>(data: &[u8]) {
    walk::<P, _>(data, |pos, text| crate::uci::read(pos, text));
}

/// FEN: a FEN that parses writes back to a FEN that parses to the same
/// position and the same text; every legal move of it round-trips.
pub fn fen<P: Position>(data: &[u8]) {
    let Ok(text) = str::from_utf8(data) else {
        return;
    };
    let Ok(pos) = P::from_fen(text) else {
        return;
    };
    let fen = pos.fen();
    let again = P::from_fen(&fen).unwrap_or_else(|e| panic!("{fen:?} does not read back: {e}"));
    assert_eq!(again, pos, "{text:?} -> {fen:?}");
    assert_eq!(again.fen(), fen);
    for m in pos.legal_moves() {
        assert_move_round_trips(&pos, m);
    }
}

/// The move texts and NAGs of a line, variations included, as one string:
/// what the writer must never change.
fn moves_of(moves: &[PgnMove]) -> String {
    let mut out = String::new();
    for m in moves {
        out.push_str(&format!("{:?}{:?}", m.text, m.nags));
        for variation in &m.variations {
            out.push_str(&format!("({})", moves_of(&variation.moves)));
        }
        out.push(' ');
    }
    out
}

fn read_one(text: &str) -> PgnGame {
    let mut games = pgn::PgnReader::new(text.as_bytes())
        .collect::<Result<Vec<_>, _>>()
        .unwrap_or_else(|e| panic!("{text:?} does not read: {e}"));
    assert_eq!(games.len(), 1, "{text:?} is not one game");
    games.remove(0)
}

/// PGN: every game read writes to export format that reads back to the
/// same moves and writes to the same text; a game that replays in `P`
/// records to PGN that replays to the same moves and final FEN.
pub fn pgn<P: Position>(data: &[u8]) {
    for game in PgnReader::new(data).take(8) {
        let Ok(game) = game else {
            continue;
        };
        let text = game.to_string();
        let back = read_one(&text);
        assert_eq!(moves_of(&back.moves), moves_of(&game.moves), "{text}");
        assert_eq!(back.to_string(), text);
        assert_eq!(
            read_one(&back.to_string()).without_spans(),
            back.without_spans()
        );
        // A game with a null move (IV-10) is no game of the rules: `record`
        // has no pass to write.
        let played = pgn::replay::<P>(&game, P::Settings::default());
        if let Some(played) = played.ok().filter(|p| !p.has_null_move()) {
            let recorded = pgn::record(&played.start, &played.moves, Letters::English)
                .unwrap_or_else(|e| panic!("replayed moves do not record: {e}"));
            let text = recorded.to_string();
            let again = pgn::replay::<P>(&read_one(&text), P::Settings::default())
                .unwrap_or_else(|e| panic!("{text} does not replay: {e}"));
            assert_eq!(again.moves, played.moves, "{text}");
            assert_eq!(again.end.fen(), played.end.fen(), "{text}");
        }
    }
}
