//! A perft run: the tree split into jobs, the jobs shared by the threads.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;

use danilchuk_bitboard::splitmix64;
use danilchuk_board::{Move, Position, UciMove};

use crate::count::{count, Context};
use crate::{JobJournal, PerftError, PerftTable, Progress};

/// The deepest perft a run accepts. The count recurses once per ply, and
/// this bound keeps that recursion far inside a thread's stack (each ply
/// holds one move list and one position, a few KiB); no perft this deep
/// could finish anyway.
pub const MAX_DEPTH: u32 = 64;

/// Stack size of the counting threads: room for [`MAX_DEPTH`] plies of any
/// rule set's frames.
const THREAD_STACK: usize = 8 << 20;

/// One root move's subtree count.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RootMove {
    /// The move.
    pub mv: Move,
    /// The move in the rule set's UCI form (Part III).
    pub uci: String,
    /// perft(position after the move, depth - 1).
    pub nodes: u64,
}

/// The result of a run.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PerftReport {
    /// perft(position, depth).
    pub nodes: u64,
    /// The count below each root move, sorted by the UCI string (empty at
    /// depth 0, which has no root moves to list).
    pub divide: Vec<RootMove>,
}

/// A perft run's settings: depth, threads, table, salt, progress counters,
/// journal.
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_immortal::Immortal;
/// use danilchuk_perft::Perft;
///
/// let report = Perft::new(3).threads(2).run(&Immortal::starting())?;
/// assert_eq!(report.nodes, 11_596);
/// # Ok::<(), danilchuk_perft::PerftError>(())
/// ```
#[derive(Copy, Clone)]
pub struct Perft<'a> {
    depth: u32,
    threads: usize,
    table: Option<&'a PerftTable>,
    salt: u64,
    progress: Option<&'a Progress>,
    journal: Option<&'a dyn JobJournal>,
}

impl core::fmt::Debug for Perft<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Perft")
            .field("depth", &self.depth)
            .field("threads", &self.threads)
            .field("table", &self.table)
            .field("salt", &self.salt)
            .field("progress", &self.progress)
            .field("journal", &self.journal.is_some())
            .finish()
    }
}

/// A subtree to count: below `pos`, `depth` plies, adding to root `root`;
/// `moves` lead to it from the root.
struct Job<P> {
    root: usize,
    moves: Vec<UciMove>,
    pos: P,
    depth: u32,
}

