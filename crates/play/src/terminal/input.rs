//! What the player types: lines read whatever their bytes (not UTF-8, too
//! long), and each read as a command, in English or Russian words, or a
//! move.

use std::io::{self, BufRead};

/// The longest line the terminal reads, in bytes; a longer one is skipped
/// without being held in memory.
pub(crate) const MAX_LINE: usize = 4096;

/// One line of what the player typed.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Line {
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
pub(crate) fn read_typed(input: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<Line> {
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
                return Ok(Line::End);
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
        return Ok(Line::TooLong);
    }
    Ok(match std::str::from_utf8(buf) {
        Ok(text) => Line::Text(text.to_string()),
        Err(_) => Line::NotUtf8,
    })
}

/// What the player typed, read as a command (English or Russian words)
/// or a move.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Request<'a> {
    Nothing,
    Quit,
    Help(Option<&'a str>),
    Fen,
    Pgn,
    Flip,
    Undo,
    New,
    Claim,
    Resign,
    Lang(&'a str),
    Try(&'a str),
    Move(&'a str),
}

pub(crate) fn command(line: &str) -> Request<'_> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    let argument = (!rest.is_empty()).then_some(rest);
    match (word.to_lowercase().as_str(), argument) {
        ("", _) => Request::Nothing,
        ("quit" | "exit" | "q" | "выход", None) => Request::Quit,
        ("help" | "?" | "помощь", argument) => Request::Help(argument),
        ("rules" | "правила", None) => Request::Help(Some("rules")),
        ("fen" | "фен", None) => Request::Fen,
        ("pgn" | "пгн", None) => Request::Pgn,
        ("flip" | "перевернуть", None) => Request::Flip,
        ("undo" | "отмена", None) => Request::Undo,
        ("new" | "новая", None) => Request::New,
        ("claim" | "ничья", None) => Request::Claim,
        ("resign" | "сдаюсь", None) => Request::Resign,
        ("lang" | "язык", Some(lang)) => Request::Lang(lang),
        ("try" | "попробовать", Some(id)) => Request::Try(id),
        _ => Request::Move(line),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Line> {
        let mut input = input;
        let mut buf = Vec::new();
        let mut out = Vec::new();
        loop {
            let typed = read_typed(&mut input, &mut buf).expect("in memory");
            let end = typed == Line::End;
            out.push(typed);
            if end {
                return out;
            }
        }
    }

    #[test]
    fn commands_are_read_in_either_language() {
        assert_eq!(command("  "), Request::Nothing);
        assert_eq!(command("выход"), Request::Quit);
        assert_eq!(command("Help I-3"), Request::Help(Some("I-3")));
        assert_eq!(command("правила"), Request::Help(Some("rules")));
        assert_eq!(command("язык ru"), Request::Lang("ru"));
        assert_eq!(command("try L-8"), Request::Try("L-8"));
        assert_eq!(command("отмена"), Request::Undo);
        // A move, in either letter set, even one that starts like a word.
        assert_eq!(command("Кg1-f3"), Request::Move("Кg1-f3"));
        assert_eq!(command("lang"), Request::Move("lang"));
    }

    #[test]
    fn lines_are_read_whatever_their_bytes() {
        let text = |t: &str| Line::Text(t.to_string());
        assert_eq!(
            lines(b"e4\r\n\xff\xfe\n\xd0\x9ag1-f3\nlast"),
            [
                text("e4"),
                Line::NotUtf8,
                text("Кg1-f3"),
                text("last"),
                Line::End
            ]
        );
        let mut long = vec![b'x'; MAX_LINE + 1];
        long.extend_from_slice(b"\nquit\n");
        assert_eq!(lines(&long), [Line::TooLong, text("quit"), Line::End]);
        let mut fits = vec![b'x'; MAX_LINE];
        fits.extend_from_slice(b"\r\n");
        assert_eq!(lines(&fits).len(), 2);
        assert_eq!(lines(b""), [Line::End]);
        assert_eq!(lines(b"\n"), [text(""), Line::End]);
    }
}
