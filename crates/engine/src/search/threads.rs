//! One search on one or more threads (Lazy SMP): the main thread deepens
//! and reports, the helpers search the same root and share only the
//! transposition table with it.
//!
//! Every thread stops by itself, at its next look at the flags (every
//! [`CHECK_EVERY`](super::CHECK_EVERY) nodes), once the user stops, the
//! hard deadline passes, the node limit is reached or the main thread is
//! done: with more threads than cores, a helper that gets the processor
//! after the deadline stops at once instead of waiting for the main
//! thread to be scheduled and tell it; and there the helpers also yield
//! the processor at each look, so that a `stop` read by the input thread
//! takes effect within milliseconds. Every helper is joined before the
//! search returns, so none outlives it.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use danilchuk_board::Move;

use crate::eval::nnue::Network;
use crate::eval::Evaluate;
use crate::history::Tables;
use crate::search::helpers::run_helper;
use crate::search::iterate::iterate;
use crate::search::{Iteration, PvLine, Report, Role, Root, Searcher, SEARCH_STACK};
use crate::timeman::TimeManager;
use crate::tt::TranspositionTable;
use crate::SearchResult;

/// What every thread of one search shares.
pub(crate) struct Shared<'a, P> {
    pub(crate) tt: &'a TranspositionTable,
    pub(crate) root: &'a Root<P>,
    /// The engine's stop flag.
    pub(crate) stop: &'a AtomicBool,
    /// Set when the main thread is done.
    pub(crate) done: AtomicBool,
    /// The helpers' nodes.
    pub(crate) nodes: AtomicU64,
    pub(crate) time: TimeManager,
    pub(crate) node_limit: Option<u64>,
    /// The root moves to choose from (UCI `searchmoves`); empty: all.
    pub(crate) root_filter: Vec<Move>,
    /// More threads than the machine runs at once: then the helpers give
    /// up the processor every few hundred nodes, so that the threads that
    /// must act at once (the input reader with a `stop`, the main thread)
    /// get it within milliseconds rather than after every helper's full
    /// time slice.
    pub(crate) oversubscribed: bool,
    /// The neural evaluation, if the engine has one.
    pub(crate) network: Option<Arc<Network>>,
}

impl<P> Shared<'_, P> {
    /// Whether the search is over before a thread has begun.
    fn is_over(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
            || self.done.load(Ordering::Relaxed)
            || self.time.out_of_time()
    }
}

/// The main thread's part: its tables and where its reports go.
pub(crate) struct MainThread<'a> {
    pub(crate) tables: &'a mut Tables,
    pub(crate) report: &'a mut dyn FnMut(Report<'_>),
    pub(crate) currmove_after: Duration,
}

/// Searches `shared.root` on the calling thread (the main one) and one
/// helper per entry of `helpers`, updating `result` after every completed
/// iteration of the main thread; returns the lines of its last one. Every
/// helper has ended when this returns.
pub(crate) fn search_on_threads<P: Evaluate>(
    shared: &Shared<'_, P>,
    main: MainThread<'_>,
    helpers: &mut [Tables],
    plan: &Iteration,
    result: &mut SearchResult,
) -> Vec<PvLine> {
    std::thread::scope(|scope| {
        // The helpers are spawned by a thread of their own while the main
        // thread searches: with more threads than cores, spawning them all
        // takes long, and the main thread must not wait for it (nor lose
        // its share of the processor to the helpers it woke).
        let spawner = (!helpers.is_empty())
            .then(|| {
                std::thread::Builder::new()
                    .name("helper spawner".into())
                    .spawn_scoped(scope, move || {
                        let mut handles = Vec::with_capacity(helpers.len());
                        for (id, tables) in helpers.iter_mut().enumerate() {
                            if shared.is_over() {
                                break;
                            }
                            // A helper that cannot start leaves the search
                            // to the others.
                            let spawned = std::thread::Builder::new()
                                .name(format!("helper {}", id + 1))
                                .stack_size(SEARCH_STACK)
                                .spawn_scoped(scope, move || {
                                    helper(shared, tables, id, plan.max_depth);
                                });
                            handles.extend(spawned.ok());
                        }
                        handles
                    })
                    .ok()
            })
            .flatten();
        // Set when the main thread's search ends, also by a panic: the
        // helpers must not search on, or the scope would never end.
        let done = Done(&shared.done);
        let role = Role::Main {
            report: main.report,
            currmove_after: main.currmove_after,
        };
        let mut searcher = Searcher::new(shared, main.tables, role);
        let lines = iterate(&mut searcher, shared.root.position(), plan, result);
        drop(done);
        // Joined one by one (not left to the scope's end), so that each
        // helper's thread has exited, not only its work, when this returns.
        if let Some(Ok(handles)) = spawner.map(|s| s.join()) {
            for handle in handles {
                let _ = handle.join();
            }
        }
        result.nodes = searcher.total_nodes();
        lines
    })
}

/// Sets the flag that ends the helpers when dropped.
struct Done<'a>(&'a AtomicBool);

impl Drop for Done<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// A helper thread's search, unless the search is over before it begins.
fn helper<P: Evaluate>(shared: &Shared<'_, P>, tables: &mut Tables, id: usize, max_depth: u32) {
    if shared.is_over() {
        return;
    }
    let mut searcher = Searcher::new(shared, tables, Role::Helper);
    run_helper(&mut searcher, shared.root.position(), id, max_depth);
}
