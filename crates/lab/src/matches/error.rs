//! What can go wrong in a match: typed errors, each saying which player
//! and what happened.

use std::time::Duration;

/// A failure of an external UCI engine (a `uci:COMMAND` player).
#[derive(Debug, thiserror::Error)]
pub enum ExternalError {
    /// The command line is empty.
    #[error("empty engine command")]
    EmptyCommand,
    /// The program could not be started.
    #[error("cannot start {command:?}: {source}")]
    Spawn {
        /// The command line.
        command: String,
        /// Why the operating system refused.
        source: std::io::Error,
    },
    /// Writing a command to the engine failed (it has exited).
    #[error("cannot write to {command:?}: {source}")]
    Write {
        /// The command line.
        command: String,
        /// The write error.
        source: std::io::Error,
    },
    /// The engine closed its output while the runner waited for `word`.
    #[error("{command:?} closed its output before {word}")]
    Closed {
        /// The command line.
        command: String,
        /// The answer awaited (`uciok`, `readyok`, `bestmove`).
        word: &'static str,
    },
    /// The engine did not answer within the read timeout.
    #[error("{command:?} sent no {word} within {} ms", timeout.as_millis())]
    Timeout {
        /// The command line.
        command: String,
        /// The answer awaited.
        word: &'static str,
        /// How long the runner waited.
        timeout: Duration,
    },
}

/// Why a match could not be played to the end.
#[derive(Debug, thiserror::Error)]
pub enum MatchError {
    /// An external engine failed outside a game's clock (start-up, a new
    /// game's `isready`): there is no game to forfeit, so the match stops.
    #[error("player {player}: {source}")]
    External {
        /// 1 for the first player, 2 for the second.
        player: usize,
        /// What failed.
        source: ExternalError,
    },
    /// A player answered with a move that does not parse or is illegal.
    #[error("player {player} played {text:?} in {fen}: {reason}")]
    IllegalMove {
        /// 1 for the first player, 2 for the second.
        player: usize,
        /// The move as sent.
        text: String,
        /// The position it was played in.
        fen: String,
        /// Why it was refused.
        reason: String,
    },
    /// A player had no move in a position where the game is not over.
    #[error("player {player} found no move in {fen}, a position with legal moves")]
    NoMove {
        /// 1 for the first player, 2 for the second.
        player: usize,
        /// The position.
        fen: String,
    },
    /// A worker thread panicked.
    #[error("a match thread panicked")]
    ThreadPanicked,
}
