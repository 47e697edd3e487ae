//! The match runner: N games between two players from seeded, varied
//! openings with colours alternated, every game kept as PGN, and the
//! result as W/D/L, an Elo difference with a 95% interval, the game pairs'
//! pentanomial counts and, in SPRT mode, the log-likelihood ratio.
//!
//! Games end by the rules (mate, stalemate, Linear's lost last king), by
//! the automatic draws (fivefold repetition, 75 moves: IV-4), as a draw
//! the runner claims for the players as soon as one can be claimed
//! (threefold repetition, fifty moves), as an arbiter of engine games
//! would, or on time: a player that overruns its clock or move time by
//! more than the margin, or an external engine that does not answer in
//! time, loses (PGN `Termination "time forfeit"`). A game still going at
//! the ply cap is adjudicated a draw (PGN `Termination "adjudication"`).

mod elo;
mod error;
pub(crate) mod external;
mod player;
mod sprt;
mod timecontrol;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use danilchuk_bitboard::SplitMix64;
use danilchuk_board::{Color, Move};
use danilchuk_engine::{Engine, Evaluate, Limits};
use danilchuk_game::{Game, FIVEFOLD, SEVENTY_FIVE_MOVES};

use crate::baseline::{greedy_move, random_move};

pub use self::elo::Tally;
pub use self::error::{ExternalError, MatchError};
pub use self::player::{BadPlayer, PlayerSpec};
pub use self::sprt::{BadSprt, Pentanomial, Sprt, Verdict};
pub use self::timecontrol::{BadTimeControl, TimeControl};

/// The node limit of an engine player given no limit and no time control.
pub const DEFAULT_NODES: u64 = 20_000;

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The first player (the one the tally counts for).
    pub first: PlayerSpec,
    /// The second player.
    pub second: PlayerSpec,
    /// Games to play (pairs share an opening, colours swapped); with an
    /// SPRT, the most games to play.
    pub games: usize,
    /// The seed of the openings and of the random players.
    pub seed: u64,
    /// Random plies played from the start to vary the openings.
    pub opening_plies: usize,
    /// Plies after which a game is adjudicated a draw.
    pub ply_cap: usize,
    /// Games played at once.
    pub threads: usize,
    /// `setoption` pairs for external engines.
    pub uci_options: Vec<(String, String)>,
    /// The words after `go` for external engines under
    /// [`TimeControl::PlayerLimits`].
    pub uci_go: String,
    /// The transposition table per engine player, MiB.
    pub hash_mib: usize,
    /// The time control of both players.
    pub time_control: TimeControl,
    /// How far past its time a move may come before it loses on time.
    pub time_margin: Duration,
    /// How long an external engine may think under
    /// [`TimeControl::PlayerLimits`] before it loses on time.
    pub move_timeout: Duration,
    /// Stop as soon as this test decides.
    pub sprt: Option<Sprt>,
}

impl Default for MatchConfig {
    fn default() -> MatchConfig {
        MatchConfig {
            first: PlayerSpec::Engine(Limits::nodes(DEFAULT_NODES)),
            second: PlayerSpec::Random,
            games: 2,
            seed: 1,
            opening_plies: 6,
            ply_cap: 400,
            threads: 1,
            uci_options: Vec::new(),
            uci_go: format!("nodes {DEFAULT_NODES}"),
            hash_mib: 8,
            time_control: TimeControl::PlayerLimits,
            time_margin: Duration::from_millis(200),
            move_timeout: Duration::from_secs(60),
            sprt: None,
        }
    }
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// By the rules, or a draw claimed or applied by the runner.
    Rules,
    /// Adjudicated a draw at the ply cap.
    PlyCap,
    /// The player of this colour lost on time.
    TimeForfeit(Color),
}

/// One finished game.
#[derive(Clone, Debug)]
pub struct PlayedGame<P> {
    /// The game, opening included.
    pub game: Game<P>,
    /// Whether the first player had White.
    pub first_is_white: bool,
    /// How it ended.
    pub end: GameEnd,
}

impl<P: Evaluate> PlayedGame<P> {
    /// The first player's score in half-points: 2 a win, 1 a draw, 0 a loss.
    pub fn first_half_points(&self) -> usize {
        match self.game.outcome().and_then(|o| o.winner()) {
            None => 1,
            Some(winner) if (winner == Color::White) == self.first_is_white => 2,
            Some(_) => 0,
        }
    }
}

/// The state of the SPRT after a game.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SprtStatus {
    /// The log-likelihood ratio of the finished pairs.
    pub llr: f64,
    /// The hypothesis accepted, once the LLR has left its bounds.
    pub verdict: Option<Verdict>,
}

