//! The engine as JavaScript's `Engine` holds it: one search thread (a
//! WebAssembly module has no others), its limits checked before it starts,
//! and its result described as plain data. `engine_js.rs` exports it.

use std::time::Duration;

use danilchuk_board::Position;
use danilchuk_engine::{Engine, Limits, SearchResult, MAX_PLY};
use danilchuk_game::AnyGame;
use danilchuk_notation::{write_san, Letters};
use danilchuk_variant::AnyPosition;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::describe::move_info;
use crate::error::ApiError;
use crate::views::{ScoreInfo, SearchInfo, SearchLimits};

/// The transposition table's size when none is given, in MiB.
pub const DEFAULT_HASH_MIB: u32 = 16;
/// The largest transposition table, in MiB: a WebAssembly module's memory
/// is at most 4 GiB for all its engines together, a phone's browser tab
/// often gives far less, and running out of it aborts the module.
pub const MAX_HASH_MIB: u32 = 256;
/// The longest search by time, in milliseconds (an hour): the search
/// blocks its thread, which a caller cannot interrupt.
pub const MAX_TIME_MS: u64 = 3_600_000;

/// The search engine: alpha-beta with each rule set's evaluation, one
/// thread, limited by nodes, depth or time.
#[wasm_bindgen(js_name = Engine)]
#[derive(Debug)]
pub struct JsEngine {
    engine: Engine,
}

impl JsEngine {
    /// An engine with a table of `hash_mib` MiB ([`DEFAULT_HASH_MIB`] when
    /// `None`), searching on one thread.
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::Argument`] for a size of 0 or over
    /// [`MAX_HASH_MIB`].
    pub fn create(hash_mib: Option<u32>) -> Result<JsEngine, ApiError> {
        let hash = hash_mib.unwrap_or(DEFAULT_HASH_MIB);
        if !(1..=MAX_HASH_MIB).contains(&hash) {
            return Err(ApiError::argument(format!(
                "hash size {hash} MiB: from 1 to {MAX_HASH_MIB}"
            )));
        }
        let mut engine = Engine::new(hash as usize);
        engine.set_threads(1);
        Ok(JsEngine { engine })
    }

    /// Forgets what earlier searches learnt (a new game).
    pub fn forget(&mut self) {
        self.engine.clear();
    }

    /// Searches the current position of `game` (its history counts for
    /// repetitions) within `limits`.
    ///
    /// # Errors
    ///
    /// [`crate::ErrorKind::Argument`] for limits that would never stop
    /// (none given) or are out of range.
    pub fn search_game(
        &mut self,
        game: &AnyGame,
        limits: &SearchLimits,
    ) -> Result<SearchInfo, ApiError> {
        let limits = engine_limits(limits)?;
        let result = self.engine.search(game, &limits);
        Ok(search_info(game.position(), &result))
    }
}

/// The engine's limits of `limits`.
///
/// # Errors
///
/// [`crate::ErrorKind::Argument`] when no limit is given (the search would
/// never end), for a depth of 0 or over [`MAX_PLY`] - 1, no nodes, or a
/// time of 0 or over [`MAX_TIME_MS`].
pub fn engine_limits(limits: &SearchLimits) -> Result<Limits, ApiError> {
    let SearchLimits {
        nodes,
        depth,
        time_ms,
    } = *limits;
    if nodes.is_none() && depth.is_none() && time_ms.is_none() {
        return Err(ApiError::argument(
            "search limits: give nodes, depth or timeMs, or the search never ends",
        ));
    }
    let most_depth = MAX_PLY as u32 - 1;
    let mut engine = Limits::default();
    if let Some(depth) = depth {
        if !(1..=most_depth).contains(&depth) {
            return Err(ApiError::argument(format!(
                "search depth {depth}: from 1 to {most_depth}"
            )));
        }
        engine.depth = Some(depth);
    }
    if let Some(nodes) = nodes {
        if nodes == 0 {
            return Err(ApiError::argument("search nodes: at least 1"));
        }
        engine.nodes = Some(nodes);
    }
    if let Some(ms) = time_ms {
        if !(1..=MAX_TIME_MS).contains(&ms) {
            return Err(ApiError::argument(format!(
                "search time {ms} ms: from 1 to {MAX_TIME_MS}"
            )));
        }
        engine.movetime = Some(Duration::from_millis(ms));
    }
    Ok(engine)
}

/// The result of a search of `root`, as plain data: the best line in SAN
/// as far as its moves are legal (a line from the table may end in a move
/// of another position).
fn search_info(root: &AnyPosition, result: &SearchResult) -> SearchInfo {
    let mut line = Vec::new();
    let mut line_uci = Vec::new();
    let mut pos = *root;
    for &m in &result.pv {
        if !pos.is_legal(m) {
            break;
        }
        line.push(write_san(&pos, m, Letters::English));
        line_uci.push(pos.uci(m).to_string());
        pos.play_unchecked(m);
    }
    let mate = result.score.mate_moves();
    SearchInfo {
        best_move: result
            .best_move
            .filter(|&m| root.is_legal(m))
            .map(|m| move_info(root, m)),
        score: ScoreInfo {
            cp: mate.is_none().then_some(result.score.0),
            mate,
        },
        line,
        line_uci,
        depth: result.depth,
        nodes: result.nodes,
        time_ms: u64::try_from(result.elapsed.as_millis()).unwrap_or(u64::MAX),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    fn limits(nodes: Option<u64>, depth: Option<u32>, time_ms: Option<u64>) -> SearchLimits {
        SearchLimits {
            nodes,
            depth,
            time_ms,
        }
    }

    #[test]
    fn limits_that_never_stop_or_are_out_of_range_are_refused() {
        for bad in [
            limits(None, None, None),
            limits(Some(0), None, None),
            limits(None, Some(0), None),
            limits(None, Some(MAX_PLY as u32), None),
            limits(None, None, Some(0)),
            limits(None, None, Some(MAX_TIME_MS + 1)),
        ] {
            assert_eq!(
                engine_limits(&bad).unwrap_err().kind,
                ErrorKind::Argument,
                "{bad:?}"
            );
        }
        let ok = engine_limits(&limits(Some(5), Some(3), Some(20))).expect("limits");
        assert_eq!((ok.nodes, ok.depth), (Some(5), Some(3)));
        assert_eq!(ok.movetime, Some(Duration::from_millis(20)));
        assert!(JsEngine::create(Some(0)).is_err());
        assert!(JsEngine::create(Some(MAX_HASH_MIB + 1)).is_err());
    }

    #[test]
    fn a_mate_in_one_by_nodes_with_its_line_in_san() {
        let mut engine = JsEngine::create(Some(1)).expect("an engine");
        let game = AnyGame::from_fen_with(
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "chess".parse().expect("rules"),
        )
        .expect("the position");
        let info = engine
            .search_game(&game, &limits(Some(20_000), None, None))
            .expect("a search");
        assert_eq!(info.best_move.map(|m| m.san), Some("Ra8#".to_owned()));
        assert_eq!(
            info.score,
            ScoreInfo {
                cp: None,
                mate: Some(1)
            }
        );
        assert_eq!(info.line, ["Ra8#"]);
    }
}
