//! Capture locks (I-3): "the unit on `attacker` may not capture the unit on
//! `target` on its side's next move".

use core::fmt;
use core::str::FromStr;

use danilchuk_board::{Bitboard, Square};

/// One capture lock (I-3): the unit now on [`Lock::attacker`] may not
/// capture the unit now on [`Lock::target`] on its side's next move.
///
/// The colour of the unit on `attacker` says whose move the lock binds.
/// Locks follow their units when these are moved or swapped in between.
/// Written `a>b` in FEN field 8 (Part III).
///
/// ```
/// use danilchuk_immortal::Lock;
/// use danilchuk_board::Square;
/// let lock: Lock = "f6>e5".parse()?;
/// assert_eq!(lock, Lock::new(Square::F6, Square::E5));
/// assert_eq!(lock.to_string(), "f6>e5");
/// # Ok::<(), danilchuk_immortal::ParseLockError>(())
/// ```
///
/// A lock has no default value: every lock names two units, and `a1>a1`
/// would name one.
///
/// ```compile_fail
/// let lock = danilchuk_immortal::Lock::default();
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lock {
    /// The square of the unit that may not capture.
    pub attacker: Square,
    /// The square of the unit it may not capture.
    pub target: Square,
}

impl Lock {
    /// The lock "the unit on `attacker` may not capture the unit on `target`".
    #[inline]
    #[must_use]
    pub const fn new(attacker: Square, target: Square) -> Lock {
        Lock { attacker, target }
    }

    /// The order of the lock's FEN text (`a1>b2` before `b1>a2`): file, then
    /// rank, of the attacker, then of the target.
    #[inline]
    pub(crate) fn text_order_key(self) -> (usize, usize, usize, usize) {
        (
            self.attacker.file().index(),
            self.attacker.rank().index(),
            self.target.file().index(),
            self.target.rank().index(),
        )
    }
}

impl fmt::Display for Lock {
    /// The FEN form `a>b`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}>{}", self.attacker, self.target)
    }
}

/// The text is not a lock of the form `e4>d5`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLockError(pub String);

impl fmt::Display for ParseLockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected a lock of the form a>b with two square names (such as e4>d5), found {}",
            danilchuk_board::Excerpt(&self.0)
        )
    }
}

impl std::error::Error for ParseLockError {}

impl FromStr for Lock {
    type Err = ParseLockError;
    fn from_str(s: &str) -> Result<Lock, ParseLockError> {
        let err = || ParseLockError(s.into());
        let (a, b) = s.split_once('>').ok_or_else(err)?;
        let attacker: Square = a.parse().map_err(|_| err())?;
        let target: Square = b.parse().map_err(|_| err())?;
        Ok(Lock { attacker, target })
    }
}

/// The most locks I-3 can leave standing at once: two binding the side to
/// move (its own repeat lock and the opponent's reply lock) and one binding
/// the other side (its repeat lock).
pub const MAX_LOCKS: usize = 3;

/// A fixed-capacity, canonically ordered set of locks (no allocation).
///
/// The locks come first, sorted by `(attacker, target)` square index; the
/// unused entries after them hold [`NO_LOCK`], so that derived equality
/// compares sets. No count is stored: the six bytes leave the position
/// room for its move clock within 96 bytes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Locks {
    items: [Lock; MAX_LOCKS],
}

/// An unused entry of [`Locks`]: never a lock, as a lock names two units.
const NO_LOCK: Lock = Lock::new(Square::A1, Square::A1);

impl Default for Locks {
    /// No lock. (A [`Lock`] itself has no default: every lock names two
    /// units, and the placeholder of an unused entry is none.)
    fn default() -> Locks {
        Locks::EMPTY
    }
}

impl Locks {
    /// No lock.
    pub(crate) const EMPTY: Locks = Locks {
        items: [NO_LOCK; MAX_LOCKS],
    };

