//! Replays a PGN or bare movetext file: each move in SAN, a text board after
//! the last one, and the final FEN as the last line.
//!
//! ```sh
//! cargo run --example replay -- --variant immortal FILE
//! ```
//!
//! Options (`--help` lists them): `--variant NAME` (default: the game's
//! `Variant` and `LineLimit` tags), `--default-variant NAME` (the rules of a
//! game without a `Variant` tag; default classical chess), `--line-limit
//! 2|3|none` (Linear, L-8; overrides the tag), `--russian` (print Russian
//! letters). Rule-set names are those of every other surface (`Standard`,
//! `Linear3`, ..., any case). The file may be PGN or bare movetext, in SAN,
//! long notation or UCI, with English or Russian letters. Bad input (a
//! malformed file, or an argument that is not UTF-8) prints a message on
//! standard error (`FILE:LINE:COLUMN: message` for the file) and exits with
//! code 2. A closed standard output (`| head -1`) ends the run quietly with
//! code 0; a full one (`> /dev/full`) with a message and code 1.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufReader, BufWriter, Write};
use std::process::ExitCode;

use danilchuk::board::{Color, Position};
use danilchuk::linear::LineLimit;
use danilchuk::notation::pgn::{self, PgnGame, PgnReader};
use danilchuk::notation::{Letters, PgnError, PgnErrorKind};
use danilchuk::variant::{AnyPosition, Rules, UnknownRules};
use lexopt::Arg::{Long, Short, Value};
use lexopt::ValueExt;

const USAGE: &str = "\
usage: replay [--variant NAME] [--default-variant NAME] [--line-limit 2|3|none] [--russian] FILE
  --variant NAME           the rules of every game (default: each game's tags)
  --default-variant NAME   the rules of a game without a Variant tag (default chess)
  --line-limit 2|3|none    Linear's line limit (L-8), over the tag's
  --russian                print Russian letters
  -h, --help               this text";

struct Options {
    rules: Option<Rules>,
    default_rules: Rules,
    line_limit: Option<LineLimit>,
    letters: Letters,
    path: String,
}

/// Why the command line cannot be run (exit code 2).
#[derive(Debug, thiserror::Error)]
enum ArgsError {
    #[error(transparent)]
    Command(lexopt::Error),
    #[error("argument {0:?} is not valid UTF-8")]
    NotUtf8(OsString),
    #[error("{0}: {1}")]
    Variant(&'static str, UnknownRules),
    #[error("bad line limit {0:?} (expected 2, 3 or none)")]
    LineLimit(String),
    #[error("name one game file")]
    NoFile,
}

impl From<lexopt::Error> for ArgsError {
    fn from(e: lexopt::Error) -> ArgsError {
        match e {
            lexopt::Error::NonUnicodeValue(raw) => ArgsError::NotUtf8(raw),
            other => ArgsError::Command(other),
        }
    }
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

/// The value of `option`, a rule-set name.
fn rules(parser: &mut lexopt::Parser, option: &'static str) -> Result<Rules, ArgsError> {
    let name = parser.value()?.string()?;
    name.parse().map_err(|e| ArgsError::Variant(option, e))
}

/// The options, or `None` for `--help`.
fn parse_args() -> Result<Option<Options>, ArgsError> {
    let mut options = Options {
        rules: None,
        default_rules: Rules::Chess,
        line_limit: None,
        letters: Letters::English,
        path: String::new(),
    };
    let mut path = None;
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("variant") => options.rules = Some(rules(&mut parser, "--variant")?),
            Long("default-variant") => {
                options.default_rules = rules(&mut parser, "--default-variant")?;
            }
            Long("line-limit") => {
                let value = parser.value()?.string()?;
                let limit = value.parse().map_err(|_| ArgsError::LineLimit(value))?;
                options.line_limit = Some(limit);
            }
            Long("russian") => options.letters = Letters::Russian,
            Value(file) if path.is_none() => path = Some(file.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    options.path = path.ok_or(ArgsError::NoFile)?;
    Ok(Some(options))
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
    let options = match parse_args() {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("replay: {e}\n{USAGE}");
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
