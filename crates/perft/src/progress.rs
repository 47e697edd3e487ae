//! Counters a reporter thread reads while a perft run goes on, and the stop
//! flag.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::Relaxed};

/// Live counters of one perft run, shared with the threads that count.
///
/// Give it to [`crate::Perft::progress`]; read it from another thread (a
/// progress display) while [`crate::Perft::run`] goes on; call
/// [`Progress::request_stop`] to end the run early with
/// [`crate::PerftError::Interrupted`].
///
/// ```
/// use danilchuk_perft::Progress;
///
/// let progress = Progress::new();
/// assert_eq!(progress.nodes(), 0);
/// assert!(!progress.stop_requested());
/// progress.request_stop();
/// assert!(progress.stop_requested());
/// ```
#[derive(Debug, Default)]
pub struct Progress {
    nodes: AtomicU64,
    /// Leaves of the finished subtrees of jobs still running.
    running: AtomicU64,
    roots_done: AtomicUsize,
    roots_total: AtomicUsize,
    jobs_done: AtomicUsize,
    jobs_total: AtomicUsize,
    stop: AtomicBool,
}

impl Progress {
    /// Counters at zero, no stop requested.
    #[must_use]
    pub fn new() -> Progress {
        Progress::default()
    }

    /// Leaves counted so far: those of the finished jobs, and of the
    /// finished subtrees (three plies deep) of the jobs under way, so that
    /// the count moves from the start of a long run. While the run goes
    /// on it may lag a moment behind when a job finishes; once the run
    /// has finished it is the total.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Relaxed) + self.running.load(Relaxed)
    }

    /// Root moves whose subtree is fully counted.
    pub fn roots_done(&self) -> usize {
        self.roots_done.load(Relaxed)
    }

    /// The number of root moves of the run.
    pub fn roots_total(&self) -> usize {
        self.roots_total.load(Relaxed)
    }

    /// Jobs (subtrees, root × second-ply moves) counted so far.
    pub fn jobs_done(&self) -> usize {
        self.jobs_done.load(Relaxed)
    }

    /// The number of jobs of the run.
    pub fn jobs_total(&self) -> usize {
        self.jobs_total.load(Relaxed)
    }

    /// Asks the run to stop as soon as its threads notice (within a few
    /// thousand nodes).
    pub fn request_stop(&self) {
        self.stop.store(true, Relaxed);
    }

    /// Whether a stop was asked for.
    pub fn stop_requested(&self) -> bool {
        self.stop.load(Relaxed)
    }

    pub(crate) fn start(&self, roots: usize, jobs: usize, roots_done: usize) {
        self.nodes.store(0, Relaxed);
        self.running.store(0, Relaxed);
        self.roots_done.store(roots_done, Relaxed);
        self.jobs_done.store(0, Relaxed);
        self.roots_total.store(roots, Relaxed);
        self.jobs_total.store(jobs, Relaxed);
    }

    /// A subtree of a running job counted: `nodes` leaves.
    pub(crate) fn subtree_done(&self, nodes: u64) {
        self.running.fetch_add(nodes, Relaxed);
    }

    /// A job counted: `nodes` leaves, of which `reported` were already
    /// added by [`Progress::subtree_done`].
    pub(crate) fn job_done(&self, nodes: u64, reported: u64, root_finished: bool) {
        self.running.fetch_sub(reported, Relaxed);
        self.nodes.fetch_add(nodes, Relaxed);
        self.jobs_done.fetch_add(1, Relaxed);
        if root_finished {
            self.roots_done.fetch_add(1, Relaxed);
        }
    }

    pub(crate) fn stop_flag(&self) -> &AtomicBool {
        &self.stop
    }
}
