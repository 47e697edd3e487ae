//! How much time a player gets: its own limits, a fixed time per move, or a
//! clock with an increment.

use core::str::FromStr;
use std::time::Duration;

/// The time control of a match, applied to both players.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum TimeControl {
    /// Each player searches within its own limits (`engine:nodes=N`, the
    /// external engines' `--uci-go` words); only the read timeout bounds
    /// an external engine.
    #[default]
    PlayerLimits,
    /// A fixed time per move (`go movetime`), on top of the players' own
    /// limits.
    MoveTime(Duration),
    /// A clock per player: `base` for the game, `increment` added after
    /// each move (`go wtime btime winc binc`).
    Clock {
        /// The time at the start of the game.
        base: Duration,
        /// The time added after each move.
        increment: Duration,
    },
}

/// A time control that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad time control {0:?}: expected SECONDS+INCREMENT, e.g. 5+0.05")]
pub struct BadTimeControl(pub String);

/// Seconds as a duration, refusing negative, infinite and absurd values.
fn seconds(text: &str) -> Option<Duration> {
    let s: f64 = text.trim().parse().ok()?;
    if !(0.0..=1e7).contains(&s) {
        return None;
    }
    Duration::try_from_secs_f64(s).ok()
}

impl FromStr for TimeControl {
    type Err = BadTimeControl;
    /// `5+0.05` (base and increment in seconds, as cutechess and fastchess
    /// write them) or `5` (no increment).
    fn from_str(s: &str) -> Result<TimeControl, BadTimeControl> {
        let bad = || BadTimeControl(s.to_string());
        let (base, increment) = s.split_once('+').unwrap_or((s, "0"));
        let base = seconds(base).ok_or_else(bad)?;
        let increment = seconds(increment).ok_or_else(bad)?;
        if base.is_zero() {
            return Err(bad());
        }
        Ok(TimeControl::Clock { base, increment })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_base_plus_increment() {
        assert_eq!(
            "5+0.05".parse(),
            Ok(TimeControl::Clock {
                base: Duration::from_secs(5),
                increment: Duration::from_millis(50)
            })
        );
        assert_eq!(
            "60".parse(),
            Ok(TimeControl::Clock {
                base: Duration::from_secs(60),
                increment: Duration::ZERO
            })
        );
        for bad in ["", "0+1", "-1+0", "5+x", "inf", "NaN+1", "1e400"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
    }
}
