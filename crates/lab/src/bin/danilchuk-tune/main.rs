//! The Texel tuner: `danilchuk-tune --variant immortal --data immortal.data`
//! fits the rule set's evaluation weights to the results of the positions
//! `danilchuk-datagen` wrote and prints them as Rust constants.

use std::process::ExitCode;

use danilchuk_board::Position;
use danilchuk_engine::tune::{
    read_sparse_samples, sparse_mean_squared_error, tune_sparse, BadSample, Tunable, TuneConfig,
};
use danilchuk_variant::{with_inner, AnyPosition, Rules};

const USAGE: &str = "usage: danilchuk-tune --data FILE [options]
  --variant NAME        chess, immortal, linear, linear3, linear2 (default chess)
  --data FILE           FEN | RESULT lines (from danilchuk-datagen)
  --iterations N        gradient steps (default 2000)
  --learning-rate X     Adam's step in centipawns (default 1)
  --l2 X                pull the weights towards their current values: the fit
                        lowers the error plus X times the sum of squared changes
                        (centipawns; default 0)
  --validate FILE       also report the error on these held-out positions";

#[derive(Debug, thiserror::Error)]
enum Error {
    #[error("{0} needs a value")]
    MissingValue(String),
    #[error("{flag} needs a number, not {value:?}")]
    NotANumber { flag: String, value: String },
    #[error("unknown option {0:?}")]
    Unknown(String),
    #[error("--data FILE is required")]
    NoData,
    #[error(transparent)]
    Variant(#[from] danilchuk_variant::UnknownRules),
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: {source}")]
    Sample { path: String, source: BadSample },
    #[error("{0} has no positions")]
    Empty(String),
}

struct Args {
    rules: Rules,
    data: String,
    validate: Option<String>,
    l2: f64,
    config: TuneConfig,
    command_line: String,
}

fn parse(args: &[String]) -> Result<Option<Args>, Error> {
    let mut rules = Rules::Chess;
    let mut data = None;
    let mut validate = None;
    let mut l2 = 0.0;
    let mut config = TuneConfig::default();
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        if flag == "--help" || flag == "-h" {
            return Ok(None);
        }
        let value = args
            .get(i + 1)
            .ok_or_else(|| Error::MissingValue(flag.to_string()))?;
        let bad = || Error::NotANumber {
            flag: flag.to_string(),
            value: value.clone(),
        };
        match flag {
            "--variant" => rules = value.parse()?,
            "--data" => data = Some(value.clone()),
            "--validate" => validate = Some(value.clone()),
            "--l2" => {
                l2 = value
                    .parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite() && *x >= 0.0)
                    .ok_or_else(bad)?;
            }
            "--iterations" => {
                config.iterations = value.parse::<usize>().map_err(|_| bad())?.min(1_000_000);
            }
            "--learning-rate" => {
                config.learning_rate = value
                    .parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite() && *x > 0.0)
                    .ok_or_else(bad)?;
            }
            other => return Err(Error::Unknown(other.to_string())),
        }
        i += 2;
    }
    Ok(Some(Args {
        rules,
        data: data.ok_or(Error::NoData)?,
        validate,
        l2,
        config,
        command_line: format!("danilchuk-tune {}", args.join(" ")),
    }))
}

fn run<P: Tunable>(args: &Args, start: &P) -> Result<(), Error> {
    let text = std::fs::read_to_string(&args.data).map_err(|source| Error::Read {
        path: args.data.clone(),
        source,
    })?;
    let samples =
        read_sparse_samples::<P>(&text, start.settings()).map_err(|source| Error::Sample {
            path: args.data.clone(),
            source,
        })?;
    if samples.is_empty() {
        return Err(Error::Empty(args.data.clone()));
    }
    let weights: Vec<f64> = P::WEIGHTS.iter().map(|&(_, w)| f64::from(w)).collect();
    let every = (args.config.iterations / 20).max(1);
    let tuned = tune_sparse(&samples, &weights, &args.config, args.l2, |t, error| {
        if t % every == 0 {
            eprintln!("pass {t}: mean squared error {error:.6}");
        }
    });
    println!("// Tuned by `{}`", args.command_line);
    for line in text.lines().take_while(|l| l.starts_with('#')) {
        println!("// data: {}", line.trim_start_matches('#').trim());
    }
    println!(
        "// {} positions; K = {:.4}; mean squared error {:.6} -> {:.6}",
        samples.len(),
        tuned.k,
        tuned.error_before,
        tuned.error_after
    );
    if let Some(path) = &args.validate {
        let read = |source| Error::Read {
            path: path.clone(),
            source,
        };
        let text = std::fs::read_to_string(path).map_err(read)?;
        let held_out =
            read_sparse_samples::<P>(&text, start.settings()).map_err(|source| Error::Sample {
                path: path.clone(),
                source,
            })?;
        println!(
            "// held out: {} positions of {path}; mean squared error {:.6} -> {:.6}",
            held_out.len(),
            sparse_mean_squared_error(&held_out, &weights, tuned.k),
            sparse_mean_squared_error(&held_out, &tuned.weights, tuned.k)
        );
    }
    let rounded: Vec<i64> = tuned.weights.iter().map(|w| w.round() as i64).collect();
    print!("{}", P::render(&rounded));
    Ok(())
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
