//! The match runner: `danilchuk-match --variant immortal --games 200
//! --first engine:nodes=20000 --second greedy --pgn games.pgn`, or an SPRT
//! against a frozen build: `--second uci:OLD/danilchuk-engine --sprt
//! "elo0=0 elo1=5"`.

use std::io::Write;
use std::process::ExitCode;

use danilchuk_board::Position;
use danilchuk_engine::Evaluate;
use danilchuk_lab::matches::{pgn_text, run_match, GameEnd, MatchError, Progress};
use danilchuk_variant::{with_inner, AnyPosition, Rules};

use crate::args::{Args, USAGE};

mod args;

/// Why a run failed.
#[derive(Debug, thiserror::Error)]
enum RunError {
    #[error("cannot write {path}: {source}")]
    Pgn {
        path: String,
        source: std::io::Error,
    },
    #[error(transparent)]
    Match(#[from] MatchError),
}

/// One line of the running score.
fn progress_line<P>(p: &Progress<'_, P>, args: &Args) -> String {
    let mut line = format!("{} games: {}; {}", p.tally.games(), p.tally, p.pairs);
    if let (Some(test), Some(status)) = (&args.config.sprt, p.sprt) {
        line.push_str("; ");
        line.push_str(&test.report(status.llr));
    }
    line
}

/// Plays the match in the rule set of `start` (the one dispatch chose it).
fn play<P: Evaluate + Send>(args: &Args, start: &P) -> Result<(), RunError>
where
    P::Settings: Send + Sync,
{
    let variant = match args.rules {
        Rules::Chess => None,
        other => Some(other.name()),
    };
    let first = args.config.first.name();
    let second = args.config.second.name();
    let total = args.config.games;
    let result = run_match::<P>(&args.config, start.settings(), variant, |p| {
        let outcome = p
            .game
            .game
            .outcome()
            .map_or("*".to_string(), |o| o.to_string());
        eprintln!(
            "game {}/{total}: {} plies, {outcome}",
            p.index + 1,
            p.game.game.ply()
        );
        if p.tally.games() as usize % args.report_every == 0 {
            println!("{}", progress_line(p, args));
        }
    })?;
    if let Some(path) = &args.pgn {
        let pgn_error = |source| RunError::Pgn {
            path: path.clone(),
            source,
        };
        let mut file = std::fs::File::create(path).map_err(pgn_error)?;
        for (i, g) in result.games.iter().enumerate() {
            let text = pgn_text(g, i + 1, &first, &second);
            writeln!(file, "{text}").map_err(pgn_error)?;
        }
    }
    let ends = |f: fn(&GameEnd) -> bool| result.games.iter().filter(|g| f(&g.end)).count();
    println!("{} vs {} in {}", first, second, args.rules);
    println!("{}", result.tally);
    println!("{}", result.pairs);
    println!(
        "adjudicated at the ply cap: {}; lost on time: {}",
        ends(|e| *e == GameEnd::PlyCap),
        ends(|e| matches!(e, GameEnd::TimeForfeit(_)))
    );
    if let (Some(test), Some(status)) = (&args.config.sprt, result.sprt) {
        println!("SPRT: {}", test.report(status.llr));
    }
    Ok(())
}

fn main() -> ExitCode {
    danilchuk_lab::cli::main(
        "danilchuk-match",
        USAGE,
        args::parse,
        |args| with_inner!(AnyPosition::starting_with(args.rules), start => play(&args, &start)),
    )
}
