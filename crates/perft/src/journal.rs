//! Where a run learns which jobs an earlier run already finished, and
//! reports each job it finishes: the hook behind a resumable run.

use danilchuk_board::UciMove;

/// A record of finished jobs, shared by the threads of a run.
///
/// A run splits its tree into jobs, each the subtree after one or two moves
/// from the root (see [`crate::Perft::run`]). Given a journal
/// ([`crate::Perft::journal`]), the run first asks [`JobJournal::finished`]
/// about every job and counts only the ones it has no count for; each job it
/// then counts goes to [`JobJournal::record`] as soon as it is done, from
/// whichever thread counted it. A run interrupted after some jobs (Ctrl-C, a
/// killed process) thus resumes where it stopped, if the journal kept the
/// records.
///
/// ```
/// use std::collections::HashMap;
/// use std::sync::Mutex;
///
/// use danilchuk_board::{Position, UciMove};
/// use danilchuk_immortal::Immortal;
/// use danilchuk_perft::{JobJournal, Perft};
///
/// #[derive(Default)]
/// struct InMemory(Mutex<HashMap<Vec<UciMove>, u64>>);
///
/// impl JobJournal for InMemory {
///     fn finished(&self, moves: &[UciMove]) -> Option<u64> {
///         self.0.lock().unwrap().get(moves).copied()
///     }
///     fn record(&self, moves: &[UciMove], _depth: u32, nodes: u64) -> Result<(), String> {
///         self.0.lock().unwrap().insert(moves.to_vec(), nodes);
///         Ok(())
///     }
/// }
///
/// let journal = InMemory::default();
/// let first = Perft::new(3).journal(&journal).run(&Immortal::starting())?;
/// assert_eq!(journal.0.lock().unwrap().len(), 484); // root × reply jobs
/// // A second run finds every job done and counts nothing again.
/// let again = Perft::new(3).journal(&journal).run(&Immortal::starting())?;
/// assert_eq!((first.nodes, again.nodes), (11_596, 11_596));
/// # Ok::<(), danilchuk_perft::PerftError>(())
/// ```
pub trait JobJournal: Sync {
    /// The count of the job after `moves` (from the run's root), if an
    /// earlier run finished it.
    fn finished(&self, moves: &[UciMove]) -> Option<u64>;

    /// Records that the job after `moves` counted `nodes` leaves `depth`
    /// plies below it.
    ///
    /// # Errors
    ///
    /// A message when the journal cannot be written; it stops the run with
    /// [`crate::PerftError::Journal`] carrying the message.
    fn record(&self, moves: &[UciMove], depth: u32, nodes: u64) -> Result<(), String>;
}
