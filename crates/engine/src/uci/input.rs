//! The command lines of a UCI session, read as bytes: a line ends at LF, CR
//! or CR LF, and a line that is not UTF-8 text is handed on as such instead
//! of ending the session.

use std::io::{BufRead, ErrorKind};

/// The longest command line kept; the rest of a longer line is dropped (a
/// `position ... moves` line of a long game is far shorter).
const MAX_LINE: usize = 1 << 20;

/// One line of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum InputLine {
    /// A line of UTF-8 text, without its line ending.
    Text(String),
    /// A line with bytes that are not UTF-8.
    NotUtf8,
}

/// The lines of `input`, until its end or a read error.
pub(crate) struct Lines<R> {
    input: R,
    line: Vec<u8>,
}

impl<R: BufRead> Lines<R> {
    pub(crate) fn new(input: R) -> Lines<R> {
        Lines {
            input,
            line: Vec::new(),
        }
    }

    fn take(&mut self) -> InputLine {
        let bytes = std::mem::take(&mut self.line);
        match String::from_utf8(bytes) {
            Ok(text) => InputLine::Text(text),
            Err(_) => InputLine::NotUtf8,
        }
    }
}

impl<R: BufRead> Iterator for Lines<R> {
    type Item = InputLine;

    fn next(&mut self) -> Option<InputLine> {
        loop {
            let available = match self.input.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(_) => &[],
            };
            if available.is_empty() {
                return (!self.line.is_empty()).then(|| self.take());
            }
            let end = available.iter().position(|&b| b == b'\n' || b == b'\r');
            let part = &available[..end.unwrap_or(available.len())];
            let room = MAX_LINE.saturating_sub(self.line.len());
            self.line.extend_from_slice(&part[..part.len().min(room)]);
            let used = end.map_or(available.len(), |i| i + 1);
            self.input.consume(used);
            if end.is_some() {
                return Some(self.take());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<InputLine> {
        Lines::new(bytes).collect()
    }

    fn text(s: &str) -> InputLine {
        InputLine::Text(s.to_string())
    }

    #[test]
    fn lf_cr_and_crlf_all_end_a_line() {
        assert_eq!(
            lines(b"uci\nisready\rgo\r\nquit"),
            vec![
                text("uci"),
                text("isready"),
                text("go"),
                text(""),
                text("quit")
            ]
        );
    }

    #[test]
    fn a_line_that_is_not_utf8_is_one_bad_line() {
        assert_eq!(
            lines(b"isready\n\xff\xfe go\nquit\n"),
            vec![text("isready"), InputLine::NotUtf8, text("quit")]
        );
    }
}
