//! A fixed benchmark: a few positions per rule set searched to a fixed
//! depth, for node counts (a change to the search shows up there) and
//! nodes per second.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use danilchuk_classical::Chess;
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

use crate::clock::Instant;
use crate::eval::nnue::Network;
use crate::eval::Evaluate;
use crate::search::Root;
use crate::{Engine, Limits, MAX_PLY};

/// The bench's depth unless one is given: the depth of the search
/// signature (the engine README's table).
pub const DEFAULT_DEPTH: u32 = 6;
/// The deepest bench: the search's deepest iteration.
pub const MAX_DEPTH: u32 = MAX_PLY as u32 - 1;

/// A bench depth that is not a number from 1 to [`MAX_DEPTH`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the bench depth must be a number from 1 to {MAX_DEPTH}, not {0:?}")]
pub struct BadDepth(pub String);

/// The depth of `danilchuk-engine bench [DEPTH]` and of UCI `bench
/// [DEPTH]`: [`DEFAULT_DEPTH`] if none is given.
///
/// ```
/// use danilchuk_engine::bench::{parse_depth, DEFAULT_DEPTH};
/// assert_eq!(parse_depth(None), Ok(DEFAULT_DEPTH));
/// assert_eq!(parse_depth(Some("8")), Ok(8));
/// assert!(parse_depth(Some("-1")).is_err());
/// assert!(parse_depth(Some("0")).is_err());
/// ```
///
/// # Errors
///
/// [`BadDepth`] if the word is not a number from 1 to [`MAX_DEPTH`].
pub fn parse_depth(word: Option<&str>) -> Result<u32, BadDepth> {
    let Some(word) = word else {
        return Ok(DEFAULT_DEPTH);
    };
    word.parse()
        .ok()
        .filter(|d| (1..=MAX_DEPTH).contains(d))
        .ok_or_else(|| BadDepth(word.to_string()))
}

/// Classical positions: the start, a middlegame, an endgame.
const CHESS: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "8/5pk1/6p1/8/3R4/6P1/5PK1/2r5 w - - 0 1",
];
/// Immortal positions: the start, after an exchange of swaps, a locked one.
const IMMORTAL: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 - -",
    "rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2 - d5>e4,e4>d5",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 - -",
];
/// Linear positions: the start, an open game, one with extra kings.
const LINEAR: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 Ee",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/5B2/PPPP1PPP/RNBQKB1R b Qq - 1 2 Ee",
    "rnbqkbnr/ppp2ppp/4k3/4p3/4P3/4K3/PPP2PPP/RNBQKBNR w - - 0 1 Ee",
];

/// The totals of one rule set's bench.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchTotal {
    /// The rule set's name.
    pub rules: &'static str,
    /// Nodes searched over its positions.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
}

impl BenchTotal {
    /// Nodes per second.
    #[must_use]
    pub fn nps(&self) -> u64 {
        (u128::from(self.nodes) * 1_000_000 / self.elapsed.as_micros().max(1)) as u64
    }
}

fn bench_set<P: Evaluate>(
    rules: &'static str,
    fens: &[&str],
    depth: u32,
    network: Option<&Arc<Network>>,
    stop: &Arc<AtomicBool>,
) -> BenchTotal {
    let mut engine = Engine::with_stop_flag(16, Arc::clone(stop));
    engine.set_network(network.cloned());
    let start = Instant::now();
    let mut nodes = 0;
    for fen in fens {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        engine.clear();
        let Ok(game) = Game::<P>::from_fen_with(fen, P::Settings::default()) else {
            continue;
        };
        // Not `Engine::search`, which clears the stop flag: a `stop` sent
        // to a UCI `bench` must end it.
        nodes += engine
            .search_root(&Root::of(&game), &Limits::depth(depth), &mut |_| {})
            .nodes;
    }
    BenchTotal {
        rules,
        nodes,
        elapsed: start.elapsed(),
    }
}

/// Searches every bench position to `depth` and returns one total per rule set.
#[must_use]
pub fn totals(depth: u32) -> Vec<BenchTotal> {
    totals_until(depth, &Arc::new(AtomicBool::new(false)))
}

/// [`totals`], ending early (with what was counted) once `stop` is set.
pub fn totals_until(depth: u32, stop: &Arc<AtomicBool>) -> Vec<BenchTotal> {
    totals_with(depth, None, stop)
}

/// [`totals_until`] with `network` evaluating the positions of its rule
/// set ([`Engine::set_network`]).
pub fn totals_with(
    depth: u32,
    network: Option<&Arc<Network>>,
    stop: &Arc<AtomicBool>,
) -> Vec<BenchTotal> {
    vec![
        bench_set::<Chess>("chess", &CHESS, depth, network, stop),
        bench_set::<Immortal>("immortal", &IMMORTAL, depth, network, stop),
        bench_set::<Linear>("linear", &LINEAR, depth, network, stop),
    ]
}

/// [`totals`] as printable lines, with the grand total last.
#[must_use]
pub fn run(depth: u32) -> Vec<String> {
    run_until(depth, &Arc::new(AtomicBool::new(false)))
}

/// [`run`], ending early once `stop` is set (UCI `stop` during `bench`).
pub fn run_until(depth: u32, stop: &Arc<AtomicBool>) -> Vec<String> {
    run_with(depth, None, stop)
}

/// [`run_until`] with `network` (UCI `bench` after `EvalFile`).
pub fn run_with(depth: u32, network: Option<&Arc<Network>>, stop: &Arc<AtomicBool>) -> Vec<String> {
    let totals = totals_with(depth, network, stop);
    let mut lines: Vec<String> = totals
        .iter()
        .map(|t| {
            format!(
                "bench {} depth {depth}: {} nodes {} ms {} nps",
                t.rules,
                t.nodes,
                t.elapsed.as_millis(),
                t.nps()
            )
        })
        .collect();
    let nodes: u64 = totals.iter().map(|t| t.nodes).sum();
    let elapsed: Duration = totals.iter().map(|t| t.elapsed).sum();
    let all = BenchTotal {
        rules: "all",
        nodes,
        elapsed,
    };
    lines.push(format!(
        "bench total: {} nodes {} nps",
        all.nodes,
        all.nps()
    ));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use danilchuk_board::Position;

    #[test]
    fn every_bench_position_is_valid() {
        for fen in CHESS {
            assert!(Chess::from_fen(fen).is_ok(), "{fen}");
        }
        for fen in IMMORTAL {
            assert!(Immortal::from_fen(fen).is_ok(), "{fen}");
        }
        for fen in LINEAR {
            assert!(Linear::from_fen(fen).is_ok(), "{fen}");
        }
        let totals = totals(2);
        assert_eq!(totals.len(), 3);
        assert!(totals.iter().all(|t| t.nodes > 0));
    }
}
