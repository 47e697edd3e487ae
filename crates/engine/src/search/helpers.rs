//! Lazy SMP: helper threads search the same root, sharing only the
//! transposition table with the main thread. What they store there orders
//! and cuts the main thread's search; they report nothing and choose no
//! move. Odd helpers start one ply deeper, so that the threads do not all
//! search the same depth at the same time.

use crate::eval::Evaluate;
use crate::search::iterate::aspiration;
use crate::search::Searcher;
use crate::SearchResult;

/// Deepens from the root until the search stops (the main thread is done,
/// or a limit or the user stops every thread) or the deepest iteration is
/// done.
pub(crate) fn run_helper<P: Evaluate>(
    searcher: &mut Searcher<'_>,
    pos: &P,
    id: usize,
    max_depth: u32,
) {
    // Only an aspiration fail's report reads it, and helpers report nothing.
    let quiet = SearchResult::empty();
    let mut previous = 0;
    let first = 1 + (id % 2) as u32;
    for depth in first..=max_depth.max(first) {
        searcher.root_depth = depth as i32;
        let score = aspiration(searcher, pos, depth as i32, previous, 0, &quiet);
        if searcher.aborted {
            break;
        }
        previous = score;
    }
    // What is left uncounted.
    searcher.flush_nodes();
}
