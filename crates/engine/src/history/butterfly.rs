//! Butterfly history: how often a quiet move (side, from, to) cut off.

use danilchuk_board::{Color, Move};

use crate::history::gravity;

#[derive(Clone, Debug)]
pub(crate) struct Butterfly {
    table: Vec<i32>,
}

impl Butterfly {
    pub(crate) fn new() -> Butterfly {
        Butterfly {
            table: vec![0; 2 * 64 * 64],
        }
    }

    fn index(side: Color, m: Move) -> usize {
        side.index() * 4096 + m.from().index() * 64 + m.to().index()
    }

    pub(crate) fn get(&self, side: Color, m: Move) -> i32 {
        self.table[Butterfly::index(side, m)]
    }

    pub(crate) fn update(&mut self, side: Color, m: Move, bonus: i32) {
        let entry = &mut self.table[Butterfly::index(side, m)];
        *entry = gravity(*entry, bonus);
    }

    pub(crate) fn age(&mut self) {
        self.table.iter_mut().for_each(|h| *h /= 2);
    }
}
