//! Serde for Linear positions and line limits (feature `serde`).
//!
//! The line limit is a game setting, not part of FEN (Part III), so a
//! position with a limit cannot travel as its FEN alone: that lost the
//! limit. A position without a limit is its FEN string,
//! as before; one with a limit is `{"fen": "...", "limit": "3"}`. Both
//! forms are read back, and validated: an illegal FEN, or a placement that
//! already breaks the limit (IV-2), is an error, never a corrupt value.

use danilchuk_board::Position;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{LineLimit, Linear, UnknownLineLimit};

/// The position with a line limit, as it is written.
#[derive(Serialize)]
struct WithLimit<'a> {
    fen: &'a str,
    limit: LineLimit,
}

/// Either form, as it is read.
#[derive(Deserialize)]
#[serde(untagged)]
enum Repr {
    Fen(String),
    WithLimit(OwnedWithLimit),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OwnedWithLimit {
    fen: String,
    #[serde(default)]
    limit: LineLimit,
}

impl Serialize for Linear {
    /// As the FEN string when the limit is [`LineLimit::Unlimited`], else as
    /// `{"fen": "...", "limit": "3"}` (or `"2"`).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let fen = self.fen();
        match self.line_limit() {
            LineLimit::Unlimited => serializer.serialize_str(&fen),
            limit => WithLimit { fen: &fen, limit }.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Linear {
    /// From a FEN string (no limit) or `{"fen", "limit"}`, validated for that
    /// limit (IV-2).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Linear, D::Error> {
        let (fen, limit) = match Repr::deserialize(deserializer)? {
            Repr::Fen(fen) => (fen, LineLimit::Unlimited),
            Repr::WithLimit(OwnedWithLimit { fen, limit }) => (fen, limit),
        };
        Linear::from_fen_with(&fen, limit).map_err(D::Error::custom)
    }
}

impl Serialize for LineLimit {
    /// As `none`, `3` or `2`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for LineLimit {
    /// From `none`, `3` or `2` (see `FromStr`).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<LineLimit, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse()
            .map_err(|e: UnknownLineLimit| D::Error::custom(e))
    }
}
