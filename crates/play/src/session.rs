//! The games the server holds: one session per game, each with its
//! opponent, behind an id; a bounded number of them.

use std::collections::hash_map::RandomState;
use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use danilchuk_board::Color;

use crate::clock::{Clock, TimeControl};
use crate::{Computer, Refusal, Strength, Table};

/// The most games the server keeps at once; a new game beyond it replaces
/// the one left alone the longest.
pub const MAX_SESSIONS: usize = 256;

/// Who plays against the player at the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Another person at the same screen: the board plays both sides.
    Person,
    /// The computer, playing `side` at a strength.
    Computer {
        /// The computer's side.
        side: Color,
        /// How well it plays.
        strength: Strength,
    },
}

/// One game and its opponent.
pub struct Session {
    /// The game.
    pub table: Box<dyn Table>,
    /// Who plays the other side.
    pub opponent: Opponent,
    computer: Computer,
    clock: Option<Clock>,
    flagged: Option<Color>,
}

impl Session {
    /// A session.
    pub fn new(table: Box<dyn Table>, opponent: Opponent) -> Session {
        Session {
            table,
            opponent,
            computer: Computer::new(),
            clock: None,
            flagged: None,
        }
    }

    /// A session whose game is played on the clock.
    pub fn with_clock(table: Box<dyn Table>, opponent: Opponent, control: TimeControl) -> Session {
        Session {
            clock: Some(Clock::new(control)),
            ..Session::new(table, opponent)
        }
    }

    /// The clocks, if the game has a time control.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The side whose time ran out, if one did.
    pub fn flagged(&self) -> Option<Color> {
        self.flagged
    }

    /// Ends the game if the side to move has run out of time: it loses
    /// (recorded as its resignation, so the result and the PGN are right).
    pub fn check_clock(&mut self) {
        let turn = self.table.turn();
        let fell = self.clock.as_ref().is_some_and(|c| c.flag_fell(turn));
        if fell && !self.table.is_over() && self.table.resign().is_ok() {
            self.flagged = Some(turn);
        }
    }

    /// After a move of `mover`: its clock stops (with the increment), the
    /// other's starts.
    pub fn moved(&mut self, mover: Color) {
        if let Some(clock) = &mut self.clock {
            clock.moved(mover);
        }
    }

    /// A new position on the board (a FEN or a PGN loaded): the clocks
    /// start again.
    pub fn restart_clock(&mut self) {
        self.flagged = None;
        if let Some(clock) = &mut self.clock {
            *clock = Clock::new(clock.control());
        }
    }

    /// The game as PGN, its players named (the computer with its
    /// strength) and dated today (UTC).
    pub fn pgn(&self) -> Result<String, Refusal> {
        let name = |color: Color| match self.opponent {
            Opponent::Computer { side, strength } if side == color => format!(
                "{} (strength {}, {} nodes a move)",
                Computer::NAME,
                strength.level(),
                strength.nodes()
            ),
            Opponent::Computer { .. } => "Player".to_string(),
            Opponent::Person => match color {
                Color::White => "White player".to_string(),
                Color::Black => "Black player".to_string(),
            },
        };
        let today = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        self.table.pgn_with_tags(&[
            ("Event", "Danilchuk board game".to_string()),
            ("Site", "danilchuk-play".to_string()),
            ("Date", crate::date::pgn_date(today)),
            ("White", name(Color::White)),
            ("Black", name(Color::Black)),
        ])
    }

    /// Lets the computer move while it is its turn. Returns the number of
    /// moves it played (0 or 1: the sides alternate).
    pub fn let_computer_move(&mut self) -> usize {
        match self.opponent {
            Opponent::Computer { side, strength }
                if !self.table.is_over() && self.table.turn() == side =>
            {
                let left = self.clock.as_ref().map(|c| c.left(side, side));
                let strength = strength_for_time(strength, left);
                let played = self.table.computer_move(&mut self.computer, strength);
                if played {
                    self.moved(side);
                }
                usize::from(played)
            }
            _ => 0,
        }
    }

