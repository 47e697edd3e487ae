//! The rule set chosen at run time (UCI's `UCI_Variant`, the match
//! runner's `--variant`): [`Rules`] names it, [`TypedGame`] holds its game.

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;
use danilchuk_variant::Rules;

/// A game of any rule set, typed per rule set so that the search runs on
/// the concrete position (no dispatch at every node, as `TypedGame` would).
#[derive(Clone, Debug)]
pub(crate) enum TypedGame {
    Chess(Game<Chess>),
    Immortal(Game<Immortal>),
    Linear(Game<Linear>),
}

impl TypedGame {
    /// A game from the starting position.
    pub(crate) fn starting(rules: Rules) -> TypedGame {
        match rules {
            Rules::Chess => TypedGame::Chess(Game::starting()),
            Rules::Immortal => TypedGame::Immortal(Game::starting()),
            Rules::Linear(limit) => TypedGame::Linear(Game::starting_with(limit)),
        }
    }

    /// A game from a FEN of the rule set (Part III).
    pub(crate) fn from_fen(
        rules: Rules,
        fen: &str,
    ) -> Result<TypedGame, danilchuk_game::GameError> {
        Ok(match rules {
            Rules::Chess => TypedGame::Chess(Game::from_fen_with(fen, ())?),
            Rules::Immortal => TypedGame::Immortal(Game::from_fen_with(fen, ())?),
            Rules::Linear(limit) => TypedGame::Linear(Game::from_fen_with(fen, limit)?),
        })
    }

    /// Plays a UCI move.
    pub(crate) fn play_uci(&mut self, uci: &str) -> Result<(), danilchuk_game::GameError> {
        match self {
            TypedGame::Chess(g) => g.play_uci(uci).map(drop),
            TypedGame::Immortal(g) => g.play_uci(uci).map(drop),
            TypedGame::Linear(g) => g.play_uci(uci).map(drop),
        }
    }

    /// The legal moves among UCI texts (UCI `searchmoves`); the others are
    /// dropped.
    pub(crate) fn parse_moves(&self, texts: &[String]) -> Vec<danilchuk_board::Move> {
        let parse = |pos: &dyn Fn(&str) -> Option<danilchuk_board::Move>| {
            texts.iter().filter_map(|t| pos(t)).collect()
        };
        match self {
            TypedGame::Chess(g) => parse(&|t| g.position().parse_uci(t).ok()),
            TypedGame::Immortal(g) => parse(&|t| g.position().parse_uci(t).ok()),
            TypedGame::Linear(g) => parse(&|t| g.position().parse_uci(t).ok()),
        }
    }

    /// The current position's FEN.
    pub(crate) fn fen(&self) -> String {
        match self {
            TypedGame::Chess(g) => g.position().fen(),
            TypedGame::Immortal(g) => g.position().fen(),
            TypedGame::Linear(g) => g.position().fen(),
        }
    }
}
