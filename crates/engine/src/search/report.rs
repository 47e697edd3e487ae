//! What the main search thread reports while it runs (UCI `info`), and
//! those reports as the library's per-iteration callback.

use danilchuk_board::Move;

use crate::{Score, SearchResult};

/// One line of a multi-line search (UCI `MultiPV`): a root move's score
/// and its principal variation, the root move first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PvLine {
    /// The score from the side to move's point of view.
    pub score: Score,
    /// The principal variation.
    pub pv: Vec<Move>,
}

/// Which side of an aspiration window a root search failed on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Fail {
    /// The score is at least this (UCI `lowerbound`).
    High,
    /// The score is at most this (UCI `upperbound`).
    Low,
}

/// A report of the main thread.
#[derive(Debug)]
pub(crate) enum Report<'a> {
    /// An iteration completed: the result (its best line) and every line,
    /// best first (one unless MultiPV asks for more).
    Iteration {
        result: &'a SearchResult,
        lines: &'a [PvLine],
    },
    /// The root search of line `line` (0 for the best) failed outside its
    /// aspiration window: `result.score` is a bound.
    Bound {
        result: &'a SearchResult,
        line: usize,
        fail: Fail,
    },
    /// The root move about to be searched (UCI `currmove`), counted from 1.
    CurrMove {
        depth: u32,
        currmove: Move,
        number: usize,
    },
}

/// The reports of a search as calls of `on_iteration`, one per completed
/// iteration.
pub(crate) fn on_iterations(mut on_iteration: impl FnMut(&SearchResult)) -> impl FnMut(Report<'_>) {
    move |report| {
        if let Report::Iteration { result, .. } = report {
            on_iteration(result);
        }
    }
}
