//! The recursive count below one job: bulk counting at depth 1, the shared
//! table above it, the stop flag checked near the root of each subtree.

use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

use danilchuk_board::{Color, MoveList, Position};

use crate::{PerftError, PerftTable, Progress};

/// Subtrees this deep or deeper look at the stop flag before they start.
const STOP_CHECK_DEPTH: u32 = 3;

/// Subtrees this deep add their count to the run's progress as soon as
/// they are counted (a job may take minutes; its subtrees take
/// milliseconds).
const PROGRESS_DEPTH: u32 = 3;

/// Subtrees this deep or deeper go through the table (depth 1 is a bulk
/// count, cheaper than a probe).
const HASH_MIN_DEPTH: u32 = 2;

/// What every node of one run shares.
pub(crate) struct Context<'a> {
    pub table: Option<&'a PerftTable>,
    /// XORed into every key: the rule set's and settings' salt and the
    /// run's own ([`crate::Perft::salt`]).
    pub salt: u64,
    /// Multiplies the white units' placement into the check word: 0 (the
    /// check is the occupancy alone) unless the run chose a salt.
    pub check_salt: u64,
    /// The caller's stop request (Ctrl-C).
    pub stop: Option<&'a AtomicBool>,
    /// Set by the run itself when a job could not be recorded.
    pub abort: &'a AtomicBool,
    /// Where finished subtrees are reported.
    pub progress: Option<&'a Progress>,
}

impl Context<'_> {
    /// The table key and check word of a position (see [`crate::table`]).
    #[inline]
    fn key_and_check<P: Position>(&self, pos: &P) -> (u64, u64) {
        let board = pos.board();
        let white = board.by_color(Color::White).0;
        (
            pos.zobrist().0 ^ self.salt,
            board.occupied().0 ^ white.wrapping_mul(self.check_salt),
        )
    }

    pub fn stopped(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Relaxed)) || self.abort.load(Relaxed)
    }
}

/// perft(`pos`, `depth`) (RULES.md Part III). `depth` is at most
/// [`crate::MAX_DEPTH`], which bounds the recursion. The leaves of the
/// subtrees reported to the progress counters are added to `reported`.
pub(crate) fn count<P: Position>(
    pos: &P,
    depth: u32,
    cx: &Context<'_>,
    reported: &mut u64,
) -> Result<u64, PerftError> {
    let total = count_below(pos, depth, cx, reported)?;
    if depth == PROGRESS_DEPTH {
        if let Some(progress) = cx.progress {
            progress.subtree_done(total);
            *reported += total;
        }
    }
    Ok(total)
}

/// [`count`] without the report of its own subtree.
fn count_below<P: Position>(
    pos: &P,
    depth: u32,
    cx: &Context<'_>,
    reported: &mut u64,
) -> Result<u64, PerftError> {
    match depth {
        0 => return Ok(1),
        1 => return Ok(pos.count_legal_moves() as u64),
        _ => {}
    }
    if depth >= STOP_CHECK_DEPTH && cx.stopped() {
        return Err(PerftError::Interrupted);
    }
    let hashed = cx.table.filter(|_| depth >= HASH_MIN_DEPTH);
    let (key, check) = match hashed {
        Some(table) => {
            let (key, check) = cx.key_and_check(pos);
            if let Some(stored) = table.probe(key, check, depth as u8) {
                return Ok(stored);
            }
            (key, check)
        }
        None => (0, 0),
    };
    let mut moves = MoveList::new();
    pos.legal_moves_into(&mut moves);
    let mut total = 0;
    for m in &moves {
        let mut child = pos.clone();
        child.play_unchecked(*m);
        total += count(&child, depth - 1, cx, reported)?;
    }
    if let Some(table) = hashed {
        table.store(key, check, depth as u8, total);
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use danilchuk_classical::Chess;

    /// A job under way already shows in the progress: its finished
    /// three-ply subtrees are counted before the job ends.
    #[test]
    fn a_running_job_reports_its_finished_subtrees() {
        let progress = Progress::new();
        let abort = AtomicBool::new(false);
        let cx = Context {
            table: None,
            salt: 0,
            check_salt: 0,
            stop: None,
            abort: &abort,
            progress: Some(&progress),
        };
        let mut reported = 0;
        let nodes = count(&Chess::starting(), 4, &cx, &mut reported).unwrap();
        assert_eq!(nodes, 197_281);
        assert_eq!(reported, nodes);
        assert_eq!(progress.nodes(), nodes);
        assert_eq!(progress.jobs_done(), 0);
        // The job's end moves the count from running to finished.
        progress.job_done(nodes, reported, false);
        assert_eq!(progress.nodes(), nodes);
        assert_eq!(progress.jobs_done(), 1);
    }
}
