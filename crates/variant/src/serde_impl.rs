//! Serde (feature `serde`): [`Rules`] as its name, [`AnyPosition`] as its
//! rules and validated FEN.

use std::borrow::Cow;

use danilchuk_board::Position;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{AnyPosition, Rules};

impl Serialize for Rules {
    /// As [`Rules::name`]: `chess`, `immortal`, `linear`, `linear3`, `linear2`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Rules {
    /// From any name [`Rules`] parses.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        let text = Cow::<'de, str>::deserialize(deserializer)?;
        text.parse().map_err(D::Error::custom)
    }
}

/// What a position travels as: the rules and the FEN are both needed,
/// since a FEN does not name its rule set and Linear's line limit is not
/// part of FEN. Written `{"rules": "linear2", "fen": "…"}`; a game
/// record's former shape, `variant` with `settings` (`"variant": "linear",
/// "settings": "2"`), is read too, so that one reader takes both.
#[derive(Serialize, Deserialize)]
#[serde(rename = "AnyPosition", deny_unknown_fields)]
struct Record<'a> {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<Rules>,
    #[serde(default, skip_serializing, borrow)]
    variant: Option<Cow<'a, str>>,
    #[serde(default, skip_serializing, borrow)]
    settings: Option<Cow<'a, str>>,
    #[serde(borrow)]
    fen: Cow<'a, str>,
}

impl Serialize for AnyPosition {
    /// As `{"rules": "linear2", "fen": "…"}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Record {
            rules: Some(self.rules()),
            variant: None,
            settings: None,
            fen: Cow::Owned(self.fen()),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for AnyPosition {
    /// From `{rules, fen}`; the FEN is validated for those rules (an
    /// illegal position is an error, never a corrupt value).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AnyPosition, D::Error> {
        let record = Record::deserialize(deserializer)?;
        let former = match &record.variant {
            Some(variant) => Some(
                Rules::from_pgn_tags(Some(variant), record.settings.as_deref())
                    .map_err(D::Error::custom)?,
            ),
            None if record.settings.is_some() => {
                return Err(D::Error::custom(
                    "`settings` goes with `variant` (or write `rules`)",
                ))
            }
            None => None,
        };
        let rules = match (record.rules, former) {
            (Some(rules), Some(other)) if rules != other => {
                return Err(D::Error::custom(format!(
                    "`rules` says {rules}, `variant` and `settings` say {other}"
                )))
            }
            (Some(rules), _) | (None, Some(rules)) => rules,
            (None, None) => return Err(D::Error::missing_field("rules")),
        };
        AnyPosition::from_fen_with(&record.fen, rules).map_err(D::Error::custom)
    }
}
