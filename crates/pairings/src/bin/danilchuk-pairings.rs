//! `danilchuk-pairings`: the next round of a Swiss tournament from its
//! TRF-16 file, by the FIDE Dutch system, called as bbpPairings and JaVaFo
//! are:
//!
//! ```text
//! danilchuk-pairings --dutch INPUT.trf -p OUTPUT.txt
//! danilchuk-pairings --dutch INPUT.trf -p          # the pairs on stdout
//! ```
//!
//! The output: the number of pairs, then one line `WHITE BLACK` of start
//! numbers per pair, the bye as `N 0`.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use danilchuk_pairings::{RoundPairing, Tournament, TournamentError, TrfError};

/// Why the program stopped.
#[derive(Debug, thiserror::Error)]
enum CliError {
    #[error("{0}\nusage: danilchuk-pairings --dutch INPUT.trf -p [OUTPUT.txt]")]
    Usage(String),
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: {source}", path.display())]
    Trf { path: PathBuf, source: TrfError },
    #[error("{}: {source}", path.display())]
    Pairing {
        path: PathBuf,
        source: TournamentError,
    },
    #[error("cannot write {}: {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

impl From<lexopt::Error> for CliError {
    fn from(error: lexopt::Error) -> CliError {
        CliError::Usage(error.to_string())
    }
}

/// What the command line asks.
struct Args {
    input: PathBuf,
    /// `None`: standard output.
    output: Option<PathBuf>,
}

fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Args, CliError> {
    use lexopt::prelude::*;
    let mut parser = lexopt::Parser::from_args(args);
    let mut input = None;
    let mut pairs = false;
    let mut output = None;
    while let Some(arg) = parser.next()? {
        match arg {
            Long("dutch") => input = Some(PathBuf::from(parser.value()?)),
            Short('p') => {
                pairs = true;
                if let Some(value) = parser.optional_value() {
                    output = Some(PathBuf::from(value));
                } else {
                    let mut raw = parser.raw_args()?;
                    let next_is_file = raw
                        .peek()
                        .is_some_and(|next| !next.to_string_lossy().starts_with('-'));
                    if next_is_file {
                        output = raw.next().map(PathBuf::from);
                    }
                }
            }
            Long("help") | Short('h') => {
                return Err(CliError::Usage(
                    "the next round by the FIDE Dutch system".into(),
                ))
            }
            other => return Err(other.unexpected().into()),
        }
    }
    let input = input.ok_or_else(|| CliError::Usage("--dutch INPUT.trf is required".into()))?;
    if !pairs {
        return Err(CliError::Usage("-p is required".into()));
    }
    Ok(Args { input, output })
}

/// The output format of bbpPairings: the number of pairs, then the pairs,
/// the bye as `N 0`.
fn render(pairing: &RoundPairing) -> String {
    let mut text = format!(
        "{}\n",
        pairing.pairs.len() + usize::from(pairing.bye.is_some())
    );
    for pair in &pairing.pairs {
        text.push_str(&format!("{} {}\n", pair.white, pair.black));
    }
    if let Some(bye) = pairing.bye {
        text.push_str(&format!("{bye} 0\n"));
    }
    text
}

fn run(args: Args) -> Result<(), CliError> {
    let path = args.input;
    let text = std::fs::read(&path).map_err(|source| CliError::Read {
        path: path.clone(),
        source,
    })?;
    let text = String::from_utf8_lossy(&text);
    let tournament = Tournament::from_trf(&text).map_err(|source| CliError::Trf {
        path: path.clone(),
        source,
    })?;
    let pairing = tournament
        .next_round()
        .map_err(|source| CliError::Pairing {
            path: path.clone(),
            source,
        })?;
    let rendered = render(&pairing);
    match args.output {
        Some(out) => {
            std::fs::write(&out, rendered).map_err(|source| CliError::Write { path: out, source })
        }
        None => {
            print!("{rendered}");
            Ok(())
        }
    }
}

fn main() -> ExitCode {
    match parse(std::env::args_os().skip(1)).and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("danilchuk-pairings: {error}");
            ExitCode::FAILURE
        }
    }
}
