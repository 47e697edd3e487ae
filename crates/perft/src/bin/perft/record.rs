//! One finished job as one line of text: what a journal appends, what a
//! `--job` run prints and what `perft merge` reads.
//!
//! ```text
//! {"rules":"immortal","fen":"<root FEN>","depth":9,"moves":["e2e4","e7e5"],"nodes":123,"check":"9f1c0e5a7d3b2468"}
//! ```
//!
//! `rules`, `fen` and `depth` name the whole run (the rule set with its
//! settings, the position counted from, the total depth); `moves` lead from
//! that position to the job, whose count is `nodes` = perft(position after
//! the moves, depth - moves). `check` is the FNV-1a hash of the line's text
//! before `,"check":`, so a line that was changed or torn is told apart from
//! one this program wrote.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The key that ends every line, before the checksum.
const CHECK_KEY: &str = ",\"check\":\"";

/// What names a run: a job or journal line of another run is refused.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RunName {
    /// The `--variant` name with its settings (`linear2`, ...).
    pub rules: String,
    /// The position the run counts from (after `--fen` and `--moves`).
    pub fen: String,
    /// The run's total depth.
    pub depth: u32,
}

impl RunName {
    /// How `other` differs from this run, first difference only (`None`
    /// when they are the same run).
    pub fn difference(&self, other: &RunName) -> Option<String> {
        if self.rules != other.rules {
            Some(format!("rules {}, not {}", other.rules, self.rules))
        } else if self.depth != other.depth {
            Some(format!("depth {}, not {}", other.depth, self.depth))
        } else if self.fen != other.fen {
            Some(format!("FEN {:?}, not {:?}", other.fen, self.fen))
        } else {
            None
        }
    }
}

impl fmt::Display for RunName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "rules {}, depth {}, FEN {:?}",
            self.rules, self.depth, self.fen
        )
    }
}

/// One finished job of a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub run: RunName,
    /// From the run's position to the job, in UCI (Part III).
    pub moves: Vec<String>,
    /// perft(position after `moves`, depth - moves).
    pub nodes: u64,
}

/// The line's fields, in the order they are written.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Fields {
    rules: String,
    fen: String,
    depth: u32,
    moves: Vec<String>,
    nodes: u64,
    /// Absent while the checksum is computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    check: Option<String>,
}

/// Why a line is not a record this program wrote.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// Nothing but whitespace: this program writes no such line.
    #[error("a blank line, not a perft job line")]
    Blank,
    /// Bytes that are not UTF-8 text.
    #[error("not UTF-8 text: {0}")]
    NotUtf8(String),
    /// A line of `perft split` (a job's arguments), not a job's output.
    #[error("a job's arguments (a line of perft split), not its output")]
    Arguments,
    /// Not JSON of the record's shape.
    #[error("not a perft job line: {message} at column {column}")]
    Syntax {
        /// What the JSON reader found wrong.
        message: String,
        /// 1-based, in bytes; 0 before the first.
        column: usize,
    },
    /// No `"check"` field at the end.
    #[error("no checksum at the end of the line")]
    NoChecksum,
    /// The checksum does not match the text.
    #[error(
        "checksum {found} does not match the line (expected {expected}): it was changed or damaged"
    )]
    Checksum {
        /// The line's `check`.
        found: String,
        /// The hash of the line's text.
        expected: String,
    },
}

/// FNV-1a, 64 bits: a checksum against accidental damage, not an attack.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn checksum(text: &str) -> String {
    format!("{:016x}", fnv1a(text))
}

impl Record {
    /// The line, without its newline.
    pub fn to_line(&self) -> String {
        let fields = Fields {
            rules: self.run.rules.clone(),
            fen: self.run.fen.clone(),
            depth: self.run.depth,
            moves: self.moves.clone(),
            nodes: self.nodes,
            check: None,
        };
        let mut text = serde_json::to_string(&fields).expect("strings and numbers serialise");
        text.pop(); // the closing brace
        let check = checksum(&text);
        format!("{text}{CHECK_KEY}{check}\"}}")
    }

    /// Reads one line of a file (without its newline): a line written by
    /// [`Record::to_line`], or the [`RecordError`] that says what it is
    /// instead.
    pub fn read(line: &[u8]) -> Result<Record, RecordError> {
        if line.iter().all(u8::is_ascii_whitespace) {
            return Err(RecordError::Blank);
        }
        let text = std::str::from_utf8(line).map_err(|e| RecordError::NotUtf8(e.to_string()))?;
        if text.starts_with("--") {
            return Err(RecordError::Arguments);
        }
        Record::parse(text)
    }

