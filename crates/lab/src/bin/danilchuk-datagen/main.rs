//! The data generator: `danilchuk-datagen --variant immortal --games 200
//! --nodes 5000 --seed 1 --out immortal.data` writes quiet positions of
//! engine-vs-engine games with the search's scores and the results, for
//! `danilchuk-tune` and `danilchuk-train`.

use std::io::Write;
use std::process::ExitCode;

use danilchuk_board::Position;
use danilchuk_engine::Evaluate;
use danilchuk_lab::datagen::generate_by;
use danilchuk_lab::matches::ExternalError;
use danilchuk_variant::{with_inner, AnyPosition, Rules};

use crate::args::{Args, USAGE};

mod args;

/// Why a run failed.
#[derive(Debug, thiserror::Error)]
enum RunError {
    #[error(transparent)]
    External(#[from] ExternalError),
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
}

fn run<P: Evaluate + Send>(args: &Args, start: &P) -> Result<(), RunError>
where
    P::Settings: Send + Sync,
{
    let path = args.out.clone().unwrap_or_else(|| "standard output".into());
    let write_error = |source| RunError::Write {
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
    let variant = match args.rules {
        Rules::Chess => None,
        other => Some(other.name()),
    };
    generate_by::<P>(
        &args.config,
        start.settings(),
        args.threads,
        args.hash_mib,
        &args.player,
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
    danilchuk_lab::cli::main(
        "danilchuk-datagen",
        USAGE,
        args::parse,
        |args| with_inner!(AnyPosition::starting_with(args.rules), start => run(&args, &start)),
    )
}
