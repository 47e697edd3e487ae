//! One game at the board: a [`danilchuk_game::AnyGame`], who plays against
//! whom, and the clocks. Every way the game can grow (a move, the
//! computer's move, a FEN or a PGN record loaded) meets the same cap,
//! [`MAX_PLIES`].

use std::time::Duration;

use web_time::{SystemTime, UNIX_EPOCH};

use danilchuk_board::{Color, Move, Position, Role, Square};
use danilchuk_game::{AnyGame, GameError};
use danilchuk_notation::pgn::{write_game, PgnGame, PgnReader};
use danilchuk_notation::PgnErrorKind;
use danilchuk_variant::Rules;

use super::analysis::{analyse, ANALYSIS_NODES};
use super::attempt::{move_by_squares, move_by_text};
use super::clock::{Clock, TimeControl};
use super::computer::{self, COMPUTER_NAME};
use super::gate::Gate;
use super::snapshot::{AnalysisView, Snapshot};
use super::views::{color_name, snapshot};
use crate::{Refusal, Strength};

/// The most half-moves a game may have on the board; a move past it is
/// refused, and so is a record (PGN) longer than it, so that no client can
/// grow a game without bound (an Immortal game never runs out of units).
pub const MAX_PLIES: usize = 1200;

/// Who plays against the player at the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Another person at the same screen: the board plays both sides.
    Person,
    /// The computer, playing `side` at a strength.
    Computer {
        /// The computer's side.
        side: Color,
        /// How well it plays.
        strength: Strength,
    },
}

/// A game at the board: the game itself, the opponent, and the clocks if
/// it is played on time.
///
/// ```
/// use danilchuk_play::{Opponent, Rules, Session};
/// let mut session = Session::new(Rules::Immortal, Opponent::Person);
/// session.play_text("e4")?;
/// session.play_text("Кb8-c6")?;
/// assert_eq!(session.game().ply(), 2);
/// assert_eq!(session.snapshot().history[1].san, "Nc6");
/// # Ok::<(), danilchuk_play::Refusal>(())
/// ```
#[derive(Clone, Debug)]
pub struct Session {
    game: AnyGame,
    opponent: Opponent,
    clock: Option<Clock>,
    flagged: Option<Color>,
    /// Counts the changes of the game: an asker that knows a version is
    /// sent only the moves played since ([`Session::snapshot_since`]).
    version: u64,
    /// The version at which moves were last taken off the game (an undo, a
    /// new position): an asker that knows an older version has moves that
    /// are no longer the game's.
    cut: u64,
}

impl Session {
    /// A game of `rules` from the starting position.
    #[must_use]
    pub fn new(rules: Rules, opponent: Opponent) -> Session {
        Session::with_game(AnyGame::starting_with(rules), opponent)
    }

    /// A game of `rules` from a FEN (Part III).
    ///
    /// # Errors
    ///
    /// [`Refusal::Game`] with the FEN's error when it is malformed or not a
    /// position of the rule set.
    pub fn from_fen(rules: Rules, fen: &str, opponent: Opponent) -> Result<Session, Refusal> {
        let game = AnyGame::from_fen_with(fen, rules)?;
        Ok(Session::with_game(game, opponent))
    }

    /// A game read from PGN (its first game); the rule set comes from its
    /// `Variant` and `LineLimit` tags (Part III).
    ///
    /// # Errors
    ///
    /// [`Refusal::TooLong`] for a game (or a variation in it) of more than
    /// [`MAX_PLIES`] half-moves, found before the rest of it is read; [`Refusal::Game`] when the text is
    /// not PGN, holds no game, or a move or the result cannot be replayed.
    pub fn from_pgn(text: &str, opponent: Opponent) -> Result<Session, Refusal> {
        Ok(Session::with_game(game_from_pgn(text)?, opponent))
    }

    fn with_game(game: AnyGame, opponent: Opponent) -> Session {
        Session {
            game,
            opponent,
            clock: None,
            flagged: None,
            version: 0,
            cut: 0,
        }
    }

