//! Replays the committed corpus of the `trf` fuzz target
//! (`fuzz/corpus/trf/*`) through the same checks the target runs
//! (`fuzz/trf_check.rs`), so that `cargo test` exercises it without a
//! fuzzer.

use std::path::Path;

#[path = "../../../fuzz/corpus_replay.rs"]
mod corpus_replay;
#[path = "../../../fuzz/trf_check.rs"]
mod trf_check;

#[test]
fn every_trf_corpus_file_passes_the_trf_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    let total = corpus_replay::replay_corpora(&root, &trf_check::TARGETS, trf_check::run);
    assert!(total >= 3);
}
