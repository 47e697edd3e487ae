//! PGN export format: the Seven Tag Roster first, then the other tags by
//! name, movetext wrapped before 80 columns, the termination marker last.

use core::fmt;

use crate::pgn::reader::result_of;
use crate::pgn::{PgnGame, PgnMove};

/// The Seven Tag Roster, in its order, with the values written when a game
/// lacks them.
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The longest movetext line written (PGN export format keeps lines under
/// 80 columns).
pub const MAX_LINE: usize = 79;

/// Movetext output with word wrapping.
struct Wrap<'a, W> {
    out: &'a mut W,
    column: usize,
}

impl<W: fmt::Write> Wrap<'_, W> {
    fn token(&mut self, token: &str) -> fmt::Result {
        let len = token.chars().count();
        if self.column > 0 {
            // A line must never start with '%' (an escape line).
            if self.column + 1 + len > MAX_LINE && !token.starts_with('%') {
                self.out.write_char('\n')?;
                self.column = 0;
            } else {
                self.out.write_char(' ')?;
                self.column += 1;
            }
        }
        self.out.write_str(token)?;
        self.column += len;
        Ok(())
    }

    fn comment(&mut self, text: &str) -> fmt::Result {
        // No escape exists for '}' inside a comment: it is written as ')'.
        let clean: String = text
            .chars()
            .map(|c| if c == '}' { ')' } else { c })
            .collect();
        let words: Vec<&str> = clean.split_whitespace().collect();
        match words.as_slice() {
            [] => self.token("{}"),
            [only] => self.token(&format!("{{{only}}}")),
            [first, middle @ .., last] => {
                self.token(&format!("{{{first}"))?;
                for word in middle {
                    self.token(word)?;
                }
                self.token(&format!("{last}}}"))
            }
        }
    }
}

fn is_separator(c: char) -> bool {
    matches!(c, '-' | '–' | '—' | 'x' | '×' | ':')
}

/// The ply (0 = White's first move) of the first move, from the `FEN` tag.
fn start_ply(game: &PgnGame) -> u64 {
    let Some(fen) = game.tag("FEN").filter(|_| game.tag("SetUp") != Some("0")) else {
        return 0;
    };
    let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
    let black = fields.get(1) == Some(&"b");
    let number = fields
        .get(5)
        .and_then(|n| n.parse::<u64>().ok())
        .filter(|n| (1..=u64::from(u32::MAX)).contains(n))
        .unwrap_or(1);
    (number - 1) * 2 + u64::from(black)
}

fn write_line<W: fmt::Write>(
    w: &mut Wrap<'_, W>,
    comments: &[String],
    moves: &[PgnMove],
    ply: u64,
) -> fmt::Result {
    for comment in comments {
        w.comment(comment)?;
    }
    let mut need_number = true;
    let mut previous_ends_with_separator = false;
    for (i, m) in moves.iter().enumerate() {
        let ply = ply + i as u64;
        let number = ply / 2 + 1;
        let text: String = m.text.split_whitespace().collect();
        // A null move (IV-10), as written; the reader never glues one to a
        // separator.
        let null = text.is_empty() || crate::pgn::is_null_move(&text);
        let glues = !null && text.starts_with(is_separator);
        if ply % 2 == 0 {
            w.token(&format!("{number}."))?;
        } else if need_number || previous_ends_with_separator || glues {
            // A black move after a comment or variation (or one that could
            // be glued to the previous move's separator) gets its number.
            w.token(&format!("{number}..."))?;
        }
        w.token(if text.is_empty() {
            crate::pgn::NULL_MOVE
        } else {
            &text
        })?;
        for nag in &m.nags {
            w.token(&format!("${nag}"))?;
        }
        for comment in &m.comments {
            w.comment(comment)?;
        }
        for variation in &m.variations {
            w.token("(")?;
            write_line(w, &variation.comments, &variation.moves, ply)?;
            w.token(")")?;
        }
        need_number = !m.comments.is_empty() || !m.variations.is_empty();
        previous_ends_with_separator = !null && text.ends_with(is_separator);
    }
    Ok(())
}

fn write_tag<W: fmt::Write>(out: &mut W, name: &str, value: &str) -> fmt::Result {
    out.write_char('[')?;
    out.write_str(name)?;
    out.write_str(" \"")?;
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.write_char('\\')?;
                out.write_char(c)?;
            }
            // A tag pair is one line; nothing read from a file holds '\n'.
            '\n' => out.write_char(' ')?,
            c => out.write_char(c)?,
        }
    }
    out.write_str("\"]\n")
}

/// Writes `game` in PGN export format: the Seven Tag Roster (defaults for
/// missing ones, `Result` made equal to the termination marker), the other
/// tags sorted by name (a repeated tag of the roster is dropped; names are
/// cut down to letters, digits and `_`), a blank line, the movetext wrapped
/// before 80 columns with move numbers, NAGs as `$n`, comments in braces,
/// variations in parentheses, and the termination marker, then a newline.
///
/// The marker is the game's [`PgnGame::result`], else its `Result` tag,
/// else `*`.
///
/// # Errors
///
/// Only `out`'s own errors (writing to a `String` never fails).
pub fn write_game<W: fmt::Write>(game: &PgnGame, out: &mut W) -> fmt::Result {
    let result = result_of(game);
    for (name, default) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" {
            result.as_str()
        } else {
            game.tag(name).unwrap_or(default)
        };
        write_tag(out, name, value)?;
    }
    let mut others: Vec<(String, &str)> = game
        .tags
        .iter()
        .map(|t| {
            let name: String = t
                .name
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            (name, t.value.as_str())
        })
        .filter(|(name, _)| {
            !name.is_empty()
                && !SEVEN_TAG_ROSTER
                    .iter()
                    .any(|(str_name, _)| str_name == name)
        })
        .collect();
    others.sort_by(|a, b| a.0.cmp(&b.0));
    for (name, value) in others {
        write_tag(out, &name, value)?;
    }
    out.write_char('\n')?;
    let mut wrap = Wrap { out, column: 0 };
    write_line(&mut wrap, &game.comments, &game.moves, start_ply(game))?;
    wrap.token(result.as_str())?;
    wrap.out.write_char('\n')
}

impl fmt::Display for PgnGame {
    /// PGN export format; see [`write_game`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_game(self, f)
    }
}

/// Writes several games, separated by blank lines.
///
/// # Errors
///
/// Only `out`'s own errors (writing to a `String` never fails).
pub fn write_games<'a, W: fmt::Write>(
    games: impl IntoIterator<Item = &'a PgnGame>,
    out: &mut W,
) -> fmt::Result {
    for (i, game) in games.into_iter().enumerate() {
        if i > 0 {
            out.write_char('\n')?;
        }
        write_game(game, out)?;
    }
    Ok(())
}
