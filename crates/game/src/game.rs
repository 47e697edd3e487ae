//! The game: a start position, the moves played, and the draws that need
//! the history.

use danilchuk_board::{Move, Outcome, UciMove, Zobrist};
use danilchuk_variant::AnyPosition;

#[cfg(doc)]
use danilchuk_board::Position;

use crate::declared::Declared;
use crate::repetition::{repetition_key, LatestByKey};
use crate::rules_end::end_of;
use crate::{GameError, GameRules};

/// Every how many plies a full position is kept; the others are replayed
/// from the nearest one before them (at most this many moves).
const SNAPSHOT_EVERY: usize = 32;

/// No earlier ply (the end of a chain of [`Record::prev_same_key`]).
const NO_PLY: u32 = u32::MAX;

/// What the game keeps for each position instead of the position itself
/// (16 bytes).
#[derive(Copy, Clone, Debug)]
struct Record {
    /// The repetition key ([`repetition_key`]).
    key: Zobrist,
    /// How many times this position has occurred, this time included.
    repetitions: u32,
    /// The previous ply with the same key, or [`NO_PLY`].
    prev_same_key: u32,
}

/// A game of a rule set `P`: the start position, the moves played (which
/// can be undone and redone), and the outcome.
///
/// The outcome ([`Game::outcome`]) is, in this order:
/// 1. a draw the players agreed ([`Game::agree_draw`]) or claimed
///    ([`Game::claim_draw`]);
/// 2. the rule set's own end ([`Position::outcome`]):
///    checkmate, stalemate, and Linear's lost last king with its reason
///    (L-5);
/// 3. the automatic draws (see [`GameRules`]): in classical chess a dead
///    position by insufficient material (FIDE 5.2.2); in every rule set the
///    fivefold repetition and the seventy-five-move rule (FIDE 9.6,
///    RULES.md IV-4). Checkmate and stalemate take precedence, as FIDE
///    9.6.2 says.
///
/// A side may also resign ([`Game::resign`]): the outcome is then a win
/// for the other side by [`WinReason::Resignation`](danilchuk_board::WinReason),
/// and [`Game::resigned`] names the side that resigned.
///
/// Once the game is over ([`Game::is_over`]), [`Game::play`] refuses
/// moves. The claimable draws (threefold repetition, fifty-move rule: FIDE
/// 9.2, 9.3, RULES.md I-7, L-9) do not stop the game;
/// [`Game::claimable_draw`] tells whether one can be claimed.
///
/// ```
/// use danilchuk_board::DrawReason;
/// use danilchuk_classical::Chess;
/// use danilchuk_game::Game;
///
/// let mut game = Game::<Chess>::starting();
/// for _ in 0..2 {
///     for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
///         game.play_uci(uci)?;
///     }
/// }
/// assert_eq!(game.repetition_count(), 3);
/// assert_eq!(game.outcome(), None);
/// assert_eq!(game.claimable_draw(), Some(DrawReason::ThreefoldRepetition));
/// assert_eq!(game.undo().map(|m| m.to_string()), Some("f6-g8".to_string()));
/// assert_eq!(game.claimable_draw(), None);
/// # Ok::<(), danilchuk_game::GameError>(())
/// ```
///
/// **Cost.** A game keeps its moves, 16 bytes per position (a repetition
/// key, a count and a link), one full position every 32 plies, and a hash
/// table from keys to their latest ply; a position in between is replayed
/// from the nearest kept one. Finding an earlier occurrence of a position
/// is one table look-up; a hit is confirmed by the rule set's full
/// comparison (so a hash collision never declares a false draw). That
/// holds for every rule set: the search is never cut at the last capture
/// or pawn move, which in Immortal chess a later swap can undo (I-1).
#[derive(Clone, Debug)]
pub struct Game<P> {
    current: P,
    /// The end of the current position (rules or automatic draw).
    end: Option<Outcome>,
    /// `snapshots[i]` is the position after `i * SNAPSHOT_EVERY` moves;
    /// `snapshots[0]` is the start position.
    snapshots: Vec<P>,
    /// `records[n]` is the position after `n` moves.
    records: Vec<Record>,
    latest: LatestByKey,
    moves: Vec<Move>,
    /// Undone moves; the last one is the next to redo.
    redo: Vec<Move>,
    /// A claimed or agreed draw or a resignation, for the current position.
    pub(crate) declared: Option<Declared>,
}

/// A game whose rule set is chosen at run time ([`AnyPosition`], with
/// [`danilchuk_variant::Rules`] as its settings).
///
/// ```
/// use danilchuk_game::AnyGame;
/// use danilchuk_variant::Rules;
///
/// let mut game = AnyGame::starting_with("linear2".parse()?);
/// game.play_uci("g1f3")?;
/// assert_eq!(game.settings(), Rules::Linear(danilchuk_linear::LineLimit::Two));
/// let pgn = game.to_pgn_string()?;
/// assert!(pgn.contains("[Variant \"Linear\"]") && pgn.contains("[LineLimit \"2\"]"));
/// assert_eq!(AnyGame::from_pgn(&pgn)?, game);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type AnyGame = Game<AnyPosition>;

