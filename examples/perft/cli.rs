//! The perft command line, as a function over argument and output handles so
//! that `tests/perft_cli.rs` can run it without spawning a process.

use std::io::Write;
use std::time::Instant;

use danilchuk::board::{divide, perft, perft_plain, Position, Variant};
use danilchuk::classical::Chess;
use danilchuk::immortal::Immortal;
use danilchuk::linear::{LineLimit, Linear};

/// The usage line printed with every argument error.
pub const USAGE: &str =
    "usage: perft [--variant chess|immortal|linear] [--depth N] [--fen FEN] [--divide] [--plain] [--line-limit 2|3]";

/// What the arguments ask for.
#[derive(Debug)]
pub struct Args {
    variant: Variant,
    depth: u32,
    fen: Option<String>,
    counting: Counting,
    line_limit: LineLimit,
}

/// How the leaves are counted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Counting {
    /// At depth 1, count the legal moves without playing them.
    Bulk,
    /// Play every move down to depth 0.
    Plain,
    /// Bulk, one line per root move.
    Divide,
}

/// Parses the arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut parsed = Args {
        variant: Variant::Chess,
        depth: 5,
        fen: None,
        counting: Counting::Bulk,
        line_limit: LineLimit::Unlimited,
    };
    let mut line_limit_given = false;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--variant" => {
                parsed.variant = value("--variant")?
                    .parse()
                    .map_err(|e| format!("--variant: {e}"))?;
            }
            "--depth" => {
                let text = value("--depth")?;
                parsed.depth = text
                    .parse()
                    .map_err(|_| format!("--depth: expected a whole number, found {text:?}"))?;
            }
            "--fen" => parsed.fen = Some(value("--fen")?),
            "--line-limit" => {
                let text = value("--line-limit")?;
                parsed.line_limit = match text.as_str() {
                    "2" => LineLimit::Two,
                    "3" => LineLimit::Three,
                    _ => return Err(format!("--line-limit: expected 2 or 3, found {text:?}")),
                };
                line_limit_given = true;
            }
            "--divide" => parsed.counting = Counting::Divide,
            "--plain" => parsed.counting = Counting::Plain,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if line_limit_given && parsed.variant != Variant::Linear {
        return Err("--line-limit applies only to --variant linear".into());
    }
    Ok(parsed)
}

fn count<P: Position>(
    args: &Args,
    settings: P::Settings,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u64, String> {
    let pos = match &args.fen {
        Some(fen) => P::from_fen_with(fen, settings).map_err(|e| format!("bad FEN: {e}"))?,
        None => P::starting_with(settings),
    };
    let start = Instant::now();
    let nodes = match args.counting {
        Counting::Bulk => perft(&pos, args.depth),
        Counting::Plain => perft_plain(&pos, args.depth),
        Counting::Divide => {
            let lines = divide(&pos, args.depth);
            for (uci, count) in &lines {
                writeln!(out, "{uci}: {count}").map_err(|e| e.to_string())?;
            }
            lines.iter().map(|(_, c)| c).sum()
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    // Timing is informational; a failed write to stderr is not an error.
    let _ = writeln!(
        err,
        "{} depth {}: {:.3} s, {:.2} Mnps",
        pos.variant(),
        args.depth,
        seconds,
        nodes as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(nodes)
}

/// Runs perft; returns the process exit code (0, or 2 for bad input).
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        return match writeln!(out, "{USAGE}") {
            Ok(()) => 0,
            Err(_) => 2,
        };
    }
    let result = parse_args(args).and_then(|args| match args.variant {
        Variant::Chess => count::<Chess>(&args, (), out, err),
        Variant::Immortal => count::<Immortal>(&args, (), out, err),
        Variant::Linear => count::<Linear>(&args, args.line_limit, out, err),
    });
    match result
        .and_then(|nodes| writeln!(out, "Nodes searched: {nodes}").map_err(|e| e.to_string()))
    {
        Ok(()) => 0,
        Err(message) => {
            let _ = writeln!(err, "perft: {message}\n{USAGE}");
            2
        }
    }
}
