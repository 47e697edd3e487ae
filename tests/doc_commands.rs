//! Every shell command the documentation shows (the README, each crate's
//! README, `docs/`, `fuzz/README.md`) is run by a test, run by CI, or
//! listed here as not run with the reason: a new command without a test
//! fails [`every_documented_command_has_a_test`]. The programs' own tests
//! run every command of their program as the documentation writes it (with
//! small arguments): `perft` in crates/perft, `danilchuk-engine` and
//! `danilchuk-match` in crates/engine, `danilchuk-play` in crates/play, and
//! the examples here (`replay`, and each of [`EXAMPLES`] with its output
//! checked, its bad arguments refused and a full output reported).

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

/// The programs whose every documented command a test runs.
const PROGRAMS: [(&str, &str); 15] = [
    ("perft", PERFT_TEST),
    ("danilchuk-engine", ENGINE_TEST),
    ("danilchuk-match", ENGINE_TEST),
    ("danilchuk-datagen", ENGINE_TEST),
    ("danilchuk-tune", ENGINE_TEST),
    ("danilchuk-play", "crates/play/tests/doc_commands.rs"),
    ("replay", "tests/doc_commands.rs"),
    ("perft_divide", "tests/doc_commands.rs"),
    ("random_game", "tests/doc_commands.rs"),
    ("analyse", "tests/doc_commands.rs"),
    ("immortal_tour", "tests/doc_commands.rs"),
    ("linear_tour", "tests/doc_commands.rs"),
    ("pgn_stats", "tests/doc_commands.rs"),
    ("serde_game", "tests/doc_commands.rs"),
    ("uci_gui", "tests/doc_commands.rs"),
];

const TIMING: How = How::NotRun("a speed measurement of minutes; its binaries and benches are compiled by `cargo clippy --workspace --all-targets` in .ci/run");
const FUZZING: How = How::NotRun("ten minutes of fuzzing per target; .ci/run checks that the fuzz crate builds, and the committed corpora are replayed by ordinary tests");

