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
        self.scored_move(fen, moves, go, timeout).map(|(m, _)| m)
    }

    /// Like [`External::best_move`], with the score of the last `info`
    /// line that carried one.
    pub(crate) fn scored_move(
        &mut self,
        fen: &str,
        moves: &[String],
        go: &str,
        timeout: Duration,
    ) -> Result<(String, Option<UciScore>), ExternalError> {
        let mut position = format!("position fen {fen}");
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position)?;
        self.send(&format!("go {go}"))?;
        let deadline = Instant::now() + timeout;
        let mut score = None;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let mut words = line.split_whitespace();
                    match words.next() {
                        Some("info") => {
                            if let Some(s) = UciScore::of_info(&line) {
                                score = Some(s);
                            }
                        }
                        Some("bestmove") => {
                            let m = words.next().unwrap_or("(none)").to_string();
                            return Ok((m, score));
                        }
                        _ => {}
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(ExternalError::Timeout {
                        command: self.command.clone(),
                        word: "bestmove",
                        timeout,
                    })
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(ExternalError::Closed {
                        command: self.command.clone(),
                        word: "bestmove",
                    })
                }
            }
        }
    }
}

/// The score of a UCI `info` line, from the side to move's view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum UciScore {
    /// `score cp N`.
    Centipawns(i32),
    /// `score mate N`: mate in N moves (negative: being mated).
    Mate(i32),
}

impl UciScore {
    /// The score an `info` line carries, if any (bounds included).
    fn of_info(line: &str) -> Option<UciScore> {
        let mut words = line
            .split_whitespace()
            .skip_while(|w| *w != "score")
            .skip(1);
        let kind = words.next()?;
        let n: i32 = words.next()?.parse().ok()?;
        match kind {
            "cp" => Some(UciScore::Centipawns(n)),
            "mate" => Some(UciScore::Mate(n)),
            _ => None,
        }
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

#[cfg(test)]
mod tests {
    use super::UciScore;

    #[test]
    fn info_scores_are_read() {
        assert_eq!(
            UciScore::of_info("info depth 9 seldepth 12 score cp -31 nodes 5000 pv e2e4"),
            Some(UciScore::Centipawns(-31))
        );
        assert_eq!(
            UciScore::of_info("info depth 20 score mate -3 lowerbound pv a1a2"),
            Some(UciScore::Mate(-3))
        );
        assert_eq!(UciScore::of_info("info string hello"), None);
        assert_eq!(UciScore::of_info("info score cp x"), None);
    }
}
