//! Statistics over a PGN file of many games, of any rule sets: results,
//! rule sets, lengths, the most common first moves, null moves, how the
//! games ended on the board, and the games skipped with their place.
//!
//! ```sh
//! cargo run --example pgn_stats -- examples/data/games.pgn
//! ```
//!
//! The file is read one game at a time (any size); each game is played on
//! the rules its `Variant` and `LineLimit` tags name (classical chess
//! without a tag, or `--default-variant NAME`). A game that cannot be read
//! or played is skipped and named as `FILE:LINE:COLUMN: reason`. A missing
//! file or a bad option exits with code 2.

use std::collections::{BTreeMap, HashMap};
use std::fs::File;
use std::io::BufReader;
use std::process::ExitCode;

use danilchuk::notation::pgn::{self, PgnGame, PgnReader};
use danilchuk::notation::{PgnError, PgnErrorKind};
use danilchuk::prelude::*;
use danilchuk::variant::UnknownRules;
use lexopt::Arg::{Long, Short, Value};
use lexopt::ValueExt;

mod support;
use support::say;

const USAGE: &str = "\
usage: pgn_stats [--default-variant NAME] FILE
  --default-variant NAME   the rules of a game without a Variant tag (default chess)
  -h, --help               this text";

/// Why the command line cannot be run (exit code 2).
#[derive(Debug, thiserror::Error)]
enum ArgsError {
    #[error(transparent)]
    Command(#[from] lexopt::Error),
    #[error("--default-variant: {0}")]
    Variant(#[from] UnknownRules),
    #[error("name one PGN file")]
    NoFile,
}

/// The file and the default rules, or `None` for `--help`.
fn parse_args() -> Result<Option<(String, Rules)>, ArgsError> {
    let (mut file, mut default) = (None, Rules::Chess);
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("default-variant") => default = parser.value()?.string()?.parse()?,
            Value(path) if file.is_none() => file = Some(path.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    Ok(Some((file.ok_or(ArgsError::NoFile)?, default)))
}

/// The rules a game's tags name; a bad tag is an error at its place.
fn rules_of(game: &PgnGame, default: Rules) -> Result<Rules, PgnError> {
    Rules::from_pgn_tags_or(game.tag("Variant"), game.tag("LineLimit"), default).map_err(|e| {
        let span = game.tag_pair("Variant").map_or(game.span, |tag| tag.span);
        PgnError::new(
            span.line,
            span.column,
            PgnErrorKind::BadSetting(e.to_string()),
        )
    })
}

/// What the games add up to.
#[derive(Default)]
struct Stats {
    rules: BTreeMap<String, usize>,
    results: BTreeMap<String, usize>,
    endings: BTreeMap<String, usize>,
    first_moves: HashMap<String, usize>,
    plies: Vec<usize>,
    null_moves: usize,
    games_with_null_moves: usize,
    skipped: Vec<String>,
}

impl Stats {
    /// Plays one game on its rules and counts it.
    fn add(&mut self, game: &PgnGame, default: Rules) -> Result<(), PgnError> {
        let rules = rules_of(game, default)?;
        let played = pgn::replay::<AnyPosition>(game, rules)?;
        *self.rules.entry(rules.to_string()).or_default() += 1;
        let result = game.result.map_or("none", |r| r.as_str());
        *self.results.entry(result.to_owned()).or_default() += 1;
        // How the game ended on the board, if it did: a resignation or an
        // adjudication leaves a position the rules do not end.
        let ending = played.end.outcome().map_or(
            "not ended by the rules (resigned, agreed or unfinished)".into(),
            |o| o.to_string(),
        );
        *self.endings.entry(ending).or_default() += 1;
        let san = played.san(Letters::English);
        if let Some(first) = san.first() {
            *self.first_moves.entry(first.clone()).or_default() += 1;
        }
        self.plies.push(san.len());
        self.null_moves += played.null_moves.len();
        self.games_with_null_moves += usize::from(played.has_null_move());
        Ok(())
    }

    fn print(&self, path: &str) {
        let games = self.plies.len();
        say!(
            "{path}: {games} games played, {} skipped",
            self.skipped.len()
        );
        let table = |title: &str, counts: &BTreeMap<String, usize>| {
            say!("{title}:");
            for (name, n) in counts {
                say!("  {name:<40} {n:>5}");
            }
        };
        table("rule sets", &self.rules);
        table("results", &self.results);
        table("endings", &self.endings);
        if let (Some(min), Some(max)) = (self.plies.iter().min(), self.plies.iter().max()) {
            let mean = self.plies.iter().sum::<usize>() as f64 / games as f64;
            say!("length: {mean:.1} plies on average, {min} to {max}");
        }
        let mut first: Vec<_> = self.first_moves.iter().collect();
        first.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let top: Vec<String> = first
            .iter()
            .take(5)
            .map(|(m, n)| format!("{m} {n}"))
            .collect();
        say!("most common first moves: {}", top.join(", "));
        say!(
            "null moves (IV-10): {} in {} games",
            self.null_moves,
            self.games_with_null_moves
        );
        for place in &self.skipped {
            say!("skipped {place}");
        }
    }
}

fn main() -> ExitCode {
    let (path, default) = match parse_args() {
        Ok(Some(args)) => args,
        Ok(None) => {
            say!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("pgn_stats: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let file = match File::open(&path) {
        Ok(file) => file,
        Err(e) => {
            eprintln!("pgn_stats: {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let mut stats = Stats::default();
    // The reader yields one game or one error at a time, and goes on after
    // a bad game; every error names its line and column.
    for game in PgnReader::new(BufReader::new(file)) {
        if let Err(e) = game.and_then(|game| stats.add(&game, default)) {
            stats
                .skipped
                .push(format!("{path}:{}:{}: {}", e.line, e.column, e.kind));
        }
    }
    stats.print(&path);
    ExitCode::SUCCESS
}