    /// Exactly the two locks a capture between the distinct squares `a`
    /// and `b` adds (I-3), in order: what [`Locks::insert`] would build
    /// from no lock, without its searches.
    #[inline]
    pub(crate) fn capture_pair(a: Square, b: Square) -> Locks {
        let (x, y) = (Lock::new(a, b), Lock::new(b, a));
        if a == b {
            // Not a capture, and no lock, as `insert` would leave.
            return Locks::EMPTY;
        }
        let (low, high) = if x < y { (x, y) } else { (y, x) };
        Locks {
            items: [low, high, NO_LOCK],
        }
    }

    /// The set of the one lock `lock`.
    #[inline(always)]
    fn single(lock: Lock) -> Locks {
        Locks {
            items: [lock, NO_LOCK, NO_LOCK],
        }
    }

    /// The first entry whose attacker is not one of `ours`: the lock
    /// binding the other side (a validated position has at most one), or
    /// an unused entry (a1>a1) when no lock binds it, or when a1 is not
    /// one of `ours`. No test of which entries are in use: an unused entry
    /// found stands for "none".
    #[inline(always)]
    fn first_binding_other(&self, ours: Bitboard) -> Lock {
        let [first, second, third] = self.items;
        if !ours.contains(first.attacker) {
            first
        } else if !ours.contains(second.attacker) {
            second
        } else if !ours.contains(third.attacker) {
            third
        } else {
            NO_LOCK
        }
    }

    /// The lock binding the side whose units are not in `ours` (a
    /// validated position has at most one; the first if a garbage move
    /// left more): the only lock a move by the side `ours` carries over.
    #[inline(always)]
    fn carried(&self, ours: Bitboard) -> Option<Lock> {
        let lock = self.first_binding_other(ours);
        (lock != NO_LOCK).then_some(lock)
    }

    /// The locks after a quiet move from `from` to `to` by the side whose
    /// units were `ours_before` (I-3): those binding the mover expire, and
    /// the one binding the other side (a validated position has at most
    /// one) follows its target if that moved. Inline and without a search:
    /// quiet moves with locks standing are a quarter of the moves where
    /// captures abound. An unused entry found stands for no lock and gives
    /// the empty set: it is found only when a1 is not one of ours, so not
    /// `from`, and it stays a1>a1.
    #[inline(always)]
    pub(crate) fn after_quiet(&self, ours_before: Bitboard, from: Square, to: Square) -> Locks {
        let [first, second, third] = self.items;
        let lock = if !ours_before.contains(first.attacker) {
            first
        } else if !ours_before.contains(second.attacker) {
            second
        } else if !ours_before.contains(third.attacker) {
            third
        } else {
            // No lock binds the other side (and `from` may be a1).
            return Locks::EMPTY;
        };
        let target = if lock.target == from { to } else { lock.target };
        Locks::single(Lock::new(lock.attacker, target))
    }

    /// The locks after a capture (a swap, I-1) from `from` to `to` by the
    /// side whose units were `ours_before`: the lock binding the other side
    /// follows its units, and the capture adds its two (I-3).
    #[inline(always)]
    pub(crate) fn after_capture(&self, ours_before: Bitboard, from: Square, to: Square) -> Locks {
        let Some(lock) = self.carried(ours_before) else {
            return Locks::capture_pair(from, to);
        };
        // The pair, built with no search; then the carried lock (a
        // validated position has at most one binding the other side), put
        // in its place by comparisons with no branch: the three are
        // distinct, and the pair's two sorted.
        let swapped = |sq: Square| -> Square {
            if sq == from {
                to
            } else if sq == to {
                from
            } else {
                sq
            }
        };
        let carried = Lock::new(swapped(lock.attacker), swapped(lock.target));
        let (x, y) = (Lock::new(from, to), Lock::new(to, from));
        let (low, high) = if from < to { (x, y) } else { (y, x) };
        if from == to || carried == low || carried == high {
            // Only a garbage move gets here (no pair, or the pair repeats
            // the carried lock): the slow, general way.
            return self.after_garbage_capture(ours_before, from, to);
        }
        Locks {
            items: [
                carried.min(low),
                carried.max(low).min(high),
                carried.max(high),
            ],
        }
    }

    /// [`Locks::after_capture`] the general way, out of line: only a
    /// garbage move needs it.
    #[cold]
    #[inline(never)]
    fn after_garbage_capture(&self, ours_before: Bitboard, from: Square, to: Square) -> Locks {
        self.after(ours_before, from, to, Some((to, from)), true)
    }

