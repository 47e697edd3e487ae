//! An external UCI engine as a match player.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A running UCI engine process.
pub(crate) struct External {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    /// The words after `go` (e.g. `nodes 20000` or `movetime 100`).
    go: String,
}

impl External {
    /// Starts `command` (split on spaces), runs the UCI handshake and sets
    /// `options` (`name=value`) and the variant, if it is not chess.
    pub(crate) fn start(
        command: &str,
        options: &[(String, String)],
        variant: Option<&str>,
        go: &str,
    ) -> std::io::Result<External> {
        let mut parts = command.split_whitespace();
        let program = parts
            .next()
            .ok_or_else(|| std::io::Error::other("empty engine command"))?;
        let mut child = Command::new(program)
            .args(parts)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdin = child
            .stdin
            .take()
            .ok_or_else(|| std::io::Error::other("no stdin"))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| std::io::Error::other("no stdout"))?;
        let mut engine = External {
            child,
            stdin,
            stdout: BufReader::new(stdout),
            go: go.to_string(),
        };
        engine.send("uci")?;
        engine.wait_for("uciok")?;
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        if let Some(v) = variant {
            engine.send(&format!("setoption name UCI_Variant value {v}"))?;
        }
        engine.send("isready")?;
        engine.wait_for("readyok")?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> std::io::Result<()> {
        writeln!(self.stdin, "{line}")?;
        self.stdin.flush()
    }

    /// Reads lines until one starts with `word`; returns that line.
    fn wait_for(&mut self, word: &str) -> std::io::Result<String> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.stdout.read_line(&mut line)? == 0 {
                return Err(std::io::Error::other(format!(
                    "the engine closed its output before {word}"
                )));
            }
            if line.split_whitespace().next() == Some(word) {
                return Ok(line.trim().to_string());
            }
        }
    }

    /// A new game.
    pub(crate) fn new_game(&mut self) -> std::io::Result<()> {
        self.send("ucinewgame")?;
        self.send("isready")?;
        self.wait_for("readyok").map(drop)
    }

    /// The engine's move (UCI text) in the position `fen` after `moves`.
    pub(crate) fn best_move(&mut self, fen: &str, moves: &[String]) -> std::io::Result<String> {
        let mut position = format!("position fen {fen}");
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position)?;
        let go = format!("go {}", self.go);
        self.send(&go)?;
        let line = self.wait_for("bestmove")?;
        Ok(line
            .split_whitespace()
            .nth(1)
            .unwrap_or("(none)")
            .to_string())
    }
}

impl Drop for External {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}
