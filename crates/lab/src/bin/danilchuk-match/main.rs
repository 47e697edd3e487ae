//! The match runner: `danilchuk-match --variant immortal --games 200
//! --first engine:nodes=20000 --second greedy --pgn games.pgn`, or an SPRT
//! against a frozen build: `--second uci:OLD/danilchuk-engine --sprt
//! "elo0=0 elo1=5"`.

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use danilchuk_board::Position;
use danilchuk_engine::matches::{
    pgn_text, run_match, GameEnd, MatchConfig, MatchError, Progress, TimeControl,
};
use danilchuk_engine::Evaluate;
use danilchuk_variant::{with_inner, AnyPosition, Rules};

const USAGE: &str = "usage: danilchuk-match [options]
  --variant NAME        chess, immortal, linear, linear3, linear2 (default chess)
  --games N             games to play, in pairs with colours swapped (default 2;
                        with --sprt the most to play, default 20000)
  --first SPEC          the player the score counts for (default engine:nodes=20000)
  --second SPEC         its opponent (default random)
                        SPEC: engine (the time control alone), engine:nodes=N,
                              engine:depth=N, engine:movetime=MS (joined by commas),
                              random, greedy, uci:COMMAND (any UCI engine, e.g. a
                              frozen build of an earlier commit)
  --tc BASE+INC         a clock per player, seconds (e.g. 5+0.05)
  --movetime MS         a fixed time per move for both players
  --time-margin MS      how late a move may come before it loses on time (default 200)
  --timeout MS          how long an external engine may think without a clock
                        before it loses on time (default 60000)
  --sprt SETTINGS       stop when an SPRT decides: \"elo0=0 elo1=5 alpha=0.05 beta=0.05\"
  --report N            print the score (and LLR) every N games (default 10)
  --uci-option NAME=V   setoption for external engines (repeatable)
  --uci-go WORDS        what external engines get after go without --tc or
                        --movetime (default \"nodes 20000\")
  --seed N              seed of the openings and random players (default 1)
  --opening-plies N     random plies before the players take over (default 6)
  --ply-cap N           adjudicate a draw after N plies (default 400)
  --threads N           games played at once (default 1)
  --hash MIB            table size of each engine player (default 8)
  --pgn FILE            write every game to FILE";

/// A command line that cannot be read.
#[derive(Debug, thiserror::Error)]
enum ArgError {
    #[error("{0} needs a value")]
    MissingValue(String),
    #[error("{flag} needs a number, not {value:?}")]
    NotANumber { flag: String, value: String },
    #[error("--uci-option needs NAME=VALUE, not {0:?}")]
    BadOption(String),
    #[error("unknown option {0:?}")]
    Unknown(String),
    #[error(transparent)]
    Variant(#[from] danilchuk_variant::UnknownRules),
    #[error(transparent)]
    Player(#[from] danilchuk_engine::matches::BadPlayer),
    #[error(transparent)]
    TimeControl(#[from] danilchuk_engine::matches::BadTimeControl),
    #[error(transparent)]
    Sprt(#[from] danilchuk_engine::matches::BadSprt),
}

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

struct Args {
    config: MatchConfig,
    rules: Rules,
    pgn: Option<String>,
    report_every: usize,
}

/// The parsed command line, or `None` for `--help`.
fn parse_args(args: &[String]) -> Result<Option<Args>, ArgError> {
    let mut config = MatchConfig::default();
    let mut rules = Rules::Chess;
    let mut pgn = None;
    let mut games = None;
    let mut report_every = 10;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        if flag == "--help" || flag == "-h" {
            return Ok(None);
        }
        let value = args
            .get(i + 1)
            .ok_or_else(|| ArgError::MissingValue(flag.to_string()))?
            .as_str();
        let number = || -> Result<u64, ArgError> {
            value.parse().map_err(|_| ArgError::NotANumber {
                flag: flag.to_string(),
                value: value.to_string(),
            })
        };
        match flag {
            "--variant" => rules = value.parse()?,
            "--games" => games = Some(number()? as usize),
            "--first" => config.first = value.parse()?,
            "--second" => config.second = value.parse()?,
            "--tc" => config.time_control = value.parse()?,
            "--movetime" => {
                config.time_control = TimeControl::MoveTime(Duration::from_millis(number()?));
            }
            "--time-margin" => config.time_margin = Duration::from_millis(number()?),
            "--timeout" => config.move_timeout = Duration::from_millis(number()?),
            "--sprt" => config.sprt = Some(value.parse()?),
            "--report" => report_every = (number()? as usize).max(1),
            "--uci-option" => {
                let (name, v) = value
                    .split_once('=')
                    .ok_or_else(|| ArgError::BadOption(value.to_string()))?;
                config.uci_options.push((name.to_string(), v.to_string()));
            }
            "--uci-go" => config.uci_go = value.to_string(),
            "--seed" => config.seed = number()?,
            "--opening-plies" => config.opening_plies = number()? as usize,
            "--ply-cap" => config.ply_cap = number()? as usize,
            "--threads" => config.threads = (number()? as usize).clamp(1, 64),
            "--hash" => config.hash_mib = (number()? as usize).clamp(1, 4096),
            "--pgn" => pgn = Some(value.to_string()),
            other => return Err(ArgError::Unknown(other.to_string())),
        }
        i += 2;
    }
    config.games = games
        .unwrap_or(if config.sprt.is_some() { 20_000 } else { 2 })
        .min(1_000_000);
    Ok(Some(Args {
        config,
        rules,
        pgn,
        report_every,
    }))
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
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = match parse_args(&args) {
        Ok(Some(a)) => a,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let run = with_inner!(AnyPosition::starting_with(parsed.rules), start => play(&parsed, &start));
    match run {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
