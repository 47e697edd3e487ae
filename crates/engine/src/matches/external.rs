//! An external UCI engine as a match player. Its output is read on a thread
//! of its own and handed over through a channel, so every wait has a
//! timeout: an engine that hangs loses the game on time instead of hanging
//! the runner.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use super::error::ExternalError;

/// How long start-up and `isready` may take.
pub(crate) const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(30);

/// A running UCI engine process.
pub(crate) struct External {
    command: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl External {
    /// Starts `command` (split on spaces), runs the UCI handshake and sets
    /// `options` (`name=value`) and the variant, if it is not chess.
    pub(crate) fn start(
        command: &str,
        options: &[(String, String)],
        variant: Option<&str>,
    ) -> Result<External, ExternalError> {
        let mut parts = command.split_whitespace();
        let program = parts.next().ok_or(ExternalError::EmptyCommand)?;
        let spawn_error = |source| ExternalError::Spawn {
            command: command.to_string(),
            source,
        };
        let mut child = Command::new(program)
            .args(parts)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(spawn_error)?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(spawn_error(std::io::Error::other("no pipes")));
        };
        let (sender, lines) = mpsc::channel();
        // The reader ends when the engine closes its output (it exits or is
        // killed) or when the receiver is gone.
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buf).trim().to_string();
                        if sender.send(line).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        let mut engine = External {
            command: command.to_string(),
            child,
            stdin,
            lines,
        };
        engine.send("uci")?;
        engine.wait_for("uciok", HANDSHAKE_TIMEOUT)?;
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        if let Some(v) = variant {
            engine.send(&format!("setoption name UCI_Variant value {v}"))?;
        }
        engine.send("isready")?;
        engine.wait_for("readyok", HANDSHAKE_TIMEOUT)?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), ExternalError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|source| ExternalError::Write {
                command: self.command.clone(),
                source,
            })
    }

    /// Reads lines until one starts with `word`, for at most `timeout`;
    /// returns that line.
    fn wait_for(&mut self, word: &'static str, timeout: Duration) -> Result<String, ExternalError> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(word) => return Ok(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(ExternalError::Timeout {
                        command: self.command.clone(),
                        word,
                        timeout,
                    })
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(ExternalError::Closed {
                        command: self.command.clone(),
                        word,
                    })
                }
            }
        }
    }

    /// A new game.
    pub(crate) fn new_game(&mut self) -> Result<(), ExternalError> {
        self.send("ucinewgame")?;
        self.send("isready")?;
        self.wait_for("readyok", HANDSHAKE_TIMEOUT).map(drop)
    }

    /// The engine's move (UCI text) in the position `fen` after `moves`,
    /// searched with `go GO`, waiting at most `timeout` for it.
    pub(crate) fn best_move(
        &mut self,
        fen: &str,
        moves: &[String],
        go: &str,
        timeout: Duration,
    ) -> Result<String, ExternalError> {
        let mut position = format!("position fen {fen}");
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position)?;
        self.send(&format!("go {go}"))?;
        let line = self.wait_for("bestmove", timeout)?;
        Ok(line
            .split_whitespace()
            .nth(1)
            .unwrap_or("(none)")
            .to_string())
    }
}

impl Drop for External {
    fn drop(&mut self) {
        // A hung engine would not read `quit`: kill it rather than wait.
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