    /// The locks after a move from `from` to `to` by the side whose units
    /// were `ours_before`, `partner` being the second unit that moved (from
    /// and to), `capture` whether it captured (I-3): the locks binding the
    /// mover expire, the others follow their units, and a capture adds the
    /// reply lock (the victim, now on `from`, may not take the capturer on
    /// `to` on the opponent's next move) and the repeat lock (the capturer
    /// may not take the victim on our next move).
    #[inline(always)]
    pub(crate) fn after(
        &self,
        ours_before: Bitboard,
        from: Square,
        to: Square,
        partner: Option<(Square, Square)>,
        capture: bool,
    ) -> Locks {
        let follow = |sq: Square| -> Square {
            if sq == from {
                to
            } else {
                match partner {
                    Some((a, b)) if a == sq => b,
                    _ => sq,
                }
            }
        };
        let mut locks = Locks::EMPTY;
        for lock in self.as_slice() {
            if !ours_before.contains(lock.attacker) {
                locks.insert(Lock::new(follow(lock.attacker), follow(lock.target)));
            }
        }
        if capture {
            locks.insert(Lock::new(from, to));
            locks.insert(Lock::new(to, from));
        }
        locks
    }

    /// How many locks there are: the entries before the first unused one.
    #[inline]
    fn len(&self) -> usize {
        if self.items[0] == NO_LOCK {
            0
        } else if self.items[1] == NO_LOCK {
            1
        } else if self.items[2] == NO_LOCK {
            2
        } else {
            3
        }
    }

