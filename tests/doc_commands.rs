//! Every shell command the documentation shows (the README, each crate's
//! README, `docs/`, `fuzz/README.md`) is run by a test, run by CI, or
//! listed here as not run with the reason: a new command without a test
//! fails [`every_documented_command_has_a_test`]. The programs' own tests
//! run every command of their program as the documentation writes it (with
//! small arguments): `perft` in crates/perft, `danilchuk-engine` in
//! crates/engine, the lab's programs (`danilchuk-match`, ...) in
//! crates/lab, `danilchuk-play` in crates/play, and every example's
//! (`cargo run --example NAME -- ARGS`) here.

use std::path::{Path, PathBuf};

use danilchuk_testkit::docs::{doc_blocks, doc_commands, run_in_shell, DocCommand};
use danilchuk_testkit::{require_program, Install};

/// How a documented command is checked.
#[derive(Clone, Copy, Debug)]
enum How {
    /// Run by this test file, which runs every documented command of the
    /// command's program.
    RunBy(&'static str),
    /// Run by `.ci/run` (a line there starts with the command).
    Ci,
    /// Not run by any test, for this reason.
    NotRun(&'static str),
}

const PERFT_TEST: &str = "crates/perft/tests/doc_commands.rs";
const ENGINE_TEST: &str = "crates/engine/tests/doc_commands.rs";
const LAB_TEST: &str = "crates/lab/tests/doc_commands.rs";
const WASM_TEST: &str = "crates/wasm/tests/node.rs";

/// The programs whose every documented command a test runs.
const PROGRAMS: [(&str, &str); 8] = [
    ("perft", PERFT_TEST),
    ("danilchuk-engine", ENGINE_TEST),
    ("danilchuk-match", LAB_TEST),
    ("danilchuk-datagen", LAB_TEST),
    ("danilchuk-tune", LAB_TEST),
    ("danilchuk-strength", LAB_TEST),
    ("danilchuk-play", "crates/play/tests/doc_commands.rs"),
    ("replay", "tests/doc_commands.rs"),
];

const TIMING: How = How::NotRun("a speed measurement of minutes; its binaries and benches are compiled by `cargo clippy --workspace --all-targets` in .ci/run");
const FUZZING: How = How::NotRun("ten minutes of fuzzing per target; .ci/run checks that the fuzz crate builds, and the committed corpora are replayed by ordinary tests");

/// The other documented commands, as written (without their comments).
const LISTED: &[(&str, How)] = &[
    ("cargo test --workspace --all-features", How::Ci),
    ("cargo install --path crates/perft", How::Ci),
    ("cargo install --path crates/engine", How::Ci),
    // The npm package of crates/wasm.
    ("rustup target add wasm32-unknown-unknown", How::Ci),
    (
        "cargo install wasm-bindgen-cli --version 0.2.129 --locked",
        How::NotRun(".ci/run installs the version Cargo.lock names, read from Cargo.lock (the wasm package's test checks the two agree)"),
    ),
    ("bash crates/wasm/scripts/build-package.sh", How::RunBy(WASM_TEST)),
    ("node --test crates/wasm/tests/js/*.test.mjs", How::RunBy(WASM_TEST)),
    // The board as a static site.
    ("cargo xtask site", How::RunBy("crates/play/tests/site.rs")),
    (
        "python3 -m http.server --directory target/site 8000",
        How::NotRun("serves until stopped; crates/play/tests/site.rs serves the built site so, on a free port"),
    ),
    (
        "cargo test --release --test perft_suites -- --ignored",
        How::NotRun("every depth of every perft suite, hours on 2 cores; the ordinary run checks every count up to 2 million nodes"),
    ),
    // The Slurm recipe: the perft test writes the script and runs it once
    // per array task, as sbatch would.
    ("mkdir -p out logs", How::RunBy(PERFT_TEST)),
    ("line=$(sed -n \"${SLURM_ARRAY_TASK_ID}p\" jobs.txt)", How::RunBy(PERFT_TEST)),
    ("sbatch --array=1-$(wc -l < jobs.txt)%50 perft-job.sh", How::RunBy(PERFT_TEST)),
    ("nice -n 10 cargo run --release -p danilchuk-compare", TIMING),
    ("nice -n -5 cargo run --release -p danilchuk-compare", TIMING),
    ("cargo run --release -p danilchuk-compare -- --rounds 7", TIMING),
    ("cargo run --release -p danilchuk-compare -- --quick", TIMING),
    ("cargo run --release -p danilchuk-compare -- --rounds 7 --best", TIMING),
    ("cargo bench -p danilchuk-compare --bench perft_compare", TIMING),
    ("cargo bench -p danilchuk-benches", TIMING),
    ("cargo bench -p danilchuk-notation --bench san", TIMING),
    ("cargo build --release -p danilchuk-compare --bin perft_loop", TIMING),
    (
        "valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/perft_loop classical start 5 plain",
        TIMING,
    ),
    ("cargo build --release -p danilchuk-perft --bin perft", TIMING),
    (
        "valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/perft --variant chess --depth 5 --plain --no-progress",
        TIMING,
    ),
    ("cargo install cargo-fuzz", FUZZING),
    ("cd fuzz", FUZZING),
    ("for t in san long uci pgn fen_chess fen_immortal fen_linear serde game play http uci_session trf; do", FUZZING),
    ("mkdir -p /tmp/corpus/$t", FUZZING),
    (
        "RUSTC_BOOTSTRAP=1 nice -n 19 cargo fuzz run -a $t /tmp/corpus/$t corpus/$t -- -max_total_time=600 -rss_limit_mb=2048",
        FUZZING,
    ),
    ("done", FUZZING),
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The root package's examples (`examples/NAME.rs`, `examples/NAME/main.rs`):
/// this file runs every documented `cargo run --example NAME` command.
fn example_names(root: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(root.join("examples")) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| {
            path.extension().is_some_and(|e| e == "rs") || path.join("main.rs").is_file()
        })
        .filter_map(|path| Some(path.file_stem()?.to_str()?.to_owned()))
        .collect();
    names.sort();
    names
}

fn listed(command: &DocCommand) -> Option<How> {
    LISTED
        .iter()
        .find(|(text, _)| *text == command.text)
        .map(|&(_, how)| how)
}

#[test]
fn every_documented_command_has_a_test() {
    let root = root();
    let ci = std::fs::read_to_string(root.join(".ci/run")).expect(".ci/run");
    let commands = doc_commands(&root);
    let examples = example_names(&root);
    let mut unchecked = Vec::new();
    for command in &commands {
        let how = listed(command).or_else(|| {
            let program = command.program()?;
            if examples.contains(&program) {
                return Some(How::RunBy("tests/doc_commands.rs"));
            }
            PROGRAMS
                .iter()
                .find(|(p, _)| *p == program)
                .map(|&(_, test)| How::RunBy(test))
        });
        match how {
            Some(How::RunBy(test)) => {
                assert!(
                    root.join(test).is_file(),
                    "{}: {test} is missing",
                    command.place()
                );
            }
            Some(How::Ci) => assert!(
                ci.lines()
                    .any(|line| line.trim().starts_with(&command.text)),
                "{}: `{}` is not in .ci/run",
                command.place(),
                command.text
            ),
            Some(How::NotRun(reason)) => assert!(!reason.is_empty()),
            None => unchecked.push(format!("{}: {}", command.place(), command.text)),
        }
    }
    assert!(
        unchecked.is_empty(),
        "documented commands that no test runs: add each to a test (or to LISTED here, with the reason it is not run):\n{}",
        unchecked.join("\n")
    );
    // No stale entries: each listed command is still documented.
    for (text, _) in LISTED {
        assert!(
            commands.iter().any(|c| c.text == *text),
            "`{text}` is no longer documented"
        );
    }
}

/// The README's two commands: perft and the tests.
const QUICK_START: [&str; 2] = [
    "cargo run --release -p danilchuk-perft -- --variant chess --depth 6",
    "cargo test --workspace --all-features",
];

/// The most crates the README's first command may build on a fresh clone.
const MOST_CRATES: usize = 25;

fn readme() -> String {
    std::fs::read_to_string(root().join("README.md")).expect("README.md")
}

#[test]
fn the_readme_opens_with_the_perft_and_the_test_command() {
    let blocks = doc_blocks(&root());
    let first = blocks
        .iter()
        .find(|b| b.file == Path::new("README.md"))
        .expect("the README's first block");
    // The first section after the variants and the board's picture.
    let readme = readme();
    let heading = readme
        .lines()
        .position(|line| line.starts_with("## "))
        .expect("a section in the README");
    assert_eq!(
        readme.lines().nth(heading),
        Some("## Quick start"),
        "the README's first section is the quick start"
    );
    assert_eq!(
        first.line,
        heading + 3,
        "the commands open the quick start (a blank line after its heading)"
    );
    let texts: Vec<String> = first.commands().into_iter().map(|c| c.text).collect();
    assert_eq!(texts, QUICK_START);
    // The count the README promises for the first command is the published
    // depth-6 figure of the suite the tests check.
    let deep = std::fs::read_to_string(root().join("tests/data/perft/chess-deep.epd"))
        .expect("chess-deep.epd");
    let d6 = deep
        .split(";D6 ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("depth 6 in chess-deep.epd");
    assert!(
        readme.contains(&format!("(`Nodes searched: {d6}`)")),
        "the README's depth-6 count is not {d6}"
    );
}

/// The packages `cargo run -p danilchuk-perft` builds (its default
/// features, this machine's target): `cargo tree` with the lock file.
fn perft_program_packages() -> Vec<String> {
    let out = std::process::Command::new(env!("CARGO"))
        .args([
            "tree",
            "-p",
            "danilchuk-perft",
            "-e",
            "normal,build",
            "--prefix",
            "none",
            "--locked",
            "--offline",
        ])
        .current_dir(root())
        .output()
        .expect("run cargo tree");
    assert!(
        out.status.success(),
        "cargo tree: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut packages: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_owned)
        .collect();
    packages.sort();
    packages.dedup();
    packages
}

#[test]
fn the_readmes_perft_command_builds_the_crates_it_says() {
    let packages = perft_program_packages();
    assert!(
        packages.len() <= MOST_CRATES,
        "`{}` builds {} crates, more than {MOST_CRATES}: {packages:?}",
        QUICK_START[0],
        packages.len()
    );
    // The figure the README gives is the one cargo builds (on Unix, where
    // libc comes with the program; Windows builds one crate fewer).
    if cfg!(unix) {
        let said = format!("it builds {} crates", packages.len());
        assert!(
            readme()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .contains(&said),
            "the README does not say \"{said}\": {packages:?}"
        );
    }
}

/// The example binary that `cargo test` builds next to this test.
fn examples_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test binary path");
    exe.parent()
        .and_then(|deps| deps.parent())
        .expect("target dir")
        .join("examples")
}

#[test]
fn every_documented_replay_command_runs() {
    let root = root();
    let mut ran = 0;
    for command in doc_commands(&root) {
        if command.program().as_deref() != Some("replay") {
            continue;
        }
        let place = command.place();
        // Run where a user runs it, the workspace root; `FILE` stands for
        // any game file.
        let script = command
            .text
            .replace("cargo run --example replay --", "replay")
            .replace(" FILE", " crates/notation/tests/data/seed_game_ru.txt");
        let examples = examples_dir();
        assert!(
            examples.join(format!("replay{}", std::env::consts::EXE_SUFFIX)).is_file(),
            "the replay example is not built: `cargo test` builds it, `cargo test --test doc_commands` alone does not"
        );
        let out = run_in_shell(&script, &[&examples], &root, b"");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{place}: `{script}`: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let fen = stdout.lines().last().unwrap_or_default();
        assert_eq!(
            fen.split(' ').count(),
            8,
            "{place}: the last line is not an Immortal FEN: {fen}"
        );
        ran += 1;
    }
    assert!(ran >= 2, "only {ran} documented replay commands found");
}

/// A text each example's output holds when it did its job (an example not
/// listed only has to print something).
const EXPECTED: [(&str, &str); 8] = [
    ("perft_divide", "Nodes searched: "),
    ("random_game", "[Variant "),
    ("analyse", "best move: "),
    ("immortal_tour", "the close mate"),
    ("linear_tour", "the last king was captured"),
    ("pgn_stats", "games played"),
    ("serde_game", "equal to the game: true"),
    ("uci_gui", "[Result "),
];

/// The workspace's engine next to the examples (`target/PROFILE`), which
/// `uci_gui` runs when no program is named; built if `cargo test` did not
/// build it (`cargo test -p danilchuk`).
fn engine_binary() -> PathBuf {
    let engine = examples_dir()
        .parent()
        .expect("target/PROFILE")
        .join(format!("danilchuk-engine{}", std::env::consts::EXE_SUFFIX));
    if !engine.is_file() {
        let status = std::process::Command::new(env!("CARGO"))
            .args([
                "build",
                "-p",
                "danilchuk-engine",
                "--bin",
                "danilchuk-engine",
            ])
            .current_dir(root())
            .status()
            .expect("run cargo build");
        assert!(status.success(), "cargo build -p danilchuk-engine failed");
    }
    assert!(engine.is_file(), "{} is missing", engine.display());
    engine
}

/// An example's binary, which `cargo test --all-features` builds.
fn example_binary(name: &str) -> PathBuf {
    let binary = examples_dir().join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(
        binary.is_file(),
        "the {name} example is not built: `cargo test --all-features` builds it, `cargo test --test doc_commands` alone does not"
    );
    binary
}

/// Every documented `cargo run --example NAME -- ARGS` of the root
/// package's examples runs, from the workspace root, and prints what it
/// should; each example has at least one. A command that drives Stockfish
/// is skipped with one loud line where it is not installed (a failure
/// under `CI=true`).
#[test]
fn every_documented_example_command_runs() {
    let root = root();
    let names = example_names(&root);
    let mut ran = Vec::new();
    for command in doc_commands(&root) {
        let Some(name) = command.program().filter(|p| names.contains(p)) else {
            continue;
        };
        let place = command.place();
        let binary = example_binary(&name);
        let args = command.text.split_once(" -- ").map_or("", |(_, args)| args);
        if args.contains("stockfish")
            && require_program("stockfish", Install::Apt("stockfish")).is_none()
        {
            ran.push(name);
            continue;
        }
        if name == "uci_gui" && !args.contains('/') {
            engine_binary();
        }
        // `FILE` stands for any game file, as in the replay test; a
        // documented example finishes in seconds, a hung one fails here.
        let args = args.replace("FILE", "crates/notation/tests/data/seed_game_ru.txt");
        let script = format!("timeout 300 {} {args}", binary.display());
        let started = std::time::Instant::now();
        let out = run_in_shell(&script, &[], &root, b"");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{place}: `{script}`: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let expected = EXPECTED
            .iter()
            .find(|(n, _)| *n == name)
            .map_or("", |e| e.1);
        assert!(
            !stdout.is_empty() && stdout.contains(expected),
            "{place}: `{script}` printed no {expected:?}:\n{stdout}"
        );
        let seconds = started.elapsed().as_secs_f64();
        eprintln!("{place}: {name} {args}: {seconds:.2} s");
        ran.push(name);
    }
    for name in &names {
        assert!(
            ran.contains(name),
            "no documented command runs the {name} example"
        );
    }
}

/// Small arguments that make each example print something.
fn small_arguments(name: &str) -> &'static [&'static str] {
    match name {
        "perft_divide" => &["--depth", "1"],
        "analyse" => &["--nodes", "1000"],
        "pgn_stats" => &["examples/data/games.pgn"],
        "replay" => &[
            "--variant",
            "immortal",
            "crates/notation/tests/data/seed_game_ru.txt",
        ],
        "uci_gui" => &["--plies", "2"],
        _ => &[],
    }
}

/// Every example refuses an unknown option and a bad value with the usage
/// and exit code 2, and reports an output it cannot write with exit code 1
/// (not a panic).
#[test]
fn every_example_refuses_bad_arguments_and_reports_a_full_output() {
    for name in example_names(&root()) {
        let binary = example_binary(&name);
        for bad in ["--no-such-option", "--variant=atomic"] {
            let out = std::process::Command::new(&binary)
                .arg(bad)
                .output()
                .expect("run the example");
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{name} {bad}: {stderr}");
            assert!(stderr.contains("usage: "), "{name} {bad}: {stderr}");
        }
        let Ok(full) = std::fs::File::create("/dev/full") else {
            continue;
        };
        if name == "uci_gui" {
            engine_binary();
        }
        let out = std::process::Command::new(&binary)
            .args(small_arguments(&name))
            .current_dir(root())
            .stdout(full)
            .output()
            .expect("run the example");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name} > /dev/full: {stderr}");
        assert!(
            stderr.contains("cannot write the output"),
            "{name}: {stderr}"
        );
    }
}
