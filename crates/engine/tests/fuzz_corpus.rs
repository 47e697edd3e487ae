//! Replays the committed corpus of the fuzz target over the UCI command loop
//! (`fuzz/corpus/uci_session/*`) through the same checks the target runs
//! (`fuzz/uci_session.rs`), so that `cargo test` exercises it without a
//! fuzzer.

use std::path::Path;

#[path = "../../../fuzz/corpus_replay.rs"]
mod corpus_replay;
#[path = "../../../fuzz/uci_session.rs"]
mod uci_session;

#[test]
fn every_uci_session_corpus_file_passes_the_uci_session_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    let total = corpus_replay::replay_corpora(&root, &uci_session::TARGETS, uci_session::run);
    assert!(total >= 8);
}
