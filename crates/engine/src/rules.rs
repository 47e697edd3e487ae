//! The rule sets the binaries can play, by the names of RULES.md's shared
//! convention (`chess`, `immortal`, `linear`, `linear3`, `linear2`), and a
//! game of any of them.

use core::fmt;
use core::str::FromStr;

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};

/// A rule set with its settings: the values of UCI's `UCI_Variant` option
/// and of the match runner's `--variant`.
///
/// ```
/// use danilchuk_engine::RuleSet;
/// let r: RuleSet = "linear3".parse().unwrap();
/// assert_eq!(r.to_string(), "linear3");
/// assert_eq!(RuleSet::ALL.len(), 5);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum RuleSet {
    /// Classical chess.
    #[default]
    Chess,
    /// Classic Immortal Chess (Part I).
    Immortal,
    /// Russian Linear Chess (Part L) with a line limit (L-8).
    Linear(LineLimit),
}

/// The text names no rule set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant {0:?} (expected chess, immortal, linear, linear3 or linear2)")]
pub struct UnknownRuleSet(pub String);

impl RuleSet {
    /// Every rule set, in the order of the UCI combo.
    pub const ALL: [RuleSet; 5] = [
        RuleSet::Chess,
        RuleSet::Immortal,
        RuleSet::Linear(LineLimit::Unlimited),
        RuleSet::Linear(LineLimit::Three),
        RuleSet::Linear(LineLimit::Two),
    ];

    /// The name: `chess`, `immortal`, `linear`, `linear3`, `linear2`.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Chess => "chess",
            RuleSet::Immortal => "immortal",
            RuleSet::Linear(LineLimit::Unlimited) => "linear",
            RuleSet::Linear(LineLimit::Three) => "linear3",
            RuleSet::Linear(LineLimit::Two) => "linear2",
        }
    }
}

impl FromStr for RuleSet {
    type Err = UnknownRuleSet;
    /// The names of [`RuleSet::name`], any case; `standard` and `classical`
    /// for chess.
    fn from_str(s: &str) -> Result<RuleSet, UnknownRuleSet> {
        let lower = s.to_ascii_lowercase();
        match lower.as_str() {
            "standard" | "classical" => return Ok(RuleSet::Chess),
            _ => {}
        }
        RuleSet::ALL
            .into_iter()
            .find(|r| r.name() == lower)
            .ok_or_else(|| UnknownRuleSet(s.into()))
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game of any rule set.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// Classical chess.
    Chess(Game<Chess>),
    /// Immortal chess.
    Immortal(Game<Immortal>),
    /// Linear chess.
    Linear(Game<Linear>),
}

impl AnyGame {
    /// A game from the starting position.
    pub fn starting(rules: RuleSet) -> AnyGame {
        match rules {
            RuleSet::Chess => AnyGame::Chess(Game::starting()),
            RuleSet::Immortal => AnyGame::Immortal(Game::starting()),
            RuleSet::Linear(limit) => AnyGame::Linear(Game::starting_with(limit)),
        }
    }

    /// A game from a FEN of the rule set (Part III).
    pub fn from_fen(rules: RuleSet, fen: &str) -> Result<AnyGame, danilchuk_game::GameError> {
        Ok(match rules {
            RuleSet::Chess => AnyGame::Chess(Game::from_fen_with(fen, ())?),
            RuleSet::Immortal => AnyGame::Immortal(Game::from_fen_with(fen, ())?),
            RuleSet::Linear(limit) => AnyGame::Linear(Game::from_fen_with(fen, limit)?),
        })
    }

    /// Plays a UCI move.
    pub fn play_uci(&mut self, uci: &str) -> Result<(), danilchuk_game::GameError> {
        match self {
            AnyGame::Chess(g) => g.play_uci(uci).map(drop),
            AnyGame::Immortal(g) => g.play_uci(uci).map(drop),
            AnyGame::Linear(g) => g.play_uci(uci).map(drop),
        }
    }

    /// The current position's FEN.
    pub fn fen(&self) -> String {
        match self {
            AnyGame::Chess(g) => g.position().fen(),
            AnyGame::Immortal(g) => g.position().fen(),
            AnyGame::Linear(g) => g.position().fen(),
        }
    }
}