    /// Takes back the player's last move (and the computer's reply, so that
    /// it is the player's turn again). Returns the number of moves taken
    /// back.
    pub fn undo(&mut self) -> usize {
        // A game lost on time stays lost.
        if self.flagged.is_some() {
            return 0;
        }
        let was_to_move = self.table.turn();
        let mut undone = usize::from(self.table.undo());
        if let Opponent::Computer { side, .. } = self.opponent {
            if undone == 1 && self.table.turn() == side && self.table.ply() > 0 {
                undone += usize::from(self.table.undo());
            }
        }
        if undone % 2 == 1 {
            if let Some(clock) = &mut self.clock {
                clock.switched(was_to_move);
            }
        }
        undone
    }
}

/// The strength the computer plays at with `left` on its clock: its own,
/// but at most level 2 (2 000 nodes) under ten seconds and level 1 under
/// two, so that a short clock is not lost by thinking.
fn strength_for_time(strength: Strength, left: Option<Duration>) -> Strength {
    let cap = match left {
        Some(left) if left < Duration::from_secs(2) => Strength::MIN,
        Some(left) if left < Duration::from_secs(10) => Strength::new(2).unwrap_or(Strength::MIN),
        _ => Strength::MAX,
    };
    strength.min(cap)
}

struct Entry {
    session: Arc<Mutex<Session>>,
    used: Instant,
}

/// The sessions, by id.
pub struct SessionStore {
    entries: Mutex<HashMap<String, Entry>>,
    capacity: usize,
    ids: RandomState,
    counter: Mutex<u64>,
}

impl SessionStore {
    /// A store of at most `capacity` sessions (at least one).
    pub fn new(capacity: usize) -> SessionStore {
        SessionStore {
            entries: Mutex::new(HashMap::new()),
            capacity: capacity.max(1),
            ids: RandomState::new(),
            counter: Mutex::new(0),
        }
    }

    fn lock_entries(&self) -> MutexGuard<'_, HashMap<String, Entry>> {
        // A panic elsewhere must not take every game down with it.
        self.entries.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A fresh id: 32 hex digits nobody can guess from earlier ones.
    fn fresh_id(&self) -> String {
        let mut counter = self.counter.lock().unwrap_or_else(PoisonError::into_inner);
        *counter += 1;
        let half = |salt: u64| {
            let mut h = self.ids.build_hasher();
            h.write_u64(*counter);
            h.write_u64(salt);
            h.write_u128(
                SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos()),
            );
            h.finish()
        };
        let (a, b) = (half(1), half(2));
        format!("{a:016x}{b:016x}")
    }

    /// Keeps a new session; returns its id. The session left alone the
    /// longest makes room if the store is full.
    pub fn insert(&self, session: Session) -> String {
        let id = self.fresh_id();
        let session = Arc::new(Mutex::new(session));
        let mut entries = self.lock_entries();
        while entries.len() >= self.capacity {
            let oldest = entries
                .iter()
                .min_by_key(|(_, e)| e.used)
                .map(|(id, _)| id.clone());
            match oldest {
                Some(old) => entries.remove(&old),
                None => break,
            };
        }
        entries.insert(
            id.clone(),
            Entry {
                session,
                used: Instant::now(),
            },
        );
        id
    }

    /// The session `id`, if the store has it.
    pub fn get(&self, id: &str) -> Option<Arc<Mutex<Session>>> {
        let mut entries = self.lock_entries();
        let entry = entries.get_mut(id)?;
        entry.used = Instant::now();
        Some(Arc::clone(&entry.session))
    }

    /// How many sessions the store holds.
    pub fn len(&self) -> usize {
        self.lock_entries().len()
    }

    /// Whether the store holds none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Default for SessionStore {
    fn default() -> SessionStore {
        SessionStore::new(MAX_SESSIONS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_plays_faster_on_a_short_clock() {
        let level = |n| Strength::new(n).expect("a level");
        let secs = |s| Some(Duration::from_secs(s));
        assert_eq!(strength_for_time(level(4), None), level(4));
        assert_eq!(strength_for_time(level(4), secs(60)), level(4));
        assert_eq!(strength_for_time(level(4), secs(5)), level(2));
        assert_eq!(strength_for_time(level(1), secs(5)), level(1));
        assert_eq!(strength_for_time(level(5), secs(1)), level(1));
    }
}
