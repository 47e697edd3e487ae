//! One perft run: arguments to exit code, over output handles.

use std::ffi::OsString;
use std::io::{self, Write};
use std::sync::mpsc;
use std::time::Instant;

use danilchuk_board::{perft_plain, Position};
use danilchuk_linear::LineLimit;
use danilchuk_perft::{Perft, PerftError, PerftReport, PerftTable, Progress, RootMove};
use danilchuk_variant::{with_inner, AnyPosition, Rules};

use crate::args::{parse_command, to_strings, Args, Command, Counting, Output, USAGE};
use crate::display::{report, Stderr};
use crate::journal_file::FileJournal;
use crate::merge::{merge_run, read_run, Found, MergeFailure};
use crate::record::{Record, RunName};
use crate::split::write_jobs;
use crate::{json, words};

/// Exit code of a stop by Ctrl-C (128 + SIGINT, the shell convention).
pub const EXIT_INTERRUPTED: u8 = 130;

/// Exit code of job lines that do not add up to a run (`perft merge`) and
/// of a journal that cannot be used (damaged, of another run, not
/// writable).
pub const EXIT_INCOMPLETE: u8 = 3;

/// Why a run ended without a count on stdout.
enum Failure {
    /// Bad arguments, FEN, moves or table size: exit 2 with the usage.
    Input(String),
    /// A file to read is missing or unreadable: exit 2.
    Unreadable(String),
    /// Ctrl-C.
    Interrupted,
    /// The journal is damaged, belongs to another run, or cannot be
    /// written: exit 3.
    Journal(String),
    /// `perft merge` found missing, conflicting, foreign or damaged jobs
    /// (already named on stderr): exit 3.
    Incomplete,
    /// Writing stdout failed.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Output(e)
    }
}

/// Runs perft; returns the process exit code: 0, 2 for bad input, 3 for an
/// unusable journal or job lines that do not make up their run, 130 when
/// stopped through `progress` (Ctrl-C), 1 when stdout cannot be written
/// (a closed pipe is a quiet 0: the reader has what it wanted).
pub fn run(
    args: Vec<OsString>,
    out: &mut dyn Write,
    err: &mut (dyn Write + Send),
    stderr: Stderr,
    progress: &Progress,
) -> u8 {
    let command = match to_strings(args)
        .and_then(words::expand)
        .and_then(parse_command)
    {
        Ok(command) => command,
        Err(e) => return input_error(err, &e.to_string()),
    };
    match execute(command, out, err, stderr, progress) {
        Ok(()) => 0,
        Err(Failure::Input(message)) => input_error(err, &message),
        Err(Failure::Unreadable(message)) => {
            let _ = writeln!(err, "perft: {message}");
            2
        }
        Err(Failure::Incomplete) => EXIT_INCOMPLETE,
        Err(Failure::Interrupted) => {
            let _ = writeln!(err, "perft: interrupted; no count printed");
            EXIT_INTERRUPTED
        }
        Err(Failure::Journal(message)) => {
            let _ = writeln!(err, "perft: {message}");
            EXIT_INCOMPLETE
        }
        Err(Failure::Output(e)) => output_error(err, &e),
    }
}