impl<P: GameRules> Game<P> {
    /// A game from `start`.
    pub fn new(start: P) -> Game<P> {
        let key = repetition_key(&start);
        let mut latest = LatestByKey::default();
        latest.insert(key, 0);
        Game {
            end: end_of(&start, 1),
            current: start.clone(),
            snapshots: vec![start],
            records: vec![Record {
                key,
                repetitions: 1,
                prev_same_key: NO_PLY,
            }],
            latest,
            moves: Vec::new(),
            redo: Vec::new(),
            declared: None,
        }
    }

    /// A game from the starting position with default settings.
    #[must_use]
    pub fn starting() -> Game<P> {
        Game::new(P::starting())
    }

    /// A game from the starting position with these settings (Linear's
    /// line limit, or the [`Rules`](danilchuk_variant::Rules) of an
    /// [`AnyGame`]).
    pub fn starting_with(settings: P::Settings) -> Game<P> {
        Game::new(P::starting_with(settings))
    }

    /// A game from a FEN (Part III) with these settings.
    ///
    /// # Errors
    ///
    /// [`GameError::Fen`] when the FEN is malformed or no position of the rule
    /// set with these settings.
    pub fn from_fen_with(fen: &str, settings: P::Settings) -> Result<Game<P>, GameError> {
        Ok(Game::new(P::from_fen_with(fen, settings)?))
    }

    /// The current position.
    pub fn position(&self) -> &P {
        &self.current
    }

    /// The start position.
    pub fn start_position(&self) -> &P {
        &self.snapshots[0]
    }

    /// The game's settings (those of the start position).
    pub fn settings(&self) -> P::Settings {
        self.start_position().settings()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The moves played, in the rule set's UCI form (Part III).
    pub fn uci_moves(&self) -> Vec<UciMove> {
        self.positions()
            .zip(&self.moves)
            .map(|(pos, &m)| pos.uci(m))
            .collect()
    }

    /// The number of moves played (half-moves).
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// Every position of the game, the start position first and the current
    /// one last, replayed from the start (the game does not keep them all).
    pub fn positions(&self) -> impl Iterator<Item = P> + '_ {
        let mut pos = self.start_position().clone();
        let mut moves = self.moves.iter();
        let mut done = false;
        core::iter::from_fn(move || {
            if done {
                return None;
            }
            let this = pos.clone();
            match moves.next() {
                Some(&m) => pos.play_unchecked(m),
                None => done = true,
            }
            Some(this)
        })
    }

    /// The position after `ply` moves (0 is the start position), replayed
    /// from the nearest kept position (at most 31 moves).
    pub fn position_at(&self, ply: usize) -> Option<P> {
        if ply == self.ply() {
            return Some(self.current.clone());
        }
        self.replayed(ply)
    }

    /// The position after `ply` moves, replayed from the kept position
    /// before it.
    fn replayed(&self, ply: usize) -> Option<P> {
        let moves = self.moves.get(..ply)?;
        let kept = ply / SNAPSHOT_EVERY;
        let mut pos = self.snapshots[kept].clone();
        for &m in &moves[kept * SNAPSHOT_EVERY..] {
            pos.play_unchecked(m);
        }
        Some(pos)
    }

