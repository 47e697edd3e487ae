//! Replays a PGN or bare movetext file: each move in SAN, a text board after
//! the last one, and the final FEN as the last line.
//!
//! ```sh
//! cargo run --release --example replay -- --variant immortal FILE
//! ```
//!
//! Options: `--variant chess|immortal|linear|linear3|linear2` (default: the
//! game's `Variant` and `LineLimit` tags), `--default-variant NAME` (the
//! rules of a game without a `Variant` tag; default classical chess),
//! `--line-limit 2|3|none` (Linear, L-8; overrides the tag), `--russian`
//! (print Russian letters). Rule-set names are those of every other
//! surface (`Standard`, `Linear3`, ..., any case). The file may be PGN or bare movetext, in SAN,
//! long notation or UCI, with English or Russian letters. Bad input (a
//! malformed file, or an argument that is not UTF-8) prints a message on
//! standard error (`FILE:LINE:COLUMN: message` for the file) and exits with
//! code 2. A closed standard output (`| head -1`) ends the run quietly with
//! code 0; a full one (`> /dev/full`) with a message and code 1.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufReader, BufWriter, Write};
use std::process::ExitCode;

use danilchuk_board::{Color, Position};
use danilchuk_linear::LineLimit;
use danilchuk_notation::pgn::{self, PgnGame, PgnReader};
use danilchuk_notation::{Letters, PgnError, PgnErrorKind};
use danilchuk_variant::{AnyPosition, Rules};

const USAGE: &str = "usage: replay [--variant chess|immortal|linear|linear3|linear2] [--default-variant NAME] [--line-limit 2|3|none] [--russian] FILE";

struct Options {
    rules: Option<Rules>,
    default_rules: Rules,
    line_limit: Option<LineLimit>,
    letters: Letters,
    path: String,
}

/// Why the run stopped early.
enum Failure {
    /// Bad input: exit code 2.
    Pgn(PgnError),
    /// Standard output refused a write.
    Output(io::Error),
}

impl From<PgnError> for Failure {
    fn from(e: PgnError) -> Failure {
        Failure::Pgn(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Output(e)
    }
}

/// An argument as text; one that is not UTF-8 is an error, not a panic.
fn text(arg: OsString) -> Result<String, String> {
    arg.into_string()
        .map_err(|raw| format!("argument {raw:?} is not valid UTF-8\n{USAGE}"))
}

fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Options, String> {
    let mut args = args.into_iter().skip(1);
    let mut rules = None;
    let mut default_rules = Rules::Chess;
    let mut line_limit = None;
    let mut letters = Letters::English;
    let mut path = None;
    while let Some(arg) = args.next() {
        let arg = text(arg)?;
        match arg.as_str() {
            "--variant" => {
                let value = text(args.next().ok_or("--variant needs a value")?)?;
                rules = Some(value.parse::<Rules>().map_err(|e| e.to_string())?);
            }
            "--default-variant" => {
                let value = text(args.next().ok_or("--default-variant needs a value")?)?;
                default_rules = value.parse::<Rules>().map_err(|e| e.to_string())?;
            }
            "--line-limit" => {
                let value = text(args.next().ok_or("--line-limit needs a value")?)?;
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
        rules,
        default_rules,
        line_limit,
        letters,
        path: path.ok_or(USAGE)?,
    })
}

/// The rules of one game: the command line's, else its tags' (the one
/// reader of rule-set names), else the default.
fn rules_of(options: &Options, game: &PgnGame) -> Result<Rules, PgnError> {
    let rules = match options.rules {
        Some(rules) => rules,
        None => Rules::from_pgn_tags_or(
            game.tag("Variant"),
            game.tag("LineLimit"),
            options.default_rules,
        )
        .map_err(|e| {
            let span = game.tag_pair("Variant").map(|t| t.span).unwrap_or_default();
            PgnError::new(
                span.line,
                span.column,
                PgnErrorKind::BadSetting(e.to_string()),
            )
        })?,
    };
    Ok(match (rules, options.line_limit) {
        (Rules::Linear(_), Some(limit)) => Rules::Linear(limit),
        (rules, _) => rules,
    })
}

/// Plays one game and prints it; the error keeps its place in the file.
fn replay(
    out: &mut impl Write,
    game: &PgnGame,
    rules: Rules,
    letters: Letters,
) -> Result<(), Failure> {
    let played = pgn::replay::<AnyPosition>(game, rules)?;
    let mut pos = played.start;
    for (ply, san) in played.plies().zip(played.san(letters)) {
        let number = pos.fullmoves();
        match pos.turn() {
            Color::White => writeln!(out, "{number}. {san}")?,
            Color::Black => writeln!(out, "{number}... {san}")?,
        }
        match ply {
            Some(m) => pos.play_unchecked(m),
            // IV-10: replayed already, so the pass is possible.
            None => pos.play_null().unwrap_or(()),
        }
    }
    if played.has_null_move() {
        writeln!(out)?;
        writeln!(
            out,
            "The main line passes the turn (a null move, IV-10): not a game of the rules."
        )?;
    }
    writeln!(out)?;
    writeln!(out, "{}", played.end.board().diagram())?;
    if let Some(outcome) = played.end.outcome() {
        writeln!(out, "{outcome}")?;
    }
    writeln!(out, "{}", played.end.fen())?;
    Ok(())
}

fn run(options: &Options, out: &mut impl Write) -> Result<usize, Failure> {
    let file =
        File::open(&options.path).map_err(|e| PgnError::new(0, 0, PgnErrorKind::Io(e.into())))?;
    let mut count = 0;
    for game in PgnReader::new(BufReader::new(file)) {
        let game = game?;
        let rules = rules_of(options, &game)?;
        if count > 0 {
            writeln!(out)?;
        }
        replay(out, &game, rules, options.letters)?;
        count += 1;
    }
    out.flush()?;
    Ok(count)
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args_os()) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = run(&options, &mut out);
    // Whatever is still buffered: a failure here is reported like any write.
    let result = result.and_then(|n| out.flush().map(|()| n).map_err(Failure::Output));
    match result {
        Ok(0) => {
            eprintln!("{}: no game found", options.path);
            ExitCode::from(2)
        }
        Ok(_) => ExitCode::SUCCESS,
        // The reader went away (`| head -1`): nothing more to do.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            eprintln!("cannot write the output: {e}");
            ExitCode::from(1)
        }
        Err(Failure::Pgn(e)) if e.line == 0 => {
            eprintln!("{}: {}", options.path, e.kind);
            ExitCode::from(2)
        }
        Err(Failure::Pgn(e)) => {
            eprintln!("{}:{}:{}: {}", options.path, e.line, e.column, e.kind);
            ExitCode::from(2)
        }
    }
}
