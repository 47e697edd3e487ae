//! Replays every committed fuzz corpus file (`fuzz/corpus/<target>/*`)
//! through the same checks the fuzz targets run (`fuzz/dispatch.rs`), so
//! the targets are exercised by `cargo test` without a fuzzer.

use std::path::Path;

#[path = "../../../fuzz/corpus_replay.rs"]
mod corpus_replay;
#[path = "../../../fuzz/dispatch.rs"]
mod dispatch;

#[test]
fn every_corpus_file_passes_its_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    let total = corpus_replay::replay_corpora(&root, &dispatch::TARGETS, dispatch::run);
    assert!(total >= 7);
}
