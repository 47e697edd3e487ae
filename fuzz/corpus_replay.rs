//! Replays committed fuzz corpora through a target's checks, for the
//! ordinary test runs (`tests/fuzz_corpus.rs`,
//! `crates/notation/tests/fuzz_corpus.rs`) that include this file by path.

use std::fs;
use std::path::Path;

/// Runs `run(target, data)` on every file of `root/<target>/` for each
/// target, in name order; panics naming the file that fails or the target
/// that has no corpus. Returns how many files ran.
pub fn replay_corpora(root: &Path, targets: &[&str], run: impl Fn(&str, &[u8])) -> usize {
    let mut total = 0;
    for &target in targets {
        let dir = root.join(target);
        let mut entries: Vec<_> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| entry.expect("directory entry").path())
            .collect();
        entries.sort();
        assert!(!entries.is_empty(), "no corpus for {target}");
        for path in entries {
            let data = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let outcome =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(target, &data)));
            assert!(outcome.is_ok(), "{target} fails on {}", path.display());
            total += 1;
        }
    }
    total
}
