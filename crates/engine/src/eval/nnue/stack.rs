//! The search's accumulators, one per ply of the path.

use std::sync::Arc;

use danilchuk_board::{Board, Color};

use super::accumulator::Accumulator;
use super::delta::BoardDelta;
use super::network::{Network, NetworkKind};
use crate::limits::MAX_PLY;

/// One accumulator per ply: the search copies a position to make a move
/// (copy-make), so the child's accumulator at `ply + 1` is its parent's at
/// `ply` updated by the boards' difference, and nothing is undone.
#[derive(Debug)]
pub(crate) struct AccumulatorStack {
    network: Arc<Network>,
    plies: Vec<Accumulator>,
}

impl AccumulatorStack {
    /// A stack for `network`, every ply holding `board`'s accumulator.
    pub(crate) fn new(network: Arc<Network>, board: &Board) -> AccumulatorStack {
        let root = Accumulator::new(&network, board);
        AccumulatorStack {
            plies: vec![root; MAX_PLY + 2],
            network,
        }
    }

    /// The accumulator of `board` at `ply`, from scratch (the root).
    pub(crate) fn refresh(&mut self, ply: usize, board: &Board) {
        if let Some(acc) = self.plies.get_mut(ply) {
            acc.refresh(&self.network, board);
        }
    }

    /// The accumulator at `ply + 1` of `after`, a move away from `before`
    /// whose accumulator is at `ply`.
    pub(crate) fn play(&mut self, ply: usize, before: &Board, after: &Board) {
        if ply + 1 >= self.plies.len() {
            return;
        }
        let (parents, children) = self.plies.split_at_mut(ply + 1);
        let child = &mut children[0];
        match BoardDelta::between(before, after) {
            Some(delta) => child.update_from(&self.network, &parents[ply], &delta),
            None => child.refresh(&self.network, after),
        }
    }

    /// The accumulator at `ply + 1` after a pass: the same units.
    pub(crate) fn pass(&mut self, ply: usize) {
        if ply + 1 < self.plies.len() {
            let (parents, children) = self.plies.split_at_mut(ply + 1);
            children[0].clone_from(&parents[ply]);
        }
    }

    /// The network's output at `ply` for `turn`, the side to move.
    pub(crate) fn evaluate(&self, ply: usize, turn: Color) -> i32 {
        let acc = &self.plies[ply.min(self.plies.len() - 1)];
        self.network.evaluate(acc, turn)
    }

    /// The network's kind: its output alone, or added to the hand-written
    /// evaluation.
    pub(crate) fn kind(&self) -> NetworkKind {
        self.network.kind()
    }

    /// The accumulator at `ply` (for the tests).
    #[cfg(test)]
    pub(crate) fn at(&self, ply: usize) -> &Accumulator {
        &self.plies[ply]
    }
}
