//! A tournament: players, rounds, results; pairs its next Swiss round.

use crate::colour::Colour;
use crate::dutch::{pair_dutch, DutchPlayer, Float, RoundPairing};
use crate::player::{Player, RoundEntry};
use crate::result_code::ResultCode;

/// A game's result, entered by the organiser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `½-½`.
    Draw,
    /// `0-1`.
    BlackWins,
    /// `+/-`: black did not come.
    WhiteWinsByForfeit,
    /// `-/+`: white did not come.
    BlackWinsByForfeit,
    /// `-/-`: neither came.
    DoubleForfeit,
}

impl GameResult {
    /// White's and black's result codes.
    #[must_use]
    pub fn codes(self) -> (ResultCode, ResultCode) {
        match self {
            GameResult::WhiteWins => (ResultCode::Win, ResultCode::Loss),
            GameResult::Draw => (ResultCode::Draw, ResultCode::Draw),
            GameResult::BlackWins => (ResultCode::Loss, ResultCode::Win),
            GameResult::WhiteWinsByForfeit => (ResultCode::ForfeitWin, ResultCode::ForfeitLoss),
            GameResult::BlackWinsByForfeit => (ResultCode::ForfeitLoss, ResultCode::ForfeitWin),
            GameResult::DoubleForfeit => (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss),
        }
    }
}

/// Why a tournament refused an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TournamentError {
    /// No player has that start number.
    #[error("no player has start number {0}")]
    NoSuchPlayer(u32),
    /// The round is not the one being played (or any played).
    #[error("round {0} is not a round of this tournament so far")]
    NoSuchRound(u32),
    /// The player has no game with white in that round.
    #[error("player {player} has no game with white in round {round}")]
    NotWhite {
        /// The start number given.
        player: u32,
        /// The round.
        round: u32,
    },
    /// All planned rounds are played.
    #[error("all {0} rounds are paired")]
    AllRoundsPaired(u32),
    /// A round is still without all its results.
    #[error("round {0} still has games without a result")]
    RoundNotFinished(u32),
    /// The Dutch rules leave no pairing (too few players, or every
    /// remaining pair has met), even with a second pairing-allocated bye.
    #[error("no pairing satisfies the absolute criteria of the Dutch system")]
    NoPairing,
    /// A pairing given to `start_round` names a player twice, an unknown
    /// player, or an absent one.
    #[error("the pairing is not a pairing of the present players: {0}")]
    BadPairing(String),
    /// A round-robin schedule cannot be made.
    #[error(transparent)]
    Berger(#[from] crate::berger::BergerError),
}

/// A tournament: its players (by start number) and its rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tournament {
    /// The name (TRF line 012).
    pub name: String,
    /// The first day (TRF line 042), as written.
    pub start_date: Option<String>,
    /// The last day (TRF line 052), as written.
    pub end_date: Option<String>,
    /// The number of rounds planned (TRF line XXR).
    pub rounds_planned: u32,
    /// The colour of the first player in round 1 (TRF line XXC: `white1`
    /// or `black1`); the Dutch system draws it by lot.
    pub initial_colour: Colour,
    /// The half-points of the pairing-allocated bye (2: a full point, the
    /// FIDE default; 1: half a point; 0: none).
    pub bye_half_points: u32,
    players: Vec<Player>,
}

impl Tournament {
    /// A tournament without players, of `rounds_planned` rounds, the
    /// initial colour white and a full point for the pairing-allocated bye.
    #[must_use]
    pub fn new(name: &str, rounds_planned: u32) -> Tournament {
        Tournament {
            name: name.to_string(),
            start_date: None,
            end_date: None,
            rounds_planned,
            initial_colour: Colour::White,
            bye_half_points: 2,
            players: Vec::new(),
        }
    }

    /// A tournament from its parts (the TRF reader builds it so); the
    /// players' start numbers are renumbered 1, 2, … in the order given.
    #[must_use]
    pub fn with_players(mut self, players: Vec<Player>) -> Tournament {
        self.players = players;
        for (index, player) in self.players.iter_mut().enumerate() {
            player.start_number = index as u32 + 1;
        }
        self
    }

