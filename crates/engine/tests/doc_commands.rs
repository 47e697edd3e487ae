//! Every `danilchuk-engine` command the documentation shows, run as written
//! through `sh` with the binary cargo built for this test first on `PATH`,
//! the UCI session the documentation has the user type (the text block
//! that follows the command) typed into it with shorter move times. The
//! lab's programs (`danilchuk-match`, ...) are run by crates/lab's test of
//! the same name; the root package's `tests/doc_commands.rs` checks that
//! every documented command has a test.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::Stdio;
use std::sync::mpsc;
use std::time::Duration;

use danilchuk_testkit::docs::{at_most, doc_blocks, scratch_dir, shell, workspace_root, DocBlock};

/// The command (or typed session) with shorter searches.
fn small(command: &str) -> String {
    // The binary on `PATH`, not the release build a command names.
    let command = command.replace("target/release/danilchuk-engine", "danilchuk-engine");
    at_most(&command, "movetime ", 20)
}

fn bin_dir() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_danilchuk-engine"))
        .parent()
        .expect("the binaries' directory")
}

#[test]
fn every_documented_engine_command_runs() {
    let root = workspace_root(env!("CARGO_MANIFEST_DIR"));
    let blocks = doc_blocks(&root);
    let dir = scratch_dir("engine-doc-commands");
    let mut ran = 0;
    for (index, block) in blocks.iter().enumerate() {
        for command in block.commands() {
            if command.program().as_deref() != Some("danilchuk-engine") {
                continue;
            }
            let place = command.place();
            let script = small(&command.text);
            let session = typed_session(&blocks, index);
            let stdout = type_into(&script, &session, &dir);
            assert!(stdout.contains("uciok"), "{place}: no uciok: {stdout}");
            let searches = session
                .lines()
                .filter(|l| l.starts_with("go ") && !l.contains("perft"))
                .count();
            let answered = stdout
                .lines()
                .filter(|l| l.starts_with("bestmove "))
                .count();
            assert_eq!(answered, searches, "{place}: {stdout}");
            if session.contains("go perft") {
                assert!(
                    stdout.contains("Nodes searched"),
                    "{place}: no perft count: {stdout}"
                );
            }
            ran += 1;
        }
    }
    // The UCI session of the engine's README, at the least.
    assert!(ran >= 1, "no documented engine command found");
    let _ = std::fs::remove_dir_all(&dir);
}

/// What the documentation has the user type after starting the engine: the
/// text block right after the command's block, with shorter move times.
fn typed_session(blocks: &[DocBlock], index: usize) -> String {
    let next = blocks
        .get(index + 1)
        .filter(|b| b.file == blocks[index].file && b.lang == "text")
        .expect("the UCI session in a text block after `danilchuk-engine`");
    small(&next.body)
}

/// Runs `script` and types `session` into it as a user would: one line at a
/// time, `uci` and each `go` answered (`uciok`, `bestmove`, or a perft's
/// `Nodes searched`) before the next line; then `quit`. Returns everything
/// it wrote.
fn type_into(script: &str, session: &str, dir: &Path) -> String {
    let mut child = shell(script, &[bin_dir()], dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the engine");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let (lines, received) = mpsc::channel();
    let stdout = child.stdout.take().expect("piped stdout");
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let done =
        |l: &str| l.starts_with("bestmove") || l.starts_with("Nodes searched") || l == "uciok";
    let mut written = Vec::new();
    for line in session.lines().chain(["quit"]) {
        writeln!(stdin, "{line}").expect("the engine reads its input");
        if line.starts_with("go ") || line == "uci" {
            loop {
                let answer = received
                    .recv_timeout(Duration::from_secs(120))
                    .unwrap_or_else(|_| panic!("no answer to `{line}`: {written:?}"));
                let finished = done(&answer);
                written.push(answer);
                if finished {
                    break;
                }
            }
        }
    }
    drop(stdin);
    let status = child.wait().expect("wait for the engine");
    reader.join().expect("the reader thread");
    written.extend(received.try_iter());
    assert!(status.success(), "`{script}` exited with {status}");
    written.join("\n")
}
