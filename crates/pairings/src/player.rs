//! A player of a tournament and the player's rounds.

use crate::colour::Colour;
use crate::result_code::ResultCode;

/// One player's round: the opponent, the colour and the result.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RoundEntry {
    /// The opponent's start number; `None` for a bye or an unpaired round.
    pub opponent: Option<u32>,
    /// The colour; `None` for a bye or an unpaired round.
    pub colour: Option<Colour>,
    /// The result.
    pub result: ResultCode,
}

impl RoundEntry {
    /// A round without an opponent (a bye, an absence): `0000 - R` in TRF.
    #[must_use]
    pub fn unpaired(result: ResultCode) -> RoundEntry {
        RoundEntry {
            opponent: None,
            colour: None,
            result,
        }
    }
}

/// A player: who, and the rounds played so far.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Player {
    /// The start number (1-based, the order of the entry list).
    pub start_number: u32,
    /// The name, `Last, First` by FIDE's habit; any text.
    pub name: String,
    /// The rating, if any.
    pub rating: Option<u16>,
    /// The club (the server's) or the federation (TRF's three letters).
    pub club: Option<String>,
    /// The title (`GM`, `IM`, `WFM`…), if any.
    pub title: Option<String>,
    /// The sex letter of TRF (`m`, `w`), if given.
    pub sex: Option<char>,
    /// The FIDE id, if any.
    pub fide_id: Option<u64>,
    /// The birth date as TRF writes it (`YYYY/MM/DD`), if given.
    pub birth: Option<String>,
    /// Withdrawn: never paired again.
    pub withdrawn: bool,
    /// The rounds (1-based) for which the player asked for a half-point bye
    /// and is not paired.
    pub requested_byes: Vec<u32>,
    /// The rounds played so far, round 1 first.
    pub rounds: Vec<RoundEntry>,
}

impl Player {
    /// The points in half-points, the pairing-allocated bye counted as
    /// `bye_points` half-points.
    #[must_use]
    pub fn points(&self, bye_points: u32) -> u32 {
        self.rounds
            .iter()
            .map(|round| round.result.half_points(bye_points))
            .sum()
    }
}
