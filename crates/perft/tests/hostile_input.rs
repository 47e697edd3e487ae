//! Input far larger than the machine's memory, never stored: `perft merge`
//! of `/dev/zero`, of a 4 GiB sparse file and of an endless stream with no
//! newline, and `--journal` of such a file, each refused at its first long
//! line with the file and the line named, within a small memory bound (the
//! program runs under `ulimit -v`: reading a file whole would fail there).

#![cfg(target_os = "linux")]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

const PERFT: &str = env!("CARGO_BIN_EXE_perft");

/// The address space the program may use: far less than any of the
/// inputs, far more than a bounded reader needs.
const MEMORY_KIB: u32 = 768 * 1024;

/// A fresh directory for one test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("perft-hostile-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `perft ARGS` under the memory bound, its standard input piped.
fn spawn(args: &[&str]) -> Child {
    Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {MEMORY_KIB} && exec \"$0\" \"$@\""))
        .arg(PERFT)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run perft")
}

/// Waits for the child, killing it if it has not ended within a minute
/// (a hang fails the test instead of holding CI).
fn finish(mut child: Child) -> Output {
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("perft still running after a minute");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn refused(output: &Output, code: i32, said: &[&str]) {
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(code), "{err}");
    assert!(output.stdout.is_empty());
    assert!(
        !err.contains("panicked") && !err.contains("memory allocation"),
        "{err}"
    );
    for s in said {
        assert!(err.contains(s), "{s:?} in {err}");
    }
}

/// A sparse file of 4 GiB of zero bytes: nothing of it is stored on disk.
fn sparse(dir: &Path) -> PathBuf {
    let path = dir.join("sparse.jsonl");
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(4 << 30).unwrap();
    path
}

#[test]
fn merge_of_dev_zero_is_refused_at_its_first_line() {
    let mut child = spawn(&["merge", "/dev/zero"]);
    drop(child.stdin.take());
    refused(
        &finish(child),
        2,
        &["/dev/zero", "line 1 is longer than 65536 bytes"],
    );
}

#[test]
fn merge_of_a_sparse_file_of_4_gib_is_refused_at_its_first_line() {
    let dir = scratch("sparse-merge");
    let path = sparse(&dir);
    let mut child = spawn(&["merge", path.to_str().unwrap()]);
    drop(child.stdin.take());
    refused(&finish(child), 2, &["sparse.jsonl", "line 1 is longer"]);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn merge_of_an_endless_stream_without_newline_is_refused() {
    let mut child = spawn(&["merge", "-"]);
    let mut stdin = child.stdin.take().unwrap();
    // Writes until the program stops reading (a broken pipe), at most
    // 8 GiB: more than the memory bound allows ten times over.
    let writer = std::thread::spawn(move || {
        let block = vec![b'x'; 1 << 16];
        for _ in 0..(1u64 << 17) {
            if stdin.write_all(&block).is_err() {
                return;
            }
        }
    });
    let output = finish(child);
    writer.join().unwrap();
    refused(&output, 2, &["stdin", "line 1 is longer"]);
}

#[test]
fn merge_after_a_good_line_names_the_long_line() {
    let dir = scratch("second-line");
    let path = dir.join("jobs.jsonl");
    let mut bytes = b"{\"not\": \"a job\"}\n".to_vec();
    bytes.extend(std::iter::repeat(b'y').take(1 << 20));
    std::fs::write(&path, bytes).unwrap();
    let mut child = spawn(&["merge", path.to_str().unwrap()]);
    drop(child.stdin.take());
    refused(&finish(child), 2, &["jobs.jsonl", "line 2 is longer"]);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_journal_of_4_gib_of_zeros_is_refused_and_left_as_it_was() {
    let dir = scratch("sparse-journal");
    let path = sparse(&dir);
    let mut child = spawn(&[
        "--depth",
        "3",
        "--no-progress",
        "--hash",
        "0",
        "--journal",
        path.to_str().unwrap(),
    ]);
    drop(child.stdin.take());
    refused(
        &finish(child),
        3,
        &["sparse.jsonl line 1", "not a perft journal"],
    );
    assert_eq!(std::fs::metadata(&path).unwrap().len(), 4 << 30);
    let _ = std::fs::remove_dir_all(dir);
}
