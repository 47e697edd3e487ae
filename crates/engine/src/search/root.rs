//! Where a search starts: the position, the positions the game went
//! through before it (for repetitions) and the game's end, if it has one.

use danilchuk_board::Outcome;
use danilchuk_game::{Game, GameRules};

/// One position of a game's path, as the search's repetition test needs
/// it: the Zobrist key, and how many plies back a repetition of it may lie
/// (the halfmove clock where a capture or pawn move cannot be undone,
/// everything in Immortal chess, where a swap can, I-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct PathEntry {
    pub(crate) key: u64,
    pub(crate) reach: usize,
}

impl PathEntry {
    pub(crate) fn of<P: GameRules>(pos: &P) -> PathEntry {
        let reach = if pos.reset_is_irreversible() {
            pos.halfmoves() as usize
        } else {
            usize::MAX
        };
        PathEntry {
            key: pos.zobrist().0,
            reach,
        }
    }
}

/// The root of a search.
#[derive(Clone, Debug)]
pub(crate) struct Root<P> {
    position: P,
    /// Every position from the game's start, the root's last.
    path: Vec<PathEntry>,
    /// How the game ended, if it did.
    outcome: Option<Outcome>,
}

impl<P: GameRules> Root<P> {
    /// The current position of `game`.
    pub(crate) fn of(game: &Game<P>) -> Root<P> {
        Root {
            position: game.position().clone(),
            path: game.positions().map(|p| PathEntry::of(&p)).collect(),
            outcome: game.outcome(),
        }
    }

    /// `position`, reached by the positions of `path` (the root's last),
    /// in a game that ended as `outcome` says.
    pub(crate) fn new(position: P, path: Vec<PathEntry>, outcome: Option<Outcome>) -> Root<P> {
        Root {
            position,
            path,
            outcome,
        }
    }
}

impl<P> Root<P> {
    pub(crate) fn position(&self) -> &P {
        &self.position
    }

    pub(crate) fn path(&self) -> &[PathEntry] {
        &self.path
    }

    pub(crate) fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The same root with its position in another type (the concrete rule
    /// set of an `AnyPosition`).
    pub(crate) fn with_position<Q>(&self, position: Q) -> Root<Q> {
        Root {
            position,
            path: self.path.clone(),
            outcome: self.outcome,
        }
    }
}