/// Carries out a parsed command.
fn execute(
    command: Command,
    out: &mut dyn Write,
    err: &mut (dyn Write + Send),
    stderr: Stderr,
    progress: &Progress,
) -> Result<(), Failure> {
    match command {
        Command::Help => {
            writeln!(out, "{USAGE}")?;
            Ok(out.flush()?)
        }
        // The concrete rule set, not `AnyPosition`: counting is the hot
        // path, and one type per run keeps every call in it direct.
        Command::Count(args) => {
            let root: AnyPosition = start_position(&args, args.rules).map_err(Failure::Input)?;
            with_inner!(root, root => count(&args, root, out, err, stderr, progress))
        }
        // Listing the jobs walks two plies at most: `AnyPosition` will do.
        Command::Split(args, plies) => split(&args, plies, out, err),
        Command::Merge(files) => merge(&files, out, err),
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
    root: P,
    out: &mut dyn Write,
    err: &mut (dyn Write + Send),
    stderr: Stderr,
    progress: &Progress,
) -> Result<(), Failure> {
    let (pos, depth, job) = match &args.job {
        None => (root.clone(), args.depth, None),
        Some(moves) => {
            let (pos, moves) = job_position(&root, moves, args.depth).map_err(Failure::Input)?;
            (pos, args.depth - moves.len() as u32, Some(moves))
        }
    };
    let (threads, hash_mib) = match args.counting {
        Counting::Plain => (1, 0),
        Counting::Bulk | Counting::Divide => (args.threads, args.hash_mib),
    };
    let table = match hash_mib {
        0 => None,
        mib => Some(PerftTable::with_mib(mib).map_err(|e| Failure::Input(format!("--hash: {e}")))?),
    };
    let journal = match &args.journal {
        None => None,
        Some(path) => Some(open_journal(path, args, &pos, depth, err)?),
    };
    let start = Instant::now();
    let report = if args.counting == Counting::Plain {
        Ok(PerftReport {
            nodes: perft_plain(&pos, depth),
            divide: Vec::new(),
        })
    } else {
        let mut run = Perft::new(depth)
            .threads(threads)
            .salt(args.salt)
            .progress(progress);
        if let Some(table) = &table {
            run = run.table(table);
        }
        if let Some(journal) = &journal {
            run = run.journal(journal);
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
    match (args.output, job) {
        (_, Some(moves)) => {
            let record = Record {
                run: RunName {
                    rules: args.rules.name().to_string(),
                    fen: root.fen(),
                    depth: args.depth,
                },
                moves,
                nodes: report.nodes,
            };
            writeln!(out, "{}", record.to_line())?;
        }
        (Output::Text, None) => {
            if args.counting == Counting::Divide {
                for RootMove { uci, nodes, .. } in &report.divide {
                    writeln!(out, "{uci}: {nodes}")?;
                }
            }
            writeln!(out, "Nodes searched: {}", report.nodes)?;
        }
        (Output::Json, None) => {
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
        depth,
        seconds,
        report.nodes as f64 / seconds.max(1e-9) / 1e6,
        if threads == 1 { "" } else { "s" },
    );
    Ok(())
}

/// The position after a `--job`'s moves from the run's position, and the
/// moves in their canonical UCI form.
fn job_position<P: Position>(
    root: &P,
    moves: &[String],
    depth: u32,
) -> Result<(P, Vec<String>), String> {
    if moves.len() > depth as usize {
        return Err(format!(
            "--job: {} moves below a run of depth {depth}",
            moves.len()
        ));
    }
    let mut pos = root.clone();
    let mut canonical = Vec::with_capacity(moves.len());
    for (i, text) in moves.iter().enumerate() {
        let m = pos
            .parse_uci(text)
            .map_err(|e| format!("--job: move {} {text:?}: {e}", i + 1))?;
        canonical.push(pos.uci(m).to_string());
        pos.play_unchecked(m);
    }
    Ok((pos, canonical))
}

/// Opens `--journal` for the run from `pos` at `depth`, saying on stderr
/// what it found.
fn open_journal<P: Position>(
    path: &std::path::Path,
    args: &Args,
    pos: &P,
    depth: u32,
    err: &mut dyn Write,
) -> Result<FileJournal, Failure> {
    let run = RunName {
        rules: args.rules.name().to_string(),
        fen: pos.fen(),
        depth,
    };
    let jobs = Perft::new(depth).jobs(pos);
    let (journal, opened) =
        FileJournal::open(path, &run, &jobs).map_err(|e| Failure::Journal(e.to_string()))?;
    let shown = path.display();
    if opened.torn_bytes > 0 {
        let _ = writeln!(
            err,
            "perft: journal {shown}: cut off its torn last line ({} bytes, left by a run stopped mid-write); its job is counted again",
            opened.torn_bytes
        );
    }
    if let Some(e) = &opened.unlocked {
        let _ = writeln!(
            err,
            "perft: journal {shown}: not locked ({e}): make sure no other run uses it"
        );
    }
    if opened.repeated > 0 {
        let _ = writeln!(
            err,
            "perft: journal {shown}: {} (as two runs writing it at once leave); each job taken once",
            repeats(opened.repeated)
        );
    }
    if opened.finished > 0 {
        let _ = writeln!(
            err,
            "perft: journal {shown}: {} of {} jobs already done, counting the rest",
            opened.finished,
            jobs.len()
        );
    }
    Ok(journal)
}

/// `N lines repeat a job and its count`.
pub fn repeats(lines: usize) -> String {
    match lines {
        1 => "1 line repeats a job and its count".to_string(),
        n => format!("{n} lines repeat a job and its count"),
    }
}

/// `perft split`: the run's jobs on stdout.
fn split(args: &Args, plies: u32, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    let root: AnyPosition = start_position(args, args.rules).map_err(Failure::Input)?;
    let rules = args.rules.name();
    let jobs = write_jobs(out, rules, &root, args.depth, plies, &args.passthrough)?;
    let _ = writeln!(
        err,
        "perft split: {jobs} jobs of {rules} depth {}, {} plies each",
        args.depth,
        plies.min(args.depth)
    );
    Ok(())
}

/// `perft merge`: the divide and total of the run the files make up.
fn merge(files: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    let from_merge = |failure| match failure {
        MergeFailure::Unreadable(message) => Failure::Unreadable(message),
        MergeFailure::Incomplete => Failure::Incomplete,
        MergeFailure::Output(e) => Failure::Output(e),
    };
    let Found {
        run,
        records,
        problems,
    } = read_run(files, err).map_err(from_merge)?;
    let Ok(rules) = run.rules.parse::<Rules>() else {
        let _ = writeln!(
            err,
            "perft merge: the job lines name unknown rules {:?}",
            run.rules
        );
        return Err(Failure::Incomplete);
    };
    // Checking the jobs walks two plies at most: `AnyPosition` will do.
    merge_run::<AnyPosition>(&run, rules, records, problems, out, err).map_err(from_merge)
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
