//! A run with a `JobJournal`: jobs it knows are taken as counted, every
//! other job is recorded exactly once, and a journal that cannot record
//! stops the run with a typed error.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;

use danilchuk_board::{perft, Position, UciMove};
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_perft::{JobJournal, Perft, PerftError, PerftTable, Progress};

/// Jobs in memory, with how often each was recorded; `fail_after` records
/// make every later one fail.
#[derive(Default)]
struct Memory {
    jobs: Mutex<HashMap<Vec<UciMove>, (u32, u64, usize)>>,
    fail_after: Option<usize>,
    recorded: AtomicUsize,
}

impl JobJournal for Memory {
    fn finished(&self, moves: &[UciMove]) -> Option<u64> {
        self.jobs.lock().unwrap().get(moves).map(|&(_, n, _)| n)
    }
    fn record(&self, moves: &[UciMove], depth: u32, nodes: u64) -> Result<(), String> {
        if self
            .fail_after
            .is_some_and(|n| self.recorded.load(Relaxed) >= n)
        {
            return Err("disk full".into());
        }
        self.recorded.fetch_add(1, Relaxed);
        let mut jobs = self.jobs.lock().unwrap();
        jobs.entry(moves.to_vec()).or_insert((depth, nodes, 0)).2 += 1;
        Ok(())
    }
}

#[test]
fn every_job_is_recorded_once_with_its_moves_depth_and_count() {
    let pos = Immortal::starting();
    let journal = Memory::default();
    let report = Perft::new(4)
        .threads(2)
        .journal(&journal)
        .run(&pos)
        .unwrap();
    assert_eq!(report.nodes, 276_955);
    let jobs = journal.jobs.lock().unwrap();
    assert_eq!(jobs.len(), 484);
    for (moves, &(depth, nodes, times)) in jobs.iter() {
        assert_eq!((moves.len(), depth, times), (2, 2, 1), "{moves:?}");
        let mut after = pos;
        for m in moves {
            after.play(after.resolve_uci(*m).unwrap()).unwrap();
        }
        assert_eq!(nodes, perft(&after, 2), "{moves:?}");
    }
    // Each root move's count is the sum of its jobs.
    for root in &report.divide {
        let sum: u64 = jobs
            .iter()
            .filter(|(m, _)| m[0].to_string() == root.uci)
            .map(|(_, &(_, n, _))| n)
            .sum();
        assert_eq!(sum, root.nodes, "{}", root.uci);
    }
}

#[test]
fn depth_two_jobs_are_the_root_moves() {
    let journal = Memory::default();
    let pos = Linear::starting_with(LineLimit::Two);
    let report = Perft::new(2).journal(&journal).run(&pos).unwrap();
    assert_eq!(report.nodes, 441);
    let jobs = journal.jobs.lock().unwrap();
    assert_eq!(jobs.len(), 21);
    assert!(jobs.iter().all(|(m, &(d, _, _))| m.len() == 1 && d == 1));
}

#[test]
fn known_jobs_are_taken_as_counted_and_not_recounted() {
    let pos = Immortal::starting();
    let journal = Memory::default();
    let full = Perft::new(3).journal(&journal).run(&pos).unwrap();
    // Keep half the jobs and make one of them wrong on purpose: the run
    // must use the journal's count, not count that job again.
    let mut kept: Vec<_> = journal.jobs.lock().unwrap().drain().collect();
    kept.sort_by_key(|(m, _)| m.iter().map(ToString::to_string).collect::<Vec<_>>());
    kept.truncate(242);
    let (wrong_moves, wrong) = (kept[0].0.clone(), kept[0].1);
    let resumed = Memory::default();
    {
        let mut jobs = resumed.jobs.lock().unwrap();
        jobs.extend(kept);
        jobs.insert(wrong_moves.clone(), (wrong.0, wrong.1 + 1000, 1));
    }
    let report = Perft::new(3).journal(&resumed).run(&pos).unwrap();
    assert_eq!(report.nodes, full.nodes + 1000);
    assert_eq!(resumed.recorded.load(Relaxed), 484 - 242);
    let jobs = resumed.jobs.lock().unwrap();
    assert_eq!(jobs.len(), 484);
    assert!(jobs.values().all(|&(_, _, times)| times == 1));
}

#[test]
fn progress_counts_only_the_jobs_left() {
    let pos = Immortal::starting();
    let journal = Memory::default();
    Perft::new(3).journal(&journal).run(&pos).unwrap();
    let progress = Progress::new();
    let report = Perft::new(3)
        .journal(&journal)
        .progress(&progress)
        .run(&pos)
        .unwrap();
    assert_eq!(report.nodes, 11_596);
    assert_eq!((progress.jobs_total(), progress.jobs_done()), (0, 0));
    assert_eq!(progress.roots_done(), 22);
    assert_eq!(progress.nodes(), 0);
}

#[test]
fn a_journal_that_cannot_record_stops_the_run() {
    let table = PerftTable::with_mib(1).unwrap();
    for threads in [1, 2] {
        let journal = Memory {
            fail_after: Some(10),
            ..Memory::default()
        };
        let err = Perft::new(4)
            .threads(threads)
            .table(&table)
            .journal(&journal)
            .run(&Immortal::starting())
            .unwrap_err();
        assert_eq!(err, PerftError::Journal("disk full".into()));
        assert_eq!(journal.recorded.load(Relaxed), 10);
    }
}