/// A match's games and tally.
#[derive(Clone, Debug)]
pub struct MatchResult<P> {
    /// The finished games in order (with an SPRT that decided, fewer than
    /// [`MatchConfig::games`]).
    pub games: Vec<PlayedGame<P>>,
    /// The first player's wins, draws and losses.
    pub tally: Tally,
    /// The finished game pairs by the first player's score.
    pub pairs: Pentanomial,
    /// The SPRT when it decided (the first LLR outside the bounds), or at
    /// the end.
    pub sprt: Option<SprtStatus>,
}

/// What the runner reports after each game.
#[derive(Debug)]
pub struct Progress<'a, P> {
    /// The game's index, 0-based.
    pub index: usize,
    /// The game.
    pub game: &'a PlayedGame<P>,
    /// The tally so far.
    pub tally: Tally,
    /// The finished pairs so far.
    pub pairs: Pentanomial,
    /// The SPRT so far, in SPRT mode.
    pub sprt: Option<SprtStatus>,
}

/// What a player did with its turn.
enum Turn {
    Move(Move),
    /// It overran its time or did not answer.
    Forfeit,
}

/// A player ready to move.
enum Seat {
    Engine(Box<Engine>, Limits),
    Random,
    Greedy,
    /// The command and the process (none after a hang, until the next game
    /// starts it again).
    Uci(String, Option<external::External>),
}

/// One side's budget for one move: the limits of an engine player, the
/// `go` words of an external one, and the time after which it forfeits.
struct Budget {
    limits: Limits,
    go: String,
    allowed: Option<Duration>,
}

impl Seat {
    fn new(spec: &PlayerSpec, config: &MatchConfig) -> Seat {
        match spec {
            PlayerSpec::Engine(limits) => {
                Seat::Engine(Box::new(Engine::new(config.hash_mib)), limits.clone())
            }
            PlayerSpec::Random => Seat::Random,
            PlayerSpec::Greedy => Seat::Greedy,
            PlayerSpec::Uci(cmd) => Seat::Uci(cmd.clone(), None),
        }
    }

    fn new_game(
        &mut self,
        config: &MatchConfig,
        variant: Option<&str>,
        player: usize,
    ) -> Result<(), MatchError> {
        let external = |source| MatchError::External { player, source };
        match self {
            Seat::Engine(e, _) => e.clear(),
            Seat::Uci(cmd, process) => match process {
                Some(x) => x.new_game().map_err(external)?,
                None => {
                    *process = Some(
                        external::External::start(cmd, &config.uci_options, variant)
                            .map_err(external)?,
                    );
                }
            },
            Seat::Random | Seat::Greedy => {}
        }
        Ok(())
    }

    fn choose<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        budget: &Budget,
        config: &MatchConfig,
        rng: &mut SplitMix64,
        player: usize,
    ) -> Result<Turn, MatchError> {
        let pos = game.position();
        let chosen = match self {
            Seat::Engine(e, own) => {
                let mut limits = budget.limits.clone();
                limits.nodes = own.nodes;
                limits.depth = own.depth;
                limits.movetime = match (own.movetime, limits.movetime) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                if limits == Limits::default() {
                    limits.nodes = Some(DEFAULT_NODES);
                }
                e.search(game, &limits).best_move
            }
            Seat::Random => random_move(pos, rng),
            Seat::Greedy => greedy_move(pos, rng),
            Seat::Uci(_, process) => {
                let Some(x) = process.as_mut() else {
                    return Ok(Turn::Forfeit);
                };
                let fen = game.start_position().fen();
                let moves: Vec<String> = game.uci_moves().iter().map(|m| m.to_string()).collect();
                let timeout = budget
                    .allowed
                    .map_or(config.move_timeout, |t| t + config.time_margin);
                match x.best_move(&fen, &moves, &budget.go, timeout) {
                    Ok(text) => {
                        Some(pos.parse_uci(&text).map_err(|e| MatchError::IllegalMove {
                            player,
                            text: text.clone(),
                            fen: pos.fen(),
                            reason: e.to_string(),
                        })?)
                    }
                    Err(ExternalError::Timeout { .. }) => {
                        // It may answer later, into the next game: start a
                        // fresh process instead.
                        *process = None;
                        return Ok(Turn::Forfeit);
                    }
                    Err(source) => return Err(MatchError::External { player, source }),
                }
            }
        };
        chosen.map(Turn::Move).ok_or_else(|| MatchError::NoMove {
            player,
            fen: pos.fen(),
        })
    }
}

