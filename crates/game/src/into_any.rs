//! A game of one rule set as a game whose rule set is chosen at run time:
//! `From<Game<Chess>>` (and Immortal, Linear) for [`AnyGame`].

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;
use danilchuk_variant::AnyPosition;

use crate::{AnyGame, Game, GameRules};

/// The same game, moves, redo list and declared end, over
/// [`AnyPosition`]: the start position converted and every move played
/// again (each was legal, so none is refused).
fn into_any<P: GameRules + Into<AnyPosition>>(game: Game<P>) -> AnyGame {
    let mut any = AnyGame::new(game.start_position().clone().into());
    // Next to redo first.
    let redo: Vec<_> = game.redo_moves().collect();
    for &m in game.moves().iter().chain(&redo) {
        // Legal in the game it comes from, so legal here.
        if any.play(m).is_err() {
            break;
        }
    }
    for _ in &redo {
        any.undo();
    }
    any.declared = game.declared;
    debug_assert_eq!(any.position().fen(), game.position().fen());
    any
}

/// `let any: AnyGame = Game::<Chess>::starting().into();`
///
/// ```
/// use danilchuk_classical::Chess;
/// use danilchuk_game::{AnyGame, Game};
/// use danilchuk_variant::Rules;
///
/// let mut game = Game::<Chess>::starting();
/// game.play_uci("e2e4")?;
/// let any: AnyGame = game.into();
/// assert_eq!(any.settings(), Rules::Chess);
/// assert_eq!(any.ply(), 1);
/// # Ok::<(), danilchuk_game::GameError>(())
/// ```
impl From<Game<Chess>> for AnyGame {
    fn from(game: Game<Chess>) -> AnyGame {
        into_any(game)
    }
}

/// The Immortal game as an [`AnyGame`] (see `From<Game<Chess>>`).
impl From<Game<Immortal>> for AnyGame {
    fn from(game: Game<Immortal>) -> AnyGame {
        into_any(game)
    }
}

/// The Linear game, with its line limit, as an [`AnyGame`] (see
/// `From<Game<Chess>>`).
impl From<Game<Linear>> for AnyGame {
    fn from(game: Game<Linear>) -> AnyGame {
        into_any(game)
    }
}
