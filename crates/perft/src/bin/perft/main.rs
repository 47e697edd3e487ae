//! Perft, the project's main job: counts the leaves of the move tree, on
//! every core, with a shared hash table and a progress display.
//!
//! ```text
//! cargo run --release -p danilchuk-perft -- --variant chess --depth 7
//! cargo run --release -p danilchuk-perft -- --variant immortal --depth 5 --fen "<FEN>" --divide
//! cargo run --release -p danilchuk-perft -- --variant linear --line-limit 2 --depth 6 --moves e2e4
//! cargo run --release -p danilchuk-perft -- --depth 6 --threads 1 --hash 0 --json
//! cargo install --path crates/perft   # then: perft --variant immortal --depth 7
//! perft --variant immortal --depth 8 --journal d8.jsonl    # rerun to resume
//! perft split --variant immortal --depth 8 --split-depth 2 | parallel "perft {}" > jobs.jsonl
//! perft merge jobs.jsonl
//! ```
//!
//! The last line of standard output is `Nodes searched: N` (or, with
//! `--json`, one JSON object; with `--job`, the job's one JSON line);
//! progress, time and speed go to standard error. Exit codes: 0 done, 2 bad
//! arguments, FEN or moves, 3 a journal that cannot be used or job lines
//! that do not make up their run, 130 stopped by Ctrl-C (no count printed),
//! 1 standard output not writable (a closed pipe is a quiet 0).

use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use danilchuk_perft::Progress;

mod args;
mod cli;
mod display;
mod journal_file;
mod json;
mod lines;
mod lock;
mod merge;
mod record;
mod split;
mod words;

fn main() -> ExitCode {
    let progress = Arc::new(Progress::new());
    let on_interrupt = Arc::clone(&progress);
    // The signal handler only sets a flag; a watcher thread passes it on.
    // Without a handler Ctrl-C still ends the process, only less politely.
    let interrupted = Arc::new(AtomicBool::new(false));
    if signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&interrupted)).is_ok() {
        std::thread::spawn(move || {
            while !interrupted.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(20));
            }
            on_interrupt.request_stop();
        });
    }
    let stderr = if std::io::stderr().is_terminal() {
        display::Stderr::Terminal
    } else {
        display::Stderr::Lines
    };
    let code = cli::run(
        std::env::args_os().skip(1).collect(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr(),
        stderr,
        &progress,
    );
    ExitCode::from(code)
}
