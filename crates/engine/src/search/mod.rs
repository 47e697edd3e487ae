//! The search: iterative deepening over a principal-variation alpha-beta
//! search with a transposition table, null-move pruning and late-move
//! reductions, ending in a quiescence search suited to each rule set.
//!
//! Each iteration searches with an aspiration window around the previous
//! score. The transposition table is keyed by the Zobrist key, mixed with
//! Linear's line limit (L-8); mate scores are counted in plies; a
//! repetition within the search, the fifty-move rule and the game's own
//! repetitions score as draws. Moves come from the staged move picker
//! (`movepick.rs`), ordered by the rule set's static exchange evaluation
//! (`see/`) and the history tables (`history/`).
//!
//! Pruning and reductions, and why they are sound enough per rule set:
//! - **Null move** (RULES.md IV-8: a pass, never a legal move) where the
//!   rule set's [`Evaluate::null_move`] offers one: never in check or danger
//!   (passing would leave a king capturable), and in classical and Immortal
//!   chess only with a piece besides king and pawns (zugzwang needs few
//!   pieces; in Immortal nothing leaves the board, so it is rarer still).
//!   Reduction `R = 2 + depth / 4`, never at the root or in a PV node.
//! - **Reverse futility pruning** within 6 plies of the horizon: a node
//!   whose static evaluation beats beta by 90 centipawns per ply returns
//!   it; never in a PV node, in danger (a king may be lost, L-5) or with
//!   mate scores about.
//! - **Late-move pruning** within 3 plies of the horizon: after 3 + d²
//!   quiet moves, the later quiet moves that neither check nor endanger a
//!   king are skipped, once a move has scored above a loss; never in a PV
//!   node or in danger.
//! - **Late-move reductions** for quiet moves late in the ordering, not in
//!   danger and not when the move gives check, from a logarithmic table
//!   (`reductions.rs`): one ply more outside PV nodes and when the side's
//!   evaluation is not improving, one less for killers, less or more by the
//!   move's history. A reduced move that beats alpha is searched again at
//!   full depth, so a reduction never hides a move that wins, it only
//!   delays finding it.
//! - **Check extension**: a position in danger ([`Evaluate::in_danger`]) is
//!   searched one ply deeper (in Linear only a side whose only king is
//!   attacked and that cannot take the opponent's last king first, L-4,
//!   L-5).
//! - Mate distance pruning, which is exact.

mod helpers;
mod iterate;
mod quiescence;
mod reductions;
mod report;
mod root;
mod threads;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use danilchuk_board::{Move, MoveList};

use crate::eval::nnue::{AccumulatorStack, NetworkKind, EVAL_BOUND};
use crate::eval::{Decided, Evaluate};
use crate::history::{Context, History, Killers, PieceTo, Tables};
use crate::limits::MAX_PLY;
use crate::movepick::{MovePicker, Stage};
use crate::score::{Score, INFINITY, MATE, MATE_BOUND};
use crate::timeman::TimeManager;
use crate::tt::{Bound, TranspositionTable};

pub(crate) use self::iterate::Iteration;
pub use self::report::PvLine;
pub(crate) use self::report::{on_iterations, Fail, Report};
pub(crate) use self::root::{PathEntry, Root};
pub(crate) use self::threads::{search_on_threads, MainThread, Shared};

/// The stack of every thread that searches (the UCI job thread and the
/// helpers): the search recurses up to [`MAX_PLY`] plies, each with its
/// move list and move picker.
pub(crate) const SEARCH_STACK: usize = 64 << 20;

/// The deepest node reverse futility pruning applies to.
const RFP_DEPTH: i32 = 6;
/// Its margin per ply, in centipawns.
const RFP_MARGIN: i32 = 90;

/// The deepest node late-move pruning applies to.
const LMP_DEPTH: i32 = 3;
/// Quiet moves searched at depth `d` before the rest are pruned: this
/// plus `d * d`.
const LMP_BASE: usize = 3;

/// Late-move reductions: a history score this large takes one ply off
/// (or adds one, when negative).
const LMR_HISTORY_DIVISOR: i32 = 12_000;

/// How often (in nodes) the clock and the stop flags are looked at.
const CHECK_EVERY: u64 = 256;

