//! A tournament's settings: its name, rule set, clock, rounds, pairing
//! system, the pairing bye's points, the tie-break order, site and date;
//! and the names the API gives each.

use danilchuk_pairings::TieBreak;
use serde::{Deserialize, Serialize};

use super::refusal::ClubRefusal;
use crate::session::TimeControl;
use danilchuk_variant::Rules;

/// The clock when the organiser names none: 15 minutes and 5 seconds a move.
pub(crate) const DEFAULT_CLOCK: Clock = Clock {
    initial: 900,
    increment: 5,
};

/// The tie-breaks when the organiser names none, in order.
pub(crate) const DEFAULT_TIEBREAKS: [TieBreak; 5] = [
    TieBreak::BuchholzCut1,
    TieBreak::Buchholz,
    TieBreak::SonnebornBerger,
    TieBreak::DirectEncounter,
    TieBreak::Wins,
];

/// How the rounds are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum System {
    /// The FIDE Dutch Swiss system.
    Swiss,
    /// Everyone meets everyone once (Berger tables).
    RoundRobin,
    /// Everyone meets everyone twice, colours reversed in the second cycle.
    DoubleRoundRobin,
}

impl System {
    /// The API's name: `swiss`, `round_robin`, `double_round_robin`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            System::Swiss => "swiss",
            System::RoundRobin => "round_robin",
            System::DoubleRoundRobin => "double_round_robin",
        }
    }

    /// The system of an API name.
    pub(crate) fn parse(name: &str) -> Result<System, ClubRefusal> {
        match name {
            "swiss" => Ok(System::Swiss),
            "round_robin" => Ok(System::RoundRobin),
            "double_round_robin" => Ok(System::DoubleRoundRobin),
            other => Err(ClubRefusal::UnknownSystem(short(other))),
        }
    }

    /// Whether it is a round-robin (single or double).
    pub(crate) fn is_round_robin(self) -> bool {
        self != System::Swiss
    }
}

/// A clock in whole seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Clock {
    /// Each side's time at the start.
    pub(crate) initial: u64,
    /// The time added after each move.
    pub(crate) increment: u64,
}

impl Clock {
    /// A clock the board offers ([`TimeControl::from_seconds`]).
    pub(crate) fn new(initial: u64, increment: u64) -> Result<Clock, ClubRefusal> {
        TimeControl::from_seconds(initial, increment)
            .map(|_| Clock { initial, increment })
            .ok_or(ClubRefusal::Clock)
    }

    /// The games' time control.
    pub(crate) fn time_control(self) -> TimeControl {
        TimeControl::from_seconds(self.initial, self.increment).unwrap_or(TimeControl {
            initial: std::time::Duration::from_secs(DEFAULT_CLOCK.initial),
            increment: std::time::Duration::from_secs(DEFAULT_CLOCK.increment),
        })
    }
}

/// What a tournament is: everything the organiser set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Settings {
    /// The rule set of every game ([`Rules::name`]: `chess`, `immortal`,
    /// `linear`, `linear3`, `linear2`).
    #[serde(with = "rules_name")]
    pub(crate) rules: Rules,
    /// The games' clock.
    pub(crate) clock: Clock,
    /// The pairing system.
    pub(crate) system: System,
    /// The tie-breaks, in order.
    pub(crate) tiebreaks: Vec<TieBreak>,
    /// Where it is played.
    pub(crate) site: Option<String>,
    /// The first day, `YYYY-MM-DD`.
    pub(crate) date: Option<String>,
}

/// The rule set of an API name (`Rules::from_str`: `chess`, `immortal`,
/// `linear3`, ...).
pub(crate) fn parse_rules(name: &str) -> Result<Rules, ClubRefusal> {
    name.parse()
        .map_err(|_| ClubRefusal::UnknownRules(short(name)))
}

/// The API's name of a tie-break.
pub(crate) fn tiebreak_name(tiebreak: TieBreak) -> &'static str {
    match tiebreak {
        TieBreak::Buchholz => "buchholz",
        TieBreak::BuchholzCut1 => "buchholz_cut1",
        TieBreak::SonnebornBerger => "sonneborn_berger",
        TieBreak::Wins => "wins",
        TieBreak::DirectEncounter => "direct_encounter",
    }
}

/// The tie-break of an API name.
pub(crate) fn parse_tiebreak(name: &str) -> Result<TieBreak, ClubRefusal> {
    DEFAULT_TIEBREAKS
        .into_iter()
        .find(|t| tiebreak_name(*t) == name)
        .ok_or_else(|| ClubRefusal::UnknownTieBreak(short(name)))
}

