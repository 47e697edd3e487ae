//! `perft split` and `perft merge`: a run split into jobs (each a line of
//! `perft` arguments), the jobs run one by one, their lines merged back to
//! the single run's divide and total; a merge of an incomplete or mixed set
//! of lines names every missing, conflicting, foreign and damaged job and
//! prints no total; a job found twice with the same count is taken once.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const PERFT: &str = env!("CARGO_BIN_EXE_perft");

fn perft(args: &[&str]) -> Output {
    Command::new(PERFT).args(args).output().expect("run perft")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn ok(args: &[&str]) -> String {
    let output = perft(args);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{args:?}: {}",
        text(&output.stderr)
    );
    text(&output.stdout)
}

fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("perft-merge-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Each job line run as one argument, as `perft "$line"` in a Slurm script
/// or GNU parallel's `perft {}` passes it; their output lines.
fn run_jobs(jobs: &str) -> String {
    jobs.lines()
        .map(|line| ok(&[line, "--no-progress"]))
        .collect()
}

fn write(dir: &Path, name: &str, lines: &[&str]) -> PathBuf {
    let path = dir.join(name);
    let mut text = lines.join("\n");
    text.push('\n');
    std::fs::write(&path, text).unwrap();
    path
}

/// `perft merge` of these files: (exit code, stdout, stderr).
fn merge(files: &[&Path]) -> (Option<i32>, String, String) {
    let output = Command::new(PERFT)
        .arg("merge")
        .args(files)
        .output()
        .unwrap();
    (
        output.status.code(),
        text(&output.stdout),
        text(&output.stderr),
    )
}

#[test]
fn split_lists_one_job_per_root_move_or_per_root_move_and_reply() {
    let roots = ok(&["split", "--variant", "immortal", "--depth", "4"]);
    assert_eq!(roots.lines().count(), 22);
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for line in roots.lines() {
        assert!(
            line.starts_with(&format!("--variant immortal --fen '{start}")),
            "{line}"
        );
        let (_, job) = line.split_once(" --depth 4 --job ").unwrap();
        assert_eq!(job.split(' ').count(), 1, "{line}");
    }
    let pairs = ok(&[
        "split",
        "--variant",
        "immortal",
        "--depth",
        "4",
        "--split-depth",
        "2",
        "--threads",
        "1",
        "--hash",
        "2",
    ]);
    assert_eq!(pairs.lines().count(), 484);
    assert!(
        pairs.lines().all(|l| l.ends_with(" --threads 1 --hash 2")),
        "{pairs}"
    );
    // No deeper than the run.
    let shallow = ok(&[
        "split",
        "--variant",
        "linear2",
        "--depth",
        "1",
        "--split-depth",
        "3",
    ]);
    assert_eq!(shallow.lines().count(), 21);
}

#[test]
fn jobs_merge_to_the_single_run() {
    let dir = scratch("whole");
    let run = [
        "--variant",
        "immortal",
        "--moves",
        "e2e4",
        "e7e5",
        "--depth",
        "4",
    ];
    let single = ok(&[&run[..], &["--divide", "--hash", "0"]].concat());
    assert!(
        single.ends_with('\n') && single.contains("Nodes searched: "),
        "{single}"
    );
    let jobs = ok(&[&["split"][..], &run].concat());
    assert_eq!(jobs.lines().count(), single.lines().count() - 1);
    let outputs = run_jobs(&jobs);
    let file = write(&dir, "jobs.jsonl", &outputs.lines().collect::<Vec<_>>());
    let (code, out, err) = merge(&[&file]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out, single);
    assert!(err.contains("jobs of 1 plies make up the run"), "{err}");

    // Root move × reply jobs of a smaller run, read from stdin.
    let run = ["--fen", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "--depth", "4"];
    let single = ok(&[&run[..], &["--divide"]].concat());
    let jobs = ok(&[&["split", "--split-depth", "2"][..], &run].concat());
    assert_eq!(jobs.lines().count(), 112);
    let outputs = run_jobs(&jobs);
    let mut child = Command::new(PERFT)
        .args(["merge", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(outputs.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), single);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_depth_zero_run_is_one_job_without_moves() {
    let jobs = ok(&["split", "--variant", "chess", "--depth", "0"]);
    assert_eq!(jobs.lines().count(), 1);
    assert!(jobs.trim_end().ends_with("--depth 0 --job"), "{jobs}");
    let dir = scratch("zero");
    let file = write(&dir, "one.jsonl", &[run_jobs(&jobs).trim_end()]);
    let (code, out, err) = merge(&[&file]);
    assert_eq!(
        (code, out.as_str()),
        (Some(0), "Nodes searched: 1\n"),
        "{err}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_journal_merges_like_the_job_lines() {
    let dir = scratch("journal");
    let journal = dir.join("run.jsonl");
    let run = [
        "--variant",
        "immortal",
        "--depth",
        "4",
        "--divide",
        "--no-progress",
    ];
    let single = ok(&[&run[..], &["--journal", journal.to_str().unwrap()]].concat());
    let (code, out, err) = merge(&[&journal]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out, single);
    assert!(err.contains("484 jobs of 2 plies"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// Asserts a failed merge: exit 3, no stdout, each of `named` on stderr.
fn refused(files: &[&Path], named: &[&str]) {
    let (code, out, err) = merge(files);
    assert_eq!(code, Some(3), "{err}");
    assert!(out.is_empty(), "no total: {out}");
    for name in named {
        assert!(err.contains(name), "{name:?} in {err}");
    }
    assert!(err.contains("no total printed"), "{err}");
}

#[test]
fn merge_names_missing_conflicting_foreign_and_damaged_jobs() {
    let dir = scratch("problems");
    let journal = dir.join("run.jsonl");
    ok(&[
        "--variant",
        "immortal",
        "--depth",
        "4",
        "--journal",
        journal.to_str().unwrap(),
    ]);
    let all = std::fs::read_to_string(&journal).unwrap();
    let lines: Vec<&str> = all.lines().collect();
    let moves_of = |line: &str| -> String {
        let (_, rest) = line.split_once("\"moves\":[\"").unwrap();
        let (moves, _) = rest.split_once("\"]").unwrap();
        moves.replace("\",\"", " ")
    };

    // One job's line lost.
    let missing = write(
        &dir,
        "missing.jsonl",
        &[&lines[..100], &lines[101..]].concat(),
    );
    refused(
        &[&missing],
        &[
            &format!("missing: job {}", moves_of(lines[100])),
            "1 missing, 0 conflicting",
        ],
    );

    // One job in two files, with the same count: taken once.
    let again = write(&dir, "again.jsonl", &[lines[7]]);
    let (code, out, err) = merge(&[&journal, &again]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out, merge(&[&journal]).1);
    assert!(
        err.contains("1 line repeats a job and its count; each job taken once"),
        "{err}"
    );

    // Lines of another run: another depth; a job of another split.
    let other_depth = ok(&[
        "--variant",
        "immortal",
        "--depth",
        "3",
        "--job",
        "e2e4",
        "e7e5",
    ]);
    let other_split = ok(&["--variant", "immortal", "--depth", "4", "--job", "e2e4"]);
    let foreign = write(
        &dir,
        "foreign.jsonl",
        &[other_depth.trim_end(), other_split.trim_end()],
    );
    refused(
        &[&journal, &foreign],
        &[
            &format!(
                "foreign: {} line 1: a job of another run (depth 3, not 4)",
                foreign.display()
            ),
            &format!(
                "foreign: {} line 2: job e2e4 of 1 plies; the others split the run at 2",
                foreign.display()
            ),
        ],
    );

    // A count changed by hand, and a line of job arguments.
    let changed = lines[3].replacen("\"nodes\":", "\"nodes\":1", 1);
    let damaged = write(
        &dir,
        "damaged.jsonl",
        &[
            &lines[..3],
            &[changed.as_str()],
            &lines[4..],
            &["--variant chess --job e2e4"],
        ]
        .concat(),
    );
    refused(
        &[&damaged],
        &[
            &format!("damaged: {} line 4: checksum", damaged.display()),
            &format!("damaged: {} line 485: a job's arguments", damaged.display()),
            // The damaged line's job counts as missing.
            &format!("missing: job {}", moves_of(lines[3])),
        ],
    );

    // A torn last line is ignored, and its job is missing.
    let torn = dir.join("torn.jsonl");
    std::fs::write(&torn, &all[..all.len() - 20]).unwrap();
    refused(
        &[&torn],
        &[
            &format!("{} line 484: a torn last line, ignored", torn.display()),
            &format!("missing: job {}", moves_of(lines[483])),
        ],
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_split_merge_and_job_arguments_exit_with_code_2() {
    for args in [
        &["merge"][..],
        &["merge", "--divide", "x"],
        &["merge", "/nonexistent/perft-jobs.jsonl"],
        &["split", "--split-depth", "0"],
        &["split", "--split-depth", "5"],
        &["split", "--split-depth"],
        &["split", "--journal", "j"],
        &["split", "--json"],
        &["split", "--frobnicate"],
        &["--depth", "3", "--job", "e2e5"],
        &["--depth", "1", "--job", "e2e4", "e7e5"],
        &["--depth", "3", "--job", "e2e4", "--divide"],
        &["--depth", "3", "--plain", "--journal", "j"],
        &["--salt", "salty"],
        &["--fen '8/8 w"],
    ] {
        let output = perft(args);
        let err = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert!(err.starts_with("perft: "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn a_job_line_names_the_whole_run_and_its_moves() {
    let out = ok(&[
        "--variant",
        "linear3",
        "--depth",
        "3",
        "--job",
        "e2e4",
        "--salt",
        "0x9e37",
    ]);
    assert_eq!(out.lines().count(), 1);
    let start = ok(&["--variant", "linear3", "--depth", "2", "--moves", "e2e4"]);
    let nodes = start.trim().strip_prefix("Nodes searched: ").unwrap();
    for part in [
        "{\"rules\":\"linear3\",\"fen\":\"",
        "\"depth\":3,\"moves\":[\"e2e4\"]",
        &format!("\"nodes\":{nodes},\"check\":\""),
    ] {
        assert!(out.contains(part), "{part} in {out}");
    }
}
