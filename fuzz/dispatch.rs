//! Which checks each fuzz target runs. Included with `#[path]` by every
//! target in `fuzz_targets/` and by `crates/notation/tests/fuzz_corpus.rs`,
//! which replays the committed corpora, so both run the same code.

use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;
use danilchuk_notation::fuzzing;

/// Every target's name, as its binary and its `corpus/` directory are named.
#[allow(dead_code)]
pub const TARGETS: [&str; 7] = [
    "san",
    "long",
    "uci",
    "pgn",
    "fen_chess",
    "fen_immortal",
    "fen_linear",
];

/// Runs target `name` on one input; panics when a check fails.
pub fn run(name: &str, data: &[u8]) {
    match name {
        "san" => {
            fuzzing::san::<Chess>(data);
            fuzzing::san::<Immortal>(data);
            fuzzing::san::<Linear>(data);
        }
        "long" => {
            fuzzing::long::<Chess>(data);
            fuzzing::long::<Immortal>(data);
            fuzzing::long::<Linear>(data);
        }
        "uci" => {
            fuzzing::uci::<Chess>(data);
            fuzzing::uci::<Immortal>(data);
            fuzzing::uci::<Linear>(data);
        }
        "pgn" => {
            fuzzing::pgn::<Chess>(data);
            fuzzing::pgn::<Immortal>(data);
            fuzzing::pgn::<Linear>(data);
        }
        "fen_chess" => fuzzing::fen::<Chess>(data),
        "fen_immortal" => fuzzing::fen::<Immortal>(data),
        "fen_linear" => fuzzing::fen::<Linear>(data),
        other => panic!("no fuzz target {other:?}"),
    }
}
