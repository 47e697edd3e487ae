//! A game as the board keeps it: the [`Session`], its seats and the
//! players' names, the offers between the players, when each move was
//! played and the times the board was stopped. Every action first checks
//! that the request holds the seat of the side it acts for.

use danilchuk_board::{Color, Move, Position};
use danilchuk_game::GameError;
use danilchuk_notation::pgn::write_game;
use serde::Serialize;

use super::date::{now_ms, utc_time};
use super::message::Message;
use super::random::RandomError;
use super::seats::{ClaimError, GivenTokens, Seat, SeatRefusal, Seating, Seats};
use crate::{Opponent, Refusal, Session};

/// The most characters of a player's name.
pub(crate) const MAX_NAME: usize = 40;

/// When a move was played, and the mover's time left after it (with the
/// increment) on a game with clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stamp {
    /// Milliseconds since the Unix epoch.
    pub(crate) played_ms: u64,
    /// The mover's clock after the move, in milliseconds.
    pub(crate) clock_ms: Option<u64>,
}

/// A time the board was stopped while the game's clock ran: the time
/// between counted on neither clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Interruption {
    /// The moves played when it stopped.
    pub(crate) ply: usize,
    /// When the board was last known to run (Unix milliseconds).
    pub(crate) stopped_ms: u64,
    /// When it started again.
    pub(crate) resumed_ms: u64,
}

/// What one side offers the other and waits for an answer to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Offers {
    /// The side that offers a draw: the other side accepts by offering
    /// too, declines by moving (FIDE 9.1.2).
    pub(crate) draw: Option<Color>,
    /// The side that asks to take back its last move (a game on two
    /// devices): the other side agrees by asking too.
    pub(crate) takeback: Option<Color>,
}

/// What of the table the database holds already.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Stored {
    /// The game's row, once it has one.
    pub(crate) row: Option<i64>,
    /// The first moves whose rows are stored and still the game's.
    pub(crate) moves: usize,
    /// Whether the start position (and rule set) changed since the last
    /// save.
    pub(crate) start_changed: bool,
    /// The first interruptions stored.
    pub(crate) interruptions: usize,
}

/// Why an action on a table was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum TableError {
    /// The rules or the board refused it (422).
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// The request does not hold the seat it needs (403).
    #[error(transparent)]
    Seat(#[from] SeatRefusal),
    /// No token could be made.
    #[error(transparent)]
    Random(#[from] RandomError),
}

impl From<ClaimError> for TableError {
    fn from(error: ClaimError) -> TableError {
        match error {
            ClaimError::Refused(e) => e.into(),
            ClaimError::Random(e) => e.into(),
        }
    }
}

impl From<GameError> for TableError {
    fn from(error: GameError) -> TableError {
        Refusal::from(error).into()
    }
}

/// A game at the board with its seats.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    /// The game's id (its watch link).
    pub(crate) id: String,
    /// The game, its opponent and clocks.
    pub(crate) session: Session,
    /// Who may act for each side.
    pub(crate) seats: Seats,
    /// One screen, or each side on its own device.
    pub(crate) seating: Seating,
    /// The players' names, White's first.
    pub(crate) names: [Option<String>; 2],
    /// Offers waiting for an answer.
    pub(crate) offers: Offers,
    /// One per move of the game.
    pub(crate) stamps: Vec<Stamp>,
    /// The times the board was stopped while the clock ran.
    pub(crate) interruptions: Vec<Interruption>,
    /// When the game was made (Unix milliseconds).
    pub(crate) created_ms: u64,
    /// What the database holds of it.
    pub(crate) stored: Stored,
}

impl Table {
    /// A new game's table; a game read from a record has its moves
    /// stamped now.
    pub(crate) fn new(
        id: String,
        session: Session,
        seats: Seats,
        seating: Seating,
        names: [Option<String>; 2],
    ) -> Table {
        let now = now_ms();
        let stamps = vec![
            Stamp {
                played_ms: now,
                clock_ms: None,
            };
            session.game().ply()
        ];
        Table {
            id,
            session,
            seats,
            seating,
            names,
            offers: Offers::default(),
            stamps,
            interruptions: Vec::new(),
            created_ms: now,
            stored: Stored {
                start_changed: true,
                ..Stored::default()
            },
        }
    }

    /// The side to move.
    pub(crate) fn turn(&self) -> Color {
        self.session.game().position().turn()
    }

    /// The side whose seat `seat` holds, if any.
    pub(crate) fn holder(&self, seat: Option<&str>) -> Option<Color> {
        self.seats.holder(seat)
    }

