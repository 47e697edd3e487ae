//! The organiser's commands on a tournament: register a player, withdraw
//! one, ask a half-point bye for one, enter or clear the arbiter's result,
//! set a board's game, reorder the tie-breaks. Each checks everything
//! before it changes anything: a refused command changes nothing.

use danilchuk_pairings::{GameResult, ResultCode, TieBreak};

use super::limits::MAX_PLAYERS;
use super::name::{optional_name, valid_name, valid_rating};
use super::refusal::{ClubRefusal, NameField};
use super::settings::short;
use super::tournament::ClubTournament;
use crate::session::token::Token;

/// A player as the organiser registers them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    /// The name.
    pub(crate) name: String,
    /// The rating, 0 to 3500.
    pub(crate) rating: Option<u32>,
    /// The club.
    pub(crate) club: Option<String>,
}

#[cfg(test)]
impl Entry {
    /// A player of that name, without rating or club.
    pub(crate) fn named(name: &str) -> Entry {
        Entry {
            name: name.to_string(),
            ..Entry::default()
        }
    }
}

/// The arbiter's result of its API text: `1-0`, `1/2-1/2` (or `½-½`),
/// `0-1`, `+/-`, `-/+`, `-/-`.
pub(crate) fn parse_result(text: &str) -> Result<GameResult, ClubRefusal> {
    Ok(match text {
        "1-0" => GameResult::WhiteWins,
        "1/2-1/2" | "½-½" => GameResult::Draw,
        "0-1" => GameResult::BlackWins,
        "+/-" => GameResult::WhiteWinsByForfeit,
        "-/+" => GameResult::BlackWinsByForfeit,
        "-/-" => GameResult::DoubleForfeit,
        other => return Err(ClubRefusal::UnknownResult(short(other))),
    })
}

/// The API's text of a result.
pub(crate) fn result_text(result: GameResult) -> &'static str {
    match result {
        GameResult::WhiteWins => "1-0",
        GameResult::Draw => "1/2-1/2",
        GameResult::BlackWins => "0-1",
        GameResult::WhiteWinsByForfeit => "+/-",
        GameResult::BlackWinsByForfeit => "-/+",
        GameResult::DoubleForfeit => "-/-",
    }
}

/// Whether `id` is a game id of the store: 32 hex digits.
pub(crate) fn valid_game_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

impl ClubTournament {
    /// Registers a player holding `token`; the start number. A Swiss
    /// latecomer (after round 1) has zero-point byes for the rounds
    /// played; a round-robin closes registration when round 1 is paired.
    pub(crate) fn register(&mut self, entry: &Entry, token: &Token) -> Result<u32, ClubRefusal> {
        let name = valid_name(&entry.name, NameField::Player)?;
        let club = optional_name(entry.club.as_deref(), NameField::Club)?;
        let rating = valid_rating(entry.rating)?;
        if self.pairings.players().len() >= MAX_PLAYERS {
            return Err(ClubRefusal::TooManyPlayers);
        }
        let closed = if self.settings.system.is_round_robin() {
            !self.rounds.is_empty()
        } else {
            self.round() >= self.rounds_planned()
        };
        if closed {
            return Err(ClubRefusal::RegistrationClosed);
        }
        let number = self.pairings.add_player(&name);
        if let Some(player) = self.pairings.player_mut(number) {
            player.rating = rating;
            player.club = club;
        }
        self.tokens.push(token.stored());
        self.fit_round_robin();
        self.changed();
        Ok(number)
    }

    /// The player of start number `player`, still in the tournament.
    fn present_player(
        &mut self,
        player: u32,
    ) -> Result<&mut danilchuk_pairings::Player, ClubRefusal> {
        let entry = self
            .pairings
            .player_mut(player)
            .ok_or(ClubRefusal::NoSuchPlayer(player))?;
        if entry.withdrawn {
            return Err(ClubRefusal::Withdrawn(player));
        }
        Ok(entry)
    }

    /// Withdraws a player: never paired again (a game of theirs still
    /// running keeps its result to come).
    pub(crate) fn withdraw(&mut self, player: u32) -> Result<(), ClubRefusal> {
        let entry = self.present_player(player)?;
        entry.withdrawn = true;
        self.fit_round_robin();
        self.changed();
        Ok(())
    }

    /// A half-point bye for `player` in `round`, a Swiss round still to be
    /// paired.
    pub(crate) fn request_bye(&mut self, player: u32, round: u32) -> Result<(), ClubRefusal> {
        if self.settings.system.is_round_robin() {
            return Err(ClubRefusal::ByeRoundRobin);
        }
        if round <= self.round() || round > self.rounds_planned() {
            return Err(ClubRefusal::ByeRound(round));
        }
        let entry = self.present_player(player)?;
        if entry.requested_byes.contains(&round) {
            return Err(ClubRefusal::ByeTwice { player, round });
        }
        entry.requested_byes.push(round);
        entry.requested_byes.sort_unstable();
        self.changed();
        Ok(())
    }

    /// Enters the arbiter's result of a board (any paired round), or with
    /// `None` clears it (the game's result counts again, from the next
    /// [`ClubTournament::sync_results`]).
    pub(crate) fn set_arbiter_result(
        &mut self,
        round: u32,
        board: u32,
        result: Option<GameResult>,
    ) -> Result<(), ClubRefusal> {
        let (white, black) = {
            let found = self.board(round, board)?;
            (found.white, found.black)
        };
        self.rounds[round as usize - 1].boards[board as usize - 1].arbiter = result;
        self.put_result(round, white, black, result);
        self.changed();
        Ok(())
    }

    /// Sets the game of a board (its id, 32 hex digits), once the caller
    /// has created it.
    pub(crate) fn set_game(
        &mut self,
        round: u32,
        board: u32,
        game: &str,
    ) -> Result<(), ClubRefusal> {
        self.board(round, board)?;
        if !valid_game_id(game) {
            return Err(ClubRefusal::GameId);
        }
        self.rounds[round as usize - 1].boards[board as usize - 1].game = Some(game.to_string());
        self.changed();
        Ok(())
    }

    /// The tie-breaks' new order (each named at most once).
    pub(crate) fn set_tiebreaks(&mut self, order: &[TieBreak]) -> Result<(), ClubRefusal> {
        let names: Vec<&str> = order
            .iter()
            .map(|t| super::settings::tiebreak_name(*t))
            .collect();
        self.settings.tiebreaks = super::settings::parse_tiebreaks(&names)?;
        self.changed();
        Ok(())
    }

    /// Writes a board's result into the pairing crate's tournament:
    /// pending for `None`. The board is known to be there.
    pub(crate) fn put_result(
        &mut self,
        round: u32,
        white: u32,
        black: u32,
        result: Option<GameResult>,
    ) {
        let (white_code, black_code) = result.map_or(
            (ResultCode::Pending, ResultCode::Pending),
            GameResult::codes,
        );
        let r = round as usize - 1;
        for (player, code) in [(white, white_code), (black, black_code)] {
            if let Some(entry) = self
                .pairings
                .player_mut(player)
                .and_then(|p| p.rounds.get_mut(r))
            {
                entry.result = code;
            }
        }
    }
}
