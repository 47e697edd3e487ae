//! A UCI session with the real binary: lines in, lines out, with timeouts.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

pub struct Uci {
    child: Child,
    /// `None` once the input is closed.
    stdin: Option<ChildStdin>,
    pub lines: Receiver<String>,
}

impl Uci {
    pub fn start() -> Uci {
        Uci::spawn(&mut Command::new(env!("CARGO_BIN_EXE_danilchuk-engine")))
    }

    /// The engine with at most `kib` KiB of address space (`ulimit -v`, a
    /// POSIX shell): reading an input larger than that whole would fail.
    pub fn start_within_memory(kib: u64) -> Uci {
        Uci::spawn(
            Command::new("sh")
                .arg("-c")
                .arg(format!("ulimit -v {kib} && exec \"$0\""))
                .arg(env!("CARGO_BIN_EXE_danilchuk-engine")),
        )
    }

    fn spawn(command: &mut Command) -> Uci {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Uci {
            child,
            stdin: Some(stdin),
            lines,
        }
    }

    /// The engine's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Writes bytes as they are (no line ending added).
    pub fn send_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("the input is open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// Ends the engine's input.
    pub fn close_input(&mut self) {
        self.stdin = None;
    }

    /// How long after now the process exits, if it does within `limit`.
    pub fn exits_within(&mut self, limit: Duration) -> Option<Duration> {
        let start = Instant::now();
        while start.elapsed() < limit {
            if self.child.try_wait().ok().flatten().is_some() {
                return Some(start.elapsed());
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        None
    }

    /// The threads of the process (Linux: /proc/PID/task); `None` where
    /// that cannot be read.
    pub fn threads(&self) -> Option<usize> {
        let tasks = std::fs::read_dir(format!("/proc/{}/task", self.pid())).ok()?;
        Some(tasks.count())
    }

    /// The lines that arrive within `wait`.
    pub fn drain(&mut self, wait: Duration) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(wait) {
                Ok(line) => seen.push(line),
                Err(RecvTimeoutError::Timeout) => return seen,
                Err(e) => panic!("{e:?} after {seen:?}"),
            }
        }
    }

    /// Lines up to `word`, which must come within `limit`.
    pub fn within(&mut self, word: &str, limit: Duration) -> Vec<String> {
        let deadline = Instant::now() + limit;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.split_whitespace().next() == Some(word);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(e) => panic!("no {word} within {limit:?} ({e:?}) after {seen:?}"),
            }
        }
    }

    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("the input is open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `word`, which
    /// must come within a minute.
    pub fn until(&mut self, word: &str) -> Vec<String> {
        self.within(word, Duration::from_secs(60))
    }

    pub fn bestmove(&mut self) -> String {
        let lines = self.until("bestmove");
        lines
            .last()
            .unwrap()
            .split_whitespace()
            .nth(1)
            .unwrap()
            .to_string()
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = writeln!(stdin, "quit");
        }
        // The end of input ends the engine too.
        self.stdin = None;
        if self.exits_within(Duration::from_secs(30)).is_none() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
