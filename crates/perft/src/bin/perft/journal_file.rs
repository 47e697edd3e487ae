//! `--journal FILE`: the run's finished jobs, one checked line each
//! ([`crate::record`]), appended and synced as each job finishes.
//!
//! Opening the journal locks it ([`crate::lock`]: one run writes a journal
//! at a time) and reads what an earlier run of the same run left: every
//! complete line must be a checked record of this run and one of its jobs;
//! anything else is a [`JournalError`] naming the file, the line and what is
//! wrong, and nothing is counted. A job recorded twice with the same count
//! (what two runs writing one journal at once left, before the lock) is
//! taken once; with two counts, the journal cannot say which is right and
//! is refused. A last line without its newline is what a run killed
//! mid-write leaves: it is cut off the file and its job counted again.

use std::collections::{HashMap, HashSet};
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use danilchuk_board::UciMove;
use danilchuk_perft::JobJournal;

use crate::lines::{Lines, LinesError, MAX_LINE};
use crate::lock::{open_locked, Lock, LockError};
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
    /// A line longer than any record: not a journal this program wrote.
    #[error("journal {} line {line}: longer than {MAX_LINE} bytes, not a perft journal; use another file", .path.display())]
    TooLong {
        /// The journal.
        path: PathBuf,
        /// 1-based.
        line: usize,
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
    /// A job recorded twice with two counts: which one is right?
    #[error(
        "journal {} line {line}: job {moves} counts {nodes}, but line {first} counted {first_nodes}; \
         one of them is wrong (count the job again with --job and keep the line that agrees)",
        .path.display()
    )]
    Conflict {
        /// The journal.
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// The job's moves.
        moves: String,
        /// This line's count.
        nodes: u64,
        /// Where it was first.
        first: usize,
        /// The first line's count.
        first_nodes: u64,
    },
    /// Another process has the journal open (a run of it).
    #[error(
        "journal {} is in use by another perft run (it holds the journal's lock): \
         let that run finish, or give this run another journal file",
        .path.display()
    )]
    Locked {
        /// The journal.
        path: PathBuf,
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
#[derive(Debug)]
pub struct Opened {
    /// Jobs already finished.
    pub finished: usize,
    /// The bytes of a torn last line, cut off.
    pub torn_bytes: usize,
    /// Lines that repeat an earlier line's job and count.
    pub repeated: usize,
    /// Why the journal is not locked, when the file system cannot lock.
    pub unlocked: Option<io::Error>,
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
        // Locked before anything is read or cut: the torn tail of a run
        // still writing is that run's next line, not damage.
        let (file, lock) = open_locked(path).map_err(|e| match e {
            LockError::Held => JournalError::Locked {
                path: path.to_owned(),
            },
            LockError::Io(e) => io_error(e),
        })?;
        let jobs: HashSet<&[UciMove]> = jobs.iter().map(Vec::as_slice).collect();
        let mut done: HashMap<Vec<UciMove>, (u64, usize)> = HashMap::new();
        let mut repeated = 0;
        // Line by line, each bounded ([`crate::lines`]): a journal of zeros
        // or with no newline is refused at its first long line instead of
        // being read into memory whole.
        let mut lines = Lines::new(io::BufReader::new(&file));
        let mut torn_bytes = 0;
        loop {
            let next = lines.next_line().map_err(|e| match e {
                LinesError::Io(source) => io_error(source),
                LinesError::TooLong { line } => JournalError::TooLong {
                    path: path.to_owned(),
                    line,
                },
            })?;
            let Some((line_no, line)) = next else { break };
            if !line.terminated {
                torn_bytes = line.bytes.len();
                break;
            }
            let line = line.bytes.as_slice();
            let damaged = |source| JournalError::Damaged {
                path: path.to_owned(),
                line: line_no,
                source,
            };
            let record = Record::read(line).map_err(damaged)?;
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
            match done.get(&moves) {
                Some(&(nodes, _)) if nodes == record.nodes => repeated += 1,
                Some(&(first_nodes, first)) => {
                    return Err(JournalError::Conflict {
                        path: path.to_owned(),
                        line: line_no,
                        moves: Record::moves_text(&record.moves),
                        nodes: record.nodes,
                        first,
                        first_nodes,
                    })
                }
                None => {
                    done.insert(moves, (record.nodes, line_no));
                }
            }
        }
        if torn_bytes > 0 {
            // The complete lines end where the torn one starts.
            let complete = lines.offset();
            file.set_len(complete).map_err(io_error)?;
            file.sync_data().map_err(io_error)?;
        }
        let opened = Opened {
            finished: done.len(),
            torn_bytes,
            repeated,
            unlocked: match lock {
                Lock::Held => None,
                Lock::Unsupported(e) => Some(e),
            },
        };
        let journal = FileJournal {
            path: path.to_owned(),
            run: run.clone(),
            done: done
                .into_iter()
                .map(|(moves, (nodes, _))| (moves, nodes))
                .collect(),
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
