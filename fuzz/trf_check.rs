//! The checks of the `trf` target: a TRF-16 file read by
//! `danilchuk_pairings`. Included with `#[path]` by `fuzz_targets/trf.rs`
//! and by `crates/pairings/tests/fuzz_corpus.rs`, which replays the
//! committed corpus, so both run the same code.

use danilchuk_pairings::Tournament;

/// The targets this file checks, as their corpus directories are named.
#[allow(dead_code)]
pub const TARGETS: [&str; 1] = ["trf"];

/// Runs the `trf` checks on one input; panics when one fails.
pub fn run(name: &str, data: &[u8]) {
    assert_eq!(name, "trf", "no fuzz target {name:?} here");
    let text = String::from_utf8_lossy(data);
    let Ok(tournament) = Tournament::from_trf(&text) else {
        return;
    };
    // An accepted file writes a TRF that reads back to the same tournament.
    let written = tournament.to_trf();
    let again = Tournament::from_trf(&written).expect("a written TRF reads back");
    assert_eq!(again, tournament, "{written}");
    // Pairing it either pairs every present player once or says why not.
    if tournament.players().len() <= 64 {
        if let Ok(round) = tournament.next_round() {
            let mut seen = std::collections::HashSet::new();
            for pair in &round.pairs {
                assert!(seen.insert(pair.white) && seen.insert(pair.black));
            }
            if let Some(bye) = round.bye {
                assert!(seen.insert(bye));
            }
        }
    }
}
