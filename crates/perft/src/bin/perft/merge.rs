//! `perft merge FILE...`: job lines and journals added up into the run they
//! name, after checking that they make up that run exactly.

use std::collections::HashMap;
use std::fmt;
use std::io::{self, BufRead, Write};

use danilchuk_board::Position;
use danilchuk_perft::MAX_DEPTH;

use crate::lines::{Lines, LinesError};
use crate::record::{Record, RecordError, RunName};
use crate::split::job_moves;

/// At most this many problems of each kind are named one by one.
const NAMED: usize = 50;

/// Why a merge printed no total.
pub enum MergeFailure {
    /// A file cannot be read: exit 2.
    Unreadable(String),
    /// The lines do not make up one run exactly (each problem already
    /// written to stderr): exit 3.
    Incomplete,
    /// Writing stdout failed.
    Output(io::Error),
}

impl From<io::Error> for MergeFailure {
    fn from(e: io::Error) -> MergeFailure {
        MergeFailure::Output(e)
    }
}

/// Where a line came from.
#[derive(Clone, Debug)]
pub struct Place {
    file: String,
    line: usize,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = if self.file == "-" {
            "stdin"
        } else {
            &self.file
        };
        write!(f, "{file} line {}", self.line)
    }
}

/// What is wrong with the files, by kind.
#[derive(Default)]
pub struct Problems {
    damaged: Vec<String>,
    /// Damaged lines past the [`NAMED`] kept: counted, not kept, so that a
    /// file of garbage cannot fill the memory.
    damaged_unnamed: usize,
    foreign: Vec<String>,
    conflicting: Vec<String>,
    missing: Vec<String>,
}

impl Problems {
    fn add_damaged(&mut self, problem: String) {
        if self.damaged.len() < NAMED {
            self.damaged.push(problem);
        } else {
            self.damaged_unnamed += 1;
        }
    }

    fn any(&self) -> bool {
        !(self.damaged.is_empty()
            && self.foreign.is_empty()
            && self.conflicting.is_empty()
            && self.missing.is_empty())
    }

    fn write(&self, err: &mut dyn Write) {
        let kinds = [
            ("damaged", &self.damaged),
            ("foreign", &self.foreign),
            ("conflicting", &self.conflicting),
            ("missing", &self.missing),
        ];
        for (kind, problems) in kinds {
            for problem in problems.iter().take(NAMED) {
                let _ = writeln!(err, "perft merge: {kind}: {problem}");
            }
            let unnamed = if kind == "damaged" {
                self.damaged_unnamed
            } else {
                0
            };
            if problems.len() + unnamed > NAMED {
                let more = problems.len() + unnamed - NAMED;
                let _ = writeln!(err, "perft merge: {kind}: {more} more");
            }
        }
        let _ = writeln!(
            err,
            "perft merge: {} missing, {} conflicting, {} foreign, {} damaged; no total printed",
            self.missing.len(),
            self.conflicting.len(),
            self.foreign.len(),
            self.damaged.len() + self.damaged_unnamed
        );
    }
}

/// The lines of the files that are records, with where each came from.
pub type Records = Vec<(Record, Place)>;

/// What the files hold: the run most lines name, their records, and the
/// lines that are not records.
pub struct Found {
    pub run: RunName,
    pub records: Records,
    pub problems: Problems,
}

/// Every record of the files, with the lines that are not records. Each
/// line is read with a bound on its length ([`crate::lines`]): a file with
/// no newline is refused at its first long line, not read whole.
fn read_all(files: &[String], err: &mut dyn Write) -> Result<(Records, Problems), MergeFailure> {
    let mut records = Vec::new();
    let mut problems = Problems::default();
    for file in files {
        let unreadable = |e: LinesError| {
            let shown = if file == "-" { "stdin" } else { file };
            MergeFailure::Unreadable(format!("cannot read {shown}: {e}"))
        };
        if file == "-" {
            let stdin = io::stdin();
            read_lines(
                file,
                Lines::new(stdin.lock()),
                &mut records,
                &mut problems,
                err,
            )
            .map_err(unreadable)?;
        } else {
            let opened = std::fs::File::open(file).map_err(|e| unreadable(e.into()))?;
            let lines = Lines::new(io::BufReader::new(opened));
            read_lines(file, lines, &mut records, &mut problems, err).map_err(unreadable)?;
        }
    }
    Ok((records, problems))
}

/// The records of one file's lines, and its lines that are not records.
fn read_lines(
    file: &str,
    mut lines: Lines<impl BufRead>,
    records: &mut Records,
    problems: &mut Problems,
    err: &mut dyn Write,
) -> Result<(), LinesError> {
    while let Some((number, line)) = lines.next_line()? {
        let place = Place {
            file: file.to_string(),
            line: number,
        };
        if !line.terminated {
            // What a job killed mid-write leaves; its job is looked for
            // elsewhere and named as missing if absent.
            let _ = writeln!(err, "perft merge: {place}: a torn last line, ignored");
            continue;
        }
        match Record::read(&line.bytes) {
            Ok(record) => records.push((record, place)),
            // Job lines gathered by a script (`echo`, a batch system's
            // output files) may have blank lines between them; they hold
            // no job, and a job they hide is named as missing.
            Err(RecordError::Blank) => {}
            Err(e) => problems.add_damaged(format!("{place}: {e}")),
        }
    }
    Ok(())
}

