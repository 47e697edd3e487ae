//! The lines of a job file or journal, each read with a bound on its
//! length: a file with no newline (`/dev/zero`, a sparse file of zeros, a
//! stream that never ends a line) is refused at its first long line instead
//! of being read into memory whole.

use std::io::{self, BufRead, ErrorKind};

/// The longest line kept: a job line of this program is a few hundred
/// bytes (the run's FEN, a few moves, a count and a checksum).
pub const MAX_LINE: usize = 64 * 1024;

/// One line as read.
pub struct Line {
    /// Its bytes, without the newline.
    pub bytes: Vec<u8>,
    /// Whether it ended with a newline (a last line without one is torn).
    pub terminated: bool,
}

/// Why the lines could not be read on.
#[derive(Debug, thiserror::Error)]
pub enum LinesError {
    /// The system's error while reading.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// A line longer than [`MAX_LINE`] bytes: not a file this program wrote.
    #[error("line {line} is longer than {MAX_LINE} bytes: not a perft job line or journal")]
    TooLong {
        /// 1-based.
        line: usize,
    },
}

/// The lines of `input`, in order, with their 1-based numbers.
pub struct Lines<R> {
    input: R,
    number: usize,
    /// Bytes read so far, newlines included.
    offset: u64,
}

impl<R: BufRead> Lines<R> {
    /// Reads `input` line by line.
    pub fn new(input: R) -> Lines<R> {
        Lines {
            input,
            number: 0,
            offset: 0,
        }
    }

    /// Bytes read so far, up to the end of the last line returned.
    pub fn offset(&self) -> u64 {
        self.offset
    }

    /// The next line, `None` at the end of the input.
    ///
    /// # Errors
    ///
    /// A read error, or a line longer than [`MAX_LINE`]; nothing more is
    /// read after either.
    pub fn next_line(&mut self) -> Result<Option<(usize, Line)>, LinesError> {
        let mut bytes = Vec::new();
        loop {
            let available = match self.input.fill_buf() {
                Ok(available) => available,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.into()),
            };
            if available.is_empty() {
                if bytes.is_empty() {
                    return Ok(None);
                }
                self.number += 1;
                let line = Line {
                    bytes,
                    terminated: false,
                };
                return Ok(Some((self.number, line)));
            }
            let end = available.iter().position(|&b| b == b'\n');
            let part = &available[..end.unwrap_or(available.len())];
            if bytes.len() + part.len() > MAX_LINE {
                return Err(LinesError::TooLong {
                    line: self.number + 1,
                });
            }
            bytes.extend_from_slice(part);
            let used = end.map_or(available.len(), |i| i + 1);
            self.input.consume(used);
            self.offset += used as u64;
            if end.is_some() {
                self.number += 1;
                let line = Line {
                    bytes,
                    terminated: true,
                };
                return Ok(Some((self.number, line)));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8]) -> Result<Vec<(usize, Vec<u8>, bool)>, LinesError> {
        let mut lines = Lines::new(input);
        let mut out = Vec::new();
        while let Some((n, line)) = lines.next_line()? {
            out.push((n, line.bytes, line.terminated));
        }
        Ok(out)
    }

    #[test]
    fn lines_end_at_newlines_and_a_last_line_without_one_is_torn() {
        let lines = all(b"a\n\nbc").unwrap();
        assert_eq!(
            lines,
            vec![
                (1, b"a".to_vec(), true),
                (2, Vec::new(), true),
                (3, b"bc".to_vec(), false)
            ]
        );
    }

    #[test]
    fn a_line_past_the_bound_is_refused_with_its_number() {
        let mut input = b"ok\n".to_vec();
        input.extend(std::iter::repeat(0u8).take(MAX_LINE + 1));
        match all(&input) {
            Err(LinesError::TooLong { line: 2 }) => {}
            other => panic!("expected line 2 too long, got {:?}", other.map(|v| v.len())),
        }
    }

    #[test]
    fn an_endless_line_is_refused_after_reading_no_more_than_the_bound() {
        // io::repeat never ends: reading it whole would never return.
        let endless = io::BufReader::new(io::repeat(b'x'));
        let mut lines = Lines::new(endless);
        assert!(matches!(
            lines.next_line(),
            Err(LinesError::TooLong { line: 1 })
        ));
    }
}
