//! The game rules that differ between the rule sets: the [`GameRules`] hook.

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_variant::{with_inner, AnyPosition, Rules};

use crate::GameError;

/// What a [`crate::Game`] needs to know about a rule set beyond the
/// [`Position`] trait: the insufficient-material draw, and which
/// [`Rules`] its settings are (for PGN tags and game records, which name
/// the rules by the names of [`danilchuk_board::RULE_SET_NAMES`]).
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

    /// The rules a game with these settings is played by.
    fn rules_of(settings: Self::Settings) -> Rules;

    /// The settings of this rule set that `rules` are, or `None` when they
    /// are another rule set's.
    fn settings_of(rules: Rules) -> Option<Self::Settings>;
}

impl GameRules for Chess {
    fn is_insufficient_material(&self) -> bool {
        Chess::is_insufficient_material(self)
    }

    fn rules_of((): ()) -> Rules {
        Rules::Chess
    }

    fn settings_of(rules: Rules) -> Option<()> {
        (rules == Rules::Chess).then_some(())
    }
}

impl GameRules for Immortal {
    fn reset_is_irreversible(&self) -> bool {
        false
    }

    fn rules_of((): ()) -> Rules {
        Rules::Immortal
    }

    fn settings_of(rules: Rules) -> Option<()> {
        (rules == Rules::Immortal).then_some(())
    }
}

impl GameRules for Linear {
    fn rules_of(limit: LineLimit) -> Rules {
        Rules::Linear(limit)
    }

    fn settings_of(rules: Rules) -> Option<LineLimit> {
        rules.line_limit()
    }
}

impl GameRules for AnyPosition {
    fn reset_is_irreversible(&self) -> bool {
        !matches!(self, AnyPosition::Immortal(_))
    }

    fn is_insufficient_material(&self) -> bool {
        with_inner!(self, p => GameRules::is_insufficient_material(p))
    }

    fn rules_of(rules: Rules) -> Rules {
        rules
    }

    fn settings_of(rules: Rules) -> Option<Rules> {
        Some(rules)
    }
}

/// The settings of `P` that `rules` are, or the error that the record or
/// PGN game is of another rule set.
pub(crate) fn settings_for<P: GameRules>(rules: Rules) -> Result<P::Settings, GameError> {
    P::settings_of(rules).ok_or_else(|| GameError::WrongVariant {
        expected: P::starting().variant(),
        found: rules,
    })
}