impl<'a> Perft<'a> {
    /// A run to `depth` on one thread, without a table.
    #[must_use]
    pub const fn new(depth: u32) -> Perft<'a> {
        Perft {
            depth,
            threads: 1,
            table: None,
            salt: 0,
            progress: None,
            journal: None,
        }
    }

    /// Counts on `threads` threads (at least one; the calling thread is one
    /// of them).
    #[must_use]
    pub const fn threads(mut self, threads: usize) -> Perft<'a> {
        self.threads = if threads == 0 { 1 } else { threads };
        self
    }

    /// Uses (and fills) this table.
    #[must_use]
    pub const fn table(mut self, table: &'a PerftTable) -> Perft<'a> {
        self.table = Some(table);
        self
    }

    /// Keys the table with this salt as well (0, the default, adds none).
    ///
    /// A run that confirms another with the same table code should use
    /// another salt (and table size): the salt moves every position to
    /// other buckets and mixes the white units' placement into the check
    /// word (see [`crate::table`]), so the two runs do not share the
    /// positions whose keys could clash.
    #[must_use]
    pub const fn salt(mut self, salt: u64) -> Perft<'a> {
        self.salt = salt;
        self
    }

    /// Takes the jobs this journal knows as done, and records each job the
    /// run finishes in it (see [`JobJournal`]).
    pub const fn journal(mut self, journal: &'a dyn JobJournal) -> Perft<'a> {
        self.journal = Some(journal);
        self
    }

    /// Updates these counters as jobs finish, and stops when asked to.
    pub const fn progress(mut self, progress: &'a Progress) -> Perft<'a> {
        self.progress = Some(progress);
        self
    }

    /// The moves from `pos` to each job of this run, in the order the run
    /// takes them: what a [`JobJournal`] is asked about and told of (see
    /// [`Perft::run`]). Empty at depth 0 and 1, and beyond [`MAX_DEPTH`].
    ///
    /// ```
    /// use danilchuk_board::Position;
    /// use danilchuk_immortal::Immortal;
    /// use danilchuk_perft::Perft;
    ///
    /// let start = Immortal::starting();
    /// assert_eq!(Perft::new(2).jobs(&start).len(), 22); // the root moves
    /// assert_eq!(Perft::new(5).jobs(&start).len(), 484); // root x reply
    /// assert!(Perft::new(1).jobs(&start).is_empty());
    /// ```
    pub fn jobs<P: Position>(&self, pos: &P) -> Vec<Vec<UciMove>> {
        if self.depth > MAX_DEPTH {
            return Vec::new();
        }
        split(pos, &pos.legal_moves(), self.depth)
            .into_iter()
            .map(|job| job.moves)
            .collect()
    }

    /// Counts perft(`pos`, depth) (RULES.md Part III) and the count below
    /// each root move.
    ///
    /// The jobs are the subtrees after each (root move, reply) pair for a
    /// depth of 3 or more, after each root move at depth 2, and none at
    /// depth 1 (each root move counts 1): these are the move lists a
    /// [`JobJournal`] sees.
    ///
    /// # Errors
    ///
    /// [`PerftError::DepthTooLarge`] beyond [`MAX_DEPTH`],
    /// [`PerftError::Interrupted`] when a stop was requested through the
    /// [`Progress`], [`PerftError::Journal`] when the journal could not
    /// record a job.
    pub fn run<P: Position + Sync>(&self, pos: &P) -> Result<PerftReport, PerftError> {
        if self.depth > MAX_DEPTH {
            return Err(PerftError::DepthTooLarge {
                depth: self.depth,
                max: MAX_DEPTH,
            });
        }
        let local = Progress::new();
        let progress = self.progress.unwrap_or(&local);
        if self.depth == 0 {
            progress.start(0, 0, 0);
            return Ok(PerftReport {
                nodes: 1,
                divide: Vec::new(),
            });
        }
        let roots = pos.legal_moves();
        let mut root_nodes = vec![0; roots.len()];
        let mut jobs = split(pos, &roots, self.depth);
        if let Some(journal) = self.journal {
            jobs.retain(|job| match journal.finished(&job.moves) {
                Some(nodes) => {
                    root_nodes[job.root] += nodes;
                    false
                }
                None => true,
            });
        }
        let mut remaining: Vec<usize> = vec![0; roots.len()];
        jobs.iter().for_each(|job| remaining[job.root] += 1);
        let finished_roots = remaining.iter().filter(|&&n| n == 0).count();
        progress.start(roots.len(), jobs.len(), finished_roots);
        let abort = AtomicBool::new(false);
        let shared = Shared {
            jobs: &jobs,
            next: AtomicUsize::new(0),
            root_nodes: root_nodes.into_iter().map(AtomicU64::new).collect(),
            remaining: remaining.into_iter().map(AtomicUsize::new).collect(),
            failed: AtomicBool::new(false),
            journal: self.journal,
            journal_error: Mutex::new(None),
            progress,
            cx: Context {
                table: self.table,
                salt: pos.settings_key() ^ splitmix64(self.salt),
                check_salt: match self.salt {
                    0 => 0,
                    salt => splitmix64(salt.rotate_left(32) ^ 0x5851_f42d_4c95_7f2d) | 1,
                },
                stop: Some(progress.stop_flag()),
                abort: &abort,
                progress: Some(progress),
            },
        };
        std::thread::scope(|scope| {
            for _ in 1..self.threads.min(jobs.len()) {
                // A thread that cannot be spawned leaves its share to the others.
                let _ = std::thread::Builder::new()
                    .stack_size(THREAD_STACK)
                    .spawn_scoped(scope, || shared.work());
            }
            shared.work();
        });
        if let Some(message) = shared.journal_error.into_inner().ok().flatten() {
            return Err(PerftError::Journal(message));
        }
        if shared.failed.load(Relaxed) {
            return Err(PerftError::Interrupted);
        }
        let mut divide: Vec<RootMove> = roots
            .iter()
            .zip(&shared.root_nodes)
            .map(|(&mv, nodes)| RootMove {
                mv,
                uci: pos.uci(mv).to_string(),
                nodes: if self.depth == 1 {
                    1
                } else {
                    nodes.load(Relaxed)
                },
            })
            .collect();
        divide.sort_by(|a, b| a.uci.cmp(&b.uci));
        Ok(PerftReport {
            nodes: divide.iter().map(|r| r.nodes).sum(),
            divide,
        })
    }
}

/// The jobs of a run of `depth` >= 1: the second-ply subtrees (enough for
/// every core to stay busy to the end), or the root moves' at depth 2, or
/// none at depth 1 (each root move counts 1).
fn split<P: Position>(pos: &P, roots: &[Move], depth: u32) -> Vec<Job<P>> {
    let mut jobs = Vec::new();
    if depth < 2 {
        return jobs;
    }
    for (root, &m) in roots.iter().enumerate() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        let root_uci = pos.uci(m);
        if depth == 2 {
            jobs.push(Job {
                root,
                moves: vec![root_uci],
                pos: child,
                depth: 1,
            });
            continue;
        }
        for &reply in &child.legal_moves() {
            let mut grandchild = child.clone();
            grandchild.play_unchecked(reply);
            jobs.push(Job {
                root,
                moves: vec![root_uci, child.uci(reply)],
                pos: grandchild,
                depth: depth - 2,
            });
        }
    }
    jobs
}

/// What the threads of a run share.
struct Shared<'a, P> {
    jobs: &'a [Job<P>],
    next: AtomicUsize,
    root_nodes: Vec<AtomicU64>,
    remaining: Vec<AtomicUsize>,
    failed: AtomicBool,
    journal: Option<&'a dyn JobJournal>,
    /// The first journal error; the run stops at it.
    journal_error: Mutex<Option<String>>,
    progress: &'a Progress,
    cx: Context<'a>,
}

impl<P: Position> Shared<'_, P> {
    /// Takes jobs until none is left or the run is stopped.
    fn work(&self) {
        while let Some(job) = self.jobs.get(self.next.fetch_add(1, Relaxed)) {
            if self.cx.stopped() {
                self.failed.store(true, Relaxed);
                return;
            }
            let mut reported = 0;
            let Ok(nodes) = count(&job.pos, job.depth, &self.cx, &mut reported) else {
                self.failed.store(true, Relaxed);
                return;
            };
            if let Some(journal) = self.journal {
                if let Err(message) = journal.record(&job.moves, job.depth, nodes) {
                    if let Ok(mut first) = self.journal_error.lock() {
                        first.get_or_insert(message);
                    }
                    self.cx.abort.store(true, Relaxed);
                    self.failed.store(true, Relaxed);
                    return;
                }
            }
            self.root_nodes[job.root].fetch_add(nodes, Relaxed);
            let root_finished = self.remaining[job.root].fetch_sub(1, Relaxed) == 1;
            self.progress.job_done(nodes, reported, root_finished);
        }
    }
}
