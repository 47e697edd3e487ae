//! The classical evaluation as the tuner sees it: every weight of
//! [`super::weights`] twice (middlegame, endgame), each position's terms
//! counted by [`Trace`] and split by the game phase.

use core::fmt::Write;

use danilchuk_board::Position;
use danilchuk_classical::Chess;

use super::layout::{ALL, COUNT, GROUPS};
use super::score::Trace;
use super::tapered::MAX_PHASE;
use super::{add_terms, game_phase};

/// The weights' names and values, middlegame then endgame for each.
const NAMED: [(&str, i32); 2 * COUNT] = {
    let mut named = [("", 0); 2 * COUNT];
    let mut at = 0;
    let mut g = 0;
    while g < GROUPS.len() {
        let mut i = 0;
        while i < GROUPS[g].1.len() {
            named[2 * at] = (GROUPS[g].0, ALL[at].0);
            named[2 * at + 1] = (GROUPS[g].0, ALL[at].1);
            at += 1;
            i += 1;
        }
        g += 1;
    }
    named
};

impl crate::lab::Tunable for Chess {
    const WEIGHTS: &'static [(&'static str, i32)] = &NAMED;

    fn features(&self) -> Vec<f64> {
        let mut dense = vec![0.0; 2 * COUNT];
        for (i, x) in self.sparse_features() {
            dense[i] += x;
        }
        dense
    }

    /// Each term's count (White minus Black) times the middlegame share
    /// of the phase for its middlegame weight, the endgame share for its
    /// endgame weight.
    fn sparse_features(&self) -> Vec<(usize, f64)> {
        let board = self.board();
        let mut trace = Trace::default();
        add_terms(board, self.turn(), &mut trace);
        let mg = f64::from(game_phase(board)) / f64::from(MAX_PHASE);
        let mut counts = vec![0i32; COUNT];
        for (at, n) in trace.0 {
            counts[at] += n;
        }
        let mut sparse = Vec::new();
        for (at, &n) in counts.iter().enumerate().filter(|(_, &n)| n != 0) {
            let n = f64::from(n);
            sparse.push((2 * at, n * mg));
            sparse.push((2 * at + 1, n * (1.0 - mg)));
        }
        sparse
    }

    /// The weight groups as the Rust constants of `weights.rs`.
    fn render(weights: &[i64]) -> String {
        let mut out = String::new();
        let mut at = 0;
        for (name, values) in GROUPS {
            let pairs: Vec<String> = (at..at + values.len())
                .map(|i| {
                    let w = |j: usize| weights.get(j).copied().unwrap_or(0);
                    format!("S({}, {})", w(2 * i), w(2 * i + 1))
                })
                .collect();
            at += values.len();
            let n = pairs.len();
            if n <= 4 {
                let _ = writeln!(
                    out,
                    "pub(super) const {name}: [S; {n}] = [{}];",
                    pairs.join(", ")
                );
            } else {
                let _ = writeln!(
                    out,
                    "#[rustfmt::skip]\npub(super) const {name}: [S; {n}] = ["
                );
                for row in pairs.chunks(4) {
                    let _ = writeln!(out, "    {},", row.join(", "));
                }
                let _ = writeln!(out, "];");
            }
        }
        out
    }
}
