//! The engine as the board runs it: one search with a small table of its
//! own, for the computer's move and for an analysis.

use danilchuk_board::Move;
use danilchuk_engine::{Engine, Evaluate, Limits, SearchResult};
use danilchuk_game::{AnyGame, Game};

/// The size of the engine's transposition table per search, in MiB. Small:
/// a table lives only as long as one search (see
/// [`super::computer::choose`]), so the memory the server uses is
/// bounded by its worker threads, not by the number of games it holds.
pub(crate) const ENGINE_HASH_MIB: usize = 4;

/// The engine's analysis for a rule set it evaluates.
pub(crate) fn analyse<P: Evaluate>(game: &Game<P>, nodes: u64) -> Option<SearchResult> {
    Some(Engine::new(ENGINE_HASH_MIB).search(game, &Limits::nodes(nodes)))
}

/// The engine's move for a rule set it evaluates.
pub(crate) fn search<P: Evaluate>(game: &Game<P>, nodes: u64) -> Option<Move> {
    Engine::new(ENGINE_HASH_MIB)
        .search(game, &Limits::nodes(nodes))
        .best_move
}

/// The engine's move in a game of the rule set chosen at run time.
pub(crate) fn search_any(game: &AnyGame, nodes: u64) -> Option<Move> {
    Engine::new(ENGINE_HASH_MIB)
        .search(game, &Limits::nodes(nodes))
        .best_move
}

/// The engine's analysis of a game of the rule set chosen at run time.
pub(crate) fn analyse_any(game: &AnyGame, nodes: u64) -> Option<SearchResult> {
    Some(Engine::new(ENGINE_HASH_MIB).search(game, &Limits::nodes(nodes)))
}
