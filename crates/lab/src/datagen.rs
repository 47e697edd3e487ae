//! The data generator: engine-vs-engine games at a small node limit from
//! seeded random openings, writing the quiet positions they pass through
//! with the game's result, as training data for the tuner
//! ([`crate::tune`]) and the network trainer (`danilchuk-train`): one
//! `FEN | SCORE | RESULT` line each, SCORE the search's score in
//! centipawns and RESULT (1, 0.5, 0), both from White's view. The tuner
//! reads the first and last fields, so the older `FEN | RESULT` lines
//! (and those of an external engine that gave no centipawn score) read
//! as before.
//!
//! A position is kept when the side to move is not in danger (check, or in
//! Linear an attack on its last king), the rules have not decided it, the
//! engine's best move there is quiet (no capture or promotion) and its
//! score is not a mate: the static evaluation can then speak for it.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use danilchuk_board::{Color, Move};
use danilchuk_engine::{Engine, Evaluate, Limits, MATE_BOUND};
use danilchuk_game::Game;

use crate::matches::external::{External, UciScore};
use crate::matches::{claim_draws, opening, ExternalError};

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

/// A kept position, the search's score there and its game's result, both
/// for White.
#[derive(Clone, Debug, PartialEq)]
pub struct Labelled {
    /// The position's FEN.
    pub fen: String,
    /// The search's score in centipawns from White's view (`None`: an
    /// external engine that gave none).
    pub score: Option<i32>,
    /// 1 (White won), 0.5 or 0.
    pub result: f64,
}

impl Labelled {
    /// The line the tuner and the trainer read: `FEN | SCORE | RESULT`, or
    /// `FEN | RESULT` without a score.
    pub fn line(&self) -> String {
        match self.score {
            Some(score) => format!("{} | {} | {}", self.fen, score, self.result),
            None => format!("{} | {}", self.fen, self.result),
        }
    }
}

/// What a player chose: the move, whether its score is a mate, and its
/// score in centipawns from the side to move's view (if not a mate and
/// known).
type Choice = (Move, bool, Option<i32>);

/// White's result of a finished game (a game still going counts as a draw).
fn white_result<P: Evaluate>(game: &Game<P>) -> f64 {
    match game.outcome().and_then(|o| o.winner()) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    }
}

/// Who plays the games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum DataPlayer {
    /// This crate's engine at [`DatagenConfig::nodes`].
    #[default]
    Engine,
    /// An external UCI engine (another program's games label the
    /// positions with results of stronger play), started once per thread.
    Uci {
        /// The command line (split on spaces).
        command: String,
        /// `setoption` pairs (`name`, `value`).
        options: Vec<(String, String)>,
        /// The words after `go`, such as `nodes 5000`.
        go: String,
    },
}

/// A player ready to move.
enum Mover {
    Engine(Box<Engine>),
    Uci(External, String),
}

/// How long an external engine may think about one move.
const UCI_MOVE_TIMEOUT: Duration = Duration::from_secs(60);

impl Mover {
    fn start(
        player: &DataPlayer,
        hash_mib: usize,
        variant: Option<&str>,
    ) -> Result<Mover, ExternalError> {
        Ok(match player {
            DataPlayer::Engine => Mover::Engine(Box::new(Engine::new(hash_mib))),
            DataPlayer::Uci {
                command,
                options,
                go,
            } => Mover::Uci(External::start(command, options, variant)?, go.clone()),
        })
    }

    /// The move chosen in `game`, whether its score is a mate, and the
    /// score.
    fn choose<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        limits: &Limits,
    ) -> Result<Option<Choice>, ExternalError> {
        match self {
            Mover::Engine(engine) => Ok(engine_choice(engine, game, limits)),
            Mover::Uci(x, go) => {
                let fen = game.start_position().fen();
                let moves: Vec<String> = game.uci_moves().iter().map(|m| m.to_string()).collect();
                let (text, score) = x.scored_move(&fen, &moves, go, UCI_MOVE_TIMEOUT)?;
                let mate = matches!(score, Some(UciScore::Mate(_)));
                let cp = match score {
                    Some(UciScore::Centipawns(cp)) => Some(cp),
                    _ => None,
                };
                Ok(game.position().parse_uci(&text).ok().map(|m| (m, mate, cp)))
            }
        }
    }

    fn new_game(&mut self) -> Result<(), ExternalError> {
        match self {
            Mover::Engine(engine) => {
                engine.clear();
                Ok(())
            }
            Mover::Uci(x, _) => x.new_game(),
        }
    }
}

