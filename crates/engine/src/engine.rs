//! The library entry point: [`Engine`].

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use danilchuk_board::{Move, MoveList, Outcome, Variant};
use danilchuk_game::{AnyGame, Game};

use crate::eval::nnue::Network;
use crate::eval::Evaluate;
use crate::history::Tables;
use crate::limits::MAX_PLY;
use crate::score::Score;
use crate::search::{
    on_iterations, search_on_threads, Iteration, MainThread, PvLine, Report, Root, Shared,
};
use crate::timeman::{TimeManager, DEFAULT_OVERHEAD};
use crate::tt::TranspositionTable;
use crate::{Limits, SearchResult};

/// The most search threads [`Engine::set_threads`] accepts.
pub const MAX_THREADS: usize = 256;
/// The most lines [`Engine::set_multipv`] accepts.
pub const MAX_MULTIPV: usize = 256;
/// After how long the root reports the move it searches (UCI `currmove`,
/// as Stockfish does after a second).
const CURRMOVE_AFTER: Duration = Duration::from_secs(1);

/// A search engine for every rule set that implements [`Evaluate`]: the
/// transposition table, the move-ordering tables, a stop flag, and the
/// options of a search (threads, lines, move overhead).
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_classical::Chess;
/// use danilchuk_engine::{Engine, Limits};
/// use danilchuk_game::Game;
///
/// let mut engine = Engine::new(16);
/// let game = Game::<Chess>::from_fen_with("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", ())?;
/// let result = engine.search(&game, &Limits::depth(3));
/// let best = result.best_move.map(|m| game.position().uci(m).to_string());
/// assert_eq!(best, Some("a1a8".into()));
/// assert_eq!(result.score.mate_moves(), Some(1));
/// # Ok::<(), danilchuk_game::GameError>(())
/// ```
#[derive(Debug)]
pub struct Engine {
    tt: TranspositionTable,
    /// The main search thread's move-ordering tables.
    tables: Tables,
    stop: Arc<AtomicBool>,
    /// Search threads, the main one included.
    threads: usize,
    /// Lines wanted (MultiPV).
    multipv: usize,
    /// Kept back from a clock (UCI `Move Overhead`).
    move_overhead: Duration,
    /// The move-ordering tables of the helper threads.
    helpers: Vec<Tables>,
    /// See [`CURRMOVE_AFTER`]; a test may make it zero.
    pub(crate) currmove_after: Duration,
    /// The lines of the last search, best first.
    lines: Vec<PvLine>,
    /// A network given for its rule set (else the built-in one is used).
    network: Option<Arc<Network>>,
    /// The networks, or the hand-written evaluations alone.
    evaluation: Evaluation,
}

/// How the engine evaluates positions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Evaluation {
    /// A rule set's network where it has one: the network given
    /// ([`Engine::set_network`]) for its rule set, else the built-in one
    /// ([`crate::nnue::builtin`]); the hand-written evaluation elsewhere.
    #[default]
    Networks,
    /// The hand-written evaluation of every rule set, no network.
    HandWritten,
}

impl Evaluation {
    /// Both, the default first.
    pub const ALL: [Evaluation; 2] = [Evaluation::Networks, Evaluation::HandWritten];
}

impl Default for Engine {
    /// An engine with a 16 MiB table.
    fn default() -> Engine {
        Engine::new(16)
    }
}

impl Engine {
    /// An engine with a transposition table of about `hash_mib` MiB.
    #[must_use]
    pub fn new(hash_mib: usize) -> Engine {
        Engine {
            tt: TranspositionTable::new(hash_mib),
            tables: Tables::new(),
            stop: Arc::new(AtomicBool::new(false)),
            threads: 1,
            multipv: 1,
            move_overhead: DEFAULT_OVERHEAD,
            helpers: Vec::new(),
            currmove_after: CURRMOVE_AFTER,
            lines: Vec::new(),
            network: None,
            evaluation: Evaluation::Networks,
        }
    }

    /// Evaluates positions of `network`'s rule set with it (the search
    /// keeps its accumulators incrementally, see [`crate::nnue`]) instead
    /// of the rule set's built-in network; `None`: the built-in networks
    /// (the default). Used while the evaluation is
    /// [`Evaluation::Networks`].
    pub fn set_network(&mut self, network: Option<Arc<Network>>) {
        self.network = network;
    }

    /// The network given by [`Engine::set_network`], if any.
    #[must_use]
    pub fn network(&self) -> Option<&Arc<Network>> {
        self.network.as_ref()
    }

