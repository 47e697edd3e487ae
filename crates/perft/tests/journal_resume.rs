//! `perft --journal FILE`: a run killed mid-way resumes from its journal to
//! the same total and divide as an uninterrupted run; a torn last line is
//! redone; a damaged journal or one of another run is refused with the file,
//! the line and what is wrong, and nothing is counted; a job recorded twice
//! with the same count is taken once, with two counts refused; a second run
//! on a journal in use is refused.

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

    // A line cut short: where the JSON ends, as a column of the named line
    // (not serde_json's "line 1" of its one-line input).
    text_lines[6] = "{\"rules\":\"immortal\",".into();
    std::fs::write(&journal, text_lines.join("\n") + "\n").unwrap();
    refused(
        &journal,
        &format!(
            "journal {shown} line 7: not a perft job line: EOF while parsing a value at column 20\n"
        ),
    );

    // An empty line in the middle, and one of spaces: named as blank, with
    // the file and line (it was "EOF while parsing a value at line 1
    // column 0").
    for blank in ["", "   "] {
        text_lines[6] = blank.into();
        std::fs::write(&journal, text_lines.join("\n") + "\n").unwrap();
        refused(
            &journal,
            &format!("perft: journal {shown} line 7: a blank line, not a perft job line\n"),
        );
    }

    // Bytes that are not text, and a line of job arguments.
    std::fs::write(&journal, b"\xff\xfe\n").unwrap();
    refused(&journal, &format!("journal {shown} line 1: not UTF-8 text"));
    std::fs::write(&journal, "--variant immortal --depth 5 --job e2e4 e7e5\n").unwrap();
    refused(
        &journal,
        &format!(
            "journal {shown} line 1: a job's arguments (a line of perft split), not its output"
        ),
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

/// FNV-1a, 64 bits, as the program checks each line: a test that forges a
/// line with another count must give it a valid checksum.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// `line` with its count replaced by `nodes`, its checksum made to match.
fn with_count(line: &str, nodes: u64) -> String {
    let (head, _) = line.split_once("\"nodes\":").unwrap();
    let (moves, _) = line.split_once(",\"check\":\"").unwrap();
    assert!(moves.starts_with(head));
    let text = format!("{head}\"nodes\":{nodes}");
    format!("{text},\"check\":\"{:016x}\"}}", fnv1a(&text))
}

#[test]
fn a_job_recorded_twice_with_one_count_is_taken_once() {
    // What two runs writing one journal at once left (before the journal
    // was locked): every job they both counted is in it twice, with the
    // same count. The journal still resumes and merges.
    let dir = scratch("twice");
    let journal = complete_journal(&dir);
    let mut text_lines = lines(&journal);
    let first_half: Vec<String> = text_lines[..242].to_vec();
    text_lines.extend(first_half);
    text_lines.push(text_lines[2].clone());
    std::fs::write(&journal, text_lines.join("\n") + "\n").unwrap();
    let before = std::fs::read(&journal).unwrap();
    let output = perft(&RUN, Some(&journal));
    let err = text(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{err}");
    assert_eq!(text(&output.stdout), uninterrupted());
    assert!(
        err.contains("243 lines repeat a job and its count") && err.contains("each job taken once"),
        "{err}"
    );
    assert!(err.contains("484 of 484 jobs already done"), "{err}");
    assert_eq!(std::fs::read(&journal).unwrap(), before, "nothing to add");

    let merged = Command::new(PERFT)
        .arg("merge")
        .arg(&journal)
        .output()
        .unwrap();
    let err = text(&merged.stderr);
    assert_eq!(merged.status.code(), Some(0), "{err}");
    assert_eq!(text(&merged.stdout), uninterrupted());
    assert!(
        err.contains("243 lines repeat a job and its count"),
        "{err}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_job_recorded_with_two_counts_or_not_of_the_run_is_refused() {
    let dir = scratch("conflict");
    let journal = complete_journal(&dir);
    let mut text_lines = lines(&journal);
    let shown = journal.display().to_string();
    let nodes: u64 = {
        let (_, rest) = text_lines[2].split_once("\"nodes\":").unwrap();
        rest.split(',').next().unwrap().parse().unwrap()
    };
    text_lines.push(with_count(&text_lines[2], nodes + 1));
    std::fs::write(&journal, text_lines.join("\n") + "\n").unwrap();
    refused(&journal, &format!("journal {shown} line 485: job "));
    refused(
        &journal,
        &format!("counts {}, but line 3 counted {nodes}", nodes + 1),
    );
    let merged = Command::new(PERFT)
        .arg("merge")
        .arg(&journal)
        .output()
        .unwrap();
    let err = text(&merged.stderr);
    assert_eq!(merged.status.code(), Some(3), "{err}");
    assert!(merged.stdout.is_empty());
    assert!(
        err.contains(&format!(
            "conflicting: job {} counts {nodes} at {shown} line 3 and {} at {shown} line 485",
            moves_of(&text_lines[2]),
            nodes + 1
        )),
        "{err}"
    );
    assert!(err.contains("0 missing, 1 conflicting"), "{err}");

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

/// `e2e4 e7e5`: the moves of a job line.
fn moves_of(line: &str) -> String {
    let (_, rest) = line.split_once("\"moves\":[\"").unwrap();
    let (moves, _) = rest.split_once("\"]").unwrap();
    moves.replace("\",\"", " ")
}

#[test]
fn a_second_run_on_a_journal_in_use_is_refused() {
    // Two real runs on one journal at once: the first holds its lock, the
    // second is refused at once (exit 3, the journal named, nothing
    // written) and the first finishes alone, every job in its journal once.
    // (Before the lock both finished, leaving 961 lines for 484 jobs.)
    let dir = scratch("locked");
    let journal = dir.join("run.jsonl");
    let refused_while_running = (0..5).any(|_| {
        let _ = std::fs::remove_file(&journal);
        let mut first = Command::new(PERFT)
            .args(RUN)
            .args(["--threads", "1", "--journal"])
            .arg(&journal)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The lock is taken when the journal is opened, before the first
        // job is counted: a recorded job shows the first run holds it.
        let deadline = Instant::now() + Duration::from_secs(120);
        while std::fs::read_to_string(&journal).map_or(0, |t| t.matches('\n').count()) < 1 {
            assert!(Instant::now() < deadline, "no job recorded in time");
            std::thread::sleep(Duration::from_millis(1));
        }
        let journal_before = std::fs::read(&journal).unwrap();
        let second = perft(&RUN, Some(&journal));
        // Only a first run still going after the second ended proves that
        // they overlapped; on a machine so loaded that it is not, try again.
        let overlapped = first.try_wait().unwrap().is_none();
        let first = first.wait_with_output().unwrap();
        assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
        assert_eq!(text(&first.stdout), uninterrupted());
        if !overlapped {
            return false;
        }
        let err = text(&second.stderr);
        assert_eq!(second.status.code(), Some(3), "{err}");
        assert!(second.stdout.is_empty(), "{}", text(&second.stdout));
        assert!(
            err.contains(&format!(
                "perft: journal {} is in use by another perft run (it holds the journal's lock)",
                journal.display()
            )),
            "{err}"
        );
        assert!(!err.contains("panicked"), "{err}");
        // The refused run neither cut nor added a line (the first run may
        // have added its own since).
        assert!(std::fs::read(&journal)
            .unwrap()
            .starts_with(&journal_before));
        true
    });
    assert!(refused_while_running, "the first run always ended first");
    let mut jobs = lines(&journal);
    assert_eq!(jobs.len(), 484);
    jobs.sort();
    jobs.dedup();
    assert_eq!(jobs.len(), 484);
    // Once the first run has ended, the journal is free again.
    let again = perft(&RUN, Some(&journal));
    assert_eq!(again.status.code(), Some(0), "{}", text(&again.stderr));
    assert!(text(&again.stderr).contains("484 of 484 jobs already done"));
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
