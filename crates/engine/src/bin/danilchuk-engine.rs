//! The UCI engine: `danilchuk-engine` speaks UCI on stdin/stdout;
//! `danilchuk-engine bench [DEPTH]` prints the benchmark.

use std::io::{stdin, stdout};

use danilchuk_engine::bench;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("bench") => {
            let depth = match bench::parse_depth(args.get(1).map(String::as_str)) {
                Ok(depth) => depth,
                Err(e) => {
                    eprintln!("{e}");
                    std::process::exit(2);
                }
            };
            if let Some(extra) = args.get(2) {
                eprintln!("unexpected argument {extra:?} after the bench depth; try --help");
                std::process::exit(2);
            }
            for line in bench::run(depth) {
                println!("{line}");
            }
        }
        Some("--help" | "-h") => {
            println!("usage: danilchuk-engine          speak UCI on stdin/stdout");
            println!(
                "       danilchuk-engine bench [DEPTH]   search the bench positions (depth {} unless given, 1-{})",
                bench::DEFAULT_DEPTH,
                bench::MAX_DEPTH
            );
        }
        Some(other) => {
            eprintln!("unknown argument {other:?}; try --help");
            std::process::exit(2);
        }
        None => danilchuk_engine::uci::run(stdin().lock(), stdout()),
    }
}