    /// Reads a line written by [`Record::to_line`] (without its newline).
    pub fn parse(line: &str) -> Result<Record, RecordError> {
        let fields: Fields = serde_json::from_str(line).map_err(|e| {
            // The line is the whole input: serde_json's "at line 1" would
            // only confuse a message that names the file's line.
            let full = e.to_string();
            let at = format!(" at line {} column {}", e.line(), e.column());
            RecordError::Syntax {
                message: full.strip_suffix(&at).unwrap_or(&full).to_string(),
                column: e.column(),
            }
        })?;
        let (Some(found), Some(at)) = (fields.check, line.rfind(CHECK_KEY)) else {
            return Err(RecordError::NoChecksum);
        };
        let expected = checksum(&line[..at]);
        if found != expected {
            return Err(RecordError::Checksum { found, expected });
        }
        Ok(Record {
            run: RunName {
                rules: fields.rules,
                fen: fields.fen,
                depth: fields.depth,
            },
            moves: fields.moves,
            nodes: fields.nodes,
        })
    }

    /// `e2e4 e7e5`, or `(the whole run)` for a job without moves.
    pub fn moves_text(moves: &[String]) -> String {
        if moves.is_empty() {
            "(the whole run)".to_string()
        } else {
            moves.join(" ")
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn any_record() -> impl Strategy<Value = Record> {
        (
            "\\PC{0,10}",
            "\\PC{0,60}",
            any::<u32>(),
            proptest::collection::vec("[a-h][1-8][a-h][1-8][qrbn]?|\\PC{0,5}", 0..4),
            any::<u64>(),
        )
            .prop_map(|(rules, fen, depth, moves, nodes)| Record {
                run: RunName { rules, fen, depth },
                moves,
                nodes,
            })
    }

    proptest! {
        #[test]
        fn every_record_reads_back_from_its_line(record in any_record()) {
            let line = record.to_line();
            prop_assert!(!line.contains('\n'));
            prop_assert_eq!(Record::parse(&line), Ok(record));
        }

        #[test]
        fn every_changed_byte_is_caught(
            record in any_record(),
            at in any::<proptest::sample::Index>(),
            byte in any::<u8>(),
        ) {
            let mut bytes = record.to_line().into_bytes();
            let i = at.index(bytes.len());
            prop_assume!(bytes[i] != byte);
            bytes[i] = byte;
            // FNV-1a changes with every byte before the checksum, and a
            // changed checksum no longer matches.
            if let Ok(text) = String::from_utf8(bytes) {
                prop_assert!(Record::parse(&text).is_err(), "{}", text);
            }
        }
    }

    fn sample() -> Record {
        Record {
            run: RunName {
                rules: "linear2".into(),
                fen: "8/8/8/8/8/8/8/K6k w - - 0 1".into(),
                depth: 7,
            },
            moves: vec!["e2e4".into(), "e7e8".into()],
            nodes: 123_456_789_012,
        }
    }

    #[test]
    fn a_line_reads_back_as_written() {
        let line = sample().to_line();
        assert!(
            line.starts_with("{\"rules\":\"linear2\",\"fen\":"),
            "{line}"
        );
        assert!(!line.contains('\n'));
        assert_eq!(Record::parse(&line), Ok(sample()));
    }

    #[test]
    fn a_changed_digit_fails_the_checksum() {
        let line = sample().to_line().replace("123456789012", "123456789013");
        assert!(matches!(
            Record::parse(&line),
            Err(RecordError::Checksum { .. })
        ));
    }

    #[test]
    fn torn_unknown_and_unchecked_lines_are_errors() {
        let line = sample().to_line();
        for cut in [1, 20, line.len() - 3, line.len() - 1] {
            assert!(
                matches!(Record::parse(&line[..cut]), Err(RecordError::Syntax { .. })),
                "{}",
                &line[..cut]
            );
        }
        let unchecked = format!("{}}}", &line[..line.rfind(CHECK_KEY).unwrap()]);
        assert_eq!(Record::parse(&unchecked), Err(RecordError::NoChecksum));
        let extra = line.replacen('{', "{\"x\":1,", 1);
        assert!(matches!(
            Record::parse(&extra),
            Err(RecordError::Syntax { message, column: 4 }) if message.contains("unknown field")
        ));
    }

    #[test]
    fn what_a_line_is_instead_is_named_without_a_json_line_number() {
        for blank in ["", " ", "\t \r"] {
            assert_eq!(Record::read(blank.as_bytes()), Err(RecordError::Blank));
        }
        assert!(matches!(
            Record::read(b"\xff{}"),
            Err(RecordError::NotUtf8(_))
        ));
        assert_eq!(
            Record::read(b"--variant chess --job e2e4"),
            Err(RecordError::Arguments)
        );
        let torn = Record::read(b"{\"rules\":\"chess\",").unwrap_err();
        assert_eq!(
            torn.to_string(),
            "not a perft job line: EOF while parsing a value at column 17"
        );
        assert_eq!(Record::read(sample().to_line().as_bytes()), Ok(sample()));
    }

    #[test]
    fn runs_differ_by_their_first_field() {
        let a = sample().run;
        let mut b = a.clone();
        assert_eq!(a.difference(&b), None);
        b.depth = 8;
        assert_eq!(a.difference(&b).unwrap(), "depth 8, not 7");
        b.rules = "chess".into();
        assert_eq!(a.difference(&b).unwrap(), "rules chess, not linear2");
    }
}
