//! Replays the committed corpus of the fuzz target over the HTTP API
//! (`fuzz/corpus/http/*`) through the same checks the target runs
//! (`fuzz/http_api.rs`), so that `cargo test` exercises it without a fuzzer.

use std::path::Path;

#[path = "../../../fuzz/corpus_replay.rs"]
mod corpus_replay;
#[path = "../../../fuzz/http_api.rs"]
mod http_api;

#[test]
fn every_http_corpus_file_passes_the_http_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    let total = corpus_replay::replay_corpora(&root, &http_api::TARGETS, http_api::run);
    assert!(total >= 6);
}