    /// Adds a player at the end of the list; returns the start number.
    pub fn add_player(&mut self, name: &str) -> u32 {
        let start_number = self.players.len() as u32 + 1;
        let mut player = Player {
            start_number,
            name: name.to_string(),
            ..Player::default()
        };
        // A latecomer has zero-point byes for the rounds already played.
        player.rounds =
            vec![RoundEntry::unpaired(ResultCode::ZeroBye); self.rounds_played() as usize];
        self.players.push(player);
        start_number
    }

    /// The players, by start number.
    #[must_use]
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The player of a start number.
    #[must_use]
    pub fn player(&self, start_number: u32) -> Option<&Player> {
        let index = start_number.checked_sub(1)? as usize;
        self.players.get(index)
    }

    /// The player of a start number, to change the rating, club, withdrawal
    /// or requested byes.
    #[must_use]
    pub fn player_mut(&mut self, start_number: u32) -> Option<&mut Player> {
        let index = start_number.checked_sub(1)? as usize;
        self.players.get_mut(index)
    }

    /// The half-points of the pairing-allocated bye.
    #[must_use]
    pub fn bye_points(&self) -> u32 {
        self.bye_half_points
    }

    /// The number of rounds paired so far.
    #[must_use]
    pub fn rounds_played(&self) -> u32 {
        self.players
            .iter()
            .map(|player| player.rounds.len() as u32)
            .max()
            .unwrap_or(0)
    }

    /// The players' state before the next round, as the Dutch system reads
    /// it: the present players (not withdrawn, no requested bye).
    #[must_use]
    pub fn dutch_players(&self) -> Vec<DutchPlayer> {
        let round = self.rounds_played() + 1;
        let rounds = self.rounds_played() as usize;
        // Scores before each round, for the floats.
        let mut before = vec![vec![0u32; rounds + 1]; self.players.len()];
        for (index, player) in self.players.iter().enumerate() {
            for r in 0..rounds {
                let got = player
                    .rounds
                    .get(r)
                    .map_or(0, |entry| entry.result.half_points(self.bye_half_points));
                before[index][r + 1] = before[index][r] + got;
            }
        }
        let mut out = Vec::new();
        for (index, player) in self.players.iter().enumerate() {
            if player.withdrawn || player.requested_byes.contains(&round) {
                continue;
            }
            let mut colours = Vec::new();
            let mut floats = Vec::new();
            let mut opponents = Vec::new();
            let mut bye_eligible = true;
            for r in 0..rounds {
                let entry = player.rounds.get(r);
                let played = entry.filter(|entry| entry.result.is_played());
                match played {
                    Some(entry) => {
                        colours.push(entry.colour);
                        let opponent = entry.opponent.unwrap_or(0);
                        opponents.push(opponent);
                        let theirs = opponent
                            .checked_sub(1)
                            .and_then(|i| before.get(i as usize))
                            .map_or(0, |scores| scores[r]);
                        let mine = before[index][r];
                        floats.push(match mine.cmp(&theirs) {
                            std::cmp::Ordering::Greater => Float::Down,
                            std::cmp::Ordering::Less => Float::Up,
                            std::cmp::Ordering::Equal => Float::None,
                        });
                    }
                    None => {
                        colours.push(None);
                        let result = entry.map_or(ResultCode::ZeroBye, |entry| entry.result);
                        // A forfeit still forbids a second pairing of the two.
                        if let Some(opponent) = entry.and_then(|entry| entry.opponent) {
                            opponents.push(opponent);
                        }
                        // A1 of C.04.3: no second PAB, nor a PAB after a point
                        // won without playing.
                        if result == ResultCode::PairingBye
                            || result.half_points(self.bye_half_points) >= 2
                        {
                            bye_eligible = false;
                        }
                        // A player who does not play gets a downfloat (A.4),
                        // when the point came without a game.
                        floats.push(if result.half_points(self.bye_half_points) > 0 {
                            Float::Down
                        } else {
                            Float::None
                        });
                    }
                }
            }
            out.push(DutchPlayer {
                id: player.start_number,
                score: before[index][rounds],
                colours,
                floats,
                opponents,
                bye_eligible,
            });
        }
        out
    }

