//! Hostile input through the real binary's standard input: an `EvalFile`
//! that is a FIFO or the engine's own standard input, a `position` line
//! longer than the engine reads (also one of gigabytes, under a memory
//! bound far below it, generated and never stored), and a long unknown
//! command. The engine keeps answering, never answers for a position the
//! GUI did not send, and its memory stays bounded.

mod support;

use std::io::Write;
use std::time::Duration;

use support::Uci;

const SOON: Duration = Duration::from_secs(3);

fn ready_at_once(uci: &mut Uci) {
    uci.send("isready");
    uci.within("readyok", SOON);
}

/// A fresh directory for one test's files.
fn scratch(test: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("engine-hostile-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[cfg(unix)]
#[test]
fn an_evalfile_that_is_a_fifo_is_refused_without_waiting_for_a_writer() {
    let dir = scratch("fifo");
    let fifo = dir.join("net.fifo");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let mut uci = Uci::start();
    uci.send(&format!("setoption name EvalFile value {}", fifo.display()));
    let said = uci.within("info", SOON);
    assert!(said[0].contains("not a regular file"), "{said:?}");
    ready_at_once(&mut uci);
    uci.send("go depth 1");
    uci.bestmove();
    uci.send("quit");
    assert!(uci.exits_within(SOON).is_some(), "quit unanswered");
    let _ = std::fs::remove_dir_all(dir);
}

#[cfg(unix)]
#[test]
fn an_evalfile_of_dev_stdin_does_not_read_the_engines_commands() {
    let mut uci = Uci::start();
    uci.send("setoption name EvalFile value /dev/stdin");
    let said = uci.within("info", SOON);
    assert!(said[0].contains("not a regular file"), "{said:?}");
    // The commands after it are still commands.
    ready_at_once(&mut uci);
    uci.send("quit");
    assert!(uci.exits_within(SOON).is_some(), "quit lost");
}

/// `position startpos moves` and knight moves there and back, `count`
/// times four plies, then `e2e4 e7e5`: White to move at the end.
fn long_position_line(count: usize) -> Vec<u8> {
    let mut line = b"position startpos moves".to_vec();
    for _ in 0..count {
        line.extend_from_slice(b" g1f3 g8f6 f3g1 f6g8");
    }
    line.extend_from_slice(b" e2e4 e7e5\n");
    line
}

#[test]
fn a_position_line_longer_than_the_engine_reads_is_refused_not_cut_short() {
    let mut uci = Uci::start();
    // 52,451 moves there and back: 209,806 plies, 1.05 MB.
    let line = long_position_line(52_451);
    uci.send_raw(&line);
    let said = uci.within("info", SOON);
    let bytes = line.len() - 1;
    assert!(
        said[0].starts_with(&format!(
            "info string position refused: its line has {bytes} bytes"
        )),
        "{said:?}"
    );
    uci.send("go depth 3");
    let lines = uci.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove 0000", "{lines:?}");
    // A shorter line of the same game is answered for White.
    uci.send_raw(&long_position_line(1_000));
    uci.send("go depth 1");
    let best = uci.bestmove();
    assert!(
        ["a2", "b2", "c2", "d2", "f2", "g2", "h2", "b1", "g1", "d1", "f1", "e1"]
            .iter()
            .any(|from| best.starts_with(from)),
        "{best}"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn a_position_line_of_gigabytes_keeps_memory_bounded() {
    // The engine may use 1 GiB of address space; the line has 3 GiB.
    let mut uci = Uci::start_within_memory(1 << 20);
    ready_at_once(&mut uci);
    let block = b" g1f3 g8f6 f3g1 f6g8".repeat(1 << 14);
    uci.send_raw(b"position startpos moves");
    for _ in 0..((3u64 << 30) / block.len() as u64) {
        uci.send_raw(&block);
    }
    uci.send_raw(b" e2e4 e7e5\n");
    let said = uci.until("info");
    assert!(
        said[0].starts_with("info string position refused"),
        "{said:?}"
    );
    uci.send("go depth 2");
    let lines = uci.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove 0000", "{lines:?}");
    ready_at_once(&mut uci);
}

#[test]
fn a_long_unknown_command_is_not_echoed_whole() {
    let mut uci = Uci::start();
    let mut line = vec![b'x'; 500_000];
    line.push(b'\n');
    uci.send_raw(&line);
    let said = uci.within("info", SOON);
    assert!(said[0].len() < 100, "{} bytes said back", said[0].len());
    assert!(said[0].contains("unknown command"), "{}", &said[0][..60]);
    // And a line past the bound is said to be ignored, not echoed.
    let mut line = vec![b'y'; 3 << 20];
    line.push(b'\n');
    uci.send_raw(&line);
    let said = uci.within("info", SOON);
    assert!(said[0].len() < 120, "{} bytes said back", said[0].len());
    assert!(said[0].contains("ignored"), "{}", said[0]);
    ready_at_once(&mut uci);
    let _ = std::io::stdout().flush();
}