    /// The undone moves that [`Game::redo`] would play, next first.
    pub fn redo_moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.redo.iter().rev().copied()
    }

    /// The undone moves in the rule set's UCI form, next first.
    pub fn redo_uci_moves(&self) -> Vec<UciMove> {
        let mut pos = self.position().clone();
        self.redo_moves()
            .map(|m| {
                let uci = pos.uci(m);
                pos.play_unchecked(m);
                uci
            })
            .collect()
    }

    /// Plays `m`. Refused if the game is over or the move is illegal; the
    /// game is then unchanged. Playing the next move of the redo list keeps
    /// the rest of that list; any other move clears it.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] or [`GameError::Resigned`] once the game is
    /// over, [`GameError::IllegalMove`] with the reason when `m` is not legal
    /// here.
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
        self.refuse_if_over()?;
        let mut pos = self.current.clone();
        pos.play(m)?;
        self.push(m, pos);
        if self.redo.last() == Some(&m) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        Ok(())
    }

    /// Plays a move given in the rule set's UCI form (Part III) and returns it.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] or [`GameError::Resigned`] once the game is
    /// over, [`GameError::Uci`] when the text is not a UCI move or names no
    /// legal move ([`GameError::illegality`] says why).
    pub fn play_uci(&mut self, uci: &str) -> Result<Move, GameError> {
        self.refuse_if_over()?;
        let m = self.position().parse_uci(uci)?;
        self.play(m)?;
        Ok(m)
    }

    /// Plays a move as a person types it or a program sends it, and returns
    /// it: white space around the text is dropped (a trailing line break
    /// included), and the text may be SAN, long notation or UCI, in English
    /// or Russian letters ([`danilchuk_notation::parse_move`]).
    /// [`Game::play_san`] does the same and also gives the move's SAN.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] or [`GameError::Resigned`] once the game is
    /// over; [`GameError::Notation`] when the text is not a move or names
    /// no legal move ([`GameError::illegality`] then says why). The game is
    /// unchanged.
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use danilchuk_game::AnyGame;
    ///
    /// let mut game = AnyGame::starting_with("linear".parse()?);
    /// game.play_typed("e2e4\n")?;
    /// game.play_typed(" Кb8-c6 ")?;
    /// game.play_typed("O-O-O")?;
    /// assert_eq!(game.ply(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[deprecated(
        since = "0.6.0",
        note = "use `play_san(text, letters)` (its `mv`): the one way to play a typed move"
    )]
    pub fn play_typed(&mut self, text: &str) -> Result<Move, GameError> {
        self.play_typed_move(text)
    }

    /// Reads and plays a typed move (white space around it dropped).
    pub(crate) fn play_typed_move(&mut self, text: &str) -> Result<Move, GameError> {
        self.refuse_if_over()?;
        let m = danilchuk_notation::parse_move(self.position(), text.trim())?;
        self.play(m)?;
        Ok(m)
    }

    /// Takes back the last move, with any draw claimed or agreed or any
    /// resignation after it, and puts the move on the redo list. `None` if
    /// no move was played.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        let ply = self.moves.len() + 1;
        if let Some(undone) = self.records.pop() {
            match undone.prev_same_key {
                NO_PLY => self.latest.remove(&undone.key),
                prev => self.latest.insert(undone.key, prev),
            };
        }
        if ply % SNAPSHOT_EVERY == 0 {
            self.snapshots.pop();
        }
        if let Some(pos) = self.replayed(ply - 1) {
            self.current = pos;
        }
        self.end = end_of(&self.current, self.repetitions());
        self.redo.push(m);
        self.declared = None;
        Some(m)
    }

    /// Plays the last undone move again. `None` if there is none, or if the
    /// game is over (a draw was agreed or claimed, or a side resigned, after
    /// the undo).
    pub fn redo(&mut self) -> Option<Move> {
        let m = *self.redo.last()?;
        self.play(m).ok()?;
        Some(m)
    }

    /// The end of the current position by the rules or an automatic draw.
    pub(crate) fn rules_end(&self) -> Option<Outcome> {
        self.end
    }

    /// How many times the current position has occurred.
    pub(crate) fn repetitions(&self) -> u32 {
        self.records.last().map_or(1, |r| r.repetitions)
    }

    /// Records `pos`, the position after `m`, as the current one.
    fn push(&mut self, m: Move, pos: P) {
        let key = repetition_key(&pos);
        let prev_same_key = self.latest.get(&key).copied().unwrap_or(NO_PLY);
        let repetitions = self.earlier_occurrences(&pos, prev_same_key) + 1;
        self.moves.push(m);
        let ply = self.moves.len();
        // A game of 4 billion plies cannot fit in memory; were one reached,
        // its later plies would only go unlinked (a missed repetition, never
        // a false one).
        if let Ok(index) = u32::try_from(ply) {
            self.latest.insert(key, index);
        }
        self.records.push(Record {
            key,
            repetitions,
            prev_same_key,
        });
        if ply % SNAPSHOT_EVERY == 0 {
            self.snapshots.push(pos.clone());
        }
        self.end = end_of(&pos, repetitions);
        self.current = pos;
    }

    /// How many times `pos` occurred before, walking the plies with its key
    /// from the latest: the first one that is really the same position
    /// already knows how many came before it.
    fn earlier_occurrences(&self, pos: &P, mut candidate: u32) -> u32 {
        while candidate != NO_PLY {
            let index = candidate as usize;
            let Some(record) = self.records.get(index) else {
                break;
            };
            if self
                .position_at(index)
                .is_some_and(|earlier| earlier.same_for_repetition(pos))
            {
                return record.repetitions;
            }
            candidate = record.prev_same_key;
        }
        0
    }
}

impl<P: GameRules> Default for Game<P> {
    fn default() -> Game<P> {
        Game::starting()
    }
}

impl<P: GameRules> PartialEq for Game<P> {
    /// Same start position (counters included), moves, redo list, and
    /// claimed or agreed draw or resignation.
    fn eq(&self, other: &Game<P>) -> bool {
        self.start_position() == other.start_position()
            && self.moves == other.moves
            && self.redo == other.redo
            && self.declared == other.declared
    }
}

impl<P: GameRules> Eq for Game<P> {}
