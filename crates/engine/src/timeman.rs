//! Time management: how long a search may take, from the limits.
//!
//! Two deadlines: the *soft* one, after which no new iteration of the
//! deepening starts (the next one usually costs more than all the earlier
//! ones together), and the *hard* one, at which the search stops at once.
//! - `movetime`: the hard deadline is the move time itself and there is no
//!   soft one, so the search uses the whole time it was given.
//! - A clock: a share of the time left plus most of the increment; the soft
//!   deadline is half that share, the hard one three shares, never more
//!   than half the clock. The move overhead (UCI `Move Overhead`: the time
//!   lost between engine and GUI) is taken off the clock first.

use std::time::Duration;

use danilchuk_board::Color;

use crate::clock::Instant;
use crate::Limits;

/// The default move overhead (UCI `Move Overhead`).
pub(crate) const DEFAULT_OVERHEAD: Duration = Duration::from_millis(10);

/// The deadlines of one search.
#[derive(Clone, Debug)]
pub(crate) struct TimeManager {
    start: Instant,
    /// Do not start another iteration after this.
    soft: Option<Duration>,
    /// Stop at once after this.
    hard: Option<Duration>,
}

impl TimeManager {
    /// The deadlines for `side` to move under `limits`, with `overhead`
    /// kept back from a clock.
    pub(crate) fn new(limits: &Limits, side: Color, overhead: Duration) -> TimeManager {
        let (soft, hard) = TimeManager::deadlines(limits, side, overhead);
        TimeManager {
            start: Instant::now(),
            soft,
            hard,
        }
    }

    /// The (soft, hard) deadlines, measured from the search's start.
    fn deadlines(
        limits: &Limits,
        side: Color,
        overhead: Duration,
    ) -> (Option<Duration>, Option<Duration>) {
        if limits.infinite {
            return (None, None);
        }
        let (clock, inc) = match side {
            Color::White => (limits.wtime, limits.winc),
            Color::Black => (limits.btime, limits.binc),
        };
        let Some(left) = clock else {
            return (None, limits.movetime);
        };
        let inc = inc.unwrap_or_default();
        let moves = limits.movestogo.unwrap_or(30).clamp(1, 60);
        let left = left.saturating_sub(overhead);
        // A share of the time left plus most of the increment, never more
        // than half the clock at once.
        let share = left / moves + inc * 3 / 4;
        let cap = left / 2;
        let soft = share.min(cap) / 2;
        let hard = (share * 3).min(cap);
        let hard = limits.movetime.map_or(hard, |m| m.min(hard));
        (Some(soft.min(hard)), Some(hard))
    }

    /// Time since the search started.
    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether the hard deadline has passed.
    pub(crate) fn out_of_time(&self) -> bool {
        self.hard.is_some_and(|h| self.elapsed() >= h)
    }

    /// Whether a new iteration should not start: the soft deadline (or the
    /// hard one) has passed.
    pub(crate) fn should_not_deepen(&self) -> bool {
        let elapsed = self.elapsed();
        self.soft.or(self.hard).is_some_and(|s| elapsed >= s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: fn(u64) -> Duration = Duration::from_millis;

    #[test]
    fn movetime_is_the_hard_deadline_and_no_iteration_stops_early() {
        let (soft, hard) = TimeManager::deadlines(
            &Limits::move_time(Duration::from_millis(1000)),
            Color::White,
            MS(10),
        );
        assert_eq!((soft, hard), (None, Some(MS(1000))));
        let tm = TimeManager {
            start: Instant::now(),
            soft,
            hard,
        };
        assert!(!tm.should_not_deepen(), "a fresh movetime search deepens");
    }

    #[test]
    fn a_clock_gives_a_soft_deadline_before_the_hard_one() {
        let limits = Limits::default().with_clock(MS(60_000), MS(0));
        let (soft, hard) = TimeManager::deadlines(&limits, Color::Black, MS(10));
        let share = MS(59_990) / 30;
        assert_eq!(soft, Some(share / 2));
        assert_eq!(hard, Some(share * 3));
    }

    #[test]
    fn the_move_overhead_comes_off_the_clock() {
        let limits = Limits::default().with_clock(MS(1_000), MS(0));
        let (_, small) = TimeManager::deadlines(&limits, Color::White, MS(0));
        let (_, large) = TimeManager::deadlines(&limits, Color::White, MS(600));
        assert_eq!(small, Some(MS(1_000) / 30 * 3));
        assert_eq!(large, Some(MS(400) / 30 * 3));
        // An overhead larger than the clock leaves no time, not a panic.
        let (soft, hard) = TimeManager::deadlines(&limits, Color::White, MS(5_000));
        assert_eq!((soft, hard), (Some(MS(0)), Some(MS(0))));
    }

    #[test]
    fn a_movetime_with_a_clock_caps_the_hard_deadline() {
        let limits = Limits {
            movetime: Some(MS(50)),
            ..Limits::default().with_clock(MS(60_000), MS(0))
        };
        let (soft, hard) = TimeManager::deadlines(&limits, Color::White, MS(10));
        assert_eq!(hard, Some(MS(50)));
        assert_eq!(soft, Some(MS(50)));
    }

    #[test]
    fn infinite_has_no_deadline() {
        let (soft, hard) = TimeManager::deadlines(&Limits::infinite(), Color::White, MS(10));
        assert_eq!((soft, hard), (None, None));
    }
}
