//! The network trainer: `danilchuk-train --variant immortal --data
//! immortal.data --out immortal.nnue --hidden 32 --time 600 --threads 2`
//! fits a network to `danilchuk-datagen`'s positions and writes it in the
//! engine's format (UCI option `EvalFile`).

use std::process::ExitCode;

use danilchuk_board::Position;
use danilchuk_engine::nnue::{NetworkError, NetworkKind};
use danilchuk_lab::nnue::{
    mean_error, read_training, train, BadTrainingLine, FloatNetwork, TrainingSample,
};
use danilchuk_variant::{AnyPosition, Rules};

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

/// The samples of the file at `path`.
fn read(path: &str, rules: Rules, kind: NetworkKind) -> Result<Vec<TrainingSample>, RunError> {
    let text = std::fs::read_to_string(path).map_err(|source| RunError::Read {
        path: path.into(),
        source,
    })?;
    let samples = read_training(&text, rules, kind).map_err(|source| RunError::Data {
        path: path.into(),
        source,
    })?;
    if samples.is_empty() {
        return Err(RunError::Empty { path: path.into() });
    }
    Ok(samples)
}

fn run(args: &Args) -> Result<(), RunError> {
    let kind = args.config.kind;
    let samples = read(&args.data, args.rules, kind)?;
    let held_out = match &args.validate {
        Some(path) => read(path, args.rules, kind)?,
        None => Vec::new(),
    };
    eprintln!("# {}", args.command_line);
    eprintln!("{} positions, {} held out", samples.len(), held_out.len());
    // With held-out positions, the epoch whose network does best on them.
    let mut best: Option<(f32, usize, FloatNetwork)> = None;
    let trained = train(&samples, &args.config, |epoch, loss, net| {
        if held_out.is_empty() {
            eprintln!("epoch {epoch}: loss {loss:.6}");
            return;
        }
        let held = mean_error(net, &held_out, &args.config);
        eprintln!("epoch {epoch}: loss {loss:.6} held out {held:.6}");
        if !matches!(&best, Some((b, _, _)) if *b <= held) {
            best = Some((held, epoch, net.clone()));
        }
    });
    let chosen = match best {
        Some((held, epoch, net)) => {
            eprintln!("the network of epoch {epoch} (held-out loss {held:.6})");
            net
        }
        None => trained.network.clone(),
    };
    let variant = AnyPosition::starting_with(args.rules).variant();
    let network = chosen.quantise(variant, kind)?;
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
