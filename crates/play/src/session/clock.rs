//! Chess clocks: a time control (such as 5+3, five minutes and three
//! seconds a move) kept by the server for both sides.

use std::time::Duration;

use web_time::Instant;

use danilchuk_board::Color;

/// A time control: the time each side starts with and the time added
/// after each of its moves (Fischer increment).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Each side's time at the start.
    pub initial: Duration,
    /// The time added after each move.
    pub increment: Duration,
}

impl TimeControl {
    /// The longest start time the board offers (three hours).
    pub const MAX_INITIAL: Duration = Duration::from_secs(3 * 3600);
    /// The largest increment (ten minutes).
    pub const MAX_INCREMENT: Duration = Duration::from_secs(600);

    /// A time control of whole seconds, if `initial` is 1 s to
    /// [`TimeControl::MAX_INITIAL`] and `increment` at most
    /// [`TimeControl::MAX_INCREMENT`].
    #[must_use]
    pub fn from_seconds(initial: u64, increment: u64) -> Option<TimeControl> {
        let control = TimeControl {
            initial: Duration::from_secs(initial),
            increment: Duration::from_secs(increment),
        };
        (initial >= 1
            && control.initial <= TimeControl::MAX_INITIAL
            && control.increment <= TimeControl::MAX_INCREMENT)
            .then_some(control)
    }
}

/// Both sides' clocks; the side to move's runs, from the game's first
/// move on (no clock runs before it, as a player sits down and looks at
/// the board).
#[derive(Clone, Debug)]
pub struct Clock {
    control: TimeControl,
    /// Time left for White and Black when the running clock was started.
    left: [Duration; 2],
    /// When the side to move's clock started; `None` before the first move
    /// and while stopped.
    started: Option<Instant>,
    /// Whether the clocks were stopped at the game's end (to run again if
    /// a move taken back reopens it).
    halted: bool,
}

