//! Move-ordering memory: what cut off before orders the quiet moves next
//! time. Killers per ply, butterfly history (side, from, to), continuation
//! history (the move in the light of the one or two moves before it) and
//! counter-moves (the quiet move that last refuted the previous move).

mod butterfly;
mod continuation;
mod counter;
mod killers;

use danilchuk_board::{Color, Move, Position};

pub(crate) use self::killers::Killers;

use self::butterfly::Butterfly;
use self::continuation::Continuation;
use self::counter::CounterMoves;

/// The largest magnitude a history entry reaches.
pub(crate) const HISTORY_MAX: i32 = 16_384;

/// Moves an entry toward `bonus`'s sign by `bonus`, less the more it is
/// already there (history "gravity": every entry stays within
/// ±[`HISTORY_MAX`] and old results fade).
#[inline]
fn gravity(entry: i32, bonus: i32) -> i32 {
    entry + bonus - entry * bonus.abs() / HISTORY_MAX
}

/// The reward of a cutoff (or the penalty of a failure) at `depth`: large
/// enough that a few cutoffs near the horizon, where most happen, already
/// order the moves.
fn bonus(depth: i32) -> i32 {
    (150 * depth - 100).clamp(0, 1_500)
}

/// A moved unit and where it went: a continuation history key, 0..768.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct PieceTo(u16);

impl PieceTo {
    /// The key of `m` in `pos` (the unit as it stands before the move).
    pub(crate) fn of<P: Position>(pos: &P, m: Move) -> PieceTo {
        let role = pos.board().role_at(m.from()).map_or(0, |r| r as usize);
        let piece = pos.turn().index() * 6 + role;
        PieceTo((piece * 64 + m.to().index()) as u16)
    }

    const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The moves that led to a node, as continuation keys: one ply back and two
/// (`None` after a null move or at the root).
pub(crate) type Context = [Option<PieceTo>; 2];

/// The move-ordering tables of one search thread: killers and history.
#[derive(Clone, Debug)]
pub(crate) struct Tables {
    pub(crate) killers: Killers,
    pub(crate) history: History,
}

impl Tables {
    pub(crate) fn new() -> Tables {
        Tables {
            killers: Killers::new(),
            history: History::new(),
        }
    }
}

/// A thread's history tables.
#[derive(Clone, Debug)]
pub(crate) struct History {
    butterfly: Butterfly,
    continuation: Continuation,
    counters: CounterMoves,
}

impl History {
    pub(crate) fn new() -> History {
        History {
            butterfly: Butterfly::new(),
            continuation: Continuation::new(),
            counters: CounterMoves::new(),
        }
    }

    /// The ordering score of the quiet move `m` (keyed `key`) by `side`
    /// after `context`.
    pub(crate) fn quiet_score(&self, side: Color, m: Move, key: PieceTo, context: &Context) -> i32 {
        let mut score = self.butterfly.get(side, m);
        for &previous in context.iter().flatten() {
            score += self.continuation.get(previous, key);
        }
        score
    }

    /// The quiet move that last refuted `previous` (played by the other side).
    pub(crate) fn counter(&self, side: Color, previous: Option<Move>) -> Option<Move> {
        previous.and_then(|p| self.counters.get(side, p))
    }

    /// After a cutoff at `depth` by the quiet move `best`: rewards it,
    /// punishes the quiet moves `tried` before it, and makes it the
    /// counter-move of `previous`.
    pub(crate) fn reward(
        &mut self,
        side: Color,
        best: (Move, PieceTo),
        tried: &[(Move, PieceTo)],
        depth: i32,
        context: &Context,
        previous: Option<Move>,
    ) {
        let bonus = bonus(depth);
        self.update(side, best, bonus, context);
        for &q in tried {
            self.update(side, q, -bonus, context);
        }
        if let Some(p) = previous {
            self.counters.set(side, p, best.0);
        }
    }

    fn update(&mut self, side: Color, (m, key): (Move, PieceTo), bonus: i32, context: &Context) {
        self.butterfly.update(side, m, bonus);
        for &previous in context.iter().flatten() {
            self.continuation.update(previous, key, bonus);
        }
    }

    /// Halves every entry (between searches, so the tables keep adapting).
    pub(crate) fn age(&mut self) {
        self.butterfly.age();
        self.continuation.age();
    }
}

#[cfg(test)]
mod tests {
    use danilchuk_board::Position;
    use danilchuk_classical::Chess;

    use super::*;

    #[test]
    fn a_cutoff_raises_its_move_lowers_the_others_and_becomes_the_counter_move() {
        let mut pos = Chess::starting();
        let e4 = pos.parse_uci("e2e4").unwrap();
        pos.play(e4).unwrap();
        let context: Context = [Some(PieceTo::of(&Chess::starting(), e4)), None];
        let nf6 = pos.parse_uci("g8f6").unwrap();
        let a6 = pos.parse_uci("a7a6").unwrap();
        let key = |m| (m, PieceTo::of(&pos, m));
        let mut history = History::new();
        for _ in 0..100 {
            history.reward(Color::Black, key(nf6), &[key(a6)], 8, &context, Some(e4));
        }
        let score = |m| history.quiet_score(Color::Black, m, PieceTo::of(&pos, m), &context);
        assert!(score(nf6) > 0 && score(a6) < 0);
        // Gravity: each table stays within its bound.
        assert!(score(nf6) <= 2 * HISTORY_MAX && score(a6) >= -2 * HISTORY_MAX);
        assert_eq!(history.counter(Color::Black, Some(e4)), Some(nf6));
        // Out of context, only the butterfly part counts.
        let alone = history.quiet_score(Color::Black, nf6, PieceTo::of(&pos, nf6), &[None, None]);
        assert!(alone > 0 && alone < score(nf6));
    }
}