    /// Pairs the next round by the FIDE Dutch system (C.04.3): the present
    /// players, the pairing-allocated bye for an odd number. Nothing is
    /// recorded: give the result to [`Tournament::start_round`].
    ///
    /// # Errors
    /// [`TournamentError::AllRoundsPaired`] after the last round,
    /// [`TournamentError::RoundNotFinished`] while a result is missing,
    /// [`TournamentError::NoPairing`] when the absolute criteria leave none,
    /// even with C2 giving way (a second pairing-allocated bye).
    pub fn next_round(&self) -> Result<RoundPairing, TournamentError> {
        let played = self.rounds_played();
        if played >= self.rounds_planned {
            return Err(TournamentError::AllRoundsPaired(self.rounds_planned));
        }
        if self.players.iter().any(|player| {
            player
                .rounds
                .iter()
                .any(|entry| entry.result == ResultCode::Pending)
        }) {
            return Err(TournamentError::RoundNotFinished(played));
        }
        pair_dutch(
            &self.dutch_players(),
            played + 1,
            self.rounds_planned,
            self.initial_colour,
        )
        .ok_or(TournamentError::NoPairing)
    }

    /// Records a round's pairing: games without results, the bye with its
    /// points, a half-point bye for who asked for one, a zero bye for the
    /// other absent players.
    ///
    /// # Errors
    /// [`TournamentError::BadPairing`] when the pairing names an unknown
    /// player or one twice.
    pub fn start_round(&mut self, pairing: &RoundPairing) -> Result<(), TournamentError> {
        let round = self.rounds_played() + 1;
        let mut seen = vec![false; self.players.len()];
        let mut mark = |id: u32| -> Result<(), TournamentError> {
            let index = id
                .checked_sub(1)
                .map(|i| i as usize)
                .filter(|&i| i < seen.len())
                .ok_or_else(|| TournamentError::BadPairing(format!("no player {id}")))?;
            if std::mem::replace(&mut seen[index], true) {
                return Err(TournamentError::BadPairing(format!("player {id} twice")));
            }
            Ok(())
        };
        for pair in &pairing.pairs {
            mark(pair.white)?;
            mark(pair.black)?;
        }
        if let Some(bye) = pairing.bye {
            mark(bye)?;
        }
        for player in &mut self.players {
            player.rounds.resize(
                round as usize - 1,
                RoundEntry::unpaired(ResultCode::ZeroBye),
            );
        }
        for pair in &pairing.pairs {
            for (id, opponent, colour) in [
                (pair.white, pair.black, Colour::White),
                (pair.black, pair.white, Colour::Black),
            ] {
                self.players[id as usize - 1].rounds.push(RoundEntry {
                    opponent: Some(opponent),
                    colour: Some(colour),
                    result: ResultCode::Pending,
                });
            }
        }
        if let Some(bye) = pairing.bye {
            self.players[bye as usize - 1]
                .rounds
                .push(RoundEntry::unpaired(ResultCode::PairingBye));
        }
        for player in &mut self.players {
            if player.rounds.len() < round as usize {
                let result = if player.requested_byes.contains(&round) && !player.withdrawn {
                    ResultCode::HalfBye
                } else {
                    ResultCode::ZeroBye
                };
                player.rounds.push(RoundEntry::unpaired(result));
            }
        }
        Ok(())
    }

    /// Enters the result of the game that `white` (a start number) plays
    /// with white in `round` (1-based).
    ///
    /// # Errors
    /// [`TournamentError::NoSuchRound`], [`TournamentError::NoSuchPlayer`],
    /// or [`TournamentError::NotWhite`] when that player has no game with
    /// white in that round.
    pub fn set_result(
        &mut self,
        round: u32,
        white: u32,
        result: GameResult,
    ) -> Result<(), TournamentError> {
        if round == 0 || round > self.rounds_played() {
            return Err(TournamentError::NoSuchRound(round));
        }
        let r = round as usize - 1;
        let entry = self
            .player(white)
            .ok_or(TournamentError::NoSuchPlayer(white))?
            .rounds
            .get(r)
            .cloned();
        let black = match entry {
            Some(RoundEntry {
                opponent: Some(black),
                colour: Some(Colour::White),
                ..
            }) if self.player(black).is_some() => black,
            _ => {
                return Err(TournamentError::NotWhite {
                    player: white,
                    round,
                })
            }
        };
        let (white_code, black_code) = result.codes();
        self.players[white as usize - 1].rounds[r].result = white_code;
        if let Some(entry) = self.players[black as usize - 1].rounds.get_mut(r) {
            entry.result = black_code;
        }
        Ok(())
    }
}
