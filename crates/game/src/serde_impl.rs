//! Serde for games (feature `serde`): a record replayed on the way in.

use danilchuk_board::{Color, DrawReason};
use danilchuk_variant::{Rules, RulesError};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::rules::settings_for;
use crate::{Game, GameError, GameRules};

/// What a game serializes as. Every field is text a person can read and
/// edit; nothing is trusted on the way in.
///
/// The rules are written as `rules`, a name of
/// [`danilchuk_board::RULE_SET_NAMES`] (`"linear3"`), as an
/// [`danilchuk_variant::AnyPosition`] writes them. The shape before,
/// `variant` and `settings` (`"variant":"linear","settings":"3"`), is read
/// too, with the same names.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    /// The rules: any name of the table, in any case.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<String>,
    /// Read only: the rule set, as `rules` names it (the former shape).
    #[serde(default, skip_serializing)]
    variant: Option<String>,
    /// Read only: Linear's line limit `3`, `2` or `none` (the former
    /// shape, with `variant`).
    #[serde(default, skip_serializing)]
    settings: Option<String>,
    /// The start position's FEN (Part III); none: the rule set's initial
    /// position.
    #[serde(default)]
    start: Option<String>,
    /// The moves played, in the rule set's UCI form.
    #[serde(default)]
    moves: Vec<String>,
    /// The undone moves, next first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    redo: Vec<String>,
    /// A claimed or agreed draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    draw: Option<DrawReason>,
    /// The side that resigned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    resigned: Option<Color>,
}

impl<P: GameRules> Serialize for Game<P> {
    /// As a record `{rules, start, moves, redo?, draw?, resigned?}`:
    /// the start FEN and the UCI moves.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let uci = |moves: Vec<danilchuk_board::UciMove>| -> Vec<String> {
            moves.iter().map(ToString::to_string).collect()
        };
        Record {
            rules: Some(P::rules_of(self.settings()).name().into()),
            variant: None,
            settings: None,
            start: Some(self.start_position().fen()),
            moves: uci(self.uci_moves()),
            redo: uci(self.redo_uci_moves()),
            draw: self.declared_draw(),
            resigned: self.resigned(),
        }
        .serialize(serializer)
    }
}

impl<'de, P: GameRules> Deserialize<'de> for Game<P> {
    /// From the record [`Serialize`] writes (without `start`, the game
    /// starts from the rule set's initial position): the start FEN is validated and
    /// every move replayed, so an illegal position or move, a record of
    /// another rule set or an impossible draw claim is an error.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Game<P>, D::Error> {
        let record = Record::deserialize(deserializer)?;
        if record.rules.is_none() && record.variant.is_none() {
            return Err(D::Error::missing_field("rules"));
        }
        if record.variant.is_none() && record.settings.is_some() {
            return Err(D::Error::custom(
                "a record's `settings` goes with its `variant` (or write `rules`)",
            ));
        }
        Game::from_record(record).map_err(D::Error::custom)
    }
}

impl<P: GameRules> Game<P> {
    fn from_record(record: Record) -> Result<Game<P>, GameError> {
        let rules = record_rules(&record)?;
        let settings = settings_for::<P>(rules)?;
        let mut game = match &record.start {
            Some(fen) => Game::from_fen_with(fen, settings)?,
            None => Game::starting_with(settings),
        };
        for (i, text) in record.moves.iter().chain(&record.redo).enumerate() {
            game.play_uci(text).map_err(|error| GameError::Replay {
                ply: i + 1,
                text: text.clone(),
                error: Box::new(error),
            })?;
        }
        for _ in &record.redo {
            game.undo();
        }
        if let Some(reason) = record.draw {
            game.declare_recorded(reason)?;
        }
        if let Some(loser) = record.resigned {
            game.resign(loser)?;
        }
        Ok(game)
    }
}

/// The rules a record names: `rules`, or the former `variant` and
/// `settings` read as the PGN tags are (the same names); both shapes at
/// once must agree.
fn record_rules(record: &Record) -> Result<Rules, GameError> {
    let former = match &record.variant {
        Some(variant) => Some(Rules::from_pgn_tags(
            Some(variant),
            record.settings.as_deref(),
        )?),
        None => None,
    };
    let named = match &record.rules {
        Some(text) => Some(text.parse::<Rules>().map_err(RulesError::from)?),
        None => None,
    };
    match (named, former) {
        (Some(rules), Some(other)) if rules != other => Err(GameError::WrongVariant {
            expected: rules.variant(),
            found: other,
        }),
        (Some(rules), _) | (None, Some(rules)) => Ok(rules),
        // The caller checked that one of the two is there.
        (None, None) => Ok(Rules::default()),
    }
}
