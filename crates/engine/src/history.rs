//! Move-ordering memory: killer moves per ply and the history table.

use danilchuk_board::{Color, Move};

use crate::limits::MAX_PLY;

/// Two quiet moves per ply that caused a beta cutoff there.
#[derive(Clone, Debug)]
pub(crate) struct Killers {
    moves: Vec<[Option<Move>; 2]>,
}

impl Killers {
    pub(crate) fn new() -> Killers {
        Killers {
            moves: vec![[None; 2]; MAX_PLY + 1],
        }
    }

    /// The killers of `ply`.
    pub(crate) fn at(&self, ply: usize) -> [Option<Move>; 2] {
        self.moves.get(ply).copied().unwrap_or([None; 2])
    }

    /// Records a cutoff by quiet move `m` at `ply`.
    pub(crate) fn record(&mut self, ply: usize, m: Move) {
        if let Some(slot) = self.moves.get_mut(ply) {
            if slot[0] != Some(m) {
                slot[1] = slot[0];
                slot[0] = Some(m);
            }
        }
    }

    pub(crate) fn clear(&mut self) {
        self.moves.iter_mut().for_each(|k| *k = [None; 2]);
    }
}

/// Butterfly history: how often a quiet move (side, from, to) caused a
/// cutoff, weighted by depth, with the usual gravity so that old results fade.
#[derive(Clone, Debug)]
pub(crate) struct History {
    table: Vec<i32>,
}

/// The largest magnitude a history entry reaches.
const HISTORY_MAX: i32 = 16_384;

impl History {
    pub(crate) fn new() -> History {
        History {
            table: vec![0; 2 * 64 * 64],
        }
    }

    fn index(side: Color, m: Move) -> usize {
        side.index() * 4096 + m.from().index() * 64 + m.to().index()
    }

    /// The score of quiet move `m` for `side`.
    pub(crate) fn get(&self, side: Color, m: Move) -> i32 {
        self.table[History::index(side, m)]
    }

    /// Rewards (`good`) or punishes a quiet move searched at `depth`.
    pub(crate) fn update(&mut self, side: Color, m: Move, depth: i32, good: bool) {
        let bonus = (depth * depth).min(400);
        let bonus = if good { bonus } else { -bonus };
        let entry = &mut self.table[History::index(side, m)];
        *entry += bonus - *entry * bonus.abs() / HISTORY_MAX;
    }

    /// Halves every entry (between searches, so the table keeps adapting).
    pub(crate) fn age(&mut self) {
        self.table.iter_mut().for_each(|h| *h /= 2);
    }

    pub(crate) fn clear(&mut self) {
        self.table.iter_mut().for_each(|h| *h = 0);
    }
}