    /// Evaluates with the networks (the default) or by hand alone.
    pub fn set_evaluation(&mut self, evaluation: Evaluation) {
        self.evaluation = evaluation;
    }

    /// How the engine evaluates.
    #[must_use]
    pub fn evaluation(&self) -> Evaluation {
        self.evaluation
    }

    /// The network the engine evaluates `variant`'s positions with, if
    /// any: the one given for that rule set, else the built-in one.
    #[must_use]
    pub fn network_for(&self, variant: Variant) -> Option<Arc<Network>> {
        match self.evaluation {
            Evaluation::HandWritten => None,
            Evaluation::Networks => self
                .network
                .as_ref()
                .filter(|net| net.variant() == variant)
                .cloned()
                .or_else(|| crate::nnue::builtin(variant)),
        }
    }

    /// An engine whose searches end when `stop` is set; [`Engine::search`]
    /// clears it when it starts, as it clears its own.
    pub fn with_stop_flag(hash_mib: usize, stop: Arc<AtomicBool>) -> Engine {
        Engine {
            stop,
            ..Engine::new(hash_mib)
        }
    }

    /// The flag that stops a running search when set (from any thread).
    /// [`Engine::search`] clears it when it starts.
    #[must_use]
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Replaces the transposition table by one of about `hash_mib` MiB.
    /// The new table is allocated at the next search (on the searching
    /// thread), so this returns at once whatever the size.
    pub fn set_hash(&mut self, hash_mib: usize) {
        self.tt.resize(hash_mib);
    }

