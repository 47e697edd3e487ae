//! `--journal FILE`: the run's finished jobs, one checked line each
//! ([`crate::record`]), appended and synced as each job finishes.
//!
//! Opening the journal reads what an earlier run of the same run left:
//! every complete line must be a checked record of this run and one of its
//! jobs, once; anything else is a [`JournalError`] naming the file, the line
//! and what is wrong, and nothing is counted. A last line without its
//! newline is what a run killed mid-write leaves: it is cut off the file and
//! its job counted again.

use std::collections::{HashMap, HashSet};
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use danilchuk_board::UciMove;
use danilchuk_perft::JobJournal;

use crate::record::{Record, RecordError, RunName};

/// Why a journal cannot be used for this run.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// The file cannot be opened, read or cut.
    #[error("journal {}: {source}", .path.display())]
    Io {
        /// The journal.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// A line is not a record this program wrote (damaged or edited).
    #[error("journal {} line {line}: {source}", .path.display())]
    Damaged {
        /// The journal.
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// What is wrong with it.
        source: RecordError,
    },
    /// A line of another run (rule set, position or depth).
    #[error("journal {} line {line}: a job of another run ({difference}); use another journal file for this run", .path.display())]
    OtherRun {
        /// The journal.
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// The first field that differs.
        difference: String,
    },
    /// Moves that lead to none of the run's jobs.
    #[error("journal {} line {line}: {moves} is not a job of this run", .path.display())]
    NotAJob {
        /// The journal.
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// The line's moves.
        moves: String,
    },
    /// A job recorded twice (two runs wrote to one journal at once).
    #[error("journal {} line {line}: job {moves} is already on line {first}", .path.display())]
    Duplicate {
        /// The journal.
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// Where it was first.
        first: usize,
        /// The job's moves.
        moves: String,
    },
}

/// A journal open for one run.
pub struct FileJournal {
    path: PathBuf,
    run: RunName,
    /// The jobs found finished, by their moves.
    done: HashMap<Vec<UciMove>, u64>,
    file: Mutex<File>,
}

/// What opening found besides the finished jobs.
#[derive(Debug, PartialEq, Eq)]
pub struct Opened {
    /// Jobs already finished.
    pub finished: usize,
    /// The bytes of a torn last line, cut off.
    pub torn_bytes: usize,
}

impl FileJournal {
    /// Opens (or creates) the journal of `run`, whose jobs are `jobs`.
    pub fn open(
        path: &Path,
        run: &RunName,
        jobs: &[Vec<UciMove>],
    ) -> Result<(FileJournal, Opened), JournalError> {
        let io_error = |source| JournalError::Io {
            path: path.to_owned(),
            source,
        };
        // A device or pipe would hang the read (/dev/zero) or forget the
        // records (/dev/null): only a regular file keeps a journal.
        match std::fs::metadata(path) {
            Ok(meta) if !meta.is_file() => {
                return Err(io_error(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    "not a regular file",
                )))
            }
            _ => {}
        }
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(path)
            .map_err(io_error)?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).map_err(io_error)?;
        let complete = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let torn_bytes = bytes.len() - complete;
        if torn_bytes > 0 {
            file.set_len(complete as u64).map_err(io_error)?;
            file.sync_data().map_err(io_error)?;
        }
        let jobs: HashSet<&[UciMove]> = jobs.iter().map(Vec::as_slice).collect();
        let mut done = HashMap::new();
        let mut lines: HashMap<Vec<UciMove>, usize> = HashMap::new();
        // Every piece ends with its newline: the torn tail is cut off.
        for (i, line) in bytes[..complete]
            .split_inclusive(|&b| b == b'\n')
            .enumerate()
        {
            let line = &line[..line.len() - 1];
            let line_no = i + 1;
            let damaged = |source| JournalError::Damaged {
                path: path.to_owned(),
                line: line_no,
                source,
            };
            let text = std::str::from_utf8(line)
                .map_err(|e| damaged(RecordError::Syntax(format!("not UTF-8 text: {e}"))))?;
            let record = Record::parse(text).map_err(damaged)?;
            if let Some(difference) = run.difference(&record.run) {
                return Err(JournalError::OtherRun {
                    path: path.to_owned(),
                    line: line_no,
                    difference,
                });
            }
            let not_a_job = || JournalError::NotAJob {
                path: path.to_owned(),
                line: line_no,
                moves: Record::moves_text(&record.moves),
            };
            let moves: Vec<UciMove> = record
                .moves
                .iter()
                .map(|m| m.parse())
                .collect::<Result<_, _>>()
                .map_err(|_| not_a_job())?;
            if !jobs.contains(moves.as_slice()) {
                return Err(not_a_job());
            }
            if let Some(&first) = lines.get(&moves) {
                return Err(JournalError::Duplicate {
                    path: path.to_owned(),
                    line: line_no,
                    first,
                    moves: Record::moves_text(&record.moves),
                });
            }
            lines.insert(moves.clone(), line_no);
            done.insert(moves, record.nodes);
        }
        let opened = Opened {
            finished: done.len(),
            torn_bytes,
        };
        let journal = FileJournal {
            path: path.to_owned(),
            run: run.clone(),
            done,
            file: Mutex::new(file),
        };
        Ok((journal, opened))
    }
}

impl JobJournal for FileJournal {
    fn finished(&self, moves: &[UciMove]) -> Option<u64> {
        self.done.get(moves).copied()
    }

    fn record(&self, moves: &[UciMove], _depth: u32, nodes: u64) -> Result<(), String> {
        let record = Record {
            run: self.run.clone(),
            moves: moves.iter().map(ToString::to_string).collect(),
            nodes,
        };
        let mut line = record.to_line();
        line.push('\n');
        let mut file = self
            .file
            .lock()
            .map_err(|_| "another thread failed while writing the journal".to_string())?;
        // One write of the whole line: a crash can tear only the last line.
        file.write_all(line.as_bytes())
            .and_then(|()| file.sync_data())
            .map_err(|e| format!("journal {}: {e}", self.path.display()))
    }
}
