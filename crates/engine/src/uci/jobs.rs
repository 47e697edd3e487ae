//! The jobs a UCI session runs on their own thread: a search, `go perft`,
//! `bench`. Each ends when its stop flag is set.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use danilchuk_board::{perft, MoveList, Position};
use danilchuk_variant::AnyPosition;

use crate::eval::nnue::Network;
use crate::search::{Report, Root};
use crate::uci::refused::Refused;
use crate::uci::{info_line, info_line_of, legal_pv, no_position, say, Output};
use crate::{Engine, Limits, SearchResult};

/// What a search job shares with the session.
pub(crate) struct Job {
    pub(crate) engine: Arc<Mutex<Engine>>,
    pub(crate) stop: Arc<AtomicBool>,
    /// Set by `ponderhit`: end without `bestmove`.
    pub(crate) silent: Arc<AtomicBool>,
    pub(crate) out: Output,
}

/// Searches, then answers `bestmove` (with a `ponder` move when the
/// principal variation has one). Without a position (the last `position`
/// command was refused) the answer is `bestmove 0000` and why.
pub(crate) fn search_job(
    job: &Job,
    searched: &Result<Root<AnyPosition>, Refused>,
    limits: &Limits,
) {
    let out = &job.out;
    let found = match (searched, job.engine.lock()) {
        (Ok(root), Ok(mut engine)) => {
            let pos = root.position();
            let result = engine.search_any_root(root, limits, &mut |report| {
                for line in report_lines(pos, &report) {
                    say(out, &line);
                }
            });
            Ok((root, result))
        }
        (Err(refused), _) => Err(no_position(refused)),
        (Ok(_), Err(_)) => Err("info string the engine is gone".to_string()),
    };
    if limits.infinite {
        // UCI: after `go infinite` (and while pondering) the best move
        // waits for `stop`.
        while !job.stop.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
    if job.silent.load(Ordering::SeqCst) {
        return;
    }
    let (root, result) = match found {
        Ok(found) => found,
        Err(why) => {
            say(out, &why);
            say(out, "bestmove 0000");
            return;
        }
    };
    let pos = root.position();
    // The final word on the search, also when it was stopped mid-iteration.
    say(out, &info_line(pos, &result));
    if result.best_move.is_none() {
        let why = root
            .outcome()
            .map_or("no legal move".to_string(), |o| o.to_string());
        say(out, &format!("info string the game is over: {why}"));
        say(out, "bestmove (none)");
        return;
    }
    let pv = legal_pv(pos, &result);
    match pv.as_slice() {
        [best, ponder, ..] => say(out, &format!("bestmove {best} ponder {ponder}")),
        [best] => say(out, &format!("bestmove {best}")),
        [] => {
            let best = result.best_move.map(|m| pos.uci(m).to_string());
            say(out, &format!("bestmove {}", best.unwrap_or_default()));
        }
    }
}

/// The `info` lines of a report of the search.
fn report_lines(pos: &AnyPosition, report: &Report<'_>) -> Vec<String> {
    match *report {
        Report::Iteration { result, lines } if lines.len() > 1 => lines
            .iter()
            .enumerate()
            .map(|(i, line)| {
                let r = SearchResult {
                    score: line.score,
                    pv: line.pv.clone(),
                    best_move: line.pv.first().copied(),
                    ..result.clone()
                };
                info_line_of(pos, &r, Some(i + 1), None)
            })
            .collect(),
        Report::Iteration { result, .. } => vec![info_line(pos, result)],
        Report::Bound { result, line, fail } => {
            let multipv = (line > 0).then_some(line + 1);
            vec![info_line_of(pos, result, multipv, Some(fail))]
        }
        Report::CurrMove {
            depth,
            currmove,
            number,
        } => vec![format!(
            "info depth {depth} currmove {} currmovenumber {number}",
            pos.uci(currmove)
        )],
    }
}

/// The plies below which a perft subtree is counted whole, by the board's
/// bulk-counting [`perft`]: at most a few million leaves, milliseconds even
/// in a position with two hundred moves, so a `stop` is seen that soon.
const PERFT_UNSTOPPED: u32 = 3;

/// `go perft N`: each move with its count, a blank line, the total; or,
/// once `stop` is set, `info string perft stopped` alone.
pub(crate) fn perft_job<P: Position>(out: &Output, pos: &P, depth: u32, stop: &AtomicBool) {
    if depth == 0 {
        say(out, "\nNodes searched: 1\n");
        return;
    }
    let mut total = 0;
    for m in pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        let Some(count) = stoppable_perft(&child, depth - 1, stop) else {
            say(out, "info string perft stopped");
            return;
        };
        say(out, &format!("{}: {count}", pos.uci(m)));
        total += count;
    }
    say(out, &format!("\nNodes searched: {total}\n"));
}

/// The perft of `pos` to `depth`, or `None` once `stop` is set. The flag
/// is read at every node more than [`PERFT_UNSTOPPED`] plies above the
/// leaves: one load per subtree of thousands of move generations, which
/// costs the count nothing measurable.
fn stoppable_perft<P: Position>(pos: &P, depth: u32, stop: &AtomicBool) -> Option<u64> {
    if depth <= PERFT_UNSTOPPED {
        return Some(perft(pos, depth));
    }
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    let mut moves = MoveList::new();
    pos.legal_moves_into(&mut moves);
    let mut total = 0;
    for &m in moves.iter() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        total += stoppable_perft(&child, depth - 1, stop)?;
    }
    Some(total)
}

/// `bench [DEPTH]`: the benchmark's lines as `info string`s.
/// With the engine's network, if `EvalFile` set one.
pub(crate) fn bench_job(
    out: &Output,
    depth: u32,
    network: Option<&Arc<Network>>,
    stop: &Arc<AtomicBool>,
) {
    for line in crate::bench::run_with(depth, network, stop) {
        say(out, &format!("info string {line}"));
    }
}
