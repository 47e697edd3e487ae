//! The parameters of UCI's `go`. As Stockfish does, a word that is not
//! understood is reported and skipped: every `go` that is not a perft gets
//! a search, and so a `bestmove`.

use std::time::Duration;

use thiserror::Error;

use crate::Limits;

/// The deepest `go perft` the engine runs; deeper ones are refused.
pub const MAX_PERFT_DEPTH: u32 = 12;

/// The words that start a `go` parameter.
const KEYWORDS: [&str; 13] = [
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "perft",
];

/// What is wrong with a word of a `go` command.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GoError {
    /// A word that is no `go` parameter (skipped).
    #[error("go: unknown parameter {0:?} ignored")]
    Unknown(String),
    /// A parameter without its number (ignored).
    #[error("go: {0} needs a number; ignored")]
    MissingNumber(&'static str),
    /// A parameter whose number does not parse or is negative where only
    /// a clock may be (ignored; `go perft` is refused).
    #[error("go: {param} needs a number of 0 or more, not {word:?}; ignored")]
    BadNumber {
        /// The parameter.
        param: &'static str,
        /// The word given instead of a number.
        word: String,
    },
    /// `go perft N` deeper than [`MAX_PERFT_DEPTH`] (refused, not run).
    #[error("go perft {0}: the deepest perft run here is {MAX_PERFT_DEPTH}")]
    PerftTooDeep(u64),

    /// `go perft` without a depth (refused).
    #[error("go perft needs a depth")]
    PerftWithoutDepth,
}

/// What a `go` command asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Go {
    /// A search within these limits; `ponder` while pondering (UCI: until
    /// `ponderhit` or `stop`), `searchmoves` the moves to choose from (UCI
    /// text, checked against the position by the caller).
    Search {
        limits: Limits,
        ponder: bool,
        searchmoves: Vec<String>,
    },
    /// `go perft N`: count the leaves, move by move.
    Perft(u32),
    /// A perft that is refused.
    Refused(GoError),
}

/// The parameters whose number may be negative, and then counts as 0: a
/// clock (some GUIs send a negative time left once it has run out) and an
/// increment.
const CLOCKS: [&str; 4] = ["wtime", "btime", "winc", "binc"];

/// A number of a `go` parameter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Number {
    /// Zero or more; a number too large for 64 bits is the largest (a
    /// limit that large is no limit).
    Natural(u64),
    /// Below zero.
    Negative,
}

/// `word` as a number, `None` if it is not one.
fn number(word: &str) -> Option<Number> {
    let digits = word.strip_prefix(['-', '+']).unwrap_or(word);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if word.starts_with('-') && digits.bytes().any(|b| b != b'0') {
        return Some(Number::Negative);
    }
    Some(Number::Natural(digits.parse().unwrap_or(u64::MAX)))
}

