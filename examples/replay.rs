//! Replays a PGN or bare movetext file: each move in SAN, a text board after
//! the last one, and the final FEN as the last line.
//!
//! ```sh
//! cargo run --release --example replay -- --variant immortal FILE
//! ```
//!
//! Options: `--variant chess|immortal|linear` (default: the game's `Variant`
//! tag, else classical chess), `--line-limit 2|3` (Linear, L-8; default: the
//! `LineLimit` tag, else none), `--russian` (print Russian letters). The file
//! may be PGN or bare movetext, in SAN, long notation or UCI, with English or
//! Russian letters. Bad input prints `FILE:LINE:COLUMN: message` on standard
//! error and exits with code 2.

use std::fs::File;
use std::io::BufReader;
use std::process::ExitCode;

use danilchuk_board::{Color, Position, Variant};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_notation::pgn::{self, PgnGame, PgnReader};
use danilchuk_notation::{Letters, PgnError, PgnErrorKind};

const USAGE: &str =
    "usage: replay [--variant chess|immortal|linear] [--line-limit 2|3] [--russian] FILE";

struct Options {
    variant: Option<Variant>,
    line_limit: Option<LineLimit>,
    letters: Letters,
    path: String,
}

fn parse_args() -> Result<Options, String> {
    let mut args = std::env::args().skip(1);
    let mut variant = None;
    let mut line_limit = None;
    let mut letters = Letters::English;
    let mut path = None;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--variant" => {
                let value = args.next().ok_or("--variant needs a value")?;
                variant = Some(value.parse::<Variant>().map_err(|e| e.to_string())?);
            }
            "--line-limit" => {
                let value = args.next().ok_or("--line-limit needs a value")?;
                let limit = value
                    .parse::<LineLimit>()
                    .map_err(|_| format!("bad line limit {value:?} (expected 2, 3 or none)"))?;
                line_limit = Some(limit);
            }
            "--russian" => letters = Letters::Russian,
            "-h" | "--help" => return Err(USAGE.into()),
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}\n{USAGE}")),
            _ if path.is_none() => path = Some(arg),
            _ => return Err(format!("more than one file\n{USAGE}")),
        }
    }
    Ok(Options {
        variant,
        line_limit,
        letters,
        path: path.ok_or(USAGE)?,
    })
}

/// Plays one game and prints it; the error keeps its place in the file.
fn replay<P: Position>(
    game: &PgnGame,
    settings: P::Settings,
    letters: Letters,
) -> Result<(), PgnError> {
    let played = pgn::replay::<P>(game, settings)?;
    let mut pos = played.start.clone();
    for (m, san) in played.moves.iter().zip(played.san(letters)) {
        let number = pos.fullmoves();
        match pos.turn() {
            Color::White => println!("{number}. {san}"),
            Color::Black => println!("{number}... {san}"),
        }
        pos.play_unchecked(*m);
    }
    println!();
    println!("{}", played.end.board().diagram());
    if let Some(outcome) = played.end.outcome() {
        println!("{outcome}");
    }
    println!("{}", played.end.fen());
    Ok(())
}

fn run(options: &Options) -> Result<usize, PgnError> {
    let file = File::open(&options.path)
        .map_err(|e| PgnError::new(0, 0, PgnErrorKind::Io(e.to_string())))?;
    let mut count = 0;
    for game in PgnReader::new(BufReader::new(file)) {
        let game = game?;
        let variant = match options.variant {
            Some(variant) => variant,
            None => match game.tag("Variant") {
                Some(tag) => tag.parse().map_err(|_| {
                    let span = game.tag_pair("Variant").map(|t| t.span).unwrap_or_default();
                    PgnError::new(
                        span.line,
                        span.column,
                        PgnErrorKind::BadSetting(format!("unknown variant {tag:?}")),
                    )
                })?,
                None => Variant::Chess,
            },
        };
        if count > 0 {
            println!();
        }
        match variant {
            Variant::Chess => replay::<Chess>(&game, (), options.letters)?,
            Variant::Immortal => replay::<Immortal>(&game, (), options.letters)?,
            Variant::Linear => {
                let limit = match options.line_limit {
                    Some(limit) => limit,
                    None => pgn::setting_from_tag(&game, "LineLimit")?,
                };
                replay::<Linear>(&game, limit, options.letters)?;
            }
        }
        count += 1;
    }
    Ok(count)
}

fn main() -> ExitCode {
    let options = match parse_args() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(0) => {
            eprintln!("{}: no game found", options.path);
            ExitCode::from(2)
        }
        Ok(_) => ExitCode::SUCCESS,
        Err(e) if e.line == 0 => {
            eprintln!("{}: {}", options.path, e.kind);
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("{}:{}:{}: {}", options.path, e.line, e.column, e.kind);
            ExitCode::from(2)
        }
    }
}
