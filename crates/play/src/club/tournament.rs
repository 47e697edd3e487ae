//! A club tournament as the board keeps it: its settings, the pairing
//! crate's [`Tournament`] (players, rounds, results), each player's token
//! (its digest), and each round's boards with their games and the
//! arbiter's results. The whole of it is one serde value, kept as one JSON
//! text by the storage layer.

use danilchuk_pairings::{GameResult, Tournament};
use serde::{Deserialize, Serialize};

use super::limits::MAX_ROUNDS;
use super::name::{optional_name, valid_name};
use super::refusal::{ClubRefusal, NameField};
use super::settings::{parse_date, Clock, Settings, System, DEFAULT_TIEBREAKS};
use crate::session::token::Token;
use danilchuk_pairings::TieBreak;
use danilchuk_variant::Rules;

/// The format of the kept value; a later board that changes it reads
/// this one.
pub(crate) const FORMAT: u32 = 1;

/// A club tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct ClubTournament {
    /// The format of this value ([`FORMAT`]).
    pub(crate) format: u32,
    /// The change counter: 1 when created, one more for each change
    /// (the page asks again when it differs).
    pub(crate) version: u64,
    /// What the organiser set.
    pub(crate) settings: Settings,
    /// The organiser's token, as its digest ([`Token::stored`]).
    pub(crate) organiser: String,
    /// The players, their rounds and results (the name, the rounds
    /// planned and the pairing bye's points are kept there too).
    pub(crate) pairings: Tournament,
    /// Each player's token digest, by start number (index 0 is number 1).
    pub(crate) tokens: Vec<String>,
    /// The rounds paired so far, round 1 first.
    pub(crate) rounds: Vec<Round>,
    /// A round-robin's schedule: the start numbers, Berger number 1
    /// first, fixed when round 1 is paired (empty before, and in a Swiss).
    #[serde(default)]
    pub(crate) berger: Vec<u32>,
}

/// One round's boards, board 1 first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Round {
    /// The games.
    pub(crate) boards: Vec<Board>,
}

/// One board of a round: who plays, the game, the arbiter's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Board {
    /// White's start number.
    pub(crate) white: u32,
    /// Black's start number.
    pub(crate) black: u32,
    /// The game's id (32 hex digits), or `None` for a game over the board.
    pub(crate) game: Option<String>,
    /// The arbiter's result, which overrides the game's.
    pub(crate) arbiter: Option<GameResult>,
}

/// A new tournament, as the organiser asks for it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct NewTournament {
    /// The name.
    pub(crate) name: String,
    /// The rule set.
    pub(crate) rules: Rules,
    /// The clock, in seconds (`None`: 900 + 5).
    pub(crate) clock: Option<(u64, u64)>,
    /// The rounds planned (a round-robin's come from its players).
    pub(crate) rounds: u32,
    /// The pairing system.
    pub(crate) system: System,
    /// The pairing bye's half-points: 2, 1 or 0.
    pub(crate) bye_half_points: u32,
    /// The tie-break order (`None`: the default).
    pub(crate) tiebreaks: Option<Vec<TieBreak>>,
    /// Where it is played.
    pub(crate) site: Option<String>,
    /// The first day, `YYYY-MM-DD`.
    pub(crate) date: Option<String>,
}

impl NewTournament {
    /// A tournament of `rounds` rounds with every other setting its
    /// default: Swiss, 900 + 5, a full point for the bye.
    pub(crate) fn new(name: &str, rules: Rules, rounds: u32) -> NewTournament {
        NewTournament {
            name: name.to_string(),
            rules,
            clock: None,
            rounds,
            system: System::Swiss,
            bye_half_points: 2,
            tiebreaks: None,
            site: None,
            date: None,
        }
    }
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum State {
    /// No round paired yet.
    Registration,
    /// A round is paired and a round is still to play or to finish.
    Playing,
    /// Every round is paired and has its results.
    Finished,
}

impl State {
    /// The API's name.
    pub(crate) fn name(self) -> &'static str {
        match self {
            State::Registration => "registration",
            State::Playing => "playing",
            State::Finished => "finished",
        }
    }
}

