//! The game rules that differ between the rule sets: the [`GameRules`] hook.

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};

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
    const AUTOMATIC_DRAWS: bool;

    /// Whether a capture or pawn move (a reset of the halfmove clock) makes
    /// every earlier position unreachable, so that the search for a
    /// repeated position may stop there. True in classical and Linear chess
    /// (a capture removes a unit, a pawn never moves back); false in
    /// Immortal chess, where a capture is a swap that a later swap can
    /// undo (I-1) and a swap can put a pawn back on an earlier square.
    const RESET_IS_IRREVERSIBLE: bool;

    /// Whether neither side can ever win (a dead position, drawn at once:
    /// FIDE 5.2.2). Only classical chess has this draw; RULES.md I-7 rules
    /// it out for Immortal chess, and L-9 does not list it for Linear chess.
    fn is_insufficient_material(&self) -> bool {
        false
    }

    /// The name of the PGN tag that holds the settings (Linear's
    /// `LineLimit`, Part III), if the rule set has settings.
    const SETTINGS_TAG: Option<&'static str> = None;

    /// The settings as the text of a PGN tag (Linear's `LineLimit`, Part
    /// III), or `None` for the default settings, which are not written.
    fn settings_tag(settings: Self::Settings) -> Option<String>;

    /// The settings written by [`GameRules::settings_tag`], or `None` if the
    /// text names none.
    fn parse_settings_tag(tag: &str) -> Option<Self::Settings>;
}

impl GameRules for Chess {
    const AUTOMATIC_DRAWS: bool = true;
    const RESET_IS_IRREVERSIBLE: bool = true;

    fn is_insufficient_material(&self) -> bool {
        Chess::is_insufficient_material(self)
    }

    fn settings_tag(_: ()) -> Option<String> {
        None
    }

    fn parse_settings_tag(_: &str) -> Option<()> {
        None
    }
}

impl GameRules for Immortal {
    const AUTOMATIC_DRAWS: bool = false;
    const RESET_IS_IRREVERSIBLE: bool = false;

    fn settings_tag(_: ()) -> Option<String> {
        None
    }

    fn parse_settings_tag(_: &str) -> Option<()> {
        None
    }
}

impl GameRules for Linear {
    const AUTOMATIC_DRAWS: bool = false;
    const SETTINGS_TAG: Option<&'static str> = Some("LineLimit");
    const RESET_IS_IRREVERSIBLE: bool = true;

    /// `3` or `2`; no tag without a limit (Part III).
    fn settings_tag(limit: LineLimit) -> Option<String> {
        match limit {
            LineLimit::Unlimited => None,
            limited => Some(limited.to_string()),
        }
    }

    /// `3`, `2`, or one of the names of no limit (`none`, …).
    fn parse_settings_tag(tag: &str) -> Option<LineLimit> {
        tag.parse().ok()
    }
}
