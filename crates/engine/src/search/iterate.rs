//! Iterative deepening on the main thread: one aspiration search per line
//! (MultiPV: each further line searched without the root moves of the
//! lines before it), a report after every iteration and on every
//! aspiration fail.

use crate::eval::Evaluate;
use crate::score::{Score, INFINITY, MATE};
use crate::search::report::Fail;
use crate::search::{PvLine, Report, Searcher};
use crate::SearchResult;

/// What the deepening needs to know besides the position.
pub(crate) struct Iteration {
    /// The deepest iteration.
    pub(crate) max_depth: u32,
    /// Whether a clock decides when to stop (not a depth or node limit).
    pub(crate) time_managed: bool,
    /// The root moves searched (after `searchmoves`).
    pub(crate) root_moves: usize,
    /// The lines wanted (MultiPV), at least one.
    pub(crate) lines: usize,
    /// The score the rules give the position, when they have drawn it.
    pub(crate) verdict: Option<Score>,
}

impl Searcher<'_> {
    /// `result`'s counters brought up to date.
    fn fill(&self, result: &mut SearchResult) {
        result.nodes = self.total_nodes();
        result.elapsed = self.time.elapsed();
        result.hashfull = self.tt.hashfull();
        result.seldepth = result.seldepth.max(self.seldepth);
    }
}

/// Deepens until a limit ends the search, updating `result` after every
/// completed iteration; returns the lines of the last one.
pub(crate) fn iterate<P: Evaluate>(
    searcher: &mut Searcher<'_>,
    pos: &P,
    plan: &Iteration,
    result: &mut SearchResult,
) -> Vec<PvLine> {
    let lines_wanted = plan.lines.clamp(1, plan.root_moves.max(1));
    let mut lines: Vec<PvLine> = Vec::new();
    // The searched scores of the last iteration's lines, in their order
    // (the lines carry the rules' verdict where there is one).
    let mut raw: Vec<i32> = Vec::new();
    for depth in 1..=plan.max_depth {
        searcher.root_depth = depth as i32;
        searcher.excluded.clear();
        let mut found: Vec<(i32, PvLine)> = Vec::with_capacity(lines_wanted);
        for line in 0..lines_wanted {
            let previous = raw.get(line).or(raw.last()).copied().unwrap_or(0);
            let score = aspiration(searcher, pos, depth as i32, previous, line, result);
            if searcher.aborted {
                break;
            }
            let mut pv = searcher.pv[0].clone();
            if pv.is_empty() && line == 0 {
                pv.extend(result.best_move);
            }
            let Some(&first) = pv.first() else {
                break;
            };
            searcher.excluded.push(first);
            let score_seen = plan.verdict.unwrap_or(Score(score));
            found.push((
                score,
                PvLine {
                    score: score_seen,
                    pv,
                },
            ));
        }
        searcher.excluded.clear();
        if searcher.aborted {
            // Keep the last completed iteration; before any, the first
            // root move fully searched in this one (or the first move).
            // A best line completed in this iteration (MultiPV) counts.
            if let Some((_, best)) = found.first() {
                if !lines.is_empty() {
                    result.best_move = best.pv.first().copied();
                    result.pv = best.pv.clone();
                    result.score = best.score;
                }
            }
            if result.depth == 0 {
                if let Some(&m) = searcher.pv[0].first() {
                    result.best_move = Some(m);
                    result.pv = searcher.pv[0].clone();
                }
            }
            break;
        }
        // Each line was searched without the lines before it, so a later
        // line may score higher: best first.
        found.sort_by_key(|(s, _)| core::cmp::Reverse(*s));
        raw = found.iter().map(|(s, _)| *s).collect();
        lines = found.into_iter().map(|(_, l)| l).collect();
        let (Some(best), Some(&score)) = (lines.first(), raw.first()) else {
            break;
        };
        result.score = best.score;
        result.depth = depth;
        result.best_move = best.pv.first().copied();
        result.pv = best.pv.clone();
        searcher.fill(result);
        result.seldepth = searcher.seldepth;
        searcher.report(Report::Iteration {
            result,
            lines: &lines,
        });
        let mate_plies = MATE - score.abs();
        if plan.time_managed
            && (searcher.time.should_not_deepen()
                || plan.root_moves == 1
                || (Score(score).is_mate() && depth as i32 > mate_plies + 1))
        {
            break;
        }
    }
    searcher.fill(result);
    lines
}

/// One iteration of one line with an aspiration window around the previous
/// score, widened until the score falls inside; a fail is reported.
pub(crate) fn aspiration<P: Evaluate>(
    searcher: &mut Searcher<'_>,
    pos: &P,
    depth: i32,
    previous: i32,
    line: usize,
    result: &SearchResult,
) -> i32 {
    if depth < 4 || Score(previous).is_mate() {
        return searcher.negamax(pos, depth, -INFINITY, INFINITY, 0, true, false);
    }
    let mut window = 40;
    let mut alpha = previous - window;
    let mut beta = previous + window;
    loop {
        let s = searcher.negamax(pos, depth, alpha, beta, 0, true, false);
        if searcher.aborted {
            return s;
        }
        let fail = if s <= alpha {
            alpha = (alpha - window).max(-INFINITY);
            Fail::Low
        } else if s >= beta {
            beta = (beta + window).min(INFINITY);
            Fail::High
        } else {
            return s;
        };
        if searcher.main {
            report_bound(searcher, s, depth, line, fail, result);
        }
        window *= 2;
        if window > 1_000 {
            alpha = -INFINITY;
            beta = INFINITY;
        }
    }
}

fn report_bound(
    searcher: &mut Searcher<'_>,
    score: i32,
    depth: i32,
    line: usize,
    fail: Fail,
    last: &SearchResult,
) {
    let mut bound = last.clone();
    bound.depth = depth as u32;
    bound.score = Score(score);
    if let Some(&m) = searcher.pv[0].first() {
        bound.best_move = Some(m);
        bound.pv = searcher.pv[0].clone();
    }
    searcher.fill(&mut bound);
    searcher.report(Report::Bound {
        result: &bound,
        line,
        fail,
    });
}
