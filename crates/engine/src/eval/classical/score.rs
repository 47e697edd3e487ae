//! Where the evaluation's terms go: summed into a score ([`Total`]) or
//! counted for the tuner ([`Trace`]).

use danilchuk_board::{Bitboard, Board, Color};

use super::layout::{ALL, COUNT};
use super::sink::Sink;
use super::tapered::S;
use super::{pawn_cache, pawns};

/// The weights in memory once (a `const` array indexed at run time may be
/// copied at each use).
static WEIGHTS: [S; COUNT] = ALL;

/// The evaluation's sink: the weights summed per side.
#[derive(Default)]
pub(crate) struct Total(pub [S; 2]);

impl Sink for Total {
    #[inline(always)]
    fn add(&mut self, color: Color, at: usize, count: i32) {
        self.0[color.index()] += WEIGHTS[at] * count;
    }

    /// From the pawn cache when it has the structure.
    fn pawn_structure(&mut self, board: &Board) -> [Bitboard; 2] {
        let (score, passed) = pawn_cache::probe(board, |board| {
            let mut own = Total::default();
            let passed = Color::ALL.map(|c| pawns::structure(board, c, &mut own));
            (own.0[0] - own.0[1], passed)
        });
        self.0[Color::White.index()] += score;
        passed
    }
}

/// The tuner's sink: how often each weight counts, White minus Black.
#[cfg(any(test, feature = "unstable-lab"))]
#[derive(Default)]
pub(crate) struct Trace(pub Vec<(usize, i32)>);

#[cfg(any(test, feature = "unstable-lab"))]
impl Sink for Trace {
    fn add(&mut self, color: Color, at: usize, count: i32) {
        if count != 0 {
            let signed = match color {
                Color::White => count,
                Color::Black => -count,
            };
            self.0.push((at, signed));
        }
    }

    fn pawn_structure(&mut self, board: &Board) -> [Bitboard; 2] {
        Color::ALL.map(|c| pawns::structure(board, c, self))
    }
}