    /// The same game played on the clock: both sides start with the
    /// control's time; the clocks start with the first move.
    #[must_use]
    pub fn with_clock(self, control: TimeControl) -> Session {
        let mut clock = Clock::new(control);
        if self.game.is_over() {
            clock.stop(self.game.position().turn());
        }
        Session {
            clock: Some(clock),
            ..self
        }
    }

    /// A session read back from the database: the game replayed, its
    /// clocks and flag as they were stored, at the stored version (every
    /// asker's moves are sent again once, as after a cut).
    pub(crate) fn restore(
        game: AnyGame,
        opponent: Opponent,
        clock: Option<Clock>,
        flagged: Option<Color>,
        version: u64,
    ) -> Session {
        Session {
            game,
            opponent,
            clock,
            flagged,
            version,
            cut: version,
        }
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The rule set.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.game.settings()
    }

    /// Who plays against the player.
    #[must_use]
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// The clocks, if the game has a time control.
    #[must_use]
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The side whose time ran out, if one did.
    #[must_use]
    pub fn flagged(&self) -> Option<Color> {
        self.flagged
    }

    /// The number of changes the game has seen (moves, undos, positions
    /// loaded, claims, resignations, a flag's fall).
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Everything the board shows of the game.
    #[must_use]
    pub fn snapshot(&self) -> Snapshot {
        self.snapshot_from(0)
    }

    /// Everything the board shows of the game, without the moves an asker
    /// already has: `version` is the [`Snapshot::version`] it has, `moves`
    /// the number of moves it holds of it. The answer's
    /// [`Snapshot::history_from`] says from which ply its moves start (0,
    /// all of them, when the asker's moves are no longer all the game's).
    #[must_use]
    pub fn snapshot_since(&self, version: u64, moves: usize) -> Snapshot {
        let still_ours = self.cut <= version && version <= self.version && moves <= self.game.ply();
        self.snapshot_from(if still_ours { moves } else { 0 })
    }

    fn snapshot_from(&self, ply: usize) -> Snapshot {
        let mut snap = snapshot(&self.game, ply, self.version);
        if let (Some(flagged), Some(outcome)) = (self.flagged, snap.outcome.as_mut()) {
            outcome.text = format!(
                "{} wins on time: {}'s time ran out",
                color_name(!flagged),
                color_name(flagged)
            );
        }
        snap
    }

    /// The current FEN.
    #[must_use]
    pub fn fen(&self) -> String {
        self.game.position().fen()
    }

