//! Every `danilchuk-play` command the documentation shows, run as written
//! through `sh` with the binary cargo built for this test first on `PATH`:
//! the server on a free port (`--port 0` where the command names none, as
//! another board may hold 8744), asked for its rule sets and stopped; the
//! terminal game given a `quit`; `--help` read. The root package's
//! `tests/doc_commands.rs` checks that every documented command has a test.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::Stdio;

use danilchuk_testkit::docs::{doc_commands, run_in_shell, scratch_dir, shell, workspace_root};

fn bin_dir() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_danilchuk-play"))
        .parent()
        .expect("the binaries' directory")
}

/// The command run by the `danilchuk-play` on `PATH`.
fn direct(command: &str) -> String {
    let command = command.replace("cargo run --release -p danilchuk-play --", "danilchuk-play");
    command.replace("cargo run --release -p danilchuk-play", "danilchuk-play")
}

/// Starts the server `command` runs, reads the address it prints first,
/// asks it for `/api/rules` and stops it; returns the answer.
fn ask_server(command: &str, dir: &Path) -> String {
    let mut child = shell(&format!("exec {command}"), &[bin_dir()], dir)
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("HOME", dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the board");
    let mut first = String::new();
    let stdout = child.stdout.take().expect("piped stdout");
    BufReader::new(stdout)
        .read_line(&mut first)
        .expect("the address line");
    let answer = first
        .trim()
        .strip_prefix("http://")
        .and_then(|rest| rest.strip_suffix('/'))
        .map(|addr| {
            let mut stream = TcpStream::connect(addr).expect("connect to the board");
            write!(stream, "GET /api/rules HTTP/1.1\r\nHost: {addr}\r\n\r\n").expect("ask");
            let mut answer = String::new();
            stream.read_to_string(&mut answer).expect("the answer");
            answer
        });
    let _ = child.kill();
    let _ = child.wait();
    answer.unwrap_or_else(|| panic!("`{command}` printed {first:?}, not its address"))
}

#[test]
fn every_documented_play_command_runs() {
    let root = workspace_root(env!("CARGO_MANIFEST_DIR"));
    let dir = scratch_dir("play-doc-commands");
    let mut ran = 0;
    for command in doc_commands(&root) {
        if command.program().as_deref() != Some("danilchuk-play") {
            continue;
        }
        let place = command.place();
        let script = direct(&command.text);
        if script.contains("--help") {
            let out = run_in_shell(&script, &[bin_dir()], &dir, b"");
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert!(out.status.success(), "{place}: `{script}`");
            assert!(stdout.contains("--terminal"), "{place}: {stdout}");
        } else if script.contains("--terminal") {
            let out = run_in_shell(&script, &[bin_dir()], &dir, b"quit\n");
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert!(out.status.success(), "{place}: `{script}`");
            // In the language the command or the locale names.
            assert!(
                stdout.contains("White to move") || stdout.contains("Ход белых"),
                "{place}: {stdout}"
            );
        } else {
            let script = if let Some((before, after)) = script.split_once("--listen ") {
                // A club server listens on a loopback address of its own,
                // any free port: never on the machine's networks in a test.
                let rest = after.split_once(' ').map_or("", |(_, rest)| rest);
                format!("{before}--listen 127.0.0.2:0 {rest}")
            } else if script.contains("--port") {
                script
            } else {
                script + " --port 0"
            };
            let answer = ask_server(&script, &dir);
            assert!(answer.starts_with("HTTP/1.1 200"), "{place}: {answer}");
            assert!(answer.contains("immortal"), "{place}: {answer}");
            if !script.contains("--data") {
                let kept = dir
                    .join("data/danilchuk-play")
                    .join(danilchuk_play::DATABASE_FILE);
                assert!(kept.exists(), "{place}: the games in {}", kept.display());
            }
        }
        ran += 1;
    }
    // The README's and the play crate's README's commands.
    assert!(ran >= 5, "only {ran} documented play commands found");
    let _ = std::fs::remove_dir_all(&dir);
}
