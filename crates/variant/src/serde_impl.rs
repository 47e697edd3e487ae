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

/// What a position travels as: both fields are needed, since a FEN does not
/// name its rule set and Linear's line limit is not part of FEN.
#[derive(Serialize, Deserialize)]
#[serde(rename = "AnyPosition", deny_unknown_fields)]
struct Record<'a> {
    rules: Rules,
    #[serde(borrow)]
    fen: Cow<'a, str>,
}

impl Serialize for AnyPosition {
    /// As `{"rules": "linear2", "fen": "…"}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Record {
            rules: self.rules(),
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
        AnyPosition::from_fen_with(&record.fen, record.rules).map_err(D::Error::custom)
    }
}
