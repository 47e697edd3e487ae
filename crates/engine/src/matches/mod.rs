//! The match runner: N games between two players from seeded, varied
//! openings with colours alternated, every game kept as PGN, and the
//! result as W/D/L and an Elo difference with a 95% interval.
//!
//! Games end by the rules (mate, stalemate, Linear's lost last king), by
//! the automatic draws (fivefold repetition, 75 moves: IV-4), or as a draw
//! the runner claims for the players as soon as one can be claimed
//! (threefold repetition, fifty moves), as an arbiter of engine games
//! would. A game still going at the ply cap is adjudicated a draw (PGN
//! `Termination "adjudication"`).

mod elo;
mod external;
mod player;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use danilchuk_bitboard::SplitMix64;
use danilchuk_board::Color;
use danilchuk_game::{Game, FIVEFOLD, SEVENTY_FIVE_MOVES};

use crate::baseline::{greedy_move, random_move};
use crate::eval::Evaluate;
use crate::Engine;

pub use self::elo::Tally;
pub use self::player::{BadPlayer, PlayerSpec};

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The first player (the one the tally counts for).
    pub first: PlayerSpec,
    /// The second player.
    pub second: PlayerSpec,
    /// Games to play (pairs share an opening, colours swapped).
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
    /// The words after `go` for external engines.
    pub uci_go: String,
    /// The transposition table per engine player, MiB.
    pub hash_mib: usize,
}

impl Default for MatchConfig {
    fn default() -> MatchConfig {
        MatchConfig {
            first: PlayerSpec::Engine(crate::Limits::nodes(20_000)),
            second: PlayerSpec::Random,
            games: 2,
            seed: 1,
            opening_plies: 6,
            ply_cap: 400,
            threads: 1,
            uci_options: Vec::new(),
            uci_go: "nodes 20000".into(),
            hash_mib: 8,
        }
    }
}

/// One finished game.
#[derive(Clone, Debug)]
pub struct PlayedGame<P> {
    /// The game, opening included.
    pub game: Game<P>,
    /// Whether the first player had White.
    pub first_is_white: bool,
    /// Whether the ply cap ended it.
    pub adjudicated: bool,
}

/// A match's games and tally.
#[derive(Clone, Debug)]
pub struct MatchResult<P> {
    /// The games in order.
    pub games: Vec<PlayedGame<P>>,
    /// The first player's wins, draws and losses.
    pub tally: Tally,
}

/// A player ready to move.
enum Seat {
    Engine(Box<Engine>, crate::Limits),
    Random,
    Greedy,
    Uci(external::External),
}

impl Seat {
    fn new(spec: &PlayerSpec, config: &MatchConfig, variant: Option<&str>) -> Result<Seat, String> {
        Ok(match spec {
            PlayerSpec::Engine(limits) => {
                Seat::Engine(Box::new(Engine::new(config.hash_mib)), limits.clone())
            }
            PlayerSpec::Random => Seat::Random,
            PlayerSpec::Greedy => Seat::Greedy,
            PlayerSpec::Uci(cmd) => Seat::Uci(
                external::External::start(cmd, &config.uci_options, variant, &config.uci_go)
                    .map_err(|e| format!("cannot run {cmd:?}: {e}"))?,
            ),
        })
    }

    fn new_game(&mut self) -> Result<(), String> {
        match self {
            Seat::Engine(e, _) => e.clear(),
            Seat::Uci(x) => x.new_game().map_err(|e| e.to_string())?,
            Seat::Random | Seat::Greedy => {}
        }
        Ok(())
    }

    fn choose<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        rng: &mut SplitMix64,
    ) -> Result<danilchuk_board::Move, String> {
        let pos = game.position();
        let chosen = match self {
            Seat::Engine(e, limits) => e.search(game, limits).best_move,
            Seat::Random => random_move(pos, rng),
            Seat::Greedy => greedy_move(pos, rng),
            Seat::Uci(x) => {
                let fen = game.start_position().fen();
                let moves: Vec<String> = game.uci_moves().iter().map(|m| m.to_string()).collect();
                let text = x.best_move(&fen, &moves).map_err(|e| e.to_string())?;
                Some(
                    pos.parse_uci(&text)
                        .map_err(|e| format!("engine move {text:?}: {e}"))?,
                )
            }
        };
        chosen.ok_or_else(|| "no move in a position that is not over".to_string())
    }
}

