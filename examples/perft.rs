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
use std::time::Instant;

use danilchuk::board::{divide, perft, perft_plain, Position, Variant};
use danilchuk::classical::Chess;

const USAGE: &str = "usage: perft [--variant chess|immortal|linear] [--depth N] [--fen FEN] [--divide] [--plain] [--line-limit 2|3]";

struct Args {
    variant: Variant,
    depth: u32,
    fen: Option<String>,
    divide: bool,
    plain: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        variant: Variant::Chess,
        depth: 5,
        fen: None,
        divide: false,
        plain: false,
    };
    let mut line_limit_given = false;
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| it.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--variant" => {
                args.variant = value("--variant")?
                    .parse()
                    .map_err(|e| format!("--variant: {e}"))?
            }
            "--depth" => {
                let text = value("--depth")?;
                args.depth = text
                    .parse()
                    .map_err(|_| format!("--depth: expected a whole number, found {text:?}"))?;
            }
            "--fen" => args.fen = Some(value("--fen")?),
            "--line-limit" => {
                value("--line-limit")?;
                line_limit_given = true;
            }
            "--divide" => args.divide = true,
            "--plain" => args.plain = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if line_limit_given && args.variant != Variant::Linear {
        return Err("--line-limit applies only to --variant linear".into());
    }
    Ok(args)
}

fn run<P: Position>(args: &Args, settings: P::Settings) -> Result<u64, String> {
    let pos = match &args.fen {
        Some(fen) => P::from_fen_with(fen, settings).map_err(|e| format!("bad FEN: {e}"))?,
        None => P::starting_with(settings),
    };
    let start = Instant::now();
    let nodes = if args.divide {
        let lines = divide(&pos, args.depth);
        for (uci, count) in &lines {
            println!("{uci}: {count}");
        }
        lines.iter().map(|(_, c)| c).sum()
    } else if args.plain {
        perft_plain(&pos, args.depth)
    } else {
        perft(&pos, args.depth)
    };
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "{} depth {}: {:.3} s, {:.2} Mnps",
        P::VARIANT,
        args.depth,
        seconds,
        nodes as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(nodes)
}

fn main() -> ExitCode {
    let result = parse_args().and_then(|args| match args.variant {
        Variant::Chess => run::<Chess>(&args, ()),
        other => Err(format!("--variant {other} is not available yet")),
    });
    match result {
        Ok(nodes) => {
            println!("Nodes searched: {nodes}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("perft: {message}");
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}