/// The opening of game pair `pair`: random legal plies from the start
/// that leave the game going.
pub(crate) fn opening<P: Evaluate>(
    settings: P::Settings,
    plies: usize,
    seed: u64,
    pair: usize,
) -> Game<P> {
    let mut rng = SplitMix64::new(seed ^ (pair as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
    for _ in 0..100 {
        let mut game = Game::<P>::starting_with(settings);
        for _ in 0..plies {
            let Some(m) = random_move(game.position(), &mut rng) else {
                break;
            };
            if game.play(m).is_err() {
                break;
            }
        }
        if !game.is_over() {
            return game;
        }
    }
    Game::starting_with(settings)
}

/// Ends the game with a draw the runner claims, or by IV-4's automatic
/// draws if the game layer does not apply them to this rule set.
pub(crate) fn claim_draws<P: Evaluate>(game: &mut Game<P>) {
    if game.is_over() {
        return;
    }
    if game.claimable_draw().is_some() {
        let _ = game.claim_draw();
    } else if game.repetition_count() >= FIVEFOLD
        || game.position().halfmoves() >= SEVENTY_FIVE_MOVES
    {
        let _ = game.agree_draw();
    }
}

/// Both colours' clocks, in a clock time control.
struct Clocks {
    left: [Duration; 2],
    increment: Duration,
}

impl Clocks {
    fn budget(&self, turn: Color) -> Budget {
        let [white, black] = self.left;
        let inc = self.increment;
        Budget {
            limits: Limits {
                wtime: Some(white),
                btime: Some(black),
                winc: Some(inc),
                binc: Some(inc),
                ..Limits::default()
            },
            go: format!(
                "wtime {} btime {} winc {} binc {}",
                white.as_millis(),
                black.as_millis(),
                inc.as_millis(),
                inc.as_millis()
            ),
            allowed: Some(self.left[turn as usize]),
        }
    }
}

fn budget(config: &MatchConfig, clocks: Option<&Clocks>, turn: Color) -> Budget {
    match (config.time_control, clocks) {
        (TimeControl::Clock { .. }, Some(c)) => c.budget(turn),
        (TimeControl::MoveTime(t), _) => Budget {
            limits: Limits {
                movetime: Some(t),
                ..Limits::default()
            },
            go: format!("movetime {}", t.as_millis()),
            allowed: Some(t),
        },
        _ => Budget {
            limits: Limits::default(),
            go: config.uci_go.clone(),
            allowed: None,
        },
    }
}

fn play_one<P: Evaluate>(
    config: &MatchConfig,
    settings: P::Settings,
    variant: Option<&str>,
    index: usize,
    seats: &mut [Seat; 2],
) -> Result<PlayedGame<P>, MatchError> {
    let first_is_white = index % 2 == 0;
    let mut game = opening::<P>(settings, config.opening_plies, config.seed, index / 2);
    let mut rng = SplitMix64::new(config.seed.wrapping_add(index as u64 * 7919));
    for (i, seat) in seats.iter_mut().enumerate() {
        seat.new_game(config, variant, i + 1)?;
    }
    let mut clocks = match config.time_control {
        TimeControl::Clock { base, increment } => Some(Clocks {
            left: [base; 2],
            increment,
        }),
        _ => None,
    };
    let mut end = GameEnd::Rules;
    loop {
        claim_draws(&mut game);
        if game.is_over() {
            break;
        }
        if game.ply() >= config.ply_cap {
            let _ = game.agree_draw();
            end = GameEnd::PlyCap;
            break;
        }
        let turn = game.position().turn();
        let seat = usize::from((turn == Color::White) != first_is_white);
        let budget = budget(config, clocks.as_ref(), turn);
        let started = Instant::now();
        let chosen = seats[seat].choose(&game, &budget, config, &mut rng, seat + 1)?;
        let spent = started.elapsed();
        let late = budget
            .allowed
            .is_some_and(|allowed| spent > allowed + config.time_margin);
        match chosen {
            Turn::Move(m) if !late => {
                game.play(m).map_err(|e| MatchError::IllegalMove {
                    player: seat + 1,
                    text: game.position().uci(m).to_string(),
                    fen: game.position().fen(),
                    reason: e.to_string(),
                })?;
                if let Some(c) = clocks.as_mut() {
                    let left = &mut c.left[turn as usize];
                    *left = left.saturating_sub(spent) + c.increment;
                }
            }
            _ => {
                let _ = game.resign(turn);
                end = GameEnd::TimeForfeit(turn);
                break;
            }
        }
    }
    Ok(PlayedGame {
        game,
        first_is_white,
        end,
    })
}

/// The shared state of the match's worker threads.
struct Board<P> {
    slots: Vec<Option<PlayedGame<P>>>,
    tally: Tally,
    pairs: Pentanomial,
    sprt: Option<SprtStatus>,
    decided: Option<SprtStatus>,
}

impl<P: Evaluate> Board<P> {
    /// Records game `i` and returns the progress to report.
    fn record(&mut self, i: usize, played: PlayedGame<P>, config: &MatchConfig) -> SprtDecided {
        match played.first_half_points() {
            2 => self.tally.wins += 1,
            1 => self.tally.draws += 1,
            _ => self.tally.losses += 1,
        }
        if let Some(Some(partner)) = self.slots.get(i ^ 1) {
            self.pairs
                .add(partner.first_half_points() + played.first_half_points());
        }
        self.slots[i] = Some(played);
        if let Some(test) = &config.sprt {
            let llr = test.llr(&self.pairs);
            let status = SprtStatus {
                llr,
                verdict: test.verdict(llr),
            };
            self.sprt = Some(status);
            if status.verdict.is_some() && self.decided.is_none() {
                self.decided = Some(status);
                return SprtDecided::Yes;
            }
        }
        SprtDecided::No
    }
}

#[derive(PartialEq, Eq)]
enum SprtDecided {
    Yes,
    No,
}

/// Plays the match in rule set `P` with `settings`; `variant` is the
/// `UCI_Variant` name sent to external engines (none for chess).
/// `on_game` hears of each game as it ends (from any worker thread).
pub fn run_match<P: Evaluate + Send>(
    config: &MatchConfig,
    settings: P::Settings,
    variant: Option<&str>,
    mut on_game: impl FnMut(&Progress<'_, P>) + Send,
) -> Result<MatchResult<P>, MatchError>
where
    P::Settings: Send + Sync,
{
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let board = Mutex::new(Board {
        slots: vec![None; config.games],
        tally: Tally::default(),
        pairs: Pentanomial::default(),
        sprt: None,
        decided: None,
    });
    let report = Mutex::new(&mut on_game);
    let error: Mutex<Option<MatchError>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                let run = || -> Result<(), MatchError> {
                    let mut seats = [
                        Seat::new(&config.first, config),
                        Seat::new(&config.second, config),
                    ];
                    loop {
                        let i = next.fetch_add(1, Ordering::SeqCst);
                        if i >= config.games || stop.load(Ordering::SeqCst) {
                            return Ok(());
                        }
                        let played = play_one::<P>(config, settings, variant, i, &mut seats)?;
                        let Ok(mut b) = board.lock() else {
                            return Err(MatchError::ThreadPanicked);
                        };
                        if b.record(i, played, config) == SprtDecided::Yes {
                            stop.store(true, Ordering::SeqCst);
                        }
                        if let (Ok(mut f), Some(Some(game))) = (report.lock(), b.slots.get(i)) {
                            f(&Progress {
                                index: i,
                                game,
                                tally: b.tally,
                                pairs: b.pairs,
                                sprt: b.sprt,
                            });
                        }
                    }
                };
                if let Err(e) = run() {
                    stop.store(true, Ordering::SeqCst);
                    if let Ok(mut slot) = error.lock() {
                        slot.get_or_insert(e);
                    }
                }
            });
        }
    });
    if let Some(e) = error.into_inner().ok().flatten() {
        return Err(e);
    }
    let board = board.into_inner().map_err(|_| MatchError::ThreadPanicked)?;
    Ok(MatchResult {
        games: board.slots.into_iter().flatten().collect(),
        tally: board.tally,
        pairs: board.pairs,
        sprt: board.decided.or(board.sprt),
    })
}

/// The game as PGN text with the players' names and the round.
pub fn pgn_text<P: Evaluate>(
    played: &PlayedGame<P>,
    round: usize,
    first: &str,
    second: &str,
) -> String {
    let (white, black) = if played.first_is_white {
        (first, second)
    } else {
        (second, first)
    };
    let Ok(mut pgn) = played.game.to_pgn() else {
        return String::new();
    };
    pgn.set_tag("Event", "danilchuk-match");
    pgn.set_tag("Site", "local");
    pgn.set_tag("Round", round.to_string());
    pgn.set_tag("White", white);
    pgn.set_tag("Black", black);
    match played.end {
        GameEnd::Rules => {}
        GameEnd::PlyCap => pgn.set_tag("Termination", "adjudication"),
        GameEnd::TimeForfeit(_) => pgn.set_tag("Termination", "time forfeit"),
    }
    let mut text = String::new();
    let _ = danilchuk_notation::pgn::write_game(&pgn, &mut text);
    text
}
