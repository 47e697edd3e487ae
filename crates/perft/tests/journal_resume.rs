//! `perft --journal FILE`: a run killed mid-way resumes from its journal to
//! the same total and divide as an uninterrupted run; a torn last line is
//! redone; a damaged journal or one of another run is refused with the file,
//! the line and what is wrong, and nothing is counted.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const PERFT: &str = env!("CARGO_BIN_EXE_perft");

/// The run every test journals: 484 root × reply jobs of depth 3.
const RUN: [&str; 8] = [
    "--variant",
    "immortal",
    "--depth",
    "5",
    "--divide",
    "--no-progress",
    "--hash",
    "0",
];

/// A fresh directory for one test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("perft-journal-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn perft(args: &[&str], journal: Option<&Path>) -> Output {
    let mut command = Command::new(PERFT);
    command.args(args);
    if let Some(path) = journal {
        command.arg("--journal").arg(path);
    }
    command.output().expect("run perft")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The divide and total of the run, without a journal.
fn uninterrupted() -> String {
    let output = perft(&RUN, None);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert!(out.ends_with("Nodes searched: 7220982\n"), "{out}");
    out
}

fn lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// A complete journal of the run.
fn complete_journal(dir: &Path) -> PathBuf {
    let journal = dir.join("run.jsonl");
    let output = perft(&RUN, Some(&journal));
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(lines(&journal).len(), 484);
    journal
}