/// What a search thread is: the main thread reports and chooses the move;
/// a helper (Lazy SMP) only fills the shared transposition table.
pub(crate) enum Role<'a> {
    /// The main thread: its reports go to `report`, and once the search
    /// has run `currmove_after` it reports each root move (`currmove`).
    Main {
        report: &'a mut dyn FnMut(Report<'_>),
        currmove_after: Duration,
    },
    /// A helper thread.
    Helper,
}

/// The state of one search thread: the tables it borrows, the limits, and
/// the path from the root.
pub(crate) struct Searcher<'a> {
    pub(crate) tt: &'a TranspositionTable,
    pub(crate) killers: &'a mut Killers,
    pub(crate) history: &'a mut History,
    /// The engine's stop flag (a user's `stop`).
    stop: &'a AtomicBool,
    /// Set once the main thread is done: the helpers stop.
    done: &'a AtomicBool,
    pub(crate) time: &'a TimeManager,
    node_limit: Option<u64>,
    pub(crate) nodes: u64,
    pub(crate) seldepth: u32,
    /// Zobrist keys of the game's positions, then of the search path; the
    /// last one is the current node's.
    keys: Vec<u64>,
    /// How far back a repetition may lie at each entry of `keys` (the
    /// halfmove clock, or everything where a reset is reversible).
    reach: Vec<usize>,
    pub(crate) aborted: bool,
    /// The principal variations, triangular: `pv[ply]` is the line from `ply`.
    pub(crate) pv: Vec<Vec<Move>>,
    /// The root moves to choose from (UCI `searchmoves`); empty: all.
    root_filter: &'a [Move],
    /// Root moves already given a line in this iteration (MultiPV).
    pub(crate) excluded: Vec<Move>,
    /// The nodes of the helper threads (Lazy SMP): each adds its count
    /// every [`CHECK_EVERY`] nodes; every thread's limits count them.
    shared_nodes: &'a AtomicU64,
    /// This thread's nodes already in `shared_nodes` (a helper's flushed
    /// ones, and under a node limit every thread's).
    unshared: u64,
    /// Whether this is the main thread, the one that reports.
    pub(crate) main: bool,
    /// Whether this thread gives up the processor at every look at the
    /// flags (a helper, when the search has more threads than cores).
    yields: bool,
    /// After how long the root reports the move it searches (`currmove`);
    /// `None`: never (helpers).
    currmove_after: Option<Duration>,
    /// Where the main thread's reports go; `None` for helpers.
    reporter: Option<&'a mut dyn FnMut(Report<'_>)>,
    /// The depth of the iteration under way (for `currmove` reports).
    pub(crate) root_depth: i32,
    /// The static evaluation of each ply of the path (`None` in danger):
    /// a side whose evaluation rose since its last move is "improving".
    evals: Vec<Option<i32>>,
    /// The move played at each ply of the path and its continuation key
    /// (`None` for a null move).
    played: Vec<Option<(Move, PieceTo)>>,
    /// The neural evaluation's accumulators, when the engine has a network
    /// for the root's rule set; `None`: the rule set's own evaluation.
    nnue: Option<AccumulatorStack>,
}

impl<'a> Searcher<'a> {
    /// A search thread of the search `shared`, with its own move-ordering
    /// `tables` (aged here: what the last search learnt counts for less).
    pub(crate) fn new<P: Evaluate>(
        shared: &'a Shared<'_, P>,
        tables: &'a mut Tables,
        role: Role<'a>,
    ) -> Searcher<'a> {
        let (reporter, currmove_after) = match role {
            Role::Main {
                report,
                currmove_after,
            } => (Some(report), Some(currmove_after)),
            Role::Helper => (None, None),
        };
        let path = shared.root.path();
        let mut keys = Vec::with_capacity(path.len() + MAX_PLY + 2);
        let mut reach = Vec::with_capacity(path.len() + MAX_PLY + 2);
        for entry in path {
            keys.push(entry.key);
            reach.push(entry.reach);
        }
        tables.history.age();
        let root = shared.root.position();
        let nnue = shared
            .network
            .as_ref()
            .filter(|net| net.variant() == root.variant())
            .map(|net| AccumulatorStack::new(Arc::clone(net), root.board()));
        Searcher {
            tt: shared.tt,
            killers: &mut tables.killers,
            history: &mut tables.history,
            stop: shared.stop,
            done: &shared.done,
            time: &shared.time,
            node_limit: shared.node_limit,
            nodes: 0,
            seldepth: 0,
            keys,
            reach,
            aborted: false,
            pv: vec![Vec::new(); MAX_PLY + 2],
            root_filter: &shared.root_filter,
            excluded: Vec::new(),
            shared_nodes: &shared.nodes,
            unshared: 0,
            main: reporter.is_some(),
            yields: reporter.is_none() && shared.oversubscribed,
            currmove_after,
            reporter,
            root_depth: 0,
            evals: vec![None; MAX_PLY + 2],
            played: vec![None; MAX_PLY + 2],
            nnue,
        }
    }
}

