//! The npm package under Node.js: builds it with `scripts/build-package.sh`
//! (cargo for wasm32-unknown-unknown, then the wasm-bindgen CLI of the
//! locked version) into `target/wasm-pkg`, then runs the tests of
//! `tests/js` with Node's own test runner (`node --test`). Without node,
//! the wasm target or that CLI, the test says SKIPPED and passes, but fails
//! under CI=true (`.ci/run` installs all three).
//!
//! The perft counts the Node tests expect (`tests/js/perft.json`) are
//! checked here against the native library too.

use std::path::{Path, PathBuf};
use std::process::Command;

use danilchuk_testkit::{missing, require_program, Install};
use danilchuk_wasm::JsPosition;

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn workspace_root() -> PathBuf {
    crate_dir().join("../..")
}

/// The version of the wasm-bindgen crate in Cargo.lock.
fn locked_wasm_bindgen() -> String {
    let lock = std::fs::read_to_string(workspace_root().join("Cargo.lock")).expect("Cargo.lock");
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\"" {
            let version = lines.next().expect("a version after the name");
            return version
                .trim_start_matches("version = ")
                .trim_matches('"')
                .to_owned();
        }
    }
    panic!("no wasm-bindgen in Cargo.lock");
}

/// Whether the standard library for wasm32-unknown-unknown is installed.
fn wasm_target_installed() -> bool {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(rustc)
        .args([
            "--print",
            "target-libdir",
            "--target",
            "wasm32-unknown-unknown",
        ])
        .output();
    let Ok(output) = output else {
        return false;
    };
    let dir = PathBuf::from(String::from_utf8_lossy(&output.stdout).trim());
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| e.file_name().to_string_lossy().starts_with("libcore-"))
    })
}

/// The wasm-bindgen CLI of exactly the locked version, or `None` after the
/// testkit's skip (a failure under CI).
fn wasm_bindgen_cli() -> Option<PathBuf> {
    let locked = locked_wasm_bindgen();
    let install: &'static str = Box::leak(
        format!("cargo install wasm-bindgen-cli --version {locked} --locked").into_boxed_str(),
    );
    let cli = require_program("wasm-bindgen", Install::Command(install))?;
    let output = Command::new(&cli).arg("--version").output().ok()?;
    let found = String::from_utf8_lossy(&output.stdout).trim().to_owned();
    if found == format!("wasm-bindgen {locked}") {
        Some(cli)
    } else {
        missing(
            &format!("the wasm-bindgen CLI is `{found}`, Cargo.lock has {locked}"),
            Install::Command(install),
        )
    }
}

/// The Node test files, in name order.
fn node_tests(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("tests/js")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".test.mjs"))
        .collect();
    files.sort();
    files
}

#[test]
fn the_package_passes_the_node_tests() {
    let Some(node) = require_program("node", Install::Apt("nodejs")) else {
        return;
    };
    if !wasm_target_installed() {
        let _: Option<()> = missing(
            "the wasm32-unknown-unknown target is not installed",
            Install::Command("rustup target add wasm32-unknown-unknown"),
        );
        return;
    }
    if wasm_bindgen_cli().is_none() {
        return;
    }
    let root = workspace_root();
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let package = target.join("wasm-pkg");
    let build = Command::new("bash")
        .arg(crate_dir().join("scripts/build-package.sh"))
        .arg(&package)
        .current_dir(&root)
        .output()
        .expect("bash runs the build script");
    assert!(
        build.status.success(),
        "build-package.sh failed:\n{}\n{}",
        String::from_utf8_lossy(&build.stdout),
        String::from_utf8_lossy(&build.stderr)
    );
    for file in [
        "package.json",
        "node.js",
        "danilchuk_wasm.d.ts",
        "README.md",
    ] {
        assert!(package.join(file).is_file(), "{file} is not in the package");
    }
    let tests = node_tests(&crate_dir().join("tests/js"));
    assert!(tests.len() >= 5, "the Node tests: {tests:?}");
    let run = Command::new(node)
        .arg("--test")
        .args(&tests)
        .env("DANILCHUK_WASM_PKG", &package)
        .current_dir(&root)
        .output()
        .expect("node runs");
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    println!("{stdout}\n{stderr}");
    assert!(
        run.status.success(),
        "node --test failed:\n{stdout}\n{stderr}"
    );
    assert!(
        stdout.lines().any(|l| l == "# fail 0"),
        "no `# fail 0` from node --test:\n{stdout}"
    );
}

/// One line of tests/js/perft.json.
#[derive(serde::Deserialize)]
struct PerftCase {
    rules: String,
    fen: Option<String>,
    depth: u32,
    nodes: u64,
}

#[test]
fn the_node_tests_perft_counts_are_the_native_ones() {
    let text =
        std::fs::read_to_string(crate_dir().join("tests/js/perft.json")).expect("perft.json");
    let cases: Vec<PerftCase> = serde_json::from_str(&text).expect("perft.json is JSON");
    let mut rules_seen: Vec<&str> = cases.iter().map(|c| c.rules.as_str()).collect();
    rules_seen.sort_unstable();
    rules_seen.dedup();
    let mut every = danilchuk_wasm::rules_names();
    every.sort();
    assert_eq!(rules_seen, every, "every rule set has its counts");
    for case in &cases {
        let pos = JsPosition::create(Some(&case.rules), case.fen.as_deref()).expect("the position");
        assert_eq!(
            pos.count_perft(case.depth),
            Ok(case.nodes),
            "{} {:?} depth {}",
            case.rules,
            case.fen,
            case.depth
        );
    }
}