    fn is_over(&self) -> bool {
        self.session.game().is_over()
    }

    /// Plays the side to move's move that `play` makes, for the holder of
    /// its seat.
    pub(crate) fn play(
        &mut self,
        seat: Option<&str>,
        play: impl FnOnce(&mut Session) -> Result<Move, Refusal>,
    ) -> Result<(), TableError> {
        let mover = self.turn();
        if *self.seats.seat(mover) == Seat::Computer && !self.is_over() {
            self.seats.require_any(seat)?;
            return Err(Refusal::ComputersTurn.into());
        }
        self.seats.require(seat, mover)?;
        play(&mut self.session)?;
        self.moved(mover);
        Ok(())
    }

    /// Lets the computer move if it is its turn, for a player of the game.
    /// Returns the moves played (0 or 1).
    pub(crate) fn computer(&mut self, seat: Option<&str>) -> Result<usize, TableError> {
        self.seats.require_any(seat)?;
        if !matches!(self.session.opponent(), Opponent::Computer { .. }) {
            return Err(SeatRefusal::NoComputer.into());
        }
        let mover = self.turn();
        Ok(match self.session.let_computer_move() {
            Some(_) => {
                self.moved(mover);
                1
            }
            None => 0,
        })
    }

    /// A move was played by `mover`: stamped, and the offers it answers
    /// lapse (a move declines the other side's draw offer, and a take-back
    /// asked for is about a position that is gone).
    fn moved(&mut self, mover: Color) {
        let clock_ms = self.session.clock().map(|c| millis(c.left(mover, !mover)));
        self.stamps.push(Stamp {
            played_ms: now_ms(),
            clock_ms,
        });
        if self.offers.draw == Some(!mover) {
            self.offers.draw = None;
        }
        self.offers.takeback = None;
    }

    /// Takes back a move. Against the computer, the player's last move and
    /// the computer's reply; at one screen, the last move, for the holder
    /// of the seat that played it; on two devices, the asker's last move
    /// (and the reply) once the other side agrees: the first to ask waits
    /// for the other to ask too. A `side` named must be the one the request
    /// holds. Returns the moves taken back.
    pub(crate) fn undo(
        &mut self,
        seat: Option<&str>,
        side: Option<Color>,
    ) -> Result<usize, TableError> {
        if let Some(side) = side {
            self.seats.require(seat, side)?;
        }
        let undone = match (self.session.opponent(), self.seating) {
            (Opponent::Computer { side, .. }, _) => {
                self.seats.require(seat, !side)?;
                self.session.undo()
            }
            (Opponent::Person, Seating::OneScreen) => {
                if self.session.game().ply() == 0 {
                    self.seats.require_any(seat)?;
                    return Ok(0);
                }
                self.seats.require(seat, !self.turn())?;
                self.session.undo()
            }
            (Opponent::Person, Seating::Apart) => {
                let asker = self.seats.require_any(seat)?;
                if self.session.flagged().is_some() {
                    return Ok(0);
                }
                if self.offers.takeback == Some(!asker) {
                    self.session.take_back_to(!asker)
                } else if self.has_moved(asker) {
                    self.offers.takeback = Some(asker);
                    return Ok(0);
                } else {
                    return Err(Refusal::NothingToTakeBack.into());
                }
            }
        };
        if undone > 0 {
            self.offers = Offers::default();
            self.moves_taken_off();
        }
        Ok(undone)
    }

    /// Whether `side` has a move of its own in the game.
    fn has_moved(&self, side: Color) -> bool {
        let ply = self.session.game().ply();
        ply >= 2 || (ply == 1 && self.turn() != side)
    }

    /// Moves were taken off the game: their stamps go, and the database
    /// keeps only the moves still the game's.
    fn moves_taken_off(&mut self) {
        let ply = self.session.game().ply();
        self.stamps.truncate(ply);
        self.stored.moves = self.stored.moves.min(ply);
    }

    /// Claims the draw the rules give the side to move, for the holder of
    /// its seat (which `side`, if named, must be).
    pub(crate) fn claim_draw(
        &mut self,
        seat: Option<&str>,
        side: Option<Color>,
    ) -> Result<(), TableError> {
        if let Some(side) = side {
            self.seats.require(seat, side)?;
        }
        self.seats.require(seat, self.turn())?;
        self.session.claim_draw()?;
        self.offers = Offers::default();
        Ok(())
    }

