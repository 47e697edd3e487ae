//! A bound on how many requests do one costly thing at once; the others
//! wait their turn. Reading a PGN record builds every move it holds before
//! the board can count them: a body of 256 KiB holds some 85 000, about
//! 12 MiB while it is read, and 64 connections reading such bodies at once
//! would take the server near a gigabyte.

use std::sync::{Condvar, Mutex, PoisonError};

/// At most `limit` holders of a [`Pass`] at once.
pub(crate) struct Gate {
    inside: Mutex<usize>,
    turn: Condvar,
    limit: usize,
}

/// Leave to go through a [`Gate`], given back when dropped.
pub(crate) struct Pass<'a>(&'a Gate);

impl Gate {
    /// A gate for `limit` at once (at least one).
    pub(crate) const fn new(limit: usize) -> Gate {
        Gate {
            inside: Mutex::new(0),
            turn: Condvar::new(),
            limit: if limit == 0 { 1 } else { limit },
        }
    }

    /// Waits until fewer than the limit are inside, and goes in.
    pub(crate) fn enter(&self) -> Pass<'_> {
        let mut inside = self.inside.lock().unwrap_or_else(PoisonError::into_inner);
        while *inside >= self.limit {
            inside = self
                .turn
                .wait(inside)
                .unwrap_or_else(PoisonError::into_inner);
        }
        *inside += 1;
        Pass(self)
    }
}

impl Drop for Pass<'_> {
    fn drop(&mut self) {
        let mut inside = self.0.inside.lock().unwrap_or_else(PoisonError::into_inner);
        *inside -= 1;
        self.0.turn.notify_one();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::thread;
    use std::time::Duration;

    #[test]
    fn no_more_than_the_limit_are_inside_at_once() {
        static GATE: Gate = Gate::new(2);
        static INSIDE: AtomicUsize = AtomicUsize::new(0);
        static MOST: AtomicUsize = AtomicUsize::new(0);
        let threads: Vec<_> = (0..8)
            .map(|_| {
                thread::spawn(|| {
                    let _pass = GATE.enter();
                    let now = INSIDE.fetch_add(1, Ordering::SeqCst) + 1;
                    MOST.fetch_max(now, Ordering::SeqCst);
                    thread::sleep(Duration::from_millis(10));
                    INSIDE.fetch_sub(1, Ordering::SeqCst);
                })
            })
            .collect();
        for t in threads {
            t.join().expect("a thread");
        }
        assert_eq!(MOST.load(Ordering::SeqCst), 2);
    }
}
