//! The workspace's own tasks, run as `cargo xtask TASK` (the alias in
//! `.cargo/config.toml`): [`site`] builds the board as a static site.

use std::path::{Path, PathBuf};

pub mod icon;
pub mod site;

/// The workspace's root (this crate is `crates/xtask` in it).
#[must_use]
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// Cargo's target directory: `CARGO_TARGET_DIR`, else `target/` of `root`.
#[must_use]
pub fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from)
}