    /// The side an action is for: the one named, else the one the request
    /// holds, else the side to move.
    fn acting(&self, seat: Option<&str>, side: Option<Color>) -> Color {
        side.or_else(|| self.holder(seat))
            .unwrap_or_else(|| self.turn())
    }

    /// `side` (or the side the request holds) resigns, on its move or not.
    pub(crate) fn resign(
        &mut self,
        seat: Option<&str>,
        side: Option<Color>,
    ) -> Result<(), TableError> {
        let side = self.acting(seat, side);
        self.seats.require(seat, side)?;
        self.session.resign_as(side)?;
        self.offers = Offers::default();
        Ok(())
    }

    /// `side` (or the side the request holds) offers a draw, or accepts
    /// the other side's offer, which ends the game.
    pub(crate) fn offer_draw(
        &mut self,
        seat: Option<&str>,
        side: Option<Color>,
    ) -> Result<(), TableError> {
        let side = self.acting(seat, side);
        self.seats.require(seat, side)?;
        if let Some(outcome) = self.session.game().outcome() {
            return Err(GameError::GameOver(outcome).into());
        }
        if matches!(self.session.opponent(), Opponent::Computer { .. }) {
            return Err(Refusal::ComputerPlaysOn.into());
        }
        if self.offers.draw == Some(!side) {
            self.session.agree_draw()?;
            self.offers = Offers::default();
        } else {
            self.offers.draw = Some(side);
        }
        Ok(())
    }

    /// Replaces the game by what `load` reads (a FEN or a PGN record), for
    /// a player of a game at one screen.
    pub(crate) fn load(
        &mut self,
        seat: Option<&str>,
        load: impl FnOnce(&mut Session) -> Result<(), Refusal>,
    ) -> Result<(), TableError> {
        self.seats.require_any(seat)?;
        if self.seating == Seating::Apart {
            return Err(SeatRefusal::NotReplacedApart.into());
        }
        load(&mut self.session)?;
        let now = now_ms();
        self.stamps = vec![
            Stamp {
                played_ms: now,
                clock_ms: None,
            };
            self.session.game().ply()
        ];
        self.offers = Offers::default();
        self.interruptions.clear();
        self.stored.moves = 0;
        self.stored.start_changed = true;
        self.stored.interruptions = 0;
        Ok(())
    }

    /// Whether the engine's analysis may be shown: to anyone, except while
    /// two players on two devices play.
    pub(crate) fn may_analyse(&self) -> Result<(), TableError> {
        if self.seating == Seating::Apart && !self.is_over() {
            return Err(SeatRefusal::AnalysisAfterTheGame.into());
        }
        Ok(())
    }

    /// Gives `side`'s open seat to the asker (an open challenge, or the
    /// holder of its `invitation`), under `name` if given: the new token
    /// is theirs.
    pub(crate) fn claim_seat(
        &mut self,
        side: Color,
        name: Option<String>,
        invitation: Option<&str>,
    ) -> Result<GivenTokens, TableError> {
        self.seats.claim(side, invitation)?;
        if name.is_some() {
            self.names[side.index()] = name;
        }
        Ok(GivenTokens::of(&self.seats, &[side]))
    }

    /// The game as PGN: the session's record with the players' names, and
    /// a comment where the board was stopped while the clock ran, in the
    /// words `say` gives to a message (`pgn.interrupted`, with `stopped`,
    /// `resumed` and `seconds`; the words are the caller's layer's).
    pub(crate) fn pgn(&self, say: impl Fn(&Message) -> String) -> Result<String, Refusal> {
        let mut pgn = self.session.pgn_game()?;
        for (color, tag) in [(Color::White, "White"), (Color::Black, "Black")] {
            if let Some(name) = &self.names[color.index()] {
                pgn.set_tag(tag, name.clone());
            }
        }
        for stop in &self.interruptions {
            let text = say(&Message::new("interrupted")
                .with("stopped", utc_time(stop.stopped_ms))
                .with("resumed", utc_time(stop.resumed_ms))
                .with(
                    "seconds",
                    stop.resumed_ms.saturating_sub(stop.stopped_ms) / 1000,
                ));
            match stop.ply.min(pgn.moves.len()).checked_sub(1) {
                Some(last) => pgn.moves[last].comments.push(text),
                None => pgn.comments.push(text),
            }
        }
        let mut text = String::new();
        write_game(&pgn, &mut text).map_err(|_| Refusal::PgnNotWritten)?;
        Ok(text)
    }
}

/// A duration in whole milliseconds.
pub(crate) fn millis(d: std::time::Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}
