//! The engine on a rule set chosen at run time: [`Engine::search_any`]
//! picks the concrete rule set once per search, so the search itself runs
//! monomorphic on `Game<Chess>`, `Game<Immortal>` or `Game<Linear>`.

use danilchuk_game::{AnyGame, Game, GameRules};
use danilchuk_variant::with_inner;

use crate::search::Report;
use crate::{Engine, Limits, SearchResult};

/// The same game in the inner rule set's own type: its start and its moves.
fn typed<P: GameRules>(start: P, game: &AnyGame) -> Game<P> {
    let mut typed = Game::new(start);
    for &m in game.moves() {
        if typed.play(m).is_err() {
            break;
        }
    }
    typed
}

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

    /// [`Engine::search_with`] for a game of any rule set, on
    /// [`Engine::set_threads`] threads.
    pub fn search_any_with(
        &mut self,
        game: &AnyGame,
        limits: &Limits,
        on_iteration: impl FnMut(&SearchResult),
    ) -> SearchResult {
        with_inner!(*game.start_position(), start => {
            self.search_with_threads(&typed(start, game), limits, on_iteration)
        })
    }

    /// [`Engine::search_any_with`] without clearing the stop flag, with
    /// every report (UCI).
    pub(crate) fn search_any_reporting(
        &mut self,
        game: &AnyGame,
        limits: &Limits,
        report: &mut dyn FnMut(Report<'_>),
    ) -> SearchResult {
        with_inner!(*game.start_position(), start => {
            self.search_reporting(&typed(start, game), limits, report)
        })
    }
}
