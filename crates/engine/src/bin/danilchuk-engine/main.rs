//! The UCI engine: `danilchuk-engine` speaks UCI on stdin/stdout;
//! `danilchuk-engine bench [DEPTH]` prints the benchmark.

use std::io::{stdin, stdout};
use std::process::ExitCode;

use danilchuk_engine::bench;

use crate::args::{Command, USAGE};

mod args;

fn main() -> ExitCode {
    match args::parse(std::env::args_os().skip(1).collect()) {
        Ok(Command::Uci) => danilchuk_engine::uci::run(stdin().lock(), stdout()),
        Ok(Command::Bench { depth }) => {
            for line in bench::run(depth) {
                println!("{line}");
            }
        }
        Ok(Command::Help) => println!("{USAGE}"),
        Err(e) => {
            eprintln!("danilchuk-engine: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}
