//! Every `danilchuk-match`, `danilchuk-datagen`, `danilchuk-tune` and
//! `danilchuk-strength` command the documentation shows (this crate's
//! README, the board's strength measurement), run as written through `sh`
//! with the binaries cargo built for this test first on `PATH`, with small
//! arguments (fewer games, fewer nodes, shorter move times, one level). The
//! commands of one file run in order in one directory, so the tuner reads
//! what the data generator wrote. The root package's
//! `tests/doc_commands.rs` checks that every documented command has a test.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use danilchuk_testkit::docs::{at_most, doc_commands, run_in_shell, scratch_dir, workspace_root};
use danilchuk_testkit::{missing, require_program, Install};

/// The programs this test runs.
const PROGRAMS: [&str; 4] = [
    "danilchuk-match",
    "danilchuk-datagen",
    "danilchuk-tune",
    "danilchuk-strength",
];

/// The command with small arguments.
fn small(command: &str) -> String {
    // The binary on `PATH`, not the release build a command names; the
    // placeholders a README uses for "each rule set" and "each level".
    let command = command
        .replace("target/release/danilchuk-", "danilchuk-")
        .replace("--variant RULES", "--variant linear2")
        .replace("nodes=NODES", "nodes=300")
        .replace("--levels 1,2,3", "--levels 1")
        .replace("--levels 2,3", "--levels 2");
    let command = at_most(&command, "--games ", 2);
    let command = at_most(&command, "nodes=", 300);
    let command = at_most(&command, "--nodes ", 300);
    let command = at_most(&command, "\"nodes ", 300);
    let command = at_most(&command, "--iterations ", 50);
    at_most(&command, "movetime ", 20)
}

fn bin_dir() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_danilchuk-match"))
        .parent()
        .expect("the binaries' directory")
}

/// The engine a documented match plays as `uci:danilchuk-engine`: the one
/// `cargo test --workspace` builds next to this crate's programs (another
/// package's binary, which cargo does not build for this test alone), else
/// one on `PATH`; else `None` after one loud line (a failure under CI).
fn engine_program() -> Option<PathBuf> {
    let built = bin_dir().join(format!("danilchuk-engine{}", std::env::consts::EXE_SUFFIX));
    if built.is_file() {
        return Some(built);
    }
    require_program("danilchuk-engine", Install::Build("danilchuk-engine"))
}

/// The file after `option` in `script`, if it names one.
fn file_after(script: &str, option: &str) -> Option<String> {
    let rest = script.split(option).nth(1)?;
    rest.split_whitespace().next().map(str::to_owned)
}

#[test]
fn every_documented_lab_command_runs() {
    let root = workspace_root(env!("CARGO_MANIFEST_DIR"));
    let dir = scratch_dir("lab-doc-commands");
    // Data files a skipped command would have written, and what it lacked.
    let mut not_written = HashMap::new();
    let mut ran = HashSet::new();
    for command in doc_commands(&root) {
        let Some(program) = command.program() else {
            continue;
        };
        if !PROGRAMS.contains(&program.as_str()) {
            continue;
        }
        let place = command.place();
        let mut script = small(&command.text);
        let mut path_first = vec![bin_dir().to_path_buf()];
        let mut lacks = None;
        if script.contains("/usr/games/stockfish") {
            let stockfish = Install::Apt("stockfish");
            match require_program("stockfish", stockfish) {
                Some(path) => {
                    script = script.replace("/usr/games/stockfish", &path.to_string_lossy());
                }
                None => lacks = Some(stockfish),
            }
        }
        if script.contains("uci:danilchuk-engine") {
            match engine_program() {
                Some(engine) => path_first.extend(engine.parent().map(Path::to_path_buf)),
                None => lacks = Some(Install::Build("danilchuk-engine")),
            }
        }
        let reads = [
            file_after(&script, "--data "),
            file_after(&script, "--validate "),
        ];
        if let Some(&install) = reads.iter().flatten().find_map(|f| not_written.get(f)) {
            let what = format!("{place}: its data comes from a command skipped above");
            let _ = missing::<()>(&what, install);
            lacks = Some(install);
        }
        if let Some(install) = lacks {
            if let Some(file) = file_after(&script, "--out ") {
                not_written.insert(file, install);
            }
            continue;
        }
        let dirs: Vec<&Path> = path_first.iter().map(PathBuf::as_path).collect();
        let out = run_in_shell(&script, &dirs, &dir, b"");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{place}: `{script}` failed: {stderr}");
        match program.as_str() {
            "danilchuk-match" => {
                // The W/D/L tally and, where asked, the games as PGN.
                assert!(stdout.contains(" vs "), "{place}: {stdout}");
                if let Some(pgn) = file_after(&script, "--pgn ") {
                    let text = std::fs::read_to_string(dir.join(&pgn)).unwrap_or_default();
                    assert_eq!(
                        text.matches("[Variant ").count(),
                        2,
                        "{place}: {pgn}: {text}"
                    );
                }
            }
            "danilchuk-datagen" => {
                let file = file_after(&script, "--out ").expect("datagen writes a file");
                let text = std::fs::read_to_string(dir.join(&file)).unwrap_or_default();
                assert!(
                    text.starts_with("# danilchuk-datagen "),
                    "{place}: {file}: {text}"
                );
                assert!(text.lines().count() > 1, "{place}: no positions in {file}");
            }
            "danilchuk-tune" => {
                assert!(
                    stdout.starts_with("// Tuned by `danilchuk-tune "),
                    "{place}: {stdout}"
                );
                if script.contains("--validate ") {
                    assert!(stdout.contains("// held out: "), "{place}: {stdout}");
                }
            }
            _ => {
                // One row a match, then the verdicts.
                assert!(stdout.contains("| level | rules | opponent | seed | W/D/L |"));
                assert!(
                    stdout.contains("weakest level sensible in every rule set: "),
                    "{place}: {stdout}"
                );
            }
        }
        ran.insert(program);
    }
    // Each program has a documented command that ran (the ones that need
    // stockfish or the engine have others beside them).
    for program in PROGRAMS {
        assert!(ran.contains(program), "no documented {program} command ran");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
