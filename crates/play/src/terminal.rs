//! The terminal game: a Unicode board with coordinates, the last move,
//! locks and lines marked; moves typed in SAN, long notation or UCI, in
//! English or Russian letters.

use std::io::{self, BufRead, Write};

use danilchuk_board::Color;

use crate::views::rules_title;
use crate::{Opponent, Rules, Session, Snapshot};

/// What the player types besides moves.
const HELP: &str = "Type a move (e4, Nf3, Кg1-f3, e2e4, O-O, 0+0), or: undo, fen, pgn, flip, new, claim, resign, help, quit.";

/// The Unicode figure of a unit.
fn figure(color: char, role: char) -> char {
    let white = color == 'w';
    match (role, white) {
        ('k', true) => '♔',
        ('q', true) => '♕',
        ('r', true) => '♖',
        ('b', true) => '♗',
        ('n', true) => '♘',
        ('p', true) => '♙',
        ('k', false) => '♚',
        ('q', false) => '♛',
        ('r', false) => '♜',
        ('b', false) => '♝',
        ('n', false) => '♞',
        ('p', false) => '♟',
        _ => '?',
    }
}

fn line_row(label: &str, roles: &[char], counts: &[u32], limit: Option<u32>) -> String {
    let mut row = format!(" {label} ");
    for role in roles {
        row.push_str(&format!(" {} ", role.to_ascii_uppercase()));
    }
    row.push_str("  line map\n   ");
    for count in counts {
        row.push_str(&format!(" {count} "));
    }
    match limit {
        Some(limit) => row.push_str(&format!("  pieces per line (limit {limit}, L-8)\n")),
        None => row.push_str("  pieces per line (no limit)\n"),
    }
    row
}