impl Searcher<'_> {
    /// Whether the search must stop now: asked to, out of time or nodes,
    /// or (a helper) the main thread is done. Called once per node, right
    /// after the node was counted: a node that is not searched is taken
    /// off the count again.
    #[inline]
    pub(crate) fn should_stop(&mut self) -> bool {
        if self.aborted {
            self.nodes -= 1;
            return true;
        }
        // Under a node limit every thread takes each node from the shared
        // count before searching it, so that no thread, however many
        // there are, goes past the limit (a count added every
        // CHECK_EVERY nodes would).
        let out_of_nodes = self.node_limit.is_some_and(|limit| {
            let taken = self.shared_nodes.fetch_add(1, Ordering::Relaxed) < limit;
            if taken {
                self.unshared += 1;
            } else {
                self.shared_nodes.fetch_sub(1, Ordering::Relaxed);
                self.nodes -= 1;
            }
            !taken
        });
        let told = self.nodes % CHECK_EVERY == 0 && {
            self.flush_nodes();
            if self.yields {
                std::thread::yield_now();
            }
            self.stop.load(Ordering::Relaxed)
                || self.done.load(Ordering::Relaxed)
                || self.time.out_of_time()
        };
        if out_of_nodes || told {
            self.aborted = true;
        }
        self.aborted
    }

    /// Every node searched so far that this thread knows of: its own and
    /// what the helpers have added.
    pub(crate) fn total_nodes(&self) -> u64 {
        self.nodes - self.unshared + self.shared_nodes.load(Ordering::Relaxed)
    }

    /// A helper's nodes not yet counted into the shared count.
    pub(crate) fn flush_nodes(&mut self) {
        if !self.main {
            self.shared_nodes
                .fetch_add(self.nodes - self.unshared, Ordering::Relaxed);
            self.unshared = self.nodes;
        }
    }

    /// Passes `report` on, from the main thread (helpers report nothing).
    pub(crate) fn report(&mut self, report: Report<'_>) {
        if let Some(reporter) = self.reporter.as_mut() {
            reporter(report);
        }
    }

    /// The static evaluation of `pos`, at `ply` of the path: the network's
    /// if there is one (alone, or correcting the rule set's), else the
    /// rule set's.
    #[inline]
    pub(crate) fn evaluate<P: Evaluate>(&self, pos: &P, ply: usize) -> i32 {
        match &self.nnue {
            Some(stack) => match stack.kind() {
                NetworkKind::Evaluation => stack.evaluate(ply, pos.turn()),
                NetworkKind::Correction => (pos.evaluate() + stack.evaluate(ply, pos.turn()))
                    .clamp(-EVAL_BOUND, EVAL_BOUND),
            },
            None => pos.evaluate(),
        }
    }

    /// Keeps the network's accumulator of `child` (at `ply + 1`), a move
    /// away from `pos` (at `ply`).
    #[inline]
    pub(crate) fn nnue_play<P: Evaluate>(&mut self, ply: usize, pos: &P, child: &P) {
        if let Some(stack) = &mut self.nnue {
            stack.play(ply, pos.board(), child.board());
        }
    }

    /// Pushes the key of a position reached by a move (or a pass).
    pub(crate) fn push<P: Evaluate>(&mut self, pos: &P) {
        let entry = PathEntry::of(pos);
        self.keys.push(entry.key);
        self.reach.push(entry.reach);
    }

    pub(crate) fn pop(&mut self) {
        self.keys.pop();
        self.reach.pop();
    }

    /// Whether the current position occurred before, in the game or on the
    /// path (one earlier occurrence is enough in the search: a side that can
    /// repeat can repeat again).
    fn is_repetition(&self) -> bool {
        let n = self.keys.len();
        let Some(&key) = self.keys.last() else {
            return false;
        };
        let reach = self.reach[n - 1].min(n - 1);
        let oldest = n - 1 - reach;
        let mut i = n - 1;
        while i >= oldest + 2 {
            i -= 2;
            if self.keys[i] == key {
                return true;
            }
        }
        false
    }

    /// The score of a node decided before any move (L-5), seen at `ply`.
    fn decided_score(decided: Decided, ply: u32) -> i32 {
        match decided {
            Decided::Won => Score::mate_in(ply).0,
            Decided::Lost => Score::mated_in(ply).0,
        }
    }

    pub(crate) fn update_pv(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(m);
        if let Some(child) = tail.first() {
            line.extend_from_slice(child);
        }
    }

    /// The principal-variation search of `pos` to `depth` plies.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn negamax<P: Evaluate>(
        &mut self,
        pos: &P,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv_node: bool,
        allow_null: bool,
    ) -> i32 {
        self.pv[ply].clear();
        if ply == 0 {
            if let Some(stack) = &mut self.nnue {
                stack.refresh(0, pos.board());
            }
        }
        if let Some(decided) = pos.decided() {
            return Searcher::decided_score(decided, ply as u32);
        }
        if ply > 0 {
            // Draws the game layer knows (Game-level repetition, the fifty-
            // move rule, IV-4's automatic draws, which come later) and the
            // dead positions of classical chess.
            if self.is_repetition() || pos.is_insufficient_material() {
                return 0;
            }
            // FIDE 9.3: a checkmate on the hundredth half-move stands; only
            // otherwise is the position a fifty-move draw.
            if pos.halfmoves() >= 100 {
                return if pos.no_moves_lose() && pos.count_legal_moves() == 0 {
                    Score::mated_in(ply as u32).0
                } else {
                    0
                };
            }
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(pos, alpha, beta, ply, 0);
        }
        self.nodes += 1;
        if self.should_stop() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply as u32);

        let key = pos.zobrist().0 ^ pos.settings_key();
        let entry = self.tt.probe(key);
        if let Some(e) = entry {
            if !pv_node && e.depth >= depth {
                let s = e.score(ply as u32).0;
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let hash_move = entry.and_then(|e| e.best);

        let danger = pos.in_danger();
        // The static evaluation, where a pruning or reduction may use it.
        let static_eval = (!danger).then(|| self.evaluate(pos, ply));
        self.evals[ply] = static_eval;
        // Improving: the evaluation rose since this side's last move (a
        // side just out of danger counts as improving).
        let improving = match (static_eval, ply.checked_sub(2).map(|p| self.evals[p])) {
            (Some(now), Some(Some(before))) => now > before,
            (Some(_), _) => true,
            (None, _) => false,
        };
        let eval = static_eval.filter(|_| !pv_node);
        // Reverse futility pruning: near the horizon, a position whose
        // static evaluation beats beta by a margin per ply is taken to hold
        // (not in danger, where a king may be lost, L-5; not near mates).
        if let Some(eval) = eval {
            if depth <= RFP_DEPTH && beta.abs() < MATE_BOUND && eval - RFP_MARGIN * depth >= beta {
                return eval;
            }
        }
        if let Some(eval) = eval.filter(|_| allow_null && depth >= 3 && beta.abs() < MATE_BOUND) {
            if eval >= beta {
                if let Some(passed) = pos.null_move() {
                    self.played[ply] = None;
                    if let Some(stack) = &mut self.nnue {
                        stack.pass(ply);
                    }
                    let r = 2 + depth / 4;
                    self.push(&passed);
                    let s = -self.negamax(
                        &passed,
                        depth - 1 - r,
                        -beta,
                        -beta + 1,
                        ply + 1,
                        false,
                        false,
                    );
                    self.pop();
                    if self.aborted {
                        return 0;
                    }
                    if s >= beta {
                        return if s >= MATE_BOUND { beta } else { s };
                    }
                }
            }
        }

        let mut moves = MoveList::new();
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            return if pos.no_moves_lose() {
                Score::mated_in(ply as u32).0
            } else {
                0
            };
        }
        let depth = if danger { depth + 1 } else { depth };

        let turn = pos.turn();
        let back = |n: usize| ply.checked_sub(n).and_then(|p| self.played[p]);
        let previous = back(1).map(|(m, _)| m);
        let context: Context = [back(1).map(|(_, k)| k), back(2).map(|(_, k)| k)];
        let counter = self.history.counter(turn, previous);
        let killers = self.killers.at(ply);
        let mut picker = MovePicker::new(pos, moves, hash_move, killers, counter);
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried: arrayvec::ArrayVec<(Move, PieceTo), 64> = arrayvec::ArrayVec::new();
        let original_alpha = alpha;
        let mut searched = 0;
        while let Some((m, stage)) = picker.next(pos, |m| {
            self.history
                .quiet_score(turn, m, PieceTo::of(pos, m), &context)
        }) {
            if ply == 0 {
                if (!self.root_filter.is_empty() && !self.root_filter.contains(&m))
                    || self.excluded.contains(&m)
                {
                    continue;
                }
                self.report_currmove(m, searched + 1);
            }
            let i = searched;
            searched += 1;
            let quiet = !m.is_capture() && m.promotion().is_none();
            let key = PieceTo::of(pos, m);
            let mut child = pos.clone();
            child.play_unchecked(m);
            // Late-move pruning: near the horizon, once enough quiet moves
            // failed, the later ones are not searched (unless they check or
            // put a king in danger), when a move has already saved the node
            // from a loss.
            if quiet
                && !pv_node
                && !danger
                && depth <= LMP_DEPTH
                && best > -MATE_BOUND
                && quiets_tried.len() >= LMP_BASE + (depth * depth) as usize
                && !child.is_check()
                && !child.in_danger()
            {
                continue;
            }
            self.nnue_play(ply, pos, &child);
            self.push(&child);
            self.played[ply] = Some((m, key));
            let s = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, pv_node, true)
            } else {
                let reduce = if quiet
                    && depth >= 3
                    && i > usize::from(pv_node)
                    && !danger
                    && !child.in_danger()
                    && !child.is_check()
                {
                    let mut r = reductions::base(depth, i + 1);
                    r += i32::from(!pv_node) + i32::from(!improving);
                    if matches!(stage, Stage::Killer | Stage::Counter) {
                        r -= 1;
                    }
                    r -= self.history.quiet_score(turn, m, key, &context) / LMR_HISTORY_DIVISOR;
                    r.clamp(0, depth - 2)
                } else {
                    0
                };
                let mut s = -self.negamax(
                    &child,
                    depth - 1 - reduce,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    false,
                    true,
                );
                if s > alpha && reduce > 0 {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, false, true);
                }
                if s > alpha && s < beta && pv_node {
                    s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true, true);
                }
                s
            };
            self.pop();
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                best_move = Some(m);
                if s > alpha {
                    alpha = s;
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        if quiet {
                            self.killers.record(ply, m);
                            self.history.reward(
                                turn,
                                (m, key),
                                &quiets_tried,
                                depth,
                                &context,
                                previous,
                            );
                        }
                        break;
                    }
                }
            }
            if quiet && !quiets_tried.is_full() {
                quiets_tried.push((m, key));
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // A root searched without its best lines (MultiPV) is no result
        // for the position.
        if ply > 0 || self.excluded.is_empty() {
            self.tt
                .store(key, best_move, Score(best), depth, bound, ply as u32);
        }
        best
    }

    /// UCI `currmove`: the root move about to be searched, once the search
    /// has run long enough for a GUI to want it.
    fn report_currmove(&mut self, m: Move, number: usize) {
        if self
            .currmove_after
            .is_some_and(|after| self.time.elapsed() >= after)
        {
            self.report(Report::CurrMove {
                depth: self.root_depth as u32,
                currmove: m,
                number,
            });
        }
    }
}
