//! Killer moves: two quiet moves per ply that caused a beta cutoff there,
//! tried early in sibling nodes (a refutation often refutes the neighbours).

use danilchuk_board::Move;

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
}
