//! The data generator: `danilchuk-datagen --variant immortal --games 200
//! --nodes 5000 --seed 1 --out immortal.data` writes quiet positions of
//! engine-vs-engine games with their results, for `danilchuk-tune`.

use std::io::Write;
use std::process::ExitCode;

use danilchuk_board::Position;
use danilchuk_engine::datagen::{generate_by, DataPlayer, DatagenConfig};
use danilchuk_engine::Evaluate;
use danilchuk_variant::{with_inner, AnyPosition, Rules};

const USAGE: &str = "usage: danilchuk-datagen [options]
  --variant NAME        chess, immortal, linear, linear3, linear2 (default chess)
  --games N             games to play (default 10)
  --seed N              seed of the random openings (default 1)
  --random-plies N      random plies from the start (default 8)
  --nodes N             the engine's nodes per move (default 5000)
  --ply-cap N           adjudicate a draw after N plies (default 300)
  --threads N           games played at once (default 1)
  --hash MIB            table size of each engine (default 8)
  --out FILE            write to FILE (default standard output)
  --player SPEC         who plays: engine (default) or uci:COMMAND, an external
                        UCI engine such as uci:/usr/games/stockfish
  --uci-option NAME=V   setoption for the external engine (repeatable)
  --uci-go WORDS        the external engine's go words (default \"nodes N\",
                        N from --nodes)";

#[derive(Debug, thiserror::Error)]
enum Error {
    #[error("{0} needs a value")]
    MissingValue(String),
    #[error("{flag} needs a number, not {value:?}")]
    NotANumber { flag: String, value: String },
    #[error("unknown option {0:?}")]
    Unknown(String),
    #[error(transparent)]
    Variant(#[from] danilchuk_variant::UnknownRules),
    #[error("--player needs engine or uci:COMMAND, not {0:?}")]
    BadPlayer(String),
    #[error("--uci-option needs NAME=VALUE, not {0:?}")]
    BadOption(String),
    #[error(transparent)]
    External(#[from] danilchuk_engine::matches::ExternalError),
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
}

struct Args {
    config: DatagenConfig,
    rules: Rules,
    threads: usize,
    hash: usize,
    out: Option<String>,
    command_line: String,
    /// `None`: the engine; else the external engine's command.
    uci: Option<String>,
    uci_options: Vec<(String, String)>,
    uci_go: Option<String>,
}

fn parse(args: &[String]) -> Result<Option<Args>, Error> {
    let mut parsed = Args {
        config: DatagenConfig::default(),
        rules: Rules::Chess,
        threads: 1,
        hash: 8,
        out: None,
        command_line: format!("danilchuk-datagen {}", args.join(" ")),
        uci: None,
        uci_options: Vec::new(),
        uci_go: None,
    };
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        if flag == "--help" || flag == "-h" {
            return Ok(None);
        }
        let value = args
            .get(i + 1)
            .ok_or_else(|| Error::MissingValue(flag.to_string()))?;
        let number = || -> Result<u64, Error> {
            value.parse().map_err(|_| Error::NotANumber {
                flag: flag.to_string(),
                value: value.clone(),
            })
        };
        let c = &mut parsed.config;
        match flag {
            "--variant" => parsed.rules = value.parse()?,
            "--games" => c.games = number()?.min(10_000_000) as usize,
            "--seed" => c.seed = number()?,
            "--random-plies" => c.random_plies = number()?.min(1000) as usize,
            "--nodes" => c.nodes = number()?.max(1),
            "--ply-cap" => c.ply_cap = number()?.min(100_000) as usize,
            "--threads" => parsed.threads = number()?.clamp(1, 64) as usize,
            "--hash" => parsed.hash = number()?.clamp(1, 4096) as usize,
            "--out" => parsed.out = Some(value.clone()),
            "--player" => {
                parsed.uci = match value.as_str() {
                    "engine" => None,
                    v => match v.strip_prefix("uci:").filter(|c| !c.trim().is_empty()) {
                        Some(command) => Some(command.to_string()),
                        None => return Err(Error::BadPlayer(value.clone())),
                    },
                }
            }
            "--uci-option" => {
                let (name, v) = value
                    .split_once('=')
                    .ok_or_else(|| Error::BadOption(value.clone()))?;
                parsed.uci_options.push((name.to_string(), v.to_string()));
            }
            "--uci-go" => parsed.uci_go = Some(value.clone()),
            other => return Err(Error::Unknown(other.to_string())),
        }
        i += 2;
    }
    Ok(Some(parsed))
}

fn run<P: Evaluate + Send>(args: &Args, start: &P) -> Result<(), Error>
where
    P::Settings: Send + Sync,
{
    let path = args.out.clone().unwrap_or_else(|| "standard output".into());
    let write_error = |source| Error::Write {
        path: path.clone(),
        source,
    };
    let mut out: Box<dyn Write + Send> = match &args.out {
        Some(p) => Box::new(std::io::BufWriter::new(
            std::fs::File::create(p).map_err(write_error)?,
        )),
        None => Box::new(std::io::stdout()),
    };
    writeln!(out, "# {}", args.command_line).map_err(write_error)?;
    let mut failed = None;
    let mut positions = 0usize;
    let total = args.config.games;
    let player = match &args.uci {
        None => DataPlayer::Engine,
        Some(command) => DataPlayer::Uci {
            command: command.clone(),
            options: args.uci_options.clone(),
            go: args
                .uci_go
                .clone()
                .unwrap_or_else(|| format!("nodes {}", args.config.nodes)),
        },
    };
    let variant = match args.rules {
        Rules::Chess => None,
        other => Some(other.name()),
    };
    generate_by::<P>(
        &args.config,
        start.settings(),
        args.threads,
        args.hash,
        &player,
        variant,
        |i, kept| {
            positions += kept.len();
            eprintln!(
                "game {}/{total}: {} positions, {positions} in all",
                i + 1,
                kept.len()
            );
            for k in kept {
                if let Err(e) = writeln!(out, "{}", k.line()) {
                    failed.get_or_insert(e);
                }
            }
        },
    )?;
    if let Some(e) = failed {
        return Err(write_error(e));
    }
    out.flush().map_err(write_error)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = match parse(&args) {
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
    match with_inner!(AnyPosition::starting_with(parsed.rules), start => run(&parsed, &start)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