/// The value most often found, the first found among equals.
fn most_common<T: Clone + Eq + std::hash::Hash>(values: impl Iterator<Item = T>) -> Option<T> {
    let mut counts: HashMap<T, (usize, usize)> = HashMap::new();
    for (order, value) in values.enumerate() {
        counts.entry(value).or_insert((0, order)).0 += 1;
    }
    counts
        .into_iter()
        .max_by_key(|&(_, (count, order))| (count, std::cmp::Reverse(order)))
        .map(|(value, _)| value)
}

/// Reads the files and names the run most of their lines belong to; the
/// caller then checks them against that run with [`merge_run`].
pub fn read_run(files: &[String], err: &mut dyn Write) -> Result<Found, MergeFailure> {
    let (records, problems) = read_all(files, err)?;
    let Some(run) = most_common(records.iter().map(|(r, _)| r.run.clone())) else {
        problems.write(err);
        let _ = writeln!(err, "perft merge: no job lines in {}", files.join(", "));
        return Err(MergeFailure::Incomplete);
    };
    Ok(Found {
        run,
        records,
        problems,
    })
}

/// Checks the records against the run they name and prints its divide and
/// total, or names every missing, conflicting, foreign and damaged job.
pub fn merge_run<P: Position>(
    run: &RunName,
    settings: P::Settings,
    records: Records,
    mut problems: Problems,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), MergeFailure> {
    let pos = match P::from_fen_with(&run.fen, settings) {
        Ok(pos) if run.depth <= MAX_DEPTH => pos,
        Ok(_) => {
            let _ = writeln!(
                err,
                "perft merge: the run's depth {} is beyond {MAX_DEPTH}",
                run.depth
            );
            return Err(MergeFailure::Incomplete);
        }
        Err(e) => {
            let _ = writeln!(
                err,
                "perft merge: the run's FEN {:?} is not valid: {e}",
                run.fen
            );
            return Err(MergeFailure::Incomplete);
        }
    };
    let mut ours = Vec::new();
    for (record, place) in records {
        match run.difference(&record.run) {
            Some(difference) => problems
                .foreign
                .push(format!("{place}: a job of another run ({difference})")),
            None => ours.push((record, place)),
        }
    }
    let plies = most_common(ours.iter().map(|(r, _)| r.moves.len())).unwrap_or(0);
    let plies = u32::try_from(plies).unwrap_or(u32::MAX).min(run.depth);
    let mut jobs: HashMap<Vec<String>, Option<(u64, Place)>> = job_moves(&pos, plies)
        .into_iter()
        .map(|moves| (moves, None))
        .collect();
    let order = job_moves(&pos, plies);
    let mut repeated = 0;
    for (record, place) in ours {
        let moves_text = Record::moves_text(&record.moves);
        match jobs.get_mut(&record.moves) {
            None if record.moves.len() != plies as usize => problems.foreign.push(format!(
                "{place}: job {moves_text} of {} plies; the others split the run at {plies}",
                record.moves.len()
            )),
            None => problems.foreign.push(format!(
                "{place}: {moves_text} is not a job of this run (no such move sequence)"
            )),
            // The same job twice with the same count (a job run twice, a
            // journal two runs wrote at once): taken once.
            Some(Some((nodes, _))) if *nodes == record.nodes => repeated += 1,
            Some(Some((nodes, first))) => problems.conflicting.push(format!(
                "job {moves_text} counts {nodes} at {first} and {} at {place}",
                record.nodes
            )),
            Some(slot @ None) => *slot = Some((record.nodes, place)),
        }
    }
    for moves in &order {
        if jobs[moves].is_none() {
            problems
                .missing
                .push(format!("job {}", Record::moves_text(moves)));
        }
    }
    if problems.any() {
        problems.write(err);
        return Err(MergeFailure::Incomplete);
    }
    let total: u64 = jobs.values().flatten().map(|(nodes, _)| nodes).sum();
    if plies > 0 {
        let mut roots: Vec<String> = pos
            .legal_moves()
            .iter()
            .map(|&m| pos.uci(m).to_string())
            .collect();
        roots.sort();
        for root in roots {
            let nodes: u64 = jobs
                .iter()
                .filter(|(moves, _)| moves[0] == root)
                .filter_map(|(_, found)| found.as_ref().map(|(n, _)| n))
                .sum();
            writeln!(out, "{root}: {nodes}")?;
        }
    }
    writeln!(out, "Nodes searched: {total}")?;
    out.flush()?;
    if repeated > 0 {
        let _ = writeln!(
            err,
            "perft merge: {}; each job taken once",
            crate::cli::repeats(repeated)
        );
    }
    let _ = writeln!(
        err,
        "perft merge: {} jobs of {plies} plies make up the run ({run})",
        order.len()
    );
    Ok(())
}