/// The other documented commands, as written (without their comments).
const LISTED: &[(&str, How)] = &[
    ("cargo test --workspace --all-features", How::Ci),
    ("cargo install --path crates/perft", How::Ci),
    ("cargo install --path crates/engine", How::Ci),
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
    ("cargo install cargo-fuzz", FUZZING),
    ("cd fuzz", FUZZING),
    ("for t in san long uci pgn fen_chess fen_immortal fen_linear serde game play http uci_session; do", FUZZING),
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
    let mut unchecked = Vec::new();
    for command in &commands {
        let how = listed(command).or_else(|| {
            let program = command.program()?;
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

#[test]
fn the_readme_opens_with_the_perft_and_the_test_command() {
    let blocks = doc_blocks(&root());
    let first = blocks
        .iter()
        .find(|b| b.file == Path::new("README.md"))
        .expect("the README's first block");
    assert_eq!(
        first.line, 3,
        "the commands stand in the README's first lines"
    );
    let texts: Vec<String> = first.commands().into_iter().map(|c| c.text).collect();
    assert_eq!(
        texts,
        [
            "cargo run --release -p danilchuk-perft -- --variant chess --depth 6",
            "cargo test --workspace --all-features",
        ]
    );
    // The count the README promises for the first command is the published
    // depth-6 figure of the suite the tests check.
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
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
        let args = command.text.split_once(" -- ").map_or("", |(_, args)| args);
        let script = format!("replay {args}")
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

/// The examples besides `replay` (tested above): each with the feature its
/// build needs, if any, and a text its output must hold.
const EXAMPLES: [(&str, Option<&str>, &str); 8] = [
    ("perft_divide", None, "Nodes searched: "),
    ("random_game", None, "[Variant "),
    ("analyse", Some("engine"), "best move: "),
    ("immortal_tour", None, "the close mate"),
    ("linear_tour", None, "the last king was captured"),
    ("pgn_stats", None, "games played"),
    ("serde_game", Some("serde"), "equal to the game: true"),
    ("uci_gui", None, "[Result "),
];

/// Whether this test was built with `feature`, as the example needing it.
fn enabled(feature: Option<&str>) -> bool {
    match feature {
        None => true,
        Some("engine") => cfg!(feature = "engine"),
        Some("serde") => cfg!(feature = "serde"),
        Some(other) => panic!("no feature {other}"),
    }
}

/// The workspace's engine next to the examples (`target/PROFILE`), built
/// if `cargo test` did not build it (`cargo test -p danilchuk`).
fn engine_binary() -> PathBuf {
    let examples = examples_dir();
    let engine = examples
        .parent()
        .expect("target/PROFILE")
        .join(format!("danilchuk-engine{}", std::env::consts::EXE_SUFFIX));
    if !engine.is_file() {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let status = std::process::Command::new(cargo)
            .args([
                "build",
                "-p",
                "danilchuk-engine",
                "--bin",
                "danilchuk-engine",
            ])
            .current_dir(root())
            .status()
            .expect("cargo runs");
        assert!(status.success(), "cargo build -p danilchuk-engine failed");
    }
    assert!(engine.is_file(), "{} is missing", engine.display());
    engine
}

#[test]
fn every_example_runs_as_the_readme_writes_it() {
    let root = root();
    let examples = examples_dir();
    let mut ran = Vec::new();
    for command in doc_commands(&root) {
        let Some(program) = command.program() else {
            continue;
        };
        let Some(&(name, feature, expected)) = EXAMPLES.iter().find(|(n, _, _)| *n == program)
        else {
            continue;
        };
        let place = command.place();
        if !enabled(feature) {
            eprintln!("{place}: {name} needs --features {}", feature.unwrap_or(""));
            continue;
        }
        // `cargo run [--release] [--features F] --example NAME [-- ARGS]`
        // runs the binary `cargo test` built: `NAME ARGS`.
        let args = command.text.split_once(" -- ").map_or("", |(_, args)| args);
        if args.contains("/usr/games/stockfish")
            && require_program("stockfish", Install::Apt("stockfish")).is_none()
        {
            continue;
        }
        if name == "uci_gui" && !args.contains('/') {
            engine_binary();
        }
        let binary = examples.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
        assert!(
            binary.is_file(),
            "{place}: the {name} example is not built: `cargo test` builds it, `cargo test --test doc_commands` alone does not"
        );
        let script = format!("{name} {args}");
        let started = std::time::Instant::now();
        let out = run_in_shell(&script, &[&examples], &root, b"");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{place}: `{script}`: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            stdout.contains(expected),
            "{place}: `{script}` printed no {expected:?}:\n{stdout}"
        );
        eprintln!(
            "{place}: `{script}`: {:.2} s",
            started.elapsed().as_secs_f64()
        );
        ran.push(name);
    }
    // Every example (with its feature on) has a command in the README.
    for (name, feature, _) in EXAMPLES {
        assert!(
            !enabled(feature) || ran.contains(&name),
            "no documented command runs the {name} example"
        );
    }
    // And every example file is one of them.
    for entry in std::fs::read_dir(root.join("examples")).expect("examples/") {
        let path = entry.expect("an entry").path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if path.extension().is_some_and(|e| e == "rs") && stem != "replay" {
            assert!(
                EXAMPLES.iter().any(|(name, _, _)| *name == stem),
                "examples/{stem}.rs is not in EXAMPLES"
            );
        }
    }
}

/// Small arguments that make each example print something.
fn small_arguments(name: &str) -> &'static [&'static str] {
    match name {
        "perft_divide" => &["--depth", "1"],
        "analyse" => &["--nodes", "1000"],
        "pgn_stats" => &["examples/data/games.pgn"],
        "uci_gui" => &["--plies", "2"],
        _ => &[],
    }
}

#[test]
fn the_examples_refuse_bad_arguments_with_code_2_and_report_a_full_output() {
    let examples = examples_dir();
    for (name, feature, _) in EXAMPLES {
        let binary = examples.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
        if !enabled(feature) || !binary.is_file() {
            continue;
        }
        for bad in ["--no-such-option", "--variant=atomic"] {
            let out = std::process::Command::new(&binary)
                .arg(bad)
                .output()
                .expect("the example runs");
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{name} {bad}: {stderr}");
            assert!(stderr.contains("usage: "), "{name} {bad}: {stderr}");
        }
        // A full disk: a message and exit code 1, not a panic.
        let Ok(full) = std::fs::File::create("/dev/full") else {
            continue;
        };
        if name == "uci_gui" {
            engine_binary();
        }
        let out = std::process::Command::new(&binary)
            .args(small_arguments(name))
            .current_dir(root())
            .stdout(full)
            .output()
            .expect("the example runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name} > /dev/full: {stderr}");
        assert!(
            stderr.contains("cannot write the output"),
            "{name}: {stderr}"
        );
    }
}
