//! The Texel tuner: `danilchuk-tune --variant immortal --data immortal.data`
//! fits the rule set's evaluation weights to the results of the positions
//! `danilchuk-datagen` wrote and prints them as Rust constants.

use std::process::ExitCode;

use danilchuk_board::Position;
use danilchuk_lab::tune::{
    read_sparse_samples, sparse_mean_squared_error, tune_sparse, BadSample, Tunable,
};
use danilchuk_variant::{with_inner, AnyPosition};

use crate::args::{Args, USAGE};

mod args;

/// Why a run failed.
#[derive(Debug, thiserror::Error)]
enum RunError {
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

fn run<P: Tunable>(args: &Args, start: &P) -> Result<(), RunError> {
    let text = std::fs::read_to_string(&args.data).map_err(|source| RunError::Read {
        path: args.data.clone(),
        source,
    })?;
    let samples =
        read_sparse_samples::<P>(&text, start.settings()).map_err(|source| RunError::Sample {
            path: args.data.clone(),
            source,
        })?;
    if samples.is_empty() {
        return Err(RunError::Empty(args.data.clone()));
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
        let read = |source| RunError::Read {
            path: path.clone(),
            source,
        };
        let text = std::fs::read_to_string(path).map_err(read)?;
        let held_out = read_sparse_samples::<P>(&text, start.settings()).map_err(|source| {
            RunError::Sample {
                path: path.clone(),
                source,
            }
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
    danilchuk_lab::cli::main(
        "danilchuk-tune",
        USAGE,
        args::parse,
        |args| with_inner!(AnyPosition::starting_with(args.rules), start => run(&args, &start)),
    )
}
