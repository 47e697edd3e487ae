//! The computer opponent: the `danilchuk-engine` search with a node budget
//! per strength level.

use danilchuk_board::Move;
use danilchuk_engine::{Engine, Limits};
use danilchuk_game::Game;

use crate::Marks;

/// The computer's strength, from 1 (weakest) up to [`Strength::MAX`]:
/// the number of nodes the engine may search for one move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Strength(u8);

impl Strength {
    /// The weakest level.
    pub const MIN: Strength = Strength(1);
    /// The strongest level the board offers.
    pub const MAX: Strength = Strength(5);
    /// The level a new game starts with.
    pub const DEFAULT: Strength = Strength(3);

    /// The level `level`, if it is within `MIN..=MAX`.
    pub const fn new(level: u8) -> Option<Strength> {
        if level >= Strength::MIN.0 && level <= Strength::MAX.0 {
            Some(Strength(level))
        } else {
            None
        }
    }

    /// The level as a number.
    pub const fn level(self) -> u8 {
        self.0
    }

    /// The engine's node budget for one move at this level. Nodes, not
    /// time: the same level plays the same on a slow and a fast machine,
    /// and a search is bounded whatever the load.
    pub const fn nodes(self) -> u64 {
        match self.0 {
            1 => 100,
            2 => 2_000,
            3 => 20_000,
            4 => 100_000,
            _ => 400_000,
        }
    }
}

impl Default for Strength {
    fn default() -> Strength {
        Strength::DEFAULT
    }
}

/// The size of the engine's transposition table per search, in MiB. Small:
/// a table lives only as long as one search (see [`Computer::choose`]), so
/// the memory the server uses is bounded by its worker threads, not by the
/// number of games it holds.
pub const ENGINE_HASH_MIB: usize = 4;

/// Chooses the computer's moves with the engine.
#[derive(Clone, Debug, Default)]
pub struct Computer;

impl Computer {
    /// What the board calls this opponent.
    pub const NAME: &'static str = "danilchuk-engine";

    /// A computer.
    pub fn new() -> Computer {
        Computer
    }

    /// The move the computer plays in `game`, or `None` if the game is
    /// over or there is no legal move.
    pub fn choose<P: Marks>(&mut self, game: &Game<P>, strength: Strength) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        let mut engine = Engine::new(ENGINE_HASH_MIB);
        let found = engine
            .search(game, &Limits::nodes(strength.nodes()))
            .best_move;
        // The engine answers with a legal move; should it ever not, the
        // first legal move keeps the game going rather than stalling it.
        let pos = game.position();
        found
            .filter(|&m| pos.is_legal(m))
            .or_else(|| pos.legal_moves().first().copied())
    }
}
