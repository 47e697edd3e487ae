//! The progress display on standard error: redrawn in place on a terminal,
//! plain lines otherwise (a log file, a batch job's output).

use std::io::Write;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use danilchuk_perft::Progress;

/// Where standard error goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stderr {
    /// A terminal: one line, redrawn in place.
    Terminal,
    /// A file or pipe: one line per report.
    Lines,
}

/// How often a terminal line is redrawn.
const REDRAW: Duration = Duration::from_millis(250);

/// A plain line is written when a root move is done (at most one a
/// second) and at least this often.
const LINE_AT_LEAST_EVERY: Duration = Duration::from_secs(60);

/// Reports until `done` is signalled (or its sender dropped); `start` is
/// when the run began, so speeds agree with the summary line.
pub fn report(
    err: &mut dyn Write,
    progress: &Progress,
    mode: Stderr,
    after: Duration,
    start: Instant,
    done: &Receiver<()>,
) {
    let mut drawn = false;
    let mut last_line: Option<(Instant, usize)> = None;
    loop {
        let now = Instant::now();
        let elapsed = now - start;
        let line_rate = after.min(Duration::from_secs(1));
        // Nothing to show before the run has split its jobs.
        if elapsed >= after && progress.jobs_total() > 0 {
            let roots = progress.roots_done();
            let due = match last_line {
                None => true,
                Some((at, _)) if now - at >= LINE_AT_LEAST_EVERY => true,
                Some((at, r)) => r != roots && now - at >= line_rate,
            };
            // Best effort: a failing stderr must not stop the count.
            match mode {
                Stderr::Terminal => {
                    let _ = write!(err, "\r\x1b[K{}", status(progress, elapsed));
                    let _ = err.flush();
                    drawn = true;
                }
                Stderr::Lines if due => {
                    let _ = writeln!(err, "{}", status(progress, elapsed));
                    last_line = Some((now, roots));
                }
                Stderr::Lines => {}
            }
        }
        let wait = if elapsed < after {
            after - elapsed
        } else {
            REDRAW.min(line_rate.max(Duration::from_millis(10)))
        };
        match done.recv_timeout(wait) {
            Err(RecvTimeoutError::Timeout) => continue,
            Ok(()) | Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    // A log ends with the finished state, even when the run was over
    // before this thread first looked (a fast run with `--progress 0`).
    let elapsed = start.elapsed();
    let roots = progress.roots_done();
    let shown = last_line.is_some_and(|(_, r)| r == roots);
    if mode == Stderr::Lines && elapsed >= after && progress.jobs_total() > 0 && !shown {
        let _ = writeln!(err, "{}", status(progress, elapsed));
    }
    if drawn {
        let _ = write!(err, "\r\x1b[K");
        let _ = err.flush();
    }
}

/// `perft: 7/20 root moves, 1234567890 nodes, 150.3 Mnps, 0:00:08, ETA 0:00:12`.
fn status(progress: &Progress, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    let nodes = progress.nodes();
    let (jobs, total) = (progress.jobs_done(), progress.jobs_total());
    // The jobs done so far stand for the rest: a rough estimate, better as
    // the run goes on.
    let eta = if jobs == 0 {
        "?".to_string()
    } else {
        clock(seconds * (total - jobs.min(total)) as f64 / jobs as f64)
    };
    format!(
        "perft: {}/{} root moves, {nodes} nodes, {:.1} Mnps, {}, ETA {eta}",
        progress.roots_done(),
        progress.roots_total(),
        nodes as f64 / seconds.max(1e-9) / 1e6,
        clock(seconds),
    )
}

/// `h:mm:ss`.
fn clock(seconds: f64) -> String {
    let s = seconds.round() as u64;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}
