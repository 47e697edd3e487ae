//! What a search found: [`SearchResult`].

use std::time::Duration;

use danilchuk_board::Move;

use crate::score::Score;

/// What a search found. `Display` writes it on one line; with the `serde`
/// feature it travels as a record of these fields.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    /// The result of no search: no move, a draw score, nothing counted.
    pub(crate) fn empty() -> SearchResult {
        SearchResult {
            best_move: None,
            score: Score::DRAW,
            depth: 0,
            seldepth: 0,
            nodes: 0,
            pv: Vec::new(),
            elapsed: Duration::ZERO,
            hashfull: 0,
        }
    }

    /// Nodes per second.
    #[must_use]
    pub fn nps(&self) -> u64 {
        let micros = self.elapsed.as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }
}
