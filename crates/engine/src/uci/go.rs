//! The parameters of UCI's `go`.

use std::time::Duration;

use crate::Limits;

/// What a `go` command asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Go {
    /// A search within these limits.
    Search(Limits),
    /// `go perft N`: count the leaves, move by move.
    Perft(u32),
}

/// Parses the words after `go`. Unknown words and bad numbers are errors
/// that name the word.
pub(crate) fn parse_go(words: &[&str]) -> Result<Go, String> {
    let mut limits = Limits::default();
    let mut i = 0;
    let number = |i: usize| -> Result<u64, String> {
        let word = words
            .get(i)
            .ok_or_else(|| format!("{} needs a number", words[i - 1]))?;
        word.parse::<i64>()
            .map(|n| n.max(0) as u64)
            .map_err(|_| format!("{} needs a number, not {word:?}", words[i - 1]))
    };
    let millis = |i: usize| number(i).map(Duration::from_millis);
    while i < words.len() {
        match words[i] {
            "perft" => {
                let depth = number(i + 1)?;
                return Ok(Go::Perft(depth.min(20) as u32));
            }
            "depth" => limits.depth = Some(number(i + 1)?.min(u64::from(u32::MAX)) as u32),
            "nodes" => limits.nodes = Some(number(i + 1)?),
            "movetime" => limits.movetime = Some(millis(i + 1)?),
            "wtime" => limits.wtime = Some(millis(i + 1)?),
            "btime" => limits.btime = Some(millis(i + 1)?),
            "winc" => limits.winc = Some(millis(i + 1)?),
            "binc" => limits.binc = Some(millis(i + 1)?),
            "movestogo" => limits.movestogo = Some(number(i + 1)?.min(1000) as u32),
            "mate" => limits.depth = Some((number(i + 1)? * 2).min(99) as u32),
            "infinite" | "ponder" => {
                limits.infinite = true;
                i += 1;
                continue;
            }
            other => return Err(format!("unknown go parameter {other:?}")),
        }
        i += 2;
    }
    Ok(Go::Search(limits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_limit() {
        let words: Vec<&str> = "wtime 1000 btime 2000 winc 10 binc 20 movestogo 5 depth 7 nodes 9"
            .split(' ')
            .collect();
        let Go::Search(l) = parse_go(&words).unwrap() else {
            panic!("not a search")
        };
        assert_eq!(l.wtime, Some(Duration::from_millis(1000)));
        assert_eq!(l.binc, Some(Duration::from_millis(20)));
        assert_eq!(l.movestogo, Some(5));
        assert_eq!(l.depth, Some(7));
        assert_eq!(l.nodes, Some(9));
        assert_eq!(parse_go(&["perft", "3"]), Ok(Go::Perft(3)));
        assert!(parse_go(&["infinite"]).is_ok());
        assert!(parse_go(&["depth"]).is_err());
        assert!(parse_go(&["depth", "x"]).is_err());
        assert!(parse_go(&["sideways"]).is_err());
    }
}
