//! Perft, the project's main job: counts the leaves of the move tree.
//!
//! ```text
//! cargo run --release --example perft -- --variant chess --depth 6
//! cargo run --release --example perft -- --variant immortal --depth 5 --fen "<FEN>" --divide
//! cargo run --release --example perft -- --variant linear --line-limit 2 --depth 5
//! ```
//!
//! The last line of standard output is `Nodes searched: N`; time and speed
//! go to standard error. Bad arguments or FEN: a message and exit code 2.

use std::process::ExitCode;

mod cli;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = cli::run(
        &args,
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    ExitCode::from(code)
}
