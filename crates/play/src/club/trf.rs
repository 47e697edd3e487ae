//! The tournament as a TRF-16 file (the pairing crate's writer and
//! reader): exported with its name, site (line 022) and date, imported as
//! a tournament with the board's default settings, fresh tokens for its
//! players and no games (every result it holds is the arbiter's).

use danilchuk_pairings::{Colour, Tournament};

use super::limits::{MAX_PLAYERS, MAX_RATING, MAX_ROUNDS};
use super::name::{optional_name, valid_name};
use super::refusal::{ClubRefusal, NameField};
use super::settings::parse_date;
use super::tournament::{Board, ClubTournament, NewTournament, Round};
use crate::session::token::Token;
use danilchuk_variant::Rules;

impl ClubTournament {
    /// The TRF-16 text. A club written as TRF's three-letter federation
    /// only when it is one (1 to 3 ASCII letters); names are cut to TRF's
    /// 33 columns.
    pub(crate) fn to_trf(&self) -> String {
        let mut pairings = self.pairings.clone();
        pairings.start_date = self.settings.date.as_ref().map(|d| d.replace('-', "/"));
        let fits = |club: &str| {
            (1..=3).contains(&club.len()) && club.bytes().all(|b| b.is_ascii_alphabetic())
        };
        let numbers: Vec<u32> = pairings.players().iter().map(|p| p.start_number).collect();
        for number in numbers {
            if let Some(player) = pairings.player_mut(number) {
                if !player.club.as_deref().is_some_and(fits) {
                    player.club = None;
                }
            }
        }
        let text = pairings.to_trf();
        match (&self.settings.site, text.split_once('\n')) {
            (Some(site), Some((first, rest))) => format!("{first}\n022 {site}\n{rest}"),
            _ => text,
        }
    }

    /// A tournament read from a TRF-16 text: classical chess, Swiss, the
    /// default clock and tie-breaks; its organiser holding `organiser`;
    /// each player a fresh token (returned by start number, for the
    /// organiser to hand out); the boards of its rounds without games,
    /// their results the arbiter's.
    ///
    /// Refused when the text is no TRF-16 the pairing crate reads, or a
    /// name, rating, the rounds or the number of players is one the board
    /// refuses.
    pub(crate) fn from_trf(
        text: &str,
        organiser: &Token,
    ) -> Result<(ClubTournament, Vec<Token>), ClubRefusal> {
        let read = Tournament::from_trf(text)?;
        let name = if read.name.trim().is_empty() {
            "TRF".to_string()
        } else {
            valid_name(&read.name, NameField::Tournament)?
        };
        let site = text
            .lines()
            .find_map(|line| line.strip_prefix("022 "))
            .map(str::trim);
        let site = optional_name(site, NameField::Site)?;
        let date = read
            .start_date
            .as_deref()
            .map(|d| d.trim().replace(['/', '.'], "-"))
            .and_then(|d| parse_date(Some(&d)).ok().flatten());
        if read.players().len() > MAX_PLAYERS {
            return Err(ClubRefusal::TooManyPlayers);
        }
        let played = read.rounds_played();
        let planned = read.rounds_planned.max(played);
        if !(1..=MAX_ROUNDS).contains(&planned) {
            return Err(ClubRefusal::Rounds(planned));
        }
        for player in read.players() {
            valid_name(&player.name, NameField::Player)?;
            optional_name(player.club.as_deref(), NameField::Club)?;
            if let Some(rating) = player.rating.filter(|&r| u32::from(r) > MAX_RATING) {
                return Err(ClubRefusal::Rating(u32::from(rating)));
            }
        }
        let mut new = NewTournament::new(&name, Rules::Chess, planned);
        new.bye_half_points = read.bye_half_points.min(2);
        new.site = site;
        new.date = date;
        let mut club = ClubTournament::create(&new, organiser)?;
        let mut pairings = read;
        pairings.name = name;
        pairings.rounds_planned = planned;
        pairings.bye_half_points = new.bye_half_points;
        for player in pairings
            .players()
            .iter()
            .map(|p| p.start_number)
            .collect::<Vec<_>>()
        {
            if let Some(player) = pairings.player_mut(player) {
                player.name = player.name.trim().to_string();
                player.club = player
                    .club
                    .as_deref()
                    .map(str::trim)
                    .filter(|c| !c.is_empty())
                    .map(str::to_string);
            }
        }
        let mut tokens = Vec::new();
        for _ in pairings.players() {
            tokens.push(Token::new()?);
        }
        club.tokens = tokens.iter().map(Token::stored).collect();
        club.pairings = pairings;
        for r in 0..played as usize {
            let boards = club
                .pairings
                .players()
                .iter()
                .filter_map(|p| {
                    let entry = p.rounds.get(r)?;
                    (entry.colour == Some(Colour::White))
                        .then_some((p.start_number, entry.opponent?))
                })
                .map(|(white, black)| Board {
                    white,
                    black,
                    game: None,
                    arbiter: club.board_result(r, white),
                })
                .collect();
            club.rounds.push(Round { boards });
        }
        Ok((club, tokens))
    }
}