/// The opening of game pair `pair`: random legal plies from the start
/// that leave the game going.
fn opening<P: Evaluate>(settings: P::Settings, plies: usize, seed: u64, pair: usize) -> Game<P> {
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
fn claim_draws<P: Evaluate>(game: &mut Game<P>) {
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

fn play_one<P: Evaluate>(
    config: &MatchConfig,
    settings: P::Settings,
    index: usize,
    seats: &mut [Seat; 2],
) -> Result<PlayedGame<P>, String> {
    let first_is_white = index % 2 == 0;
    let mut game = opening::<P>(settings, config.opening_plies, config.seed, index / 2);
    let mut rng = SplitMix64::new(config.seed.wrapping_add(index as u64 * 7919));
    for seat in seats.iter_mut() {
        seat.new_game()?;
    }
    let mut adjudicated = false;
    loop {
        claim_draws(&mut game);
        if game.is_over() {
            break;
        }
        if game.ply() >= config.ply_cap {
            let _ = game.agree_draw();
            adjudicated = true;
            break;
        }
        let white_to_move = game.position().turn() == Color::White;
        let seat = usize::from(white_to_move != first_is_white);
        let m = seats[seat].choose(&game, &mut rng)?;
        game.play(m)
            .map_err(|e| format!("illegal move from player {}: {e}", seat + 1))?;
    }
    Ok(PlayedGame {
        game,
        first_is_white,
        adjudicated,
    })
}

/// Plays the match in rule set `P` with `settings`; `variant` is the
/// `UCI_Variant` name sent to external engines (none for chess).
pub fn run_match<P: Evaluate + Send>(
    config: &MatchConfig,
    settings: P::Settings,
    variant: Option<&str>,
    mut on_game: impl FnMut(usize, &PlayedGame<P>) + Send,
) -> Result<MatchResult<P>, String>
where
    P::Settings: Send + Sync,
{
    let next = AtomicUsize::new(0);
    let slots: Mutex<Vec<Option<PlayedGame<P>>>> = Mutex::new(vec![None; config.games]);
    let report = Mutex::new(&mut on_game);
    let error: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                let run = || -> Result<(), String> {
                    let mut seats = [
                        Seat::new(&config.first, config, variant)?,
                        Seat::new(&config.second, config, variant)?,
                    ];
                    loop {
                        let i = next.fetch_add(1, Ordering::SeqCst);
                        if i >= config.games || error.lock().map_or(true, |e| e.is_some()) {
                            return Ok(());
                        }
                        let played = play_one::<P>(config, settings, i, &mut seats)?;
                        if let Ok(mut f) = report.lock() {
                            f(i, &played);
                        }
                        if let Ok(mut s) = slots.lock() {
                            s[i] = Some(played);
                        }
                    }
                };
                if let Err(e) = run() {
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
    let games: Vec<PlayedGame<P>> = slots
        .into_inner()
        .map_err(|_| "a match thread panicked".to_string())?
        .into_iter()
        .flatten()
        .collect();
    let mut tally = Tally::default();
    for g in &games {
        match g.game.outcome().and_then(|o| o.winner()) {
            None => tally.draws += 1,
            Some(winner) if (winner == Color::White) == g.first_is_white => tally.wins += 1,
            Some(_) => tally.losses += 1,
        }
    }
    Ok(MatchResult { games, tally })
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
    if played.adjudicated {
        pgn.set_tag("Termination", "adjudication");
    }
    let mut text = String::new();
    let _ = danilchuk_notation::pgn::write_game(&pgn, &mut text);
    text
}
