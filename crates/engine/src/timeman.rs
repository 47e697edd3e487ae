//! Time management: how long a search may take, from the limits.

use std::time::{Duration, Instant};

use danilchuk_board::Color;

use crate::Limits;

/// The deadlines of one search.
#[derive(Clone, Debug)]
pub(crate) struct TimeManager {
    start: Instant,
    /// Do not start another iteration after this.
    soft: Option<Duration>,
    /// Stop at once after this.
    hard: Option<Duration>,
}

/// Time kept back for the communication with the GUI.
const OVERHEAD: Duration = Duration::from_millis(10);

impl TimeManager {
    /// The deadlines for `side` to move under `limits`.
    pub(crate) fn new(limits: &Limits, side: Color) -> TimeManager {
        let start = Instant::now();
        if limits.infinite {
            return TimeManager {
                start,
                soft: None,
                hard: None,
            };
        }
        let (clock, inc) = match side {
            Color::White => (limits.wtime, limits.winc),
            Color::Black => (limits.btime, limits.binc),
        };
        let mut soft = None;
        let mut hard = limits.movetime;
        if let Some(left) = clock {
            let inc = inc.unwrap_or_default();
            let moves = limits.movestogo.unwrap_or(30).clamp(1, 60);
            let left = left.saturating_sub(OVERHEAD);
            // A share of the time left plus most of the increment, never
            // more than half the clock at once.
            let share = left / moves + inc * 3 / 4;
            let cap = left / 2;
            let soft_clock = share.min(cap);
            let hard_clock = (share * 3).min(cap);
            soft = Some(soft_clock);
            hard = Some(hard.map_or(hard_clock, |h| h.min(hard_clock)));
        }
        TimeManager { start, soft, hard }
    }

    /// Time since the search started.
    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether the hard deadline has passed.
    pub(crate) fn out_of_time(&self) -> bool {
        self.hard.is_some_and(|h| self.elapsed() >= h)
    }

    /// Whether a new iteration should not start: more than half the soft
    /// budget is spent (the next iteration usually costs more than all the
    /// earlier ones together).
    pub(crate) fn should_not_deepen(&self) -> bool {
        let elapsed = self.elapsed();
        self.soft.is_some_and(|s| elapsed >= s / 2) || self.hard.is_some_and(|h| elapsed >= h / 2)
    }
}
