//! The library entry point: [`Engine`] and [`SearchResult`].

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use danilchuk_board::{Move, MoveList, Outcome};
use danilchuk_game::Game;

use crate::eval::Evaluate;
use crate::history::{History, Killers};
use crate::limits::MAX_PLY;
use crate::score::{Score, INFINITY, MATE};
use crate::search::Searcher;
use crate::timeman::TimeManager;
use crate::tt::TranspositionTable;
use crate::Limits;

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play: `None` only if the game is over (or the position
    /// has no legal move).
    pub best_move: Option<Move>,
    /// The score from the side to move's point of view.
    pub score: Score,
    /// The depth of the last completed iteration.
    pub depth: u32,
    /// The deepest ply reached (quiescence included).
    pub seldepth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The principal variation, the best move first.
    pub pv: Vec<Move>,
    /// Time spent.
    pub elapsed: Duration,
    /// The transposition table's fill, per mille.
    pub hashfull: u32,
}

impl SearchResult {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        let micros = self.elapsed.as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }
}

/// A search engine for every rule set that implements [`Evaluate`]: the
/// transposition table, the move-ordering tables, and a stop flag.
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
    killers: Killers,
    history: History,
    stop: Arc<AtomicBool>,
}

impl Default for Engine {
    /// An engine with a 16 MiB table.
    fn default() -> Engine {
        Engine::new(16)
    }
}

impl Engine {
    /// An engine with a transposition table of about `hash_mib` MiB.
    pub fn new(hash_mib: usize) -> Engine {
        Engine {
            tt: TranspositionTable::new(hash_mib),
            killers: Killers::new(),
            history: History::new(),
            stop: Arc::new(AtomicBool::new(false)),
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
        self.killers.clear();
        self.history.clear();
    }

    /// Searches the game's current position within `limits` and returns the
    /// best move found; the game's history counts for repetitions.
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
        self.stop.store(false, Ordering::Relaxed);
        self.search_keeping_stop(game, limits, on_iteration)
    }

    /// The search without clearing the stop flag first, so that a stop that
    /// arrives before the search thread starts is not lost (UCI).
    pub(crate) fn search_keeping_stop<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        limits: &Limits,
        mut on_iteration: impl FnMut(&SearchResult),
    ) -> SearchResult {
        let pos = game.position();
        // The clock runs from here: a table allocated now is the search's time.
        let time = TimeManager::new(limits, pos.turn());
        self.tt.prepare();
        let mut result = SearchResult {
            best_move: None,
            score: Score::DRAW,
            depth: 0,
            seldepth: 0,
            nodes: 0,
            pv: Vec::new(),
            elapsed: Duration::ZERO,
            hashfull: 0,
        };
        // A game the rules have drawn (a fivefold repetition, the
        // seventy-five-move rule, dead material) is still searched when a
        // legal move exists: a GUI that does not adjudicate, or a FEN with
        // large counters, must get a move. The score is the verdict's.
        let verdict = game.outcome().map(|outcome| match outcome {
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

        let stop = Arc::clone(&self.stop);
        let mut searcher = Searcher {
            tt: &self.tt,
            killers: &mut self.killers,
            history: &mut self.history,
            stop: &stop,
            time,
            node_limit: if limits.infinite { None } else { limits.nodes },
            nodes: 0,
            seldepth: 0,
            keys: Vec::with_capacity(game.ply() + MAX_PLY + 2),
            reach: Vec::with_capacity(game.ply() + MAX_PLY + 2),
            aborted: false,
            pv: vec![Vec::new(); MAX_PLY + 2],
            root_filter,
        };
        for p in game.positions() {
            searcher.push(&p);
        }
        searcher.history.age();

        let max_depth = match (limits.infinite, limits.depth) {
            (false, Some(d)) => d.clamp(1, MAX_PLY as u32 - 1),
            _ => MAX_PLY as u32 - 1,
        };
        let time_managed = !limits.infinite
            && limits.depth.is_none()
            && limits.nodes.is_none()
            && (limits.wtime.is_some() || limits.btime.is_some() || limits.movetime.is_some());
        let mut previous = 0;
        for depth in 1..=max_depth {
            let score = aspiration(&mut searcher, pos, depth as i32, previous);
            if searcher.aborted {
                // Keep the last completed iteration; before any, the first
                // root move fully searched in this one (or the first move).
                if result.depth == 0 {
                    if let Some(&m) = searcher.pv[0].first() {
                        result.best_move = Some(m);
                        result.pv = searcher.pv[0].clone();
                    }
                }
                break;
            }
            previous = score;
            result.score = verdict.unwrap_or(Score(score));
            result.depth = depth;
            result.seldepth = searcher.seldepth;
            if let Some(&m) = searcher.pv[0].first() {
                result.best_move = Some(m);
                result.pv = searcher.pv[0].clone();
            }
            result.nodes = searcher.nodes;
            result.elapsed = searcher.time.elapsed();
            result.hashfull = searcher.tt.hashfull();
            on_iteration(&result);
            let mate_plies = MATE - score.abs();
            if time_managed
                && (searcher.time.should_not_deepen()
                    || root_moves.len() == 1
                    || (Score(score).is_mate() && depth as i32 > mate_plies + 1))
            {
                break;
            }
        }
        result.nodes = searcher.nodes;
        result.elapsed = searcher.time.elapsed();
        result.hashfull = searcher.tt.hashfull();
        result
    }
}

/// One iteration with an aspiration window around the previous score,
/// widened until the score falls inside.
fn aspiration<P: Evaluate>(searcher: &mut Searcher<'_>, pos: &P, depth: i32, previous: i32) -> i32 {
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
        if s <= alpha {
            alpha = (alpha - window).max(-INFINITY);
        } else if s >= beta {
            beta = (beta + window).min(INFINITY);
        } else {
            return s;
        }
        window *= 2;
        if window > 1_000 {
            alpha = -INFINITY;
            beta = INFINITY;
        }
    }
}