    /// The locks, sorted by square index.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[Lock] {
        &self.items[..self.len()]
    }

    /// Whether there is no lock: the first entry is unused. Unused entries
    /// are a1>a1, both bytes zero, so this is one test of two bytes against
    /// zero (a move maker asks it on every move).
    #[inline(always)]
    pub(crate) fn is_empty(&self) -> bool {
        let first = self.items[0];
        u16::from_le_bytes([first.attacker as u8, first.target as u8]) == 0
    }

    /// Adds a lock, keeping the order. Returns whether the set changed:
    /// `false` (and nothing changes) when the lock is already there — a set
    /// holds each lock once, so no FEN can list it twice — when the set is
    /// full, or when the "lock" names one square twice (no lock does; only
    /// a garbage move could ask for it).
    #[inline]
    pub(crate) fn insert(&mut self, lock: Lock) -> bool {
        let len = self.len();
        if lock.attacker == lock.target || self.as_slice().contains(&lock) || len >= MAX_LOCKS {
            return false;
        }
        let mut i = len;
        while i > 0 && self.items[i - 1] > lock {
            self.items[i] = self.items[i - 1];
            i -= 1;
        }
        self.items[i] = lock;
        true
    }

    /// The attacker squares of the locks whose attacker belongs to the side
    /// whose units are `side` (the locks binding that side).
    #[inline]
    pub(crate) fn attackers_in(&self, side: Bitboard) -> Bitboard {
        let mut set = Bitboard::EMPTY;
        for lock in self.as_slice() {
            if side.contains(lock.attacker) {
                set.add(lock.attacker);
            }
        }
        set
    }

    /// The targets the unit on `attacker` may not capture.
    #[inline]
    pub(crate) fn targets_of(&self, attacker: Square) -> Bitboard {
        let mut set = Bitboard::EMPTY;
        for lock in self.as_slice() {
            if lock.attacker == attacker {
                set.add(lock.target);
            }
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lock may name a1 (only a1 twice marks an unused entry): locks
    /// from and to a1 are counted and kept in order.
    #[test]
    fn locks_on_a1_count() {
        let mut locks = Locks::EMPTY;
        assert!(locks.is_empty());
        assert!(locks.insert(Lock::new(Square::B2, Square::A1)));
        assert!(locks.insert(Lock::new(Square::A1, Square::B2)));
        assert!(!locks.is_empty());
        assert_eq!(
            locks.as_slice(),
            [
                Lock::new(Square::A1, Square::B2),
                Lock::new(Square::B2, Square::A1)
            ]
        );
        assert!(!locks.insert(Lock::new(Square::A1, Square::A1)));
        assert_eq!(locks.as_slice().len(), 2);
        assert_eq!(Locks::capture_pair(Square::A1, Square::B2), locks);
    }

    /// I-3: a capture's locks, built from the pair and the one carried
    /// lock, are the general update's wherever the carried lock sorts.
    #[test]
    fn capture_locks_are_the_general_update() {
        let ours = Bitboard::from_square(Square::D4)
            .with(Square::C3)
            .with(Square::E2);
        let captures = [(Square::D4, Square::E5), (Square::C3, Square::B5)];
        let carried = [
            Lock::new(Square::A8, Square::C3),
            Lock::new(Square::E5, Square::D4),
            Lock::new(Square::H8, Square::E2),
            Lock::new(Square::B5, Square::C3),
        ];
        for (from, to) in captures {
            for lock in carried {
                let mut locks = Locks::EMPTY;
                locks.insert(lock);
                // A lock binding the mover expires whatever the capture.
                locks.insert(Lock::new(Square::E2, Square::H7));
                assert_eq!(
                    locks.after_capture(ours, from, to),
                    locks.after(ours, from, to, Some((to, from)), true),
                    "{lock} {from}{to}"
                );
            }
        }
    }

    /// I-3: a quiet move's locks, found with no test of which entries
    /// are in use, are the general update's: whether a1 holds one of the
    /// mover's units or not, and with locks naming a1.
    #[test]
    fn quiet_locks_are_the_general_update() {
        let sets = [
            vec![],
            vec![Lock::new(Square::D4, Square::E5)],
            vec![Lock::new(Square::E5, Square::D4)],
            vec![
                Lock::new(Square::D4, Square::E5),
                Lock::new(Square::E5, Square::D4),
            ],
            vec![
                Lock::new(Square::A1, Square::B3),
                Lock::new(Square::B3, Square::A1),
                Lock::new(Square::D4, Square::E5),
            ],
            vec![
                Lock::new(Square::A1, Square::D4),
                Lock::new(Square::C3, Square::E5),
            ],
            vec![
                Lock::new(Square::A1, Square::C3),
                Lock::new(Square::C3, Square::A1),
            ],
            vec![
                Lock::new(Square::C3, Square::E5),
                Lock::new(Square::D4, Square::H8),
                Lock::new(Square::H8, Square::D4),
            ],
        ];
        let d4_c3 = Bitboard::from_square(Square::D4).with(Square::C3);
        for ours in [d4_c3, d4_c3.with(Square::A1), d4_c3.with(Square::B3)] {
            // Only the sets a validated position can hold: each lock names
            // one unit of each side, and at most one binds the other side.
            let valid = |set: &Vec<Lock>| {
                set.iter()
                    .all(|l| ours.contains(l.attacker) != ours.contains(l.target))
                    && set.iter().filter(|l| !ours.contains(l.attacker)).count() <= 1
            };
            for set in sets.iter().filter(|set| valid(set)) {
                let mut locks = Locks::EMPTY;
                for &lock in set {
                    locks.insert(lock);
                }
                let moves = [
                    (Square::D4, Square::D5),
                    (Square::C3, Square::B2),
                    (Square::A1, Square::B1),
                ];
                for (from, to) in moves.into_iter().filter(|(from, _)| ours.contains(*from)) {
                    assert_eq!(
                        locks.after_quiet(ours, from, to),
                        locks.after(ours, from, to, None, false),
                        "{set:?} {from}{to}"
                    );
                }
            }
        }
    }

    /// I-3: the capture's pair is the set `insert` builds from no lock,
    /// whichever square comes first.
    #[test]
    fn capture_pair_is_the_inserted_pair() {
        for (a, b) in [
            (Square::E4, Square::D5),
            (Square::D5, Square::E4),
            (Square::A1, Square::H8),
            (Square::B2, Square::B2),
        ] {
            let mut built = Locks::EMPTY;
            built.insert(Lock::new(a, b));
            built.insert(Lock::new(b, a));
            assert_eq!(Locks::capture_pair(a, b), built, "{a} {b}");
        }
    }
}
