//! The command lines of a UCI session, read as bytes: a line ends at LF, CR
//! or CR LF, and a line that is not UTF-8 text is handed on as such instead
//! of ending the session. A line longer than [`MAX_LINE`] is read to its
//! end without being kept (memory stays bounded, however long the line)
//! and handed on as too long, with its first word, never cut short and
//! handed on as if it were whole.

use std::io::{BufRead, ErrorKind};

/// The longest command line read: a `position ... moves` line of a long
/// game is far shorter (1,000 moves take 10 kB).
pub(crate) const MAX_LINE: usize = 1 << 20;

/// How much of a too-long line is kept to name its command.
const HEAD: usize = 32;

/// One line of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum InputLine {
    /// A line of UTF-8 text, without its line ending.
    Text(String),
    /// A line with bytes that are not UTF-8.
    NotUtf8,
    /// A line longer than [`MAX_LINE`].
    TooLong {
        /// Its first word (at most a few bytes, lossily decoded).
        command: String,
        /// Its length in bytes.
        bytes: u64,
    },
}

/// The lines of `input`, until its end or a read error.
pub(crate) struct Lines<R> {
    input: R,
    line: Vec<u8>,
    /// The length of the line being read, kept or not.
    length: u64,
}

impl<R: BufRead> Lines<R> {
    pub(crate) fn new(input: R) -> Lines<R> {
        Lines {
            input,
            line: Vec::new(),
            length: 0,
        }
    }

    fn take(&mut self) -> InputLine {
        let bytes = std::mem::take(&mut self.line);
        let length = std::mem::take(&mut self.length);
        if length > MAX_LINE as u64 {
            let head = String::from_utf8_lossy(&bytes[..bytes.len().min(HEAD)]).into_owned();
            let command = head.split_whitespace().next().unwrap_or("").to_string();
            return InputLine::TooLong {
                command,
                bytes: length,
            };
        }
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
                return (self.length > 0).then(|| self.take());
            }
            let end = available.iter().position(|&b| b == b'\n' || b == b'\r');
            let part = &available[..end.unwrap_or(available.len())];
            // Kept up to the bound (its head names a too-long line), counted
            // to its end.
            let room = MAX_LINE.saturating_sub(self.line.len());
            self.line.extend_from_slice(&part[..part.len().min(room)]);
            self.length += part.len() as u64;
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
    fn a_line_past_the_bound_is_too_long_not_cut_short() {
        let mut input = b"position startpos moves".to_vec();
        input.extend(std::iter::repeat(b" e2e4").take(MAX_LINE / 5 + 1).flatten());
        input.extend_from_slice(b"\nisready\n");
        let length = input.len() as u64 - 9;
        assert_eq!(
            lines(&input),
            vec![
                InputLine::TooLong {
                    command: "position".to_string(),
                    bytes: length
                },
                text("isready")
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