impl Clock {
    /// Both clocks at the control's start time, neither running until
    /// the first move.
    pub(crate) fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            left: [control.initial; 2],
            started: None,
            halted: false,
        }
    }

    /// Clocks read back from the database: each side's time when the
    /// running clock started (`at_turn_start`), the side to move's having
    /// run for `running_for` since (not counting a time the board was
    /// stopped: the database knows it); with no `running_for` no clock
    /// runs, and one `halted` at the game's end runs again if the game is
    /// reopened.
    pub(crate) fn restore(
        control: TimeControl,
        at_turn_start: [Duration; 2],
        to_move: Color,
        running_for: Option<Duration>,
        halted: bool,
    ) -> Clock {
        let mut left = at_turn_start;
        let now = Instant::now();
        let started = running_for.map(|used| {
            now.checked_sub(used).unwrap_or_else(|| {
                // Older than this machine's monotonic clock can tell: take
                // the time off at once instead.
                left[to_move.index()] = left[to_move.index()].saturating_sub(used);
                now
            })
        });
        Clock {
            control,
            left,
            started,
            halted: halted && running_for.is_none(),
        }
    }

    /// Each side's time when the running clock started, White's first (what
    /// the database keeps, with [`Clock::running_for`]).
    pub(crate) fn at_turn_start(&self) -> [Duration; 2] {
        self.left
    }

    /// How long the running clock has run, or `None` when no clock runs.
    pub(crate) fn running_for(&self) -> Option<Duration> {
        self.started.map(|started| started.elapsed())
    }

    /// Stops the clocks (the game is over): `to_move`'s time used is taken
    /// off.
    pub(crate) fn stop(&mut self, to_move: Color) {
        if self.started.is_some() {
            self.left[to_move.index()] = self.left(to_move, to_move);
            self.started = None;
            self.halted = true;
        }
    }

    /// Starts the side to move's clock again if it was stopped at the
    /// game's end (a move taken back from its end reopens the game).
    pub(crate) fn resume(&mut self) {
        if self.halted {
            self.started = Some(Instant::now());
            self.halted = false;
        }
    }

    /// Whether the side to move's clock runs (from the first move on).
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.started.is_some()
    }

    /// The time control.
    #[must_use]
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The time `color` has left now, `to_move` being the side whose clock
    /// runs.
    #[must_use]
    pub fn left(&self, color: Color, to_move: Color) -> Duration {
        let left = self.left[color.index()];
        match self.started {
            Some(started) if color == to_move => left.saturating_sub(started.elapsed()),
            _ => left,
        }
    }

    /// Whether `to_move`'s time has run out.
    #[must_use]
    pub fn flag_fell(&self, to_move: Color) -> bool {
        self.left(to_move, to_move).is_zero()
    }

    /// `mover` has moved: its time used is taken off, the increment added,
    /// and the other side's clock starts.
    pub(crate) fn moved(&mut self, mover: Color) {
        let left = self.left(mover, mover);
        self.left[mover.index()] = left + self.control.increment;
        self.started = Some(Instant::now());
    }

    /// The turn passed from `was_to_move` without a move of its own (a
    /// move taken back): its time used is taken off, no increment; the
    /// other side's clock runs if the clocks had started.
    pub(crate) fn switched(&mut self, was_to_move: Color) {
        self.left[was_to_move.index()] = self.left(was_to_move, was_to_move);
        if self.started.is_some() {
            self.started = Some(Instant::now());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_are_bounded() {
        assert!(TimeControl::from_seconds(300, 3).is_some());
        assert!(TimeControl::from_seconds(0, 3).is_none());
        assert!(TimeControl::from_seconds(3 * 3600 + 1, 0).is_none());
        assert!(TimeControl::from_seconds(60, 601).is_none());
    }

    #[test]
    fn no_clock_runs_before_the_first_move() {
        let control = TimeControl::from_seconds(60, 0).expect("1+0");
        let clock = Clock::new(control);
        std::thread::sleep(Duration::from_millis(20));
        assert!(!clock.is_running());
        assert_eq!(clock.left(Color::White, Color::White), control.initial);
        assert!(!clock.flag_fell(Color::White));
    }

    #[test]
    fn only_the_side_to_move_loses_time_and_a_move_adds_the_increment() {
        let control = TimeControl::from_seconds(60, 5).expect("5+... control");
        let mut clock = Clock::new(control);
        clock.moved(Color::White);
        assert!(clock.is_running());
        let white = clock.left(Color::White, Color::Black);
        assert_eq!(white, control.initial + control.increment, "the increment");
        std::thread::sleep(Duration::from_millis(20));
        assert!(clock.left(Color::Black, Color::Black) < control.initial);
        assert_eq!(clock.left(Color::White, Color::Black), white);
        clock.moved(Color::Black);
        assert!(!clock.flag_fell(Color::White));
    }

    #[test]
    fn restored_clocks_charge_the_side_to_move_what_it_used() {
        let control = TimeControl::from_seconds(60, 0).expect("1+0");
        let clock = Clock::restore(
            control,
            [Duration::from_secs(50), Duration::from_secs(40)],
            Color::Black,
            Some(Duration::from_secs(15)),
            false,
        );
        assert_eq!(
            clock.left(Color::White, Color::Black),
            Duration::from_secs(50)
        );
        let black = clock.left(Color::Black, Color::Black);
        assert!(
            black <= Duration::from_secs(25) && black > Duration::from_secs(24),
            "{black:?}"
        );
        let flagged = Clock::restore(
            control,
            [Duration::from_secs(5); 2],
            Color::White,
            Some(Duration::from_secs(9)),
            false,
        );
        assert!(flagged.flag_fell(Color::White));
        let stopped = Clock::restore(
            control,
            [Duration::from_secs(5); 2],
            Color::White,
            None,
            true,
        );
        assert_eq!(
            stopped.left(Color::White, Color::White),
            Duration::from_secs(5)
        );
        assert_eq!(stopped.running_for(), None);
    }

    #[test]
    fn a_stopped_clock_keeps_its_time() {
        let mut clock = Clock::new(TimeControl::from_seconds(60, 0).expect("1+0"));
        clock.resume();
        assert!(!clock.is_running(), "no clock runs before the first move");
        clock.moved(Color::Black);
        std::thread::sleep(Duration::from_millis(20));
        clock.stop(Color::White);
        let left = clock.left(Color::White, Color::White);
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(clock.left(Color::White, Color::White), left);
        clock.resume();
        std::thread::sleep(Duration::from_millis(20));
        assert!(clock.left(Color::White, Color::White) < left);
    }

    #[test]
    fn the_flag_falls_when_the_time_is_used_up() {
        let mut clock = Clock::new(TimeControl::from_seconds(1, 0).expect("1+0"));
        clock.left = [Duration::from_millis(10), Duration::from_secs(60)];
        clock.started = Some(Instant::now());
        std::thread::sleep(Duration::from_millis(30));
        assert!(clock.flag_fell(Color::White));
        assert!(!clock.flag_fell(Color::Black));
    }
}
