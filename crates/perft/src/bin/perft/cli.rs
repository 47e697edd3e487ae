//! One perft run: arguments to exit code, over output handles.

use std::ffi::OsString;
use std::io::{self, Write};
use std::sync::mpsc;
use std::time::Instant;

use danilchuk_board::{perft_plain, Position};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_perft::{Perft, PerftError, PerftReport, PerftTable, Progress, RootMove};
use danilchuk_variant::Rules;

use crate::args::{parse_args, to_strings, wants_help, Args, Counting, Output, USAGE};
use crate::display::{report, Stderr};
use crate::json;

/// Exit code of a stop by Ctrl-C (128 + SIGINT, the shell convention).
pub const EXIT_INTERRUPTED: u8 = 130;

/// Exit code of a journal that cannot be used (unreadable, of another run,
/// corrupted, or not writable).
pub const EXIT_JOURNAL: u8 = 3;

/// Why a run ended without a count on stdout.
enum Failure {
    /// Bad arguments, FEN, moves or table size: exit 2 with the usage.
    Input(String),
    /// Ctrl-C.
    Interrupted,
    /// The journal is unreadable, belongs to another run, or cannot be
    /// written: exit 3.
    Journal(String),
    /// Writing stdout failed.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Output(e)
    }
}

/// Runs perft; returns the process exit code: 0, 2 for bad input, 130 when
/// stopped through `progress` (Ctrl-C), 1 when stdout cannot be written
/// (a closed pipe is a quiet 0: the reader has what it wanted).
pub fn run(
    args: Vec<OsString>,
    out: &mut dyn Write,
    err: &mut (dyn Write + Send),
    stderr: Stderr,
    progress: &Progress,
) -> u8 {
    let args = match to_strings(args) {
        Ok(args) => args,
        Err(message) => return input_error(err, &message),
    };
    if wants_help(&args) {
        return match writeln!(out, "{USAGE}").and_then(|()| out.flush()) {
            Ok(()) => 0,
            Err(e) => output_error(err, &e),
        };
    }
    let result = parse_args(&args)
        .map_err(Failure::Input)
        // The concrete rule set, not `AnyPosition`: perft is the hot path,
        // and one type per run keeps every call in it direct.
        .and_then(|args| match args.rules {
            Rules::Chess => count::<Chess>(&args, (), out, err, stderr, progress),
            Rules::Immortal => count::<Immortal>(&args, (), out, err, stderr, progress),
            Rules::Linear(limit) => count::<Linear>(&args, limit, out, err, stderr, progress),
        });
    match result {
        Ok(()) => 0,
        Err(Failure::Input(message)) => input_error(err, &message),
        Err(Failure::Interrupted) => {
            let _ = writeln!(err, "perft: interrupted; no count printed");
            EXIT_INTERRUPTED
        }
        Err(Failure::Journal(message)) => {
            let _ = writeln!(err, "perft: {message}");
            EXIT_JOURNAL
        }
        Err(Failure::Output(e)) => output_error(err, &e),
    }
}

fn input_error(err: &mut dyn Write, message: &str) -> u8 {
    let _ = writeln!(err, "perft: {message}\n{USAGE}");
    2
}

fn output_error(err: &mut dyn Write, e: &io::Error) -> u8 {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return 0;
    }
    let _ = writeln!(err, "perft: cannot write the output: {e}");
    1
}

/// The start position: the FEN (or the rule set's start), then `--moves`.
fn start_position<P: Position>(args: &Args, settings: P::Settings) -> Result<P, String> {
    let mut pos = match &args.fen {
        Some(fen) => P::from_fen_with(fen, settings).map_err(|e| format!("bad FEN: {e}"))?,
        None => P::starting_with(settings),
    };
    for (i, text) in args.moves.iter().enumerate() {
        let m = pos
            .parse_uci(text)
            .map_err(|e| format!("--moves: move {} {text:?}: {e}", i + 1))?;
        pos.play_unchecked(m);
    }
    Ok(pos)
}

fn count<P: Position + Sync>(
    args: &Args,
    settings: P::Settings,
    out: &mut dyn Write,
    err: &mut (dyn Write + Send),
    stderr: Stderr,
    progress: &Progress,
) -> Result<(), Failure> {
    let pos: P = start_position(args, settings).map_err(Failure::Input)?;
    let (threads, hash_mib) = match args.counting {
        Counting::Plain => (1, 0),
        Counting::Bulk | Counting::Divide => (args.threads, args.hash_mib),
    };
    let table = match hash_mib {
        0 => None,
        mib => Some(PerftTable::with_mib(mib).map_err(|e| Failure::Input(format!("--hash: {e}")))?),
    };
    let start = Instant::now();
    let report = if args.counting == Counting::Plain {
        Ok(PerftReport {
            nodes: perft_plain(&pos, args.depth),
            divide: Vec::new(),
        })
    } else {
        let mut run = Perft::new(args.depth).threads(threads).progress(progress);
        if let Some(table) = &table {
            run = run.table(table);
        }
        run_with_display(&run, &pos, err, stderr, args, progress)
    };
    let report = match report {
        Ok(report) => report,
        Err(PerftError::Interrupted) => return Err(Failure::Interrupted),
        Err(e @ PerftError::DepthTooLarge { .. }) => return Err(Failure::Input(e.to_string())),
        Err(e @ PerftError::Journal(_)) => return Err(Failure::Journal(e.to_string())),
    };
    let seconds = start.elapsed().as_secs_f64();
    let line_limit = args
        .rules
        .line_limit()
        .unwrap_or(LineLimit::Unlimited)
        .to_string();
    match args.output {
        Output::Text => {
            if args.counting == Counting::Divide {
                for RootMove { uci, nodes, .. } in &report.divide {
                    writeln!(out, "{uci}: {nodes}")?;
                }
            }
            writeln!(out, "Nodes searched: {}", report.nodes)?;
        }
        Output::Json => {
            let job = json::Job {
                rules: args.rules.name(),
                variant: args.rules.variant().name(),
                line_limit: &line_limit,
                fen: &pos.fen(),
                moves: &args.moves,
                depth: args.depth,
                threads,
                hash_mib,
                seconds,
            };
            writeln!(out, "{}", json::object(&job, &report))?;
        }
    }
    out.flush()?;
    // Timing is informational; a failed write to stderr is not an error.
    let _ = writeln!(
        err,
        "{} depth {}: {:.3} s, {:.2} Mnps, {threads} thread{}, hash {hash_mib} MiB",
        args.rules,
        args.depth,
        seconds,
        report.nodes as f64 / seconds.max(1e-9) / 1e6,
        if threads == 1 { "" } else { "s" },
    );
    Ok(())
}

/// Runs the count with the progress display beside it on another thread.
fn run_with_display<P: Position + Sync>(
    run: &Perft<'_>,
    pos: &P,
    err: &mut (dyn Write + Send),
    stderr: Stderr,
    args: &Args,
    progress: &Progress,
) -> Result<PerftReport, PerftError> {
    let Some(after) = args.progress_after else {
        return run.run(pos);
    };
    let (done, wait) = mpsc::channel();
    let start = Instant::now();
    std::thread::scope(|scope| {
        scope.spawn(move || report(err, progress, stderr, after, start, &wait));
        let result = run.run(pos);
        let _ = done.send(());
        result
    })
}