    /// Plays the unit of `from` onto `to` (castling: the king onto its
    /// partner, or classically onto its destination), with a promotion
    /// piece where the rules give a choice.
    ///
    /// # Errors
    ///
    /// Why the move is not played: what the rules forbid (the rule set's
    /// reason, the castling condition that fails), a promotion to choose,
    /// the game over, the computer's turn, or the game at [`MAX_PLIES`].
    pub fn play_squares(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, Refusal> {
        self.refuse_if_computers_turn()?;
        let m = move_by_squares(&self.game, from, to, promotion)?;
        self.play(m)
    }

    /// Plays a move written in SAN, long notation or UCI, in English or
    /// Russian letters.
    ///
    /// # Errors
    ///
    /// As [`Session::play_squares`], and the notation crate's error for a
    /// text that names no legal move.
    pub fn play_text(&mut self, text: &str) -> Result<Move, Refusal> {
        self.refuse_if_computers_turn()?;
        let m = move_by_text(&self.game, text)?;
        self.play(m)
    }

    fn refuse_if_computers_turn(&self) -> Result<(), Refusal> {
        match self.opponent {
            Opponent::Computer { side, .. }
                if self.game.position().turn() == side && !self.game.is_over() =>
            {
                Err(Refusal::ComputersTurn)
            }
            _ => Ok(()),
        }
    }

    /// Plays `m` unless the game is full; the mover's clock stops.
    fn play(&mut self, m: Move) -> Result<Move, Refusal> {
        if self.game.ply() >= MAX_PLIES {
            return Err(Refusal::Full { max: MAX_PLIES });
        }
        let mover = self.game.position().turn();
        self.game.play(m)?;
        if let Some(clock) = &mut self.clock {
            clock.moved(mover);
        }
        self.changed();
        Ok(m)
    }

    /// The game changed: a new version; the clocks stop when the game is
    /// over, and run again when a move taken back reopens it.
    fn changed(&mut self) {
        self.version += 1;
        let over = self.game.is_over();
        let turn = self.game.position().turn();
        if let Some(clock) = &mut self.clock {
            if over {
                clock.stop(turn);
            } else {
                clock.resume();
            }
        }
    }

    /// Moves were taken off the game: a new version, which an asker's
    /// older moves do not reach past.
    fn moves_taken_off(&mut self) {
        self.changed();
        self.cut = self.version;
    }

    /// Lets the computer move if it is its turn, at its strength (but at
    /// most strength 2 with under ten seconds on its clock, and 1 under
    /// two). Returns the move it played.
    pub fn let_computer_move(&mut self) -> Option<Move> {
        let Opponent::Computer { side, strength } = self.opponent else {
            return None;
        };
        if self.game.is_over() || self.game.position().turn() != side {
            return None;
        }
        let left = self.clock.as_ref().map(|c| c.left(side, side));
        let m = computer::choose(&self.game, strength_for_time(strength, left))?;
        self.play(m).ok()
    }

    /// Takes back the player's last move (and the computer's reply, so that
    /// it is the player's turn again). Returns the number of moves taken
    /// back; a game lost on time stays lost.
    pub fn undo(&mut self) -> usize {
        if self.flagged.is_some() {
            return 0;
        }
        let was_to_move = self.game.position().turn();
        let mut undone = usize::from(self.game.undo().is_some());
        if let Opponent::Computer { side, .. } = self.opponent {
            if undone == 1 && self.game.position().turn() == side && self.game.ply() > 0 {
                undone += usize::from(self.game.undo().is_some());
            }
        }
        if undone % 2 == 1 {
            if let Some(clock) = &mut self.clock {
                clock.switched(was_to_move);
            }
        }
        if undone > 0 {
            self.moves_taken_off();
        }
        undone
    }

    /// Takes moves back until `side` is to move again with its last move
    /// undone (its move, and the reply if one was made): a take-back both
    /// players agreed to. Returns the number of moves taken back; a game
    /// lost on time stays lost.
    pub(crate) fn take_back_to(&mut self, side: Color) -> usize {
        if self.flagged.is_some() {
            return 0;
        }
        let was_to_move = self.game.position().turn();
        let mut undone = 0;
        while self.game.ply() > 0 && (undone == 0 || self.game.position().turn() != side) {
            if self.game.undo().is_none() {
                break;
            }
            undone += 1;
        }
        if undone % 2 == 1 {
            if let Some(clock) = &mut self.clock {
                clock.switched(was_to_move);
            }
        }
        if undone > 0 {
            self.moves_taken_off();
        }
        undone
    }

    /// Sets up the position of a FEN in the game's rule set, the clocks
    /// started again.
    ///
    /// # Errors
    ///
    /// [`Refusal::Game`] with the FEN's error; the game is then unchanged.
    pub fn load_fen(&mut self, fen: &str) -> Result<(), Refusal> {
        let game = AnyGame::from_fen_with(fen, self.rules())?;
        self.replace(game);
        Ok(())
    }

    /// Replaces the game by one read from PGN (its rule set from its tags),
    /// the clocks started again.
    ///
    /// # Errors
    ///
    /// As [`Session::from_pgn`]; the game is then unchanged.
    pub fn load_pgn(&mut self, text: &str) -> Result<(), Refusal> {
        let game = game_from_pgn(text)?;
        self.replace(game);
        Ok(())
    }

    fn replace(&mut self, game: AnyGame) {
        self.game = game;
        self.flagged = None;
        if let Some(clock) = &mut self.clock {
            *clock = Clock::new(clock.control());
        }
        self.moves_taken_off();
    }

    /// Claims the draw the side to move may claim (threefold repetition,
    /// fifty moves: FIDE 9.2, 9.3, RULES.md I-7, L-9).
    ///
    /// # Errors
    ///
    /// [`Refusal::Game`] when no draw can be claimed or the game is over.
    pub fn claim_draw(&mut self) -> Result<(), Refusal> {
        self.game.claim_draw()?;
        self.changed();
        Ok(())
    }

    /// The side to move resigns.
    ///
    /// # Errors
    ///
    /// [`Refusal::Game`] when the game is already over.
    pub fn resign(&mut self) -> Result<(), Refusal> {
        let turn = self.game.position().turn();
        self.game.resign(turn)?;
        self.changed();
        Ok(())
    }

    /// `side` resigns, on its move or not.
    ///
    /// # Errors
    ///
    /// [`Refusal::Game`] when the game is already over.
    pub fn resign_as(&mut self, side: Color) -> Result<(), Refusal> {
        self.game.resign(side)?;
        self.changed();
        Ok(())
    }

    /// Ends the game as a draw both players agreed to.
    ///
    /// # Errors
    ///
    /// [`Refusal::Game`] when the game is already over.
    pub fn agree_draw(&mut self) -> Result<(), Refusal> {
        self.game.agree_draw()?;
        self.changed();
        Ok(())
    }

    /// Ends the game if the side to move has run out of time: it loses
    /// (recorded as its resignation, so that the result and the PGN are
    /// right). The server calls it before answering each request on the
    /// game.
    pub fn check_clock(&mut self) {
        self.flag_if_fallen();
    }

    /// [`Session::check_clock`], saying whether the flag fell now.
    pub(crate) fn flag_if_fallen(&mut self) -> bool {
        let turn = self.game.position().turn();
        let fell = self.clock.as_ref().is_some_and(|c| c.flag_fell(turn));
        if fell && !self.game.is_over() && self.game.resign(turn).is_ok() {
            self.flagged = Some(turn);
            self.changed();
            return true;
        }
        false
    }

    /// The engine's score and best line, within 200 000 nodes, for the
    /// position after the first `ply` moves (the current one if `None`).
    ///
    /// # Errors
    ///
    /// [`Refusal::NoSuchPly`] past the game's end, and
    /// [`Refusal::NothingToAnalyse`] for a position that ends the game.
    pub fn analyse(&self, ply: Option<usize>) -> Result<AnalysisView, Refusal> {
        analyse(
            &self.game,
            ply.unwrap_or_else(|| self.game.ply()),
            ANALYSIS_NODES,
        )
    }

    /// The game as PGN, its players named (the computer with its
    /// strength) and dated today (UTC).
    ///
    /// # Errors
    ///
    /// [`Refusal::Game`] when a move cannot be written in SAN (never for a
    /// game the board played), [`Refusal::PgnNotWritten`] when the text
    /// cannot be written.
    pub fn pgn(&self) -> Result<String, Refusal> {
        let mut text = String::new();
        write_game(&self.pgn_game()?, &mut text).map_err(|_| Refusal::PgnNotWritten)?;
        Ok(text)
    }

    /// The game as a PGN record ([`Session::pgn`]), for a caller that adds
    /// to it: the players' names, the time control, the end on time.
    pub(crate) fn pgn_game(&self) -> Result<PgnGame, Refusal> {
        let name = |color: Color| match self.opponent {
            Opponent::Computer { side, strength } if side == color => format!(
                "{COMPUTER_NAME} (strength {}, {} nodes a move)",
                strength.level(),
                strength.nodes()
            ),
            // PGN's "unknown" (Seven Tag Roster): a word in no language,
            // where a player gave no name.
            Opponent::Computer { .. } | Opponent::Person => "?".to_string(),
        };
        let today = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let mut pgn = self.game.to_pgn()?;
        for (tag, value) in [
            ("Event", "Danilchuk board game".to_string()),
            ("Site", "danilchuk-play".to_string()),
            ("Date", super::date::pgn_date(today)),
            ("White", name(Color::White)),
            ("Black", name(Color::Black)),
        ] {
            pgn.set_tag(tag, value);
        }
        if let Some(clock) = &self.clock {
            let control = clock.control();
            pgn.set_tag(
                "TimeControl",
                format!(
                    "{}+{}",
                    control.initial.as_secs(),
                    control.increment.as_secs()
                ),
            );
        }
        if self.flagged.is_some() {
            pgn.set_tag("Termination", "time forfeit");
        }
        Ok(pgn)
    }
}

/// Readers of PGN records at once in the process (see [`Gate`]).
static PGN_READERS: Gate = Gate::new(2);

/// The first game of a PGN text, refused as soon as a line of it passes
/// [`MAX_PLIES`] moves. Its comments and variations are not kept (the board
/// keeps the main line only), and at most two records are read at once.
fn game_from_pgn(text: &str) -> Result<AnyGame, Refusal> {
    let _pass = PGN_READERS.enter();
    let pgn = PgnReader::new(text.as_bytes())
        .skip_comments(true)
        .skip_variations(true)
        .max_moves(MAX_PLIES)
        .next()
        .ok_or(GameError::NoPgnGame)?
        .map_err(|e| match e.kind {
            PgnErrorKind::TooManyMoves(max) => Refusal::TooLong { max },
            _ => GameError::from(e).into(),
        })?;
    Ok(AnyGame::from_pgn_game(&pgn)?)
}

/// The strength the computer plays at with `left` on its clock: its own,
/// but at most level 2 (2 000 nodes) under ten seconds and level 1 under
/// two, so that a short clock is not lost by thinking.
fn strength_for_time(strength: Strength, left: Option<Duration>) -> Strength {
    let cap = match left {
        Some(left) if left < Duration::from_secs(2) => Strength::MIN,
        Some(left) if left < Duration::from_secs(10) => Strength::new(2).unwrap_or(Strength::MIN),
        _ => Strength::MAX,
    };
    strength.min(cap)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_plays_faster_on_a_short_clock() {
        let level = |n| Strength::new(n).expect("a level");
        let secs = |s| Some(Duration::from_secs(s));
        assert_eq!(strength_for_time(level(4), None), level(4));
        assert_eq!(strength_for_time(level(4), secs(60)), level(4));
        assert_eq!(strength_for_time(level(4), secs(5)), level(2));
        assert_eq!(strength_for_time(level(1), secs(5)), level(1));
        assert_eq!(strength_for_time(level(5), secs(1)), level(1));
    }

    #[test]
    fn an_asker_is_sent_only_the_moves_it_lacks_while_they_are_still_the_games() {
        let mut session = Session::new(Rules::Chess, Opponent::Person);
        for text in ["e4", "e5", "Nf3"] {
            session.play_text(text).expect("legal");
        }
        let seen = session.snapshot();
        assert_eq!((seen.history_from, seen.history.len()), (0, 3));
        let known = (seen.version, seen.history.len());
        assert!(session.snapshot_since(known.0, known.1).history.is_empty());
        session.play_text("Nc6").expect("legal");
        let next = session.snapshot_since(known.0, known.1);
        assert_eq!((next.history_from, next.history.len()), (3, 1));
        assert_eq!(next.history[0].san, "Nc6");
        // Two moves taken back and another played: the asker's third move
        // is no longer the game's.
        session.undo();
        session.undo();
        session.play_text("Nc3").expect("legal");
        let after_cut = session.snapshot_since(known.0, known.1);
        assert_eq!(after_cut.history_from, 0);
        assert_eq!(after_cut.history.len(), 3);
        assert_eq!(after_cut.history[2].san, "Nc3");
        // Nonsense from the asker gets the whole history.
        for (version, moves) in [(u64::MAX, 1), (after_cut.version, 99)] {
            assert_eq!(session.snapshot_since(version, moves).history.len(), 3);
        }
    }

    #[test]
    fn a_pgn_record_past_the_cap_is_refused_before_it_is_replayed() {
        // Past the cap, even moves that could never be replayed are not
        // looked at, in the main line or in a variation.
        let too_long = Refusal::TooLong { max: MAX_PLIES };
        let long = "a1a1 ".repeat(MAX_PLIES + 1);
        let refused = Session::from_pgn(&long, Opponent::Person).unwrap_err();
        assert_eq!(refused, too_long);
        let variation = format!("1. e4 ({}) *", "a1a1 ".repeat(MAX_PLIES + 1));
        let refused = Session::from_pgn(&variation, Opponent::Person).unwrap_err();
        assert_eq!(refused, too_long);
        let full = "a1a1 ".repeat(MAX_PLIES);
        let refused = Session::from_pgn(&full, Opponent::Person).unwrap_err();
        assert!(matches!(refused, Refusal::Game(_)), "{refused:?}");
    }
}
