//! The UCI engine: `danilchuk-engine` speaks UCI on stdin/stdout;
//! `danilchuk-engine bench [DEPTH]` prints the benchmark.

use std::io::{stdin, stdout};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("bench") => {
            let depth = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(6);
            for line in danilchuk_engine::bench::run(depth) {
                println!("{line}");
            }
        }
        Some("--help" | "-h") => {
            println!("usage: danilchuk-engine          speak UCI on stdin/stdout");
            println!("       danilchuk-engine bench [DEPTH]   search the bench positions");
        }
        Some(other) => {
            eprintln!("unknown argument {other:?}; try --help");
            std::process::exit(2);
        }
        None => danilchuk_engine::uci::run(stdin().lock(), stdout()),
    }
}