    /// Forgets everything learnt (a new game). The table is emptied at the
    /// next search.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.tables = Tables::new();
        self.helpers.clear();
    }

    /// Search threads (UCI `Threads`), clamped to 1..=[`MAX_THREADS`]: the
    /// calling thread and `threads - 1` helpers sharing the transposition
    /// table (Lazy SMP), for every search. The helpers start with each
    /// search and have ended when it returns; each keeps its move-ordering
    /// tables (about 1.2 MiB) between searches, until the threads are
    /// fewer or [`Engine::clear`].
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, MAX_THREADS);
        self.helpers.truncate(self.threads - 1);
    }

    /// The search threads set.
    #[must_use]
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Lines to search (UCI `MultiPV`), clamped to 1..=[`MAX_MULTIPV`]: the
    /// best, then the best without its root move, and so on.
    /// [`Engine::lines`] gives them after a search; the result is the first.
    ///
    /// ```
    /// use danilchuk_classical::Chess;
    /// use danilchuk_engine::{Engine, Limits};
    /// use danilchuk_game::Game;
    ///
    /// let mut engine = Engine::new(4);
    /// engine.set_multipv(3);
    /// let result = engine.search(&Game::<Chess>::starting(), &Limits::depth(4));
    /// let lines = engine.lines();
    /// assert_eq!(lines.len(), 3);
    /// assert_eq!(lines[0].pv, result.pv);
    /// assert!(lines[0].score >= lines[1].score && lines[1].score >= lines[2].score);
    /// assert_ne!(lines[0].pv[0], lines[1].pv[0]);
    /// ```
    pub fn set_multipv(&mut self, lines: usize) {
        self.multipv = lines.clamp(1, MAX_MULTIPV);
    }

    /// The time kept back from a clock for the communication with the GUI
    /// (UCI `Move Overhead`; 10 ms unless set). A `movetime` is used whole.
    pub fn set_move_overhead(&mut self, overhead: Duration) {
        self.move_overhead = overhead;
    }

    /// The lines of the last completed iteration of the last search, best
    /// first: one, or as many as [`Engine::set_multipv`] asked for (at most
    /// one per root move).
    #[must_use]
    pub fn lines(&self) -> &[PvLine] {
        &self.lines
    }

    /// Searches the game's current position within `limits` on
    /// [`Engine::set_threads`] threads (one unless set) and returns the
    /// best move found; the game's history counts for repetitions. The one
    /// way to search: a `Game<Chess>`, `Game<Immortal>`, `Game<Linear>` or
    /// an [`AnyGame`] (searched as its concrete rule set, chosen once per
    /// search); [`Engine::search_with`] to follow the iterations.
    ///
    /// ```
    /// use danilchuk_engine::{Engine, Limits};
    /// use danilchuk_game::AnyGame;
    ///
    /// let mut game = AnyGame::starting_with("linear".parse()?);
    /// game.play_uci("e2e4")?;
    /// let result = Engine::new(4).search(&game, &Limits::depth(3));
    /// let best = result.best_move.expect("a move");
    /// assert!(danilchuk_board::Position::is_legal(game.position(), best));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn search<P: Evaluate>(&mut self, game: &Game<P>, limits: &Limits) -> SearchResult {
        self.search_with(game, limits, |_| {})
    }

    /// [`Engine::search`], calling `on_iteration` after every completed
    /// iteration of the deepening (for UCI `info` lines).
    pub fn search_with<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        limits: &Limits,
        on_iteration: impl FnMut(&SearchResult),
    ) -> SearchResult {
        self.clear_stop();
        let mut report = on_iterations(on_iteration);
        // A game of any rule set is searched as its concrete one, so that
        // the search itself runs monomorphic.
        if let Some(any) = (game as &dyn core::any::Any).downcast_ref::<AnyGame>() {
            return self.search_any_root(&Root::of(any), limits, &mut report);
        }
        self.search_root(&Root::of(game), limits, &mut report)
    }

    /// Clears the stop flag before a search the library starts (UCI clears
    /// it itself, when it starts the search's thread).
    pub(crate) fn clear_stop(&self) {
        self.stop.store(false, Ordering::Relaxed);
    }

    /// The search, the one every other calls: from `root`, on
    /// [`Engine::set_threads`] threads, with every report. The stop flag
    /// is not cleared here, so that a stop that arrives before the search
    /// thread starts is not lost (UCI, bench).
    pub(crate) fn search_root<P: Evaluate>(
        &mut self,
        root: &Root<P>,
        limits: &Limits,
        report: &mut dyn FnMut(Report<'_>),
    ) -> SearchResult {
        let pos = root.position();
        // The clock runs from here: a table allocated now is the search's time.
        let time = TimeManager::new(limits, pos.turn(), self.move_overhead);
        self.tt.prepare();
        self.lines.clear();
        let mut result = SearchResult::empty();
        // A game the rules have drawn (a fivefold repetition, the
        // seventy-five-move rule, dead material) is still searched when a
        // legal move exists: a GUI that does not adjudicate, or a FEN with
        // large counters, must get a move. The score is the verdict's.
        let verdict = root.outcome().map(|outcome| match outcome {
            Outcome::Decisive { winner, .. } if winner == pos.turn() => Score::mate_in(0),
            Outcome::Decisive { .. } => Score::mated_in(0),
            Outcome::Draw { .. } => Score::DRAW,
        });
        if verdict.is_some_and(|v| v != Score::DRAW) {
            // Mate, or in Linear no king left (L-5): nothing to play for.
            result.score = verdict.unwrap_or(Score::DRAW);
            return result;
        }
        let mut root_moves = MoveList::new();
        pos.legal_moves_into(&mut root_moves);
        let root_filter: Vec<Move> = limits
            .searchmoves
            .iter()
            .copied()
            .filter(|m| root_moves.contains(m))
            .collect();
        if !root_filter.is_empty() {
            root_moves.retain(|m| root_filter.contains(m));
        }
        let Some(&first) = root_moves.first() else {
            result.score = verdict.unwrap_or(Score::DRAW);
            return result;
        };
        result.best_move = Some(first);
        result.pv = vec![first];

        let max_depth = match (limits.infinite, limits.depth) {
            (false, Some(d)) => d.clamp(1, MAX_PLY as u32 - 1),
            _ => MAX_PLY as u32 - 1,
        };
        let plan = Iteration {
            max_depth,
            time_managed: !limits.infinite
                && limits.depth.is_none()
                && limits.nodes.is_none()
                && (limits.wtime.is_some() || limits.btime.is_some() || limits.movetime.is_some()),
            root_moves: root_moves.len(),
            lines: self.multipv,
            verdict,
        };
        let helpers = self.threads - 1;
        if self.helpers.len() < helpers {
            self.helpers.resize_with(helpers, Tables::new);
        }
        let shared = Shared {
            tt: &self.tt,
            root,
            stop: &self.stop,
            done: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            time,
            node_limit: if limits.infinite { None } else { limits.nodes },
            root_filter,
            oversubscribed: self.threads > 1
                && std::thread::available_parallelism()
                    .is_ok_and(|cores| self.threads > cores.get()),
            network: self.network_for(root.position().variant()),
        };
        let main = MainThread {
            tables: &mut self.tables,
            report,
            currmove_after: self.currmove_after,
        };
        self.lines = search_on_threads(
            &shared,
            main,
            &mut self.helpers[..helpers],
            &plan,
            &mut result,
        );
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Fail;
    use danilchuk_classical::Chess;

    /// Every report of a search of `fen` to `depth`, as (kind, depth) words.
    fn reports(engine: &mut Engine, fen: &str, depth: u32) -> Vec<String> {
        let Ok(game) = Game::<Chess>::from_fen_with(fen, ()) else {
            return Vec::new();
        };
        let mut seen = Vec::new();
        engine.search_root(&Root::of(&game), &Limits::depth(depth), &mut |r| {
            seen.push(match r {
                Report::Iteration { result, lines } => {
                    format!("iteration {} {}", result.depth, lines.len())
                }
                Report::Bound { result, fail, .. } => {
                    let side = if fail == Fail::High { "lower" } else { "upper" };
                    format!("bound {} {side}", result.depth)
                }
                Report::CurrMove { depth, number, .. } => format!("currmove {depth} {number}"),
            });
        });
        seen
    }

    #[test]
    fn the_root_reports_each_move_it_searches_once_the_search_is_long_enough() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let mut engine = Engine::new(4);
        assert!(reports(&mut engine, start, 3)
            .iter()
            .all(|r| r.starts_with("iteration")));
        engine.currmove_after = Duration::ZERO;
        let seen = reports(&mut engine, start, 3);
        // Depth 1: all twenty moves, numbered from 1, before its iteration.
        let depth1: Vec<&String> = seen.iter().take_while(|r| *r != "iteration 1 1").collect();
        assert_eq!(depth1.len(), 20, "{seen:?}");
        assert_eq!(depth1[0], "currmove 1 1");
        assert_eq!(depth1[19], "currmove 1 20");
    }

    #[test]
    fn an_aspiration_fail_is_reported_as_a_bound_before_its_iteration() {
        // A rook mate the search sees only from some depth on (4 or 5 for
        // the side that mates, about 10 for the side that is mated): for
        // the side that mates the score jumps above the window (a lower
        // bound), for the side that is mated it falls below it (an upper
        // bound).
        for (fen, side) in [
            ("8/8/7k/8/1R6/R7/8/6K1 w - - 0 1", "lower"),
            ("7k/8/8/8/8/8/R7/1R4K1 b - - 0 1", "upper"),
        ] {
            let mut engine = Engine::new(4);
            let seen = reports(&mut engine, fen, 12);
            let i = seen
                .iter()
                .position(|r| r.starts_with("bound"))
                .unwrap_or_else(|| panic!("no bound in {fen}: {seen:?}"));
            let depth = seen[i].split(' ').nth(1).unwrap();
            assert_eq!(seen[i], format!("bound {depth} {side}"), "{fen}");
            assert!(depth.parse::<u32>().unwrap() >= 4, "{seen:?}");
            assert!(
                seen[i..].contains(&format!("iteration {depth} 1")),
                "the iteration of depth {depth} completes after its fail: {seen:?}"
            );
        }
    }

    #[test]
    fn multipv_lines_are_distinct_sorted_and_the_first_is_the_result() {
        let game = Game::<Chess>::starting();
        let mut engine = Engine::new(4);
        engine.set_multipv(4);
        let result = engine.search(&game, &Limits::depth(5));
        let lines = engine.lines();
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[0].pv, result.pv);
        assert_eq!(lines[0].score, result.score);
        let mut firsts: Vec<Move> = lines.iter().map(|l| l.pv[0]).collect();
        firsts.sort();
        firsts.dedup();
        assert_eq!(firsts.len(), 4);
        assert!(lines.windows(2).all(|w| w[0].score >= w[1].score));
        // More lines than moves: one per move.
        let game = Game::<Chess>::from_fen_with("7k/8/8/8/8/8/8/K7 w - - 0 1", ()).unwrap();
        engine.set_multipv(50);
        let _ = engine.search(&game, &Limits::depth(3));
        assert_eq!(engine.lines().len(), 3);
    }

    #[test]
    fn one_thread_or_two_find_the_same_mate_and_count_every_node() {
        let game = Game::<Chess>::from_fen_with("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", ()).unwrap();
        let mut engine = Engine::new(4);
        let one = engine.search(&game, &Limits::depth(6));
        engine.set_threads(2);
        assert_eq!(engine.threads(), 2);
        engine.clear();
        let two = engine.search(&game, &Limits::depth(6));
        assert_eq!(one.score.mate_moves(), Some(1));
        assert_eq!(two.score.mate_moves(), Some(1));
        assert_eq!(one.best_move, two.best_move);
        // A node limit counts the helper's nodes too: the search stops.
        let limited = engine.search(&Game::<Chess>::starting(), &Limits::nodes(30_000));
        assert!(limited.nodes >= 30_000, "{}", limited.nodes);
        assert!(limited.best_move.is_some());
    }
}
