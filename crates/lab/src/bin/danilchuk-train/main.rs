//! The network trainer: `danilchuk-train --variant immortal --data
//! immortal.data --out immortal.nnue --hidden 32 --time 600 --threads 2`
//! fits a network to `danilchuk-datagen`'s positions and writes it in the
//! engine's format (UCI option `EvalFile`).

use std::process::ExitCode;

use danilchuk_board::Position;
use danilchuk_engine::nnue::NetworkError;
use danilchuk_lab::nnue::{read_training, train, BadTrainingLine};
use danilchuk_variant::AnyPosition;

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
    Data {
        path: String,
        source: BadTrainingLine,
    },
    #[error("{path} holds no positions")]
    Empty { path: String },
    #[error(transparent)]
    Network(#[from] NetworkError),
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
}

fn run(args: &Args) -> Result<(), RunError> {
    let text = std::fs::read_to_string(&args.data).map_err(|source| RunError::Read {
        path: args.data.clone(),
        source,
    })?;
    let samples = read_training(&text, args.rules).map_err(|source| RunError::Data {
        path: args.data.clone(),
        source,
    })?;
    if samples.is_empty() {
        return Err(RunError::Empty {
            path: args.data.clone(),
        });
    }
    eprintln!("# {}", args.command_line);
    eprintln!("{} positions", samples.len());
    let trained = train(&samples, &args.config, |epoch, loss| {
        eprintln!("epoch {epoch}: loss {loss:.6}");
    });
    let variant = AnyPosition::starting_with(args.rules).variant();
    let network = trained.network.quantise(variant)?;
    std::fs::write(&args.out, network.to_bytes()).map_err(|source| RunError::Write {
        path: args.out.clone(),
        source,
    })?;
    eprintln!(
        "{}: {} epochs in {:.0} s, {} positions, seed {}",
        args.out,
        trained.losses.len(),
        trained.elapsed.as_secs_f64(),
        samples.len(),
        args.config.seed
    );
    Ok(())
}

fn main() -> ExitCode {
    danilchuk_lab::cli::main("danilchuk-train", USAGE, args::parse, |args| run(&args))
}
