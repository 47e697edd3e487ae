//! Serde for games (feature `serde`): a record replayed on the way in.

use danilchuk_board::{Color, DrawReason, Variant};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Game, GameError, GameRules};

/// What a game serializes as. Every field is text a person can read and
/// edit; nothing is trusted on the way in.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    /// `chess`, `immortal` or `linear` (any name `Variant` parses).
    variant: String,
    /// The settings tag (Linear's line limit `3` or `2`); absent for the
    /// default settings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    settings: Option<String>,
    /// The start position's FEN (Part III).
    start: String,
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
    /// As a record `{variant, settings?, start, moves, redo?, draw?, resigned?}`:
    /// the start FEN and the UCI moves.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let uci = |moves: Vec<danilchuk_board::UciMove>| -> Vec<String> {
            moves.iter().map(ToString::to_string).collect()
        };
        Record {
            variant: self.start_position().variant().name().into(),
            settings: P::settings_tag(self.settings()),
            start: self.start_position().fen(),
            moves: uci(self.uci_moves()),
            redo: uci(self.redo_uci_moves()),
            draw: self.declared_draw(),
            resigned: self.resigned(),
        }
        .serialize(serializer)
    }
}

impl<'de, P: GameRules> Deserialize<'de> for Game<P> {
    /// From the record [`Serialize`] writes: the start FEN is validated and
    /// every move replayed, so an illegal position or move, a record of
    /// another rule set or an impossible draw claim is an error.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Game<P>, D::Error> {
        let record = Record::deserialize(deserializer)?;
        Game::from_record(record).map_err(D::Error::custom)
    }
}

impl<P: GameRules> Game<P> {
    fn from_record(record: Record) -> Result<Game<P>, GameError> {
        let settings = P::settings_from_tags(Some(&record.variant), record.settings.as_deref())?;
        let expected = P::starting_with(settings).variant();
        if record.variant.parse::<Variant>().ok() != Some(expected) {
            return Err(GameError::WrongVariant {
                expected,
                found: record.variant.clone(),
            });
        }
        let mut game = Game::from_fen_with(&record.start, settings)?;
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
