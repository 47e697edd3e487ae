//! The match runner: `danilchuk-match --variant immortal --games 200
//! --first engine:nodes=20000 --second greedy --pgn games.pgn`.

use std::io::Write;
use std::process::ExitCode;

use danilchuk_classical::Chess;
use danilchuk_engine::matches::{pgn_text, run_match, MatchConfig, PlayerSpec};
use danilchuk_engine::{Evaluate, RuleSet};
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

const USAGE: &str = "usage: danilchuk-match [options]
  --variant NAME        chess, immortal, linear, linear3, linear2 (default chess)
  --games N             games to play, in pairs with colours swapped (default 2)
  --first SPEC          the player the score counts for (default engine:nodes=20000)
  --second SPEC         its opponent (default random)
                        SPEC: engine:nodes=N | engine:depth=N | engine:movetime=MS
                              (joined by commas), random, greedy, uci:COMMAND
  --uci-option NAME=V   setoption for external engines (repeatable)
  --uci-go WORDS        what external engines get after go (default \"nodes 20000\")
  --seed N              seed of the openings and random players (default 1)
  --opening-plies N     random plies before the players take over (default 6)
  --ply-cap N           adjudicate a draw after N plies (default 400)
  --threads N           games played at once (default 1)
  --hash MIB            table size of each engine player (default 8)
  --pgn FILE            write every game to FILE";

struct Args {
    config: MatchConfig,
    rules: RuleSet,
    pgn: Option<String>,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut config = MatchConfig::default();
    let mut rules = RuleSet::Chess;
    let mut pgn = None;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        if flag == "--help" || flag == "-h" {
            return Err(String::new());
        }
        let value = args
            .get(i + 1)
            .ok_or_else(|| format!("{flag} needs a value"))?
            .as_str();
        let number = || -> Result<u64, String> {
            value
                .parse()
                .map_err(|_| format!("{flag} needs a number, not {value:?}"))
        };
        match flag {
            "--variant" => rules = value.parse().map_err(|e| format!("{e}"))?,
            "--games" => config.games = number()? as usize,
            "--first" => config.first = value.parse::<PlayerSpec>().map_err(|e| e.to_string())?,
            "--second" => config.second = value.parse::<PlayerSpec>().map_err(|e| e.to_string())?,
            "--uci-option" => {
                let (name, v) = value
                    .split_once('=')
                    .ok_or_else(|| format!("--uci-option needs NAME=VALUE, not {value:?}"))?;
                config.uci_options.push((name.to_string(), v.to_string()));
            }
            "--uci-go" => config.uci_go = value.to_string(),
            "--seed" => config.seed = number()?,
            "--opening-plies" => config.opening_plies = number()? as usize,
            "--ply-cap" => config.ply_cap = number()? as usize,
            "--threads" => config.threads = (number()? as usize).clamp(1, 64),
            "--hash" => config.hash_mib = (number()? as usize).clamp(1, 4096),
            "--pgn" => pgn = Some(value.to_string()),
            other => return Err(format!("unknown option {other:?}")),
        }
        i += 2;
    }
    Ok(Args { config, rules, pgn })
}

fn play<P: Evaluate + Send>(args: &Args, settings: P::Settings) -> Result<(), String>
where
    P::Settings: Send + Sync,
{
    let variant = match args.rules {
        RuleSet::Chess => None,
        other => Some(other.name()),
    };
    let first = args.config.first.name();
    let second = args.config.second.name();
    let mut out = match &args.pgn {
        Some(path) => {
            Some(std::fs::File::create(path).map_err(|e| format!("cannot create {path}: {e}"))?)
        }
        None => None,
    };
    let total = args.config.games;
    let result = run_match::<P>(&args.config, settings, variant, |i, g| {
        let outcome = g.game.outcome().map_or("*".to_string(), |o| o.to_string());
        eprintln!("game {}/{total}: {} plies, {outcome}", i + 1, g.game.ply());
    })?;
    if let Some(file) = out.as_mut() {
        for (i, g) in result.games.iter().enumerate() {
            let text = pgn_text(g, i + 1, &first, &second);
            writeln!(file, "{text}").map_err(|e| e.to_string())?;
        }
    }
    let adjudicated = result.games.iter().filter(|g| g.adjudicated).count();
    println!("{} vs {} in {}", first, second, args.rules);
    println!("{}", result.tally);
    println!("adjudicated at the ply cap: {adjudicated}");
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = match parse_args(&args) {
        Ok(a) => a,
        Err(e) if e.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let run = match parsed.rules {
        RuleSet::Chess => play::<Chess>(&parsed, ()),
        RuleSet::Immortal => play::<Immortal>(&parsed, ()),
        RuleSet::Linear(limit) => play::<Linear>(&parsed, limit),
    };
    match run {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
