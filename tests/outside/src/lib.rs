//! The workspace used from outside, as a GUI or tool author writes it. The
//! tests (`tests/`) use only the public API of the `danilchuk` facade,
//! depending on it by path as a user's crate does; the test data are in
//! `data/` (see `data/README.md` for where each file comes from).
//!
//! This library holds only what the tests share.

use std::path::PathBuf;

/// The path of a test data file, `data/NAME`.
#[must_use]
pub fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(name)
}
