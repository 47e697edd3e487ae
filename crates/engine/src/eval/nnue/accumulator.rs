//! The hidden layer's values from both perspectives.

use danilchuk_board::{Board, Color, Piece, Square};

use super::delta::BoardDelta;
use super::features::feature_index;
use super::network::Network;

/// The hidden layer before its activation, from White's perspective and
/// from Black's: the bias plus the weight column of every unit's feature.
/// The sums wrap (a damaged network cannot make them panic), so any order
/// of additions and subtractions gives the same values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Accumulator {
    /// Indexed by the perspective's colour.
    values: [Vec<i16>; 2],
}

impl Accumulator {
    /// The accumulator of `board`, computed from scratch.
    #[must_use]
    pub fn new(network: &Network, board: &Board) -> Accumulator {
        let mut acc = Accumulator {
            values: [network.bias().to_vec(), network.bias().to_vec()],
        };
        acc.refresh(network, board);
        acc
    }

    /// Recomputes the accumulator of `board` from scratch, in place.
    pub fn refresh(&mut self, network: &Network, board: &Board) {
        for perspective in Color::ALL {
            let values = &mut self.values[perspective.index()];
            values.clear();
            values.extend_from_slice(network.bias());
            for (sq, piece) in board.pieces() {
                add(
                    values,
                    network.column(feature_index(perspective, piece, sq)),
                );
            }
        }
    }

    /// Sets this accumulator to `parent`'s changed by `delta`.
    pub fn update_from(&mut self, network: &Network, parent: &Accumulator, delta: &BoardDelta) {
        for perspective in Color::ALL {
            let values = &mut self.values[perspective.index()];
            values.clear();
            values.extend_from_slice(&parent.values[perspective.index()]);
            let column = |&(piece, sq): &(Piece, Square)| {
                network.column(feature_index(perspective, piece, sq))
            };
            for unit in &delta.removed {
                sub(values, column(unit));
            }
            for unit in &delta.added {
                add(values, column(unit));
            }
        }
    }

    /// The values from `perspective`'s side.
    #[must_use]
    pub fn perspective(&self, perspective: Color) -> &[i16] {
        &self.values[perspective.index()]
    }
}

/// `values += column`, element-wise (plain slices: the compiler
/// vectorises it).
#[inline]
fn add(values: &mut [i16], column: &[i16]) {
    for (v, w) in values.iter_mut().zip(column) {
        *v = v.wrapping_add(*w);
    }
}

/// `values -= column`, element-wise.
#[inline]
fn sub(values: &mut [i16], column: &[i16]) {
    for (v, w) in values.iter_mut().zip(column) {
        *v = v.wrapping_sub(*w);
    }
}