/// A tie-break order of API names, each named once.
pub(crate) fn parse_tiebreaks<S: AsRef<str>>(names: &[S]) -> Result<Vec<TieBreak>, ClubRefusal> {
    let mut out: Vec<TieBreak> = Vec::new();
    for name in names {
        let tiebreak = parse_tiebreak(name.as_ref())?;
        if out.contains(&tiebreak) {
            return Err(ClubRefusal::TieBreakTwice(tiebreak_name(tiebreak)));
        }
        out.push(tiebreak);
    }
    Ok(out)
}

/// The pairing bye's half-points for its points: 1, 0.5 or 0.
pub(crate) fn bye_half_points(points: f64) -> Result<u32, ClubRefusal> {
    if points == 1.0 {
        Ok(2)
    } else if points == 0.5 {
        Ok(1)
    } else if points == 0.0 {
        Ok(0)
    } else {
        Err(ClubRefusal::ByePoints)
    }
}

/// A date `YYYY-MM-DD` (a real month and day; `None` or blank is none).
pub(crate) fn parse_date(date: Option<&str>) -> Result<Option<String>, ClubRefusal> {
    let Some(date) = date.map(str::trim).filter(|d| !d.is_empty()) else {
        return Ok(None);
    };
    let refused = || ClubRefusal::Date(short(date));
    let parts: Vec<&str> = date.split('-').collect();
    let [year, month, day] = parts[..] else {
        return Err(refused());
    };
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    if !(digits(year, 4) && digits(month, 2) && digits(day, 2)) {
        return Err(refused());
    }
    let (month, day): (u32, u32) = (
        month.parse().map_err(|_| refused())?,
        day.parse().map_err(|_| refused())?,
    );
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return Err(refused());
    }
    Ok(Some(date.to_string()))
}

/// A text as a refusal quotes it: at most 40 characters.
pub(crate) fn short(text: &str) -> String {
    text.chars().take(40).collect()
}

/// Serde of [`Rules`] as its name.
mod rules_name {
    use danilchuk_variant::Rules;
    use serde::{Deserialize, Deserializer, Serializer};

    pub(super) fn serialize<S: Serializer>(rules: &Rules, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(rules.name())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Rules, D::Error> {
        let name = String::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for system in [System::Swiss, System::RoundRobin, System::DoubleRoundRobin] {
            assert_eq!(System::parse(system.name()), Ok(system));
        }
        for tiebreak in DEFAULT_TIEBREAKS {
            assert_eq!(parse_tiebreak(tiebreak_name(tiebreak)), Ok(tiebreak));
        }
        assert!(matches!(
            System::parse("knockout"),
            Err(ClubRefusal::UnknownSystem(_))
        ));
        assert!(matches!(
            parse_tiebreak("koya"),
            Err(ClubRefusal::UnknownTieBreak(_))
        ));
        assert_eq!(
            parse_tiebreaks(&["wins", "buchholz", "wins"]),
            Err(ClubRefusal::TieBreakTwice("wins"))
        );
        assert_eq!(parse_rules("linear3").map(Rules::name), Ok("linear3"));
        assert!(matches!(
            parse_rules("atomic"),
            Err(ClubRefusal::UnknownRules(_))
        ));
    }

    #[test]
    fn bye_points_dates_and_clocks() {
        assert_eq!(bye_half_points(1.0), Ok(2));
        assert_eq!(bye_half_points(0.5), Ok(1));
        assert_eq!(bye_half_points(0.0), Ok(0));
        assert_eq!(bye_half_points(2.0), Err(ClubRefusal::ByePoints));
        assert_eq!(
            parse_date(Some("2026-12-08")),
            Ok(Some("2026-12-08".into()))
        );
        assert_eq!(parse_date(Some(" ")), Ok(None));
        for bad in [
            "2026-13-01",
            "26-12-08",
            "2026/12/08",
            "2026-12-8x",
            "2026-12-32",
        ] {
            assert!(
                matches!(parse_date(Some(bad)), Err(ClubRefusal::Date(_))),
                "{bad}"
            );
        }
        assert!(Clock::new(900, 5).is_ok());
        assert_eq!(Clock::new(0, 5), Err(ClubRefusal::Clock));
        assert_eq!(Clock::new(900, 601), Err(ClubRefusal::Clock));
    }
}