/// Runs with the journal and expects exit 3 with `message` on stderr, no
/// count on stdout, and the journal left as it was.
fn refused(journal: &Path, message: &str) {
    let before = std::fs::read(journal).unwrap();
    let output = perft(&RUN, Some(journal));
    let err = text(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{err}");
    assert!(output.stdout.is_empty(), "{}", text(&output.stdout));
    assert!(err.contains(message), "{message:?} in {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(std::fs::read(journal).unwrap(), before, "journal changed");
}

#[cfg(unix)]
#[test]
fn a_killed_run_resumes_to_the_same_divide_and_total() {
    let dir = scratch("killed");
    let journal = dir.join("run.jsonl");
    // Kill it (SIGKILL: no handler runs) once it has recorded a job; on a
    // machine so loaded that the whole run is over before this thread looks,
    // try again.
    let killed = (0..5).any(|_| {
        let _ = std::fs::remove_file(&journal);
        let mut child = Command::new(PERFT)
            .args(RUN)
            .args(["--threads", "1", "--journal"])
            .arg(&journal)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(120);
        while std::fs::read_to_string(&journal).map_or(0, |t| t.matches('\n').count()) < 1 {
            assert!(Instant::now() < deadline, "no job recorded in time");
            std::thread::sleep(Duration::from_millis(1));
        }
        if child.try_wait().unwrap().is_some() {
            return false;
        }
        child.kill().unwrap();
        let output = child.wait_with_output().unwrap();
        assert!(output.stdout.is_empty(), "killed before printing a count");
        true
    });
    assert!(killed, "every run finished before it could be killed");
    let recorded = lines(&journal).len();
    assert!((1..484).contains(&recorded), "{recorded} jobs recorded");

    let resumed = perft(&RUN, Some(&journal));
    let err = text(&resumed.stderr);
    assert_eq!(resumed.status.code(), Some(0), "{err}");
    assert_eq!(text(&resumed.stdout), uninterrupted());
    assert!(
        err.contains("jobs already done, counting the rest"),
        "{err}"
    );
    // Every job is in the journal exactly once.
    let mut jobs = lines(&journal);
    assert_eq!(jobs.len(), 484);
    jobs.sort();
    jobs.dedup();
    assert_eq!(jobs.len(), 484);

    // A third run finds everything done and counts nothing.
    let again = perft(&RUN, Some(&journal));
    assert_eq!(text(&again.stdout), uninterrupted());
    assert!(text(&again.stderr).contains("484 of 484 jobs already done"));
    assert_eq!(lines(&journal).len(), 484);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_torn_last_line_is_cut_off_and_its_job_counted_again() {
    let dir = scratch("torn");
    let journal = complete_journal(&dir);
    let whole = std::fs::read(&journal).unwrap();
    // The machine died in the middle of writing the last line.
    let torn = whole.len() - 30;
    std::fs::write(&journal, &whole[..torn]).unwrap();
    let output = perft(&RUN, Some(&journal));
    let err = text(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{err}");
    assert_eq!(text(&output.stdout), uninterrupted());
    assert!(err.contains("cut off its torn last line"), "{err}");
    assert!(err.contains("483 of 484 jobs already done"), "{err}");
    assert_eq!(lines(&journal).len(), 484);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_damaged_line_is_refused_with_its_line_number() {
    let dir = scratch("damaged");
    let journal = complete_journal(&dir);
    let mut text_lines = lines(&journal);
    // One count changed by hand: the checksum no longer matches.
    let line = &text_lines[6];
    let at = line.find("\"nodes\":").unwrap() + 8;
    let digit = line.as_bytes()[at];
    let changed = if digit == b'9' {
        '1'
    } else {
        (digit + 1) as char
    };
    text_lines[6] = format!("{}{changed}{}", &line[..at], &line[at + 1..]);
    std::fs::write(&journal, text_lines.join("\n") + "\n").unwrap();
    let shown = journal.display().to_string();
    refused(&journal, &format!("journal {shown} line 7: checksum"));
    refused(&journal, "does not match the line");

    // Not a journal line at all.
    text_lines[6] = "hello".into();
    std::fs::write(&journal, text_lines.join("\n") + "\n").unwrap();
    refused(
        &journal,
        &format!("journal {shown} line 7: not a perft job line"),
    );

    // An empty line in the middle.
    text_lines[6] = String::new();
    std::fs::write(&journal, text_lines.join("\n") + "\n").unwrap();
    refused(
        &journal,
        &format!("journal {shown} line 7: not a perft job line"),
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_journal_of_another_run_is_refused() {
    let dir = scratch("other");
    let journal = complete_journal(&dir);
    let shown = journal.display().to_string();
    for (args, difference) in [
        (
            &["--variant", "immortal", "--depth", "4"][..],
            "a job of another run (depth 5, not 4)",
        ),
        (
            &["--variant", "chess", "--depth", "5"],
            "a job of another run (rules immortal, not chess)",
        ),
        (
            &["--variant", "immortal", "--depth", "5", "--moves", "e2e4"],
            "a job of another run (FEN",
        ),
    ] {
        let before = std::fs::read(&journal).unwrap();
        let output = perft(args, Some(&journal));
        let err = text(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{args:?}: {err}");
        assert!(output.stdout.is_empty());
        assert!(
            err.contains(&format!("journal {shown} line 1: {difference}")),
            "{args:?}: {err}"
        );
        assert_eq!(std::fs::read(&journal).unwrap(), before);
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_job_recorded_twice_or_not_of_the_run_is_refused() {
    let dir = scratch("twice");
    let journal = complete_journal(&dir);
    let mut text_lines = lines(&journal);
    let shown = journal.display().to_string();
    text_lines.push(text_lines[2].clone());
    std::fs::write(&journal, text_lines.join("\n") + "\n").unwrap();
    refused(&journal, &format!("journal {shown} line 485: job "));
    refused(&journal, "is already on line 3");

    // A checked line of this run whose moves lead to no job of it: the
    // line of a `--job` of one root move (the journal's jobs are root move
    // and reply).
    let job = perft(
        &["--variant", "immortal", "--depth", "5", "--job", "e2e4"],
        None,
    );
    assert_eq!(job.status.code(), Some(0), "{}", text(&job.stderr));
    text_lines.pop();
    text_lines.push(text(&job.stdout).trim_end().to_owned());
    std::fs::write(&journal, text_lines.join("\n") + "\n").unwrap();
    refused(
        &journal,
        &format!("journal {shown} line 485: e2e4 is not a job of this run"),
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_journal_that_cannot_be_opened_is_refused() {
    let dir = scratch("unopenable");
    // A directory is not a journal.
    let output = perft(&RUN, Some(&dir));
    let err = text(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{err}");
    assert!(
        err.contains(&format!("journal {}:", dir.display())),
        "{err}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}
