//! The cluster recipe with the real GNU parallel: `perft split` piped into
//! `parallel` with several job slots, the job lines merged back with
//! `perft merge` to the single run's divide and total; a lost job's line is
//! named by the merge. Skipped loudly without GNU parallel (`apt-get
//! install parallel`); a failure under `CI=true`.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use danilchuk_testkit::{missing, require_program, Install};

const PERFT: &str = env!("CARGO_BIN_EXE_perft");

/// Immortal depth 5 after two moves, as the issue's cluster test.
const RUN: [&str; 7] = [
    "--variant",
    "immortal",
    "--moves",
    "e2e4",
    "d7d5",
    "--depth",
    "5",
];

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn run(command: &mut Command, input: &str) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start");
    let mut stdin = child.stdin.take().unwrap();
    // Written beside the reading: input and output may both outgrow a pipe.
    let input = input.to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    output
}

/// GNU parallel, not the `parallel` of moreutils.
fn gnu_parallel() -> Option<std::path::PathBuf> {
    let parallel = require_program("parallel", Install::Apt("parallel"))?;
    let version = Command::new(&parallel).arg("--version").output();
    if version.is_ok_and(|v| text(&v.stdout).contains("GNU parallel")) {
        Some(parallel)
    } else {
        missing("`parallel` is not GNU parallel", Install::Apt("parallel"))
    }
}

fn merge(input: &str) -> Output {
    run(Command::new(PERFT).args(["merge", "-"]), input)
}

#[test]
fn shards_run_by_gnu_parallel_merge_to_the_single_run() {
    let Some(parallel) = gnu_parallel() else {
        return;
    };
    let single = Command::new(PERFT)
        .args(RUN)
        .args(["--divide", "--no-progress"])
        .output()
        .unwrap();
    assert_eq!(single.status.code(), Some(0));
    let single = text(&single.stdout);
    for split_depth in ["1", "2"] {
        let jobs = Command::new(PERFT)
            .args(["split", "--split-depth", split_depth])
            .args(RUN)
            .args(["--threads", "1", "--hash", "1", "--no-progress"])
            .output()
            .unwrap();
        assert_eq!(jobs.status.code(), Some(0));
        let jobs = text(&jobs.stdout);
        // `parallel "perft {}"`: each line reaches perft as one argument.
        let command = format!("{} {{}}", shell_quoted(Path::new(PERFT)));
        let ran = run(
            Command::new(&parallel).args([
                "--will-cite",
                "--halt",
                "now,fail=1",
                "--jobs",
                "3",
                &command,
            ]),
            &jobs,
        );
        assert_eq!(ran.status.code(), Some(0), "{}", text(&ran.stderr));
        let outputs = text(&ran.stdout);
        assert_eq!(outputs.lines().count(), jobs.lines().count());
        let merged = merge(&outputs);
        assert_eq!(merged.status.code(), Some(0), "{}", text(&merged.stderr));
        assert_eq!(text(&merged.stdout), single, "split depth {split_depth}");

        // One job's output lost: the merge names it and prints no total.
        let lost = outputs.lines().nth(5).unwrap();
        let rest: String = outputs
            .lines()
            .filter(|l| *l != lost)
            .map(|l| format!("{l}\n"))
            .collect();
        let merged = merge(&rest);
        let err = text(&merged.stderr);
        assert_eq!(merged.status.code(), Some(3), "{err}");
        assert!(merged.stdout.is_empty());
        let (_, moves) = lost.split_once("\"moves\":[\"").unwrap();
        let (moves, _) = moves.split_once("\"]").unwrap();
        let moves = moves.replace("\",\"", " ");
        assert!(
            err.contains(&format!("missing: job {moves}\n")),
            "{moves} in {err}"
        );
        assert!(
            err.contains("1 missing, 0 conflicting, 0 foreign, 0 damaged"),
            "{err}"
        );
    }
}

/// `path` in single quotes for the shell GNU parallel runs the command in.
fn shell_quoted(path: &Path) -> String {
    format!("'{}'", path.display().to_string().replace('\'', r"'\''"))
}
