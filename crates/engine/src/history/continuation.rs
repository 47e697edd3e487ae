//! Continuation history: how often a quiet move (unit, target) cut off
//! right after a given move (unit, target) one or two plies earlier. It
//! learns follow-ups and answers (a recapture, a defence, a plan's next
//! step) that the butterfly table, blind to what came before, cannot.

use crate::history::{gravity, PieceTo};

/// Coloured units (12) times target squares.
const KEYS: usize = 12 * 64;

#[derive(Clone, Debug)]
pub(crate) struct Continuation {
    table: Vec<i16>,
}

impl Continuation {
    pub(crate) fn new() -> Continuation {
        Continuation {
            table: vec![0; KEYS * KEYS],
        }
    }

    fn index(previous: PieceTo, key: PieceTo) -> usize {
        previous.index() * KEYS + key.index()
    }

    pub(crate) fn get(&self, previous: PieceTo, key: PieceTo) -> i32 {
        i32::from(self.table[Continuation::index(previous, key)])
    }

    pub(crate) fn update(&mut self, previous: PieceTo, key: PieceTo, bonus: i32) {
        let entry = &mut self.table[Continuation::index(previous, key)];
        // Gravity keeps the entry within ±HISTORY_MAX, which fits an i16.
        *entry = gravity(i32::from(*entry), bonus) as i16;
    }

    pub(crate) fn age(&mut self) {
        self.table.iter_mut().for_each(|h| *h /= 2);
    }
}
