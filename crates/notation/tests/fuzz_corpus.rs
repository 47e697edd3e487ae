//! Replays every committed fuzz corpus file (`fuzz/corpus/<target>/*`)
//! through the same checks the fuzz targets run (`fuzz/dispatch.rs`), so
//! the targets are exercised by `cargo test` without a fuzzer.

use std::fs;
use std::path::Path;

#[path = "../../../fuzz/dispatch.rs"]
mod dispatch;

#[test]
fn every_corpus_file_passes_its_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    let mut total = 0;
    for target in dispatch::TARGETS {
        let dir = root.join(target);
        let mut entries: Vec<_> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| entry.expect("directory entry").path())
            .collect();
        entries.sort();
        assert!(!entries.is_empty(), "no corpus for {target}");
        for path in entries {
            let data = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let outcome = std::panic::catch_unwind(|| dispatch::run(target, &data));
            assert!(outcome.is_ok(), "{target} fails on {}", path.display());
            total += 1;
        }
    }
    assert!(total >= 7);
}
