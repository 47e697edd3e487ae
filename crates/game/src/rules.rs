//! The game rules that differ between the rule sets: the [`GameRules`] hook.

use danilchuk_board::{Position, Variant};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_variant::{with_inner, AnyPosition, Rules};

use crate::GameError;

/// What a [`crate::Game`] needs to know about a rule set beyond the
/// [`Position`] trait: the insufficient-material draw, and how the rule
/// set's settings are written in PGN tags and game records.
///
/// Implemented here for the three rule sets of the workspace and for
/// [`AnyPosition`]. The policy (RULES.md I-7, L-9, IV-4 and the FIDE Laws):
///
/// | rule set  | insufficient material | fivefold / 75 moves | threefold / 50 moves |
/// |-----------|-----------------------|---------------------|----------------------|
/// | [`Chess`]    | automatic draw (FIDE 5.2.2) | automatic draws (FIDE 9.6) | claimable |
/// | [`Immortal`] | none (I-7, IV-4)      | automatic draws (IV-4) | claimable (I-7) |
/// | [`Linear`]   | none (IV-4)           | automatic draws (IV-4) | claimable (L-9) |
pub trait GameRules: Position {
    /// Whether a capture or pawn move (a reset of the halfmove clock) makes
    /// every earlier position unreachable. True in classical and Linear
    /// chess (a capture removes a unit, a pawn never moves back); false in
    /// Immortal chess, where a capture is a swap that a later swap can undo
    /// (I-1). The game's own repetition table does not need it (it finds
    /// earlier positions by key); a search that scans back may stop there.
    fn reset_is_irreversible(&self) -> bool {
        true
    }

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
    fn reset_is_irreversible(&self) -> bool {
        !matches!(self, AnyPosition::Immortal(_))
    }

    fn is_insufficient_material(&self) -> bool {
        with_inner!(self, p => GameRules::is_insufficient_material(p))
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