impl ClubTournament {
    /// A new tournament, its organiser holding `organiser`.
    ///
    /// Refused for a bad name, site or date, rounds outside 1..=99, a
    /// clock the board does not offer, or bye points other than 2, 1, 0
    /// half-points.
    pub(crate) fn create(
        new: &NewTournament,
        organiser: &Token,
    ) -> Result<ClubTournament, ClubRefusal> {
        let name = valid_name(&new.name, NameField::Tournament)?;
        let site = optional_name(new.site.as_deref(), NameField::Site)?;
        let date = parse_date(new.date.as_deref())?;
        if !(1..=MAX_ROUNDS).contains(&new.rounds) {
            return Err(ClubRefusal::Rounds(new.rounds));
        }
        let clock = match new.clock {
            Some((initial, increment)) => Clock::new(initial, increment)?,
            None => super::settings::DEFAULT_CLOCK,
        };
        if new.bye_half_points > 2 {
            return Err(ClubRefusal::ByePoints);
        }
        let tiebreaks = match &new.tiebreaks {
            Some(order) => {
                let names: Vec<&str> = order
                    .iter()
                    .map(|t| super::settings::tiebreak_name(*t))
                    .collect();
                super::settings::parse_tiebreaks(&names)?
            }
            None => DEFAULT_TIEBREAKS.to_vec(),
        };
        let mut pairings = Tournament::new(&name, new.rounds);
        pairings.bye_half_points = new.bye_half_points;
        pairings.start_date = date.clone();
        Ok(ClubTournament {
            format: FORMAT,
            version: 1,
            settings: Settings {
                rules: new.rules,
                clock,
                system: new.system,
                tiebreaks,
                site,
                date,
            },
            organiser: organiser.stored(),
            pairings,
            tokens: Vec::new(),
            rounds: Vec::new(),
            berger: Vec::new(),
        })
    }

    /// The name.
    pub(crate) fn name(&self) -> &str {
        &self.pairings.name
    }

    /// The rounds paired so far.
    pub(crate) fn round(&self) -> u32 {
        self.rounds.len() as u32
    }

    /// The rounds planned.
    pub(crate) fn rounds_planned(&self) -> u32 {
        self.pairings.rounds_planned
    }

    /// Where it stands.
    pub(crate) fn state(&self) -> State {
        if self.rounds.is_empty() {
            State::Registration
        } else if self.round() >= self.rounds_planned() && self.round_finished() {
            State::Finished
        } else {
            State::Playing
        }
    }

    /// Whether every board of the last round paired has a result (as
    /// last pulled from the games, [`ClubTournament::sync_results`]).
    pub(crate) fn round_finished(&self) -> bool {
        self.pending_boards().is_empty()
    }

    /// The boards of the last round without a result: their numbers.
    pub(crate) fn pending_boards(&self) -> Vec<u32> {
        let Some(round) = self.rounds.last() else {
            return Vec::new();
        };
        let r = self.rounds.len() - 1;
        round
            .boards
            .iter()
            .enumerate()
            .filter(|(_, board)| {
                self.pairings
                    .player(board.white)
                    .and_then(|p| p.rounds.get(r))
                    .is_none_or(|entry| entry.result == danilchuk_pairings::ResultCode::Pending)
            })
            .map(|(i, _)| i as u32 + 1)
            .collect()
    }

    /// Whether `offered` is the organiser's token.
    pub(crate) fn is_organiser(&self, offered: &str) -> bool {
        Token::from_stored(&self.organiser).is_some_and(|t| t.matches(offered))
    }

    /// The start number of the player whose token is `offered`.
    pub(crate) fn player_of(&self, offered: &str) -> Option<u32> {
        self.tokens
            .iter()
            .position(|stored| Token::from_stored(stored).is_some_and(|t| t.matches(offered)))
            .map(|i| i as u32 + 1)
    }

    /// A player's token (its digest, for the seats of the player's games).
    pub(crate) fn token_of(&self, player: u32) -> Option<Token> {
        let index = player.checked_sub(1)? as usize;
        self.tokens.get(index).and_then(|t| Token::from_stored(t))
    }

    /// A board of a paired round.
    pub(crate) fn board(&self, round: u32, board: u32) -> Result<&Board, ClubRefusal> {
        let r = round
            .checked_sub(1)
            .and_then(|r| self.rounds.get(r as usize))
            .ok_or(ClubRefusal::NoSuchRound(round))?;
        board
            .checked_sub(1)
            .and_then(|b| r.boards.get(b as usize))
            .ok_or(ClubRefusal::NoSuchBoard { round, board })
    }

    /// A player's name (empty for no such player).
    pub(crate) fn player_name(&self, player: u32) -> &str {
        self.pairings.player(player).map_or("", |p| p.name.as_str())
    }

    /// One more change.
    pub(crate) fn changed(&mut self) {
        self.version += 1;
    }
}