/// Plays game `index` and returns its kept positions.
pub fn play_game<P: Evaluate>(
    config: &DatagenConfig,
    settings: P::Settings,
    engine: &mut Engine,
    index: usize,
) -> Vec<Labelled> {
    engine.clear();
    let played =
        play_with::<P, core::convert::Infallible>(config, settings, index, |game, limits| {
            Ok(engine_choice(engine, game, limits))
        });
    match played {
        Ok(kept) => kept,
        Err(never) => match never {},
    }
}

/// This crate's engine's move in `game`, whether its score is a mate, and
/// the score.
fn engine_choice<P: Evaluate>(
    engine: &mut Engine,
    game: &Game<P>,
    limits: &Limits,
) -> Option<Choice> {
    let r = engine.search(game, limits);
    let mate = r.score.0.abs() >= MATE_BOUND;
    r.best_move.map(|m| (m, mate, (!mate).then_some(r.score.0)))
}

/// Plays game `index`, each move (whether its score is a mate, and the
/// score) from `choose`, and returns its kept positions.
fn play_with<P: Evaluate, E>(
    config: &DatagenConfig,
    settings: P::Settings,
    index: usize,
    mut choose: impl FnMut(&Game<P>, &Limits) -> Result<Option<Choice>, E>,
) -> Result<Vec<Labelled>, E> {
    let mut game = opening::<P>(settings, config.random_plies, config.seed, index);
    let limits = Limits::nodes(config.nodes);
    let mut kept = Vec::new();
    loop {
        claim_draws(&mut game);
        if game.is_over() || game.ply() >= config.ply_cap {
            break;
        }
        let Some((best, mate, score)) = choose(&game, &limits)? else {
            break;
        };
        if keep(game.position(), best, mate) {
            let turn = game.position().turn();
            let white_score = score.map(|s| if turn == Color::White { s } else { -s });
            kept.push((game.position().fen(), white_score));
        }
        if game.play(best).is_err() {
            break;
        }
    }
    Ok(label(&game, kept))
}

/// Whether a position goes into the data: quiet, undecided, no mate seen.
fn keep<P: Evaluate>(pos: &P, best: Move, mate: bool) -> bool {
    !pos.in_danger() && pos.decided().is_none() && pos.tactical_order(best).is_none() && !mate
}

/// The kept positions with the finished game's result.
fn label<P: Evaluate>(game: &Game<P>, kept: Vec<(String, Option<i32>)>) -> Vec<Labelled> {
    let result = white_result(game);
    kept.into_iter()
        .map(|(fen, score)| Labelled { fen, score, result })
        .collect()
}

/// Plays game `index` with `mover` and returns its kept positions.
fn play_game_by<P: Evaluate>(
    config: &DatagenConfig,
    settings: P::Settings,
    mover: &mut Mover,
    index: usize,
) -> Result<Vec<Labelled>, ExternalError> {
    mover.new_game()?;
    play_with::<P, _>(config, settings, index, |game, limits| {
        mover.choose(game, limits)
    })
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
    // This crate's engine cannot fail to start or answer.
    let _ = generate_by::<P>(
        config,
        settings,
        threads,
        hash_mib,
        &DataPlayer::Engine,
        None,
        sink,
    );
}

/// Like [`generate`], with the games played by `player` (`variant`: the
/// `UCI_Variant` an external engine is told, none for chess). Stops at the
/// first failure of an external engine and returns it.
pub fn generate_by<P: Evaluate + Send>(
    config: &DatagenConfig,
    settings: P::Settings,
    threads: usize,
    hash_mib: usize,
    player: &DataPlayer,
    variant: Option<&str>,
    sink: impl FnMut(usize, Vec<Labelled>) + Send,
) -> Result<(), ExternalError>
where
    P::Settings: Send + Sync,
{
    let next = AtomicUsize::new(0);
    let sink = Mutex::new(sink);
    let failure = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let fail = |e: ExternalError| {
                    if let Ok(mut f) = failure.lock() {
                        f.get_or_insert(e);
                    }
                    // No thread takes another game.
                    next.store(usize::MAX / 2, Ordering::SeqCst);
                };
                let mut mover = match Mover::start(player, hash_mib, variant) {
                    Ok(m) => m,
                    Err(e) => return fail(e),
                };
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= config.games {
                        return;
                    }
                    match play_game_by::<P>(config, settings, &mut mover, i) {
                        Ok(kept) => {
                            if let Ok(mut f) = sink.lock() {
                                f(i, kept);
                            }
                        }
                        Err(e) => return fail(e),
                    }
                }
            });
        }
    });
    match failure.into_inner() {
        Ok(Some(e)) => Err(e),
        _ => Ok(()),
    }
}