/// Parses the words after `go`, with what was skipped.
pub(crate) fn parse_go(words: &[&str]) -> (Go, Vec<GoError>) {
    let mut limits = Limits::default();
    let mut ponder = false;
    let mut searchmoves = Vec::new();
    let mut skipped = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        i += 1;
        let Some(&param) = KEYWORDS.iter().find(|&&k| k == word) else {
            skipped.push(GoError::Unknown(word.to_string()));
            continue;
        };
        match param {
            "infinite" => {
                limits.infinite = true;
                continue;
            }
            "ponder" => {
                ponder = true;
                continue;
            }
            "searchmoves" => {
                while let Some(&m) = words.get(i).filter(|w| !KEYWORDS.contains(w)) {
                    searchmoves.push(m.to_string());
                    i += 1;
                }
                continue;
            }
            _ => {}
        }
        let value = match words.get(i) {
            Some(w) if !KEYWORDS.contains(w) => {
                i += 1;
                match number(w) {
                    Some(Number::Natural(n)) => n,
                    Some(Number::Negative) if CLOCKS.contains(&param) => 0,
                    Some(Number::Negative) if param == "perft" => {
                        let refused = GoError::BadNumber {
                            param,
                            word: w.to_string(),
                        };
                        return (Go::Refused(refused), skipped);
                    }
                    Some(Number::Negative) => {
                        skipped.push(GoError::BadNumber {
                            param,
                            word: w.to_string(),
                        });
                        continue;
                    }
                    None if param == "perft" => {
                        return (Go::Refused(GoError::PerftWithoutDepth), skipped);
                    }
                    None => {
                        skipped.push(GoError::BadNumber {
                            param,
                            word: w.to_string(),
                        });
                        continue;
                    }
                }
            }
            _ => {
                if param == "perft" {
                    return (Go::Refused(GoError::PerftWithoutDepth), skipped);
                }
                skipped.push(GoError::MissingNumber(param));
                continue;
            }
        };
        let millis = Some(Duration::from_millis(value));
        let small = u32::try_from(value).unwrap_or(u32::MAX);
        match param {
            "perft" if value > u64::from(MAX_PERFT_DEPTH) => {
                return (Go::Refused(GoError::PerftTooDeep(value)), skipped);
            }
            "perft" => return (Go::Perft(small), skipped),
            "depth" => limits.depth = Some(small),
            "nodes" => limits.nodes = Some(value),
            "movetime" => limits.movetime = millis,
            "wtime" => limits.wtime = millis,
            "btime" => limits.btime = millis,
            "winc" => limits.winc = millis,
            "binc" => limits.binc = millis,
            "movestogo" => limits.movestogo = Some(small.min(1000)),
            // A mate in N moves lies within 2N - 1 plies: a depth-bounded
            // search, which finds a mate that short if one exists within
            // what the depth sees (extensions and quiescence included).
            _ => limits.depth = Some(small.saturating_mul(2).saturating_sub(1).max(1)),
        }
    }
    let go = Go::Search {
        limits,
        ponder,
        searchmoves,
    };
    (go, skipped)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn search(line: &str) -> (Limits, Vec<GoError>) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match parse_go(&words) {
            (Go::Search { limits, .. }, skipped) => (limits, skipped),
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn parses_every_limit() {
        let (l, skipped) =
            search("wtime 1000 btime 2000 winc 10 binc 20 movestogo 5 depth 7 nodes 9");
        assert!(skipped.is_empty());
        assert_eq!(l.wtime, Some(Duration::from_millis(1000)));
        assert_eq!(l.binc, Some(Duration::from_millis(20)));
        assert_eq!(l.movestogo, Some(5));
        assert_eq!(l.depth, Some(7));
        assert_eq!(l.nodes, Some(9));
        assert_eq!(parse_go(&["perft", "3"]).0, Go::Perft(3));
        assert!(search("infinite").0.infinite);
    }

    #[test]
    fn unknown_and_unparsable_words_are_skipped_and_the_search_stays() {
        let (l, skipped) = search("depth 3 sideways");
        assert_eq!(l.depth, Some(3));
        assert_eq!(skipped, vec![GoError::Unknown("sideways".into())]);
        let (l, _) = search("nodes 99999999999999999999");
        assert_eq!(l.nodes, Some(u64::MAX));
        let (l, skipped) = search("wtime -300 btime 100 winc -5");
        assert_eq!(l.wtime, Some(Duration::ZERO));
        assert_eq!(l.winc, Some(Duration::ZERO));
        assert!(skipped.is_empty());
        let (l, skipped) = search("depth x nodes 5");
        assert_eq!((l.depth, l.nodes), (None, Some(5)));
        assert_eq!(skipped.len(), 1);
        let (l, skipped) = search("depth");
        assert_eq!(l, Limits::default());
        assert_eq!(skipped, vec![GoError::MissingNumber("depth")]);
    }

    #[test]
    fn a_negative_limit_is_reported_and_skipped_not_taken_as_zero() {
        for param in ["depth", "nodes", "movetime", "movestogo", "mate"] {
            let (l, skipped) = search(&format!("{param} -1 depth 3"));
            assert_eq!(l, Limits::depth(3), "{param}");
            assert_eq!(
                skipped,
                vec![GoError::BadNumber {
                    param,
                    word: "-1".into()
                }]
            );
        }
        // Minus zero is zero.
        assert_eq!(search("nodes -0").0.nodes, Some(0));
    }

    #[test]
    fn searchmoves_and_ponder_are_read() {
        let words: Vec<&str> = "ponder searchmoves e2e4 d2d4 depth 4".split(' ').collect();
        let (go, skipped) = parse_go(&words);
        assert!(skipped.is_empty());
        let Go::Search {
            limits,
            ponder,
            searchmoves,
        } = go
        else {
            panic!("{go:?}")
        };
        assert!(ponder);
        assert_eq!(searchmoves, vec!["e2e4", "d2d4"]);
        assert_eq!(limits.depth, Some(4));
    }

    #[test]
    fn a_perft_past_the_limit_is_refused() {
        assert_eq!(
            parse_go(&["perft", "13"]).0,
            Go::Refused(GoError::PerftTooDeep(13))
        );
        assert_eq!(
            parse_go(&["perft"]).0,
            Go::Refused(GoError::PerftWithoutDepth)
        );
        assert_eq!(
            parse_go(&["perft", "-1"]).0,
            Go::Refused(GoError::BadNumber {
                param: "perft",
                word: "-1".into()
            })
        );
        assert_eq!(parse_go(&["perft", "0"]).0, Go::Perft(0));
        assert_eq!(
            parse_go(&["perft", "x"]).0,
            Go::Refused(GoError::PerftWithoutDepth)
        );
    }
}
