//! The replay example as a user runs it: arguments that
//! are not UTF-8, a closed or full standard output, and the variant named on
//! the command line or by the tags (`AnyPosition`, `Rules`).

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The example binary that `cargo test` builds next to this test.
fn replay_binary() -> PathBuf {
    let exe = std::env::current_exe().expect("test binary path");
    let dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target dir");
    dir.join("examples")
        .join(format!("replay{}", std::env::consts::EXE_SUFFIX))
}

/// A file with `text` in the temporary directory, named after the test.
fn game_file(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!(
        "danilchuk-replay-{}-{name}.pgn",
        std::process::id()
    ));
    std::fs::write(&path, text).expect("write the game file");
    path
}

fn run(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(replay_binary())
        .args(args)
        .output()
        .expect("run the replay example")
}

const IMMORTAL: &str = "[Variant \"Immortal\"]\n\n1. e4 e5 2. Qh5 Qf6 3. Qxf7+ *\n";

#[test]
fn the_variant_tag_chooses_the_rules() {
    let path = game_file("tag", IMMORTAL);
    let out = run(&[path.as_os_str()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // I-1: the captured pawn stands where the queen came from; 8 FEN fields.
    let fen = stdout.lines().last().expect("a last line");
    assert!(fen.starts_with("rnb1kbnr/pppp1Qpp/5q2/4p2p/"), "{fen}");
    assert_eq!(fen.split(' ').count(), 8);
}

#[test]
fn the_command_line_names_rules_with_a_line_limit() {
    let path = game_file("linear2", "1. Nf3 *\n");
    let out = run(&["--variant".as_ref(), "linear2".as_ref(), path.as_os_str()]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout
            .lines()
            .last()
            .is_some_and(|fen| fen.ends_with(" Ee")),
        "{stdout}"
    );
    let out = run(&["--variant".as_ref(), "linear7".as_ref(), path.as_os_str()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("linear7"));
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_exits_2_without_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let out = run(&[std::ffi::OsStr::from_bytes(b"\xff")]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("not valid UTF-8"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_closed_stdout_is_a_clean_exit() {
    // Far more output than a pipe buffers, so that writes meet the closed pipe.
    let path = game_file("many", &IMMORTAL.repeat(3000));
    let mut child = Command::new(replay_binary())
        .arg(&path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let stdout = child.stdout.take().expect("piped");
    let mut first = String::new();
    BufReader::new(stdout)
        .read_line(&mut first)
        .expect("one line");
    assert_eq!(first, "1. e4\n"); // `| head -1`: the reader is dropped here
    let out = child.wait_with_output().expect("wait");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_stdout_is_reported_without_a_panic() {
    let path = game_file("full", IMMORTAL);
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let out = Command::new(replay_binary())
        .arg(&path)
        .stdout(full)
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("cannot write"), "{stderr}");
}
