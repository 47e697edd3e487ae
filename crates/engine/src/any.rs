//! The engine on a rule set chosen at run time: [`Engine::search`] of an
//! `AnyGame` picks the concrete rule set once per search, so the search itself runs
//! monomorphic on `Chess`, `Immortal` or `Linear`.

use danilchuk_game::AnyGame;
use danilchuk_variant::{with_inner, AnyPosition};

use crate::search::{Report, Root};
use crate::{Engine, Limits, SearchResult};

impl Engine {
    /// [`Engine::search`] for a game of any rule set: `search` itself
    /// takes an `AnyGame` now.
    #[deprecated(
        since = "0.6.0",
        note = "use `search`: it searches an `AnyGame` as its concrete rule set too"
    )]
    pub fn search_any(&mut self, game: &AnyGame, limits: &Limits) -> SearchResult {
        self.search(game, limits)
    }

    /// [`Engine::search_with`] for a game of any rule set.
    #[deprecated(
        since = "0.6.0",
        note = "use `search_with`: it searches an `AnyGame` as its concrete rule set too"
    )]
    pub fn search_any_with(
        &mut self,
        game: &AnyGame,
        limits: &Limits,
        on_iteration: impl FnMut(&SearchResult),
    ) -> SearchResult {
        self.search_with(game, limits, on_iteration)
    }

    /// [`Engine::search_root`] from a root of any rule set, searched as
    /// its concrete rule set.
    pub(crate) fn search_any_root(
        &mut self,
        root: &Root<AnyPosition>,
        limits: &Limits,
        report: &mut dyn FnMut(Report<'_>),
    ) -> SearchResult {
        with_inner!(root.position(), pos => {
            self.search_root(&root.with_position(*pos), limits, report)
        })
    }
}
