//! Counter-moves: per side and previous move (from, to), the quiet move
//! that last refuted it.

use danilchuk_board::{Color, Move};

#[derive(Clone, Debug)]
pub(crate) struct CounterMoves {
    table: Vec<Option<Move>>,
}

impl CounterMoves {
    pub(crate) fn new() -> CounterMoves {
        CounterMoves {
            table: vec![None; 2 * 64 * 64],
        }
    }

    fn index(side: Color, previous: Move) -> usize {
        side.index() * 4096 + previous.from().index() * 64 + previous.to().index()
    }

    pub(crate) fn get(&self, side: Color, previous: Move) -> Option<Move> {
        self.table[CounterMoves::index(side, previous)]
    }

    pub(crate) fn set(&mut self, side: Color, previous: Move, m: Move) {
        self.table[CounterMoves::index(side, previous)] = Some(m);
    }
}
