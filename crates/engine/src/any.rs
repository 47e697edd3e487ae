//! The engine on a rule set chosen at run time: [`Engine::search_any`]
//! picks the concrete rule set once per search, so the search itself runs
//! monomorphic on `Chess`, `Immortal` or `Linear`.

use danilchuk_game::AnyGame;
use danilchuk_variant::{with_inner, AnyPosition};

use crate::search::{on_iterations, Report, Root};
use crate::{Engine, Limits, SearchResult};

impl Engine {
    /// [`Engine::search`] for a game of any rule set.
    ///
    /// ```
    /// use danilchuk_engine::{Engine, Limits};
    /// use danilchuk_game::AnyGame;
    ///
    /// let mut game = AnyGame::starting_with("linear".parse()?);
    /// game.play_uci("e2e4")?;
    /// let result = Engine::new(4).search_any(&game, &Limits::depth(3));
    /// let best = result.best_move.expect("a move");
    /// assert!(game.position_at(1).is_some());
    /// assert!(danilchuk_board::Position::is_legal(game.position(), best));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn search_any(&mut self, game: &AnyGame, limits: &Limits) -> SearchResult {
        self.search_any_with(game, limits, |_| {})
    }

    /// [`Engine::search_with`] for a game of any rule set.
    pub fn search_any_with(
        &mut self,
        game: &AnyGame,
        limits: &Limits,
        on_iteration: impl FnMut(&SearchResult),
    ) -> SearchResult {
        self.clear_stop();
        self.search_any_root(&Root::of(game), limits, &mut on_iterations(on_iteration))
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
