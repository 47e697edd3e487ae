//! The game: a start position, the moves played, and the draws that need
//! the history.

use danilchuk_board::{Move, Outcome, UciMove};
use danilchuk_variant::AnyPosition;

#[cfg(doc)]
use danilchuk_board::Position;

use crate::end::{end_of, Declared};
use crate::repetition::RepetitionForm;
use crate::{GameError, GameRules};

/// One position of the game with what the game layer knows about it.
#[derive(Clone, Debug)]
pub(crate) struct Entry<P> {
    pos: P,
    form: RepetitionForm<P>,
    /// How many times this position has occurred, this time included.
    pub(crate) repetitions: u32,
    /// The rule set's end or an automatic draw.
    pub(crate) end: Option<Outcome>,
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
/// 3. the automatic draws of classical chess (see [`GameRules`]): a dead
///    position by insufficient material, the fivefold repetition and the
///    seventy-five-move rule (FIDE 5.2.2, 9.6). Checkmate and stalemate
///    take precedence, as FIDE 9.6.2 says.
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
#[derive(Clone, Debug)]
pub struct Game<P> {
    start: Entry<P>,
    /// The positions after each move of `moves`.
    later: Vec<Entry<P>>,
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
/// use danilchuk_game::{AnyGame, Rules};
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
        let end = end_of(&start, 1);
        Game {
            start: Entry {
                form: RepetitionForm::of(&start),
                pos: start,
                repetitions: 1,
                end,
            },
            later: Vec::new(),
            moves: Vec::new(),
            redo: Vec::new(),
            declared: None,
        }
    }

    /// A game from the starting position with default settings.
    pub fn starting() -> Game<P> {
        Game::new(P::starting())
    }

    /// A game from the starting position with these settings (Linear's
    /// line limit).
    pub fn starting_with(settings: P::Settings) -> Game<P> {
        Game::new(P::starting_with(settings))
    }

    /// A game from a FEN (Part III) with these settings.
    pub fn from_fen_with(fen: &str, settings: P::Settings) -> Result<Game<P>, GameError> {
        Ok(Game::new(P::from_fen_with(fen, settings)?))
    }

    /// The current position.
    pub fn position(&self) -> &P {
        &self.current().pos
    }

    /// The start position.
    pub fn start_position(&self) -> &P {
        &self.start.pos
    }

    /// The game's settings (those of the start position).
    pub fn settings(&self) -> P::Settings {
        self.start.pos.settings()
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
    /// one last.
    pub fn positions(&self) -> impl Iterator<Item = &P> + '_ {
        core::iter::once(&self.start.pos).chain(self.later.iter().map(|e| &e.pos))
    }

    /// The position after `ply` moves (0 is the start position).
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        self.entry_at(ply).map(|e| &e.pos)
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
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
        self.refuse_if_over()?;
        let mut pos = self.position().clone();
        pos.play(m)?;
        let entry = self.entry_after(pos);
        self.later.push(entry);
        self.moves.push(m);
        if self.redo.last() == Some(&m) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        Ok(())
    }

    /// Plays a move given in the rule set's UCI form (Part III) and returns it.
    pub fn play_uci(&mut self, uci: &str) -> Result<Move, GameError> {
        self.refuse_if_over()?;
        let m = self.position().parse_uci(uci)?;
        self.play(m)?;
        Ok(m)
    }

    /// Takes back the last move, with any draw claimed or agreed or any
    /// resignation after it, and puts the move on the redo list. `None` if
    /// no move was played.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.later.pop();
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

    pub(crate) fn current(&self) -> &Entry<P> {
        self.later.last().unwrap_or(&self.start)
    }

    fn entry_at(&self, ply: usize) -> Option<&Entry<P>> {
        match ply.checked_sub(1) {
            None => Some(&self.start),
            Some(i) => self.later.get(i),
        }
    }

    /// The entry for `pos`, the position after one more move.
    fn entry_after(&self, pos: P) -> Entry<P> {
        let form = RepetitionForm::of(&pos);
        let repetitions = self.earlier_occurrences(&pos, &form) + 1;
        let end = end_of(&pos, repetitions);
        Entry {
            pos,
            form,
            repetitions,
            end,
        }
    }

    /// How many times `pos`, about to be the position after `ply() + 1`
    /// moves, occurred before. Only positions with the same side to move
    /// (every other one) are looked at, and where the rule set allows, only
    /// those since the last capture or pawn move. The most recent match
    /// already knows how many came before it.
    fn earlier_occurrences(&self, pos: &P, form: &RepetitionForm<P>) -> u32 {
        let ply = self.ply() + 1;
        let oldest = if pos.reset_is_irreversible() {
            ply.saturating_sub(usize::try_from(pos.halfmoves()).unwrap_or(usize::MAX))
        } else {
            0
        };
        let mut earlier = ply.checked_sub(2);
        while let Some(i) = earlier.filter(|&i| i >= oldest) {
            if let Some(e) = self.entry_at(i) {
                if form.same(pos, &e.form, &e.pos) {
                    return e.repetitions;
                }
            }
            earlier = i.checked_sub(2);
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
        self.start.pos == other.start.pos
            && self.moves == other.moves
            && self.redo == other.redo
            && self.declared == other.declared
    }
}

impl<P: GameRules> Eq for Game<P> {}
