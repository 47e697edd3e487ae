//! The data generator: engine-vs-engine games at a small node limit from
//! seeded random openings, writing the quiet positions they pass through
//! with the game's result, as training data for the tuner
//! ([`crate::tune`]): one `FEN | RESULT` line each, RESULT from White's
//! view (1, 0.5, 0).
//!
//! A position is kept when the side to move is not in danger (check, or in
//! Linear an attack on its last king), the rules have not decided it, the
//! engine's best move there is quiet (no capture or promotion) and its
//! score is not a mate: the static evaluation can then speak for it.

use danilchuk_board::Color;
use danilchuk_game::Game;

use crate::matches::{claim_draws, opening};
use crate::score::MATE_BOUND;
use crate::{Engine, Evaluate, Limits};

/// How the data is generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DatagenConfig {
    /// Games to play.
    pub games: usize,
    /// The seed of the openings.
    pub seed: u64,
    /// Random plies from the start before the engine plays (and before
    /// positions are kept).
    pub random_plies: usize,
    /// The engine's node limit per move.
    pub nodes: u64,
    /// Plies after which a game is adjudicated a draw.
    pub ply_cap: usize,
}

impl Default for DatagenConfig {
    fn default() -> DatagenConfig {
        DatagenConfig {
            games: 10,
            seed: 1,
            random_plies: 8,
            nodes: 5_000,
            ply_cap: 300,
        }
    }
}

/// A kept position and its game's result for White.
#[derive(Clone, Debug, PartialEq)]
pub struct Labelled {
    /// The position's FEN.
    pub fen: String,
    /// 1 (White won), 0.5 or 0.
    pub result: f64,
}

impl Labelled {
    /// The line the tuner reads.
    pub fn line(&self) -> String {
        format!("{} | {}", self.fen, self.result)
    }
}

/// White's result of a finished game (a game still going counts as a draw).
fn white_result<P: Evaluate>(game: &Game<P>) -> f64 {
    match game.outcome().and_then(|o| o.winner()) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    }
}

/// Plays game `index` and returns its kept positions.
pub fn play_game<P: Evaluate>(
    config: &DatagenConfig,
    settings: P::Settings,
    engine: &mut Engine,
    index: usize,
) -> Vec<Labelled> {
    let mut game = opening::<P>(settings, config.random_plies, config.seed, index);
    engine.clear();
    let limits = Limits::nodes(config.nodes);
    let mut kept = Vec::new();
    loop {
        claim_draws(&mut game);
        if game.is_over() || game.ply() >= config.ply_cap {
            break;
        }
        let result = engine.search(&game, &limits);
        let Some(best) = result.best_move else {
            break;
        };
        let pos = game.position();
        let quiet = !pos.in_danger()
            && pos.decided().is_none()
            && pos.tactical_order(best).is_none()
            && result.score.0.abs() < MATE_BOUND;
        if quiet {
            kept.push(pos.fen());
        }
        if game.play(best).is_err() {
            break;
        }
    }
    let result = white_result(&game);
    kept.into_iter()
        .map(|fen| Labelled { fen, result })
        .collect()
}

/// Plays `config.games` games on `threads` threads, handing each game's
/// positions to `sink` as it ends.
pub fn generate<P: Evaluate + Send>(
    config: &DatagenConfig,
    settings: P::Settings,
    threads: usize,
    hash_mib: usize,
    sink: impl FnMut(usize, Vec<Labelled>) + Send,
) where
    P::Settings: Send + Sync,
{
    let next = std::sync::atomic::AtomicUsize::new(0);
    let sink = std::sync::Mutex::new(sink);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let mut engine = Engine::new(hash_mib);
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    if i >= config.games {
                        return;
                    }
                    let kept = play_game::<P>(config, settings, &mut engine, i);
                    if let Ok(mut f) = sink.lock() {
                        f(i, kept);
                    }
                }
            });
        }
    });
}
