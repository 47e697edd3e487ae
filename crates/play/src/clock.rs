//! Chess clocks: a time control (such as 5+3, five minutes and three
//! seconds a move) kept by the server for both sides.

use std::time::{Duration, Instant};

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

/// Both sides' clocks; the side to move's runs until the game ends.
#[derive(Clone, Debug)]
pub struct Clock {
    control: TimeControl,
    /// Time left for White and Black when the running clock was started.
    left: [Duration; 2],
    /// When the side to move's clock started.
    started: Instant,
    /// Whether the side to move's clock runs (not once the game is over).
    running: bool,
}

impl Clock {
    /// Both clocks at the control's start time, the side to move's
    /// running from now.
    pub(crate) fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            left: [control.initial; 2],
            started: Instant::now(),
            running: true,
        }
    }

    /// Clocks read back from the database: each side's time when the
    /// running clock started (`at_turn_start`), the side to move's having
    /// run for `running_for` since (not counting a time the board was
    /// stopped: the database knows it).
    /// A clock that is not `running` (the game is over) is stopped.
    pub(crate) fn restore(
        control: TimeControl,
        at_turn_start: [Duration; 2],
        to_move: Color,
        running_for: Option<Duration>,
    ) -> Clock {
        let mut left = at_turn_start;
        if let Some(used) = running_for {
            left[to_move.index()] = left[to_move.index()].saturating_sub(used);
        }
        Clock {
            control,
            left,
            started: Instant::now(),
            running: running_for.is_some(),
        }
    }

    /// Each side's time when the running clock started, White's first (what
    /// the database keeps, with [`Clock::running_for`]).
    pub(crate) fn at_turn_start(&self) -> [Duration; 2] {
        self.left
    }

    /// How long the running clock has run, or `None` when the clocks are
    /// stopped.
    pub(crate) fn running_for(&self) -> Option<Duration> {
        self.running.then(|| self.started.elapsed())
    }

    /// Stops the clocks (the game is over): `to_move`'s time used is taken
    /// off.
    pub(crate) fn stop(&mut self, to_move: Color) {
        if self.running {
            self.left[to_move.index()] = self.left(to_move, to_move);
            self.running = false;
        }
    }

    /// Starts the side to move's clock again (the game goes on after a
    /// move taken back from its end).
    pub(crate) fn resume(&mut self) {
        if !self.running {
            self.started = Instant::now();
            self.running = true;
        }
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
        if color == to_move && self.running {
            left.saturating_sub(self.started.elapsed())
        } else {
            left
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
        self.started = Instant::now();
    }

    /// The turn passed from `was_to_move` without a move of its own (a
    /// move taken back): its time used is taken off, no increment.
    pub(crate) fn switched(&mut self, was_to_move: Color) {
        self.left[was_to_move.index()] = self.left(was_to_move, was_to_move);
        self.started = Instant::now();
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
    fn only_the_side_to_move_loses_time_and_a_move_adds_the_increment() {
        let control = TimeControl::from_seconds(60, 5).expect("5+... control");
        let mut clock = Clock::new(control);
        std::thread::sleep(Duration::from_millis(20));
        assert!(clock.left(Color::White, Color::White) < control.initial);
        assert_eq!(clock.left(Color::Black, Color::White), control.initial);
        clock.moved(Color::White);
        let white = clock.left(Color::White, Color::Black);
        assert!(white > control.initial, "the increment: {white:?}");
        assert!(!clock.flag_fell(Color::Black));
    }

    #[test]
    fn restored_clocks_charge_the_side_to_move_what_it_used() {
        let control = TimeControl::from_seconds(60, 0).expect("1+0");
        let clock = Clock::restore(
            control,
            [Duration::from_secs(50), Duration::from_secs(40)],
            Color::Black,
            Some(Duration::from_secs(15)),
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
        );
        assert!(flagged.flag_fell(Color::White));
        let stopped = Clock::restore(control, [Duration::from_secs(5); 2], Color::White, None);
        assert_eq!(
            stopped.left(Color::White, Color::White),
            Duration::from_secs(5)
        );
        assert_eq!(stopped.running_for(), None);
    }

    #[test]
    fn a_stopped_clock_keeps_its_time() {
        let mut clock = Clock::new(TimeControl::from_seconds(60, 0).expect("1+0"));
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
        std::thread::sleep(Duration::from_millis(30));
        assert!(clock.flag_fell(Color::White));
        assert!(!clock.flag_fell(Color::Black));
    }
}
