//! `perft split`: a run as independent jobs, one line of `perft` arguments
//! each, for GNU parallel, `xargs -L1` or a Slurm array.

use std::io::{self, Write};

use danilchuk_board::Position;

/// The move sequences of `plies` moves from `pos`, in move generation
/// order, each move in the rule set's UCI form. A line that ends before
/// `plies` (no legal move) has no job: every leaf of a run at least
/// `plies` deep lies below some `plies`-move sequence, and such a line has
/// none. `plies` 0 gives one job, the whole run.
pub fn job_moves<P: Position>(pos: &P, plies: u32) -> Vec<Vec<String>> {
    let mut jobs = Vec::new();
    let mut moves = Vec::new();
    sequences(pos, plies, &mut moves, &mut jobs);
    jobs
}

fn sequences<P: Position>(
    pos: &P,
    plies: u32,
    moves: &mut Vec<String>,
    jobs: &mut Vec<Vec<String>>,
) {
    if plies == 0 {
        jobs.push(moves.clone());
        return;
    }
    for m in pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        moves.push(pos.uci(m).to_string());
        sequences(&child, plies - 1, moves, jobs);
        moves.pop();
    }
}

/// Writes one line per job: `--variant R --fen 'F' --depth D --job M...`
/// and the counting options given to `split`. The FEN is in single quotes
/// (a FEN has none), so a shell, `xargs` and [`crate::words`] all split the
/// line alike.
pub fn write_jobs<P: Position>(
    out: &mut dyn Write,
    rules: &str,
    pos: &P,
    depth: u32,
    split_depth: u32,
    passthrough: &[String],
) -> io::Result<usize> {
    let fen = pos.fen();
    let jobs = job_moves(pos, split_depth.min(depth));
    for moves in &jobs {
        write!(out, "--variant {rules} --fen '{fen}' --depth {depth} --job")?;
        for m in moves {
            write!(out, " {m}")?;
        }
        for option in passthrough {
            write!(out, " {option}")?;
        }
        writeln!(out)?;
    }
    out.flush()?;
    Ok(jobs.len())
}
