//! The game rules that differ between the rule sets: the [`GameRules`] hook.

use danilchuk_board::{Position, Variant};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_variant::{AnyPosition, Rules};

use crate::GameError;

/// What a [`crate::Game`] needs to know about a rule set beyond the
/// [`Position`] trait: which draws the game layer adds, how far back a
/// repeated position can lie, and how the rule set's settings are written.
///
/// Implemented here for the three rule sets of the workspace. The policy
/// (RULES.md I-7, L-9 and the FIDE Laws for classical chess):
///
/// | rule set  | insufficient material | fivefold / 75 moves | repetition search |
/// |-----------|-----------------------|---------------------|-------------------|
/// | [`Chess`]    | automatic draw (FIDE 5.2.2) | automatic draws (FIDE 9.6) | back to the last capture or pawn move |
/// | [`Immortal`] | none (I-7)            | none                | the whole game    |
/// | [`Linear`]   | none (L-9)            | none                | back to the last capture or pawn move |
///
/// Every rule set has the claimable threefold repetition and fifty-move
/// rule (FIDE 9.2, 9.3; I-7; L-9). RULES.md lists the ways a variant game
/// ends (I-7, L-5, L-9) and the fivefold and seventy-five-move rules are
/// not among them; the game layer therefore applies those automatic draws
/// to classical chess only. A variant game never ends by itself through
/// repetition or a long series of quiet moves: the players (or the server)
/// claim the draw with [`crate::Game::claim_draw`].
pub trait GameRules: Position {
    /// Whether the FIDE automatic draws apply (article 9.6): the same
    /// position for the fifth time, or 75 moves by each side without a
    /// capture or pawn move.
    fn automatic_draws(&self) -> bool;

    /// Whether a capture or pawn move (a reset of the halfmove clock) makes
    /// every earlier position unreachable, so that the search for a
    /// repeated position may stop there. True in classical and Linear chess
    /// (a capture removes a unit, a pawn never moves back); false in
    /// Immortal chess, where a capture is a swap that a later swap can
    /// undo (I-1) and a swap can put a pawn back on an earlier square.
    fn reset_is_irreversible(&self) -> bool;

    /// Whether neither side can ever win (a dead position, drawn at once:
    /// FIDE 5.2.2). Only classical chess has this draw; RULES.md I-7 rules
    /// it out for Immortal chess, and L-9 does not list it for Linear chess.
    fn is_insufficient_material(&self) -> bool {
        false
    }

    /// The settings as the text of the PGN `LineLimit` tag (Part III), or
    /// `None` where the tag is not written (no settings, or no limit).
    fn settings_tag(settings: Self::Settings) -> Option<String>;

    /// The settings that a record's or PGN game's tags name: its `Variant`
    /// tag (which chooses the rule set of [`AnyPosition`]; a single rule
    /// set ignores it here and its caller checks it) and its `LineLimit`
    /// tag, which only Linear chess may have.
    fn settings_from_tags(
        variant: Option<&str>,
        line_limit: Option<&str>,
    ) -> Result<Self::Settings, GameError>;
}

/// The name of the PGN tag that holds Linear's line limit (Part III).
pub(crate) const LINE_LIMIT_TAG: &str = "LineLimit";

/// No settings: a `LineLimit` tag is an error.
fn no_settings(line_limit: Option<&str>) -> Result<(), GameError> {
    match line_limit {
        None => Ok(()),
        Some(tag) => Err(GameError::Settings(tag.into())),
    }
}

/// `3`, `2`, or one of the names of no limit (`none`, …); no tag is no limit.
fn parse_line_limit(line_limit: Option<&str>) -> Result<LineLimit, GameError> {
    line_limit.map_or(Ok(LineLimit::Unlimited), |tag| {
        tag.parse().map_err(|_| GameError::Settings(tag.into()))
    })
}

impl GameRules for Chess {
    fn automatic_draws(&self) -> bool {
        true
    }

    fn reset_is_irreversible(&self) -> bool {
        true
    }

    fn is_insufficient_material(&self) -> bool {
        Chess::is_insufficient_material(self)
    }

    fn settings_tag(_: ()) -> Option<String> {
        None
    }

    fn settings_from_tags(_: Option<&str>, line_limit: Option<&str>) -> Result<(), GameError> {
        no_settings(line_limit)
    }
}

impl GameRules for Immortal {
    fn automatic_draws(&self) -> bool {
        false
    }

    fn reset_is_irreversible(&self) -> bool {
        false
    }

    fn settings_tag(_: ()) -> Option<String> {
        None
    }

    fn settings_from_tags(_: Option<&str>, line_limit: Option<&str>) -> Result<(), GameError> {
        no_settings(line_limit)
    }
}

impl GameRules for Linear {
    fn automatic_draws(&self) -> bool {
        false
    }

    fn reset_is_irreversible(&self) -> bool {
        true
    }

    /// `3` or `2`; no tag without a limit (Part III).
    fn settings_tag(limit: LineLimit) -> Option<String> {
        match limit {
            LineLimit::Unlimited => None,
            limited => Some(limited.to_string()),
        }
    }

    fn settings_from_tags(
        _: Option<&str>,
        line_limit: Option<&str>,
    ) -> Result<LineLimit, GameError> {
        parse_line_limit(line_limit)
    }
}

impl GameRules for AnyPosition {
    fn automatic_draws(&self) -> bool {
        match self {
            AnyPosition::Chess(p) => p.automatic_draws(),
            AnyPosition::Immortal(p) => p.automatic_draws(),
            AnyPosition::Linear(p) => p.automatic_draws(),
        }
    }

    fn reset_is_irreversible(&self) -> bool {
        match self {
            AnyPosition::Chess(p) => p.reset_is_irreversible(),
            AnyPosition::Immortal(p) => p.reset_is_irreversible(),
            AnyPosition::Linear(p) => p.reset_is_irreversible(),
        }
    }

    fn is_insufficient_material(&self) -> bool {
        match self {
            AnyPosition::Chess(p) => p.is_insufficient_material(),
            AnyPosition::Immortal(p) => GameRules::is_insufficient_material(p),
            AnyPosition::Linear(p) => GameRules::is_insufficient_material(p),
        }
    }

    fn settings_tag(rules: Rules) -> Option<String> {
        rules.pgn_line_limit().map(String::from)
    }

    /// No `Variant` tag is classical chess (Part III).
    fn settings_from_tags(
        variant: Option<&str>,
        line_limit: Option<&str>,
    ) -> Result<Rules, GameError> {
        let rules = match variant {
            None => Rules::Chess,
            Some(name) => name
                .parse::<Variant>()
                .map(Rules::of)
                .map_err(|_| GameError::Settings(name.into()))?,
        };
        match rules {
            Rules::Linear(_) => parse_line_limit(line_limit).map(Rules::Linear),
            other => no_settings(line_limit).map(|()| other),
        }
    }
}