/// The board as text, White at the bottom unless `flipped`. Squares are
/// three characters: `[x]` the last move's squares, `<x>` a locked pair
/// (I-3), `!x!` a king in check; `.` an empty square.
#[must_use]
pub fn diagram(snap: &Snapshot, flipped: bool) -> String {
    let mut out = String::new();
    let last = snap.history.last();
    let files: Vec<usize> = if flipped {
        (0..8).rev().collect()
    } else {
        (0..8).collect()
    };
    let ranks: Vec<usize> = if flipped {
        (0..8).collect()
    } else {
        (0..8).rev().collect()
    };
    let file_row = {
        let mut row = String::from("   ");
        for &f in &files {
            row.push_str(&format!(" {} ", (b'a' + f as u8) as char));
        }
        row.push('\n');
        row
    };
    let pick = |v: &[char]| files.iter().map(|&f| v[f]).collect::<Vec<char>>();
    let pick_n = |v: &[u32]| files.iter().map(|&f| v[f]).collect::<Vec<u32>>();
    let (top, bottom) = if flipped {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    let side_lines = |color: Color| {
        snap.lines.as_ref().map(|lines| {
            let (side, label) = match color {
                Color::White => (&lines.white, "W"),
                Color::Black => (&lines.black, "B"),
            };
            line_row(
                label,
                &pick(&side.roles),
                &pick_n(&side.counts),
                lines.limit,
            )
        })
    };
    if let Some(row) = side_lines(top) {
        out.push_str(&row);
    }
    out.push_str(&file_row);
    for &r in &ranks {
        out.push_str(&format!(" {} ", r + 1));
        for &f in &files {
            let name = format!("{}{}", (b'a' + f as u8) as char, r + 1);
            let unit = snap.units.iter().find(|u| u.square == name);
            let glyph = unit.map_or('.', |u| figure(u.color, u.role));
            let locked = snap
                .locks
                .iter()
                .any(|l| l.attacker == name || l.target == name);
            let moved = last.is_some_and(|m| m.from == name || m.to == name);
            let (l, r) = if snap.checked.contains(&name) {
                ('!', '!')
            } else if locked {
                ('<', '>')
            } else if moved {
                ('[', ']')
            } else {
                (' ', ' ')
            };
            out.push(l);
            out.push(glyph);
            out.push(r);
        }
        out.push_str(&format!(" {}\n", r + 1));
    }
    out.push_str(&file_row);
    if let Some(row) = side_lines(bottom) {
        out.push_str(&row);
    }
    out
}

/// The lines under the board: last move, locks, kings, whose turn or the
/// result.
#[must_use]
pub fn status(snap: &Snapshot) -> String {
    let mut out = String::new();
    if let Some(m) = snap.history.last() {
        let number = m.ply.div_ceil(2);
        let dots = if m.color == "white" { "." } else { "..." };
        out.push_str(&format!(
            "Last move: {number}{dots} {}   (long: {} / {})\n",
            m.san, m.long, m.long_ru
        ));
        if let Some(t) = &m.transform {
            out.push_str(&format!("  {}\n", t.text));
        }
        if m.swap {
            out.push_str("  the two units swapped places (I-1)\n");
        }
    }
    for lock in &snap.locks {
        out.push_str(&format!(
            "Lock <{}>{}>: {}\n",
            lock.attacker, lock.target, lock.text
        ));
    }
    if snap.lines.is_some() {
        out.push_str(&format!(
            "Kings: white {}; black {}\n",
            list(&snap.kings.white),
            list(&snap.kings.black)
        ));
    }
    match &snap.outcome {
        Some(o) => out.push_str(&format!("Game over: {} {}\n", o.result, o.text)),
        None => {
            let check = if snap.checked.is_empty() {
                ""
            } else {
                " (in check)"
            };
            out.push_str(&format!("{} to move{check}\n", capitalised(snap.turn)));
        }
    }
    if let Some(draw) = &snap.claimable_draw {
        out.push_str(&format!("A draw may be claimed ({draw}): type claim\n"));
    }
    out
}

fn list(squares: &[String]) -> String {
    if squares.is_empty() {
        "none".into()
    } else {
        squares.join(" ")
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The longest line the terminal reads, in bytes; a longer one is skipped
/// without being held in memory.
const MAX_LINE: usize = 4096;

/// One line of what the player typed.
#[derive(Debug, PartialEq, Eq)]
enum Typed {
    /// A line of text, without its line end.
    Text(String),
    /// A line that is not UTF-8 (a CP1251 or KOI8-R terminal, say).
    NotUtf8,
    /// A line longer than [`MAX_LINE`].
    TooLong,
    /// The end of the input.
    End,
}

/// Reads one line into `buf` (cleared first), holding at most
/// [`MAX_LINE`] bytes of it.
fn read_typed(input: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<Typed> {
    buf.clear();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            if !read_any {
                return Ok(Typed::End);
            }
            break;
        }
        read_any = true;
        let (taken, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        if !too_long && buf.len() + taken <= MAX_LINE + 2 {
            buf.extend_from_slice(&available[..taken]);
        } else {
            too_long = true;
            buf.clear();
        }
        input.consume(taken);
        if ended {
            break;
        }
    }
    // At most the line end past MAX_LINE is held.
    while matches!(buf.last(), Some(b'\n' | b'\r')) {
        buf.pop();
    }
    if too_long || buf.len() > MAX_LINE {
        return Ok(Typed::TooLong);
    }
    Ok(match std::str::from_utf8(buf) {
        Ok(text) => Typed::Text(text.to_string()),
        Err(_) => Typed::NotUtf8,
    })
}

/// Plays a game reading commands from `input` and writing to `output`,
/// until `quit` or the end of the input. A line that is not UTF-8, or
/// longer than 4 KiB, is answered with what is wrong, and the game goes on.
///
/// # Errors
///
/// What reading `input` or writing `output` fails with.
pub fn run(
    rules: Rules,
    opponent: Opponent,
    mut input: impl BufRead,
    mut output: impl Write,
) -> io::Result<()> {
    let mut session = Session::new(rules, opponent);
    let mut flipped = matches!(
        opponent,
        Opponent::Computer {
            side: Color::White,
            ..
        }
    );
    writeln!(output, "{} — {}", rules_title(rules), HELP)?;
    session.let_computer_move();
    show(&session, flipped, &mut output)?;
    let mut buf = Vec::new();
    loop {
        let line = match read_typed(&mut input, &mut buf)? {
            Typed::End => break,
            Typed::Text(line) => line,
            Typed::NotUtf8 => {
                write!(
                    output,
                    "that line is not UTF-8 text (a CP1251 or KOI8-R terminal?): switch the terminal to UTF-8, or type moves in English letters (Ng1-f3, e2e4)\n> "
                )?;
                output.flush()?;
                continue;
            }
            Typed::TooLong => {
                write!(
                    output,
                    "that line is too long (over {MAX_LINE} bytes): ignored\n> "
                )?;
                output.flush()?;
                continue;
            }
        };
        let command = line.trim();
        let mut prompt = true;
        match command {
            "" => {}
            "quit" | "exit" | "q" => break,
            "help" | "?" => writeln!(output, "{HELP}")?,
            "fen" => writeln!(output, "{}", session.fen())?,
            "pgn" => match session.pgn() {
                Ok(pgn) => writeln!(output, "{pgn}")?,
                Err(e) => writeln!(output, "cannot write PGN: {e}")?,
            },
            "flip" => {
                flipped = !flipped;
                show(&session, flipped, &mut output)?;
                prompt = false;
            }
            "undo" => {
                if session.undo() == 0 {
                    writeln!(output, "nothing to undo")?;
                }
                session.let_computer_move();
                show(&session, flipped, &mut output)?;
                prompt = false;
            }
            "new" => {
                session = Session::new(rules, opponent);
                session.let_computer_move();
                show(&session, flipped, &mut output)?;
                prompt = false;
            }
            "claim" | "resign" => {
                let done = if command == "claim" {
                    session.claim_draw()
                } else {
                    session.resign()
                };
                match done {
                    Ok(()) => {
                        show(&session, flipped, &mut output)?;
                        prompt = false;
                    }
                    Err(e) => writeln!(output, "refused: {e}")?,
                }
            }
            text => match session.play_text(text) {
                Ok(_) => {
                    session.let_computer_move();
                    show(&session, flipped, &mut output)?;
                    prompt = false;
                }
                Err(e) => writeln!(output, "illegal: {e}")?,
            },
        }
        if prompt {
            write!(output, "> ")?;
        }
        output.flush()?;
    }
    Ok(())
}

fn show(session: &Session, flipped: bool, output: &mut impl Write) -> io::Result<()> {
    let snap = session.snapshot();
    write!(output, "\n{}{}> ", diagram(&snap, flipped), status(&snap))?;
    output.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Typed> {
        let mut input = input;
        let mut buf = Vec::new();
        let mut out = Vec::new();
        loop {
            let typed = read_typed(&mut input, &mut buf).expect("in memory");
            let end = typed == Typed::End;
            out.push(typed);
            if end {
                return out;
            }
        }
    }

    #[test]
    fn lines_are_read_whatever_their_bytes() {
        let text = |t: &str| Typed::Text(t.to_string());
        assert_eq!(
            lines(b"e4\r\n\xff\xfe\n\xd0\x9ag1-f3\nlast"),
            [
                text("e4"),
                Typed::NotUtf8,
                text("Кg1-f3"),
                text("last"),
                Typed::End
            ]
        );
        let mut long = vec![b'x'; MAX_LINE + 1];
        long.extend_from_slice(b"\nquit\n");
        assert_eq!(lines(&long), [Typed::TooLong, text("quit"), Typed::End]);
        let mut fits = vec![b'x'; MAX_LINE];
        fits.extend_from_slice(b"\r\n");
        assert_eq!(lines(&fits).len(), 2);
        assert_eq!(lines(b""), [Typed::End]);
        assert_eq!(lines(b"\n"), [text(""), Typed::End]);
    }
}
