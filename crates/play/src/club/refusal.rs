//! Why a club tournament refused a command: typed, each with the key of
//! its text in the group `club` (`club.name_empty`, ...) for the page to
//! say it in its language. A refused command changes nothing.

use danilchuk_pairings::{TournamentError, TrfError};

use crate::session::message::Message;
use crate::session::random::RandomError;

/// What a name is the name of, for the message that refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NameField {
    /// The tournament's name.
    Tournament,
    /// A player's name.
    Player,
    /// A player's club.
    Club,
    /// The tournament's site.
    Site,
}

impl NameField {
    /// The word of the field, as an argument key (`@club.field.player`).
    fn arg(self) -> &'static str {
        match self {
            NameField::Tournament => "@club.field.tournament",
            NameField::Player => "@club.field.player",
            NameField::Club => "@club.field.club",
            NameField::Site => "@club.field.site",
        }
    }

    /// The field in English.
    fn english(self) -> &'static str {
        match self {
            NameField::Tournament => "the tournament's name",
            NameField::Player => "a player's name",
            NameField::Club => "a club's name",
            NameField::Site => "the site",
        }
    }
}

impl std::fmt::Display for NameField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.english())
    }
}

/// Why a club tournament refused a command.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum ClubRefusal {
    /// A name empty after trimming.
    #[error("{0} is empty")]
    NameEmpty(NameField),
    /// A name longer than [`super::limits::MAX_NAME`] characters.
    #[error("{0} has more than {max} characters", max = super::limits::MAX_NAME)]
    NameTooLong(NameField),
    /// A name with a character it may not hold.
    #[error("{field} may not hold U+{code:04X}: no control, invisible or direction characters, nor < > & \" \\ [ ] {{ }}")]
    NameCharacter {
        /// Which name.
        field: NameField,
        /// The character refused.
        code: u32,
    },
    /// A rating outside 0..=3500.
    #[error("a rating is 0 to {max}, not {0}", max = super::limits::MAX_RATING)]
    Rating(u32),
    /// A number of rounds outside 1..=99.
    #[error("a tournament has 1 to {max} rounds, not {0}", max = super::limits::MAX_ROUNDS)]
    Rounds(u32),
    /// A rule set the board does not know.
    #[error("no rule set is called {0:?}")]
    UnknownRules(String),
    /// A pairing system the board does not know.
    #[error("no pairing system is called {0:?}: swiss, round_robin or double_round_robin")]
    UnknownSystem(String),
    /// A tie-break the board does not know.
    #[error("no tie-break is called {0:?}")]
    UnknownTieBreak(String),
    /// A tie-break named twice in the order.
    #[error("the tie-break {0} is named twice")]
    TieBreakTwice(&'static str),
    /// Bye points other than 1, ½ or 0.
    #[error("the pairing bye is worth 1, 0.5 or 0 points")]
    ByePoints,
    /// A time control the board does not offer.
    #[error("a time control is 1 s to 3 h with an increment of at most 10 min")]
    Clock,
    /// A date not written `YYYY-MM-DD`.
    #[error("a date is written YYYY-MM-DD, not {0:?}")]
    Date(String),
    /// The tournament has as many players as it may.
    #[error("a tournament has at most {max} players", max = super::limits::MAX_PLAYERS)]
    TooManyPlayers,
    /// Registration is closed: every round is paired, or a round-robin
    /// has started.
    #[error("registration is closed")]
    RegistrationClosed,
    /// No player has that start number.
    #[error("no player has start number {0}")]
    NoSuchPlayer(u32),
    /// The player has withdrawn already.
    #[error("player {0} has withdrawn")]
    Withdrawn(u32),
    /// A half-point bye asked for a round that is not a future round of
    /// the tournament.
    #[error("a half-point bye is for a round still to be paired, not round {0}")]
    ByeRound(u32),
    /// A half-point bye asked for twice.
    #[error("player {player} has a half-point bye for round {round} already")]
    ByeTwice {
        /// The player.
        player: u32,
        /// The round.
        round: u32,
    },
    /// A half-point bye in a round-robin, where everyone meets everyone.
    #[error("a round-robin has no half-point byes")]
    ByeRoundRobin,
    /// A round not paired so far.
    #[error("round {0} is not paired")]
    NoSuchRound(u32),
    /// A board not in the round.
    #[error("round {round} has no board {board}")]
    NoSuchBoard {
        /// The round.
        round: u32,
        /// The board.
        board: u32,
    },
    /// A result that is not `1-0`, `1/2-1/2`, `0-1`, `+/-`, `-/+`, `-/-`.
    #[error("a result is 1-0, 1/2-1/2, 0-1, +/-, -/+ or -/-, not {0:?}")]
    UnknownResult(String),
    /// A game id that is not 32 hex digits.
    #[error("a game id is 32 hex digits")]
    GameId,
    /// Every round is paired.
    #[error("all {0} rounds are paired")]
    AllRoundsPaired(u32),
    /// The round has boards without a result.
    #[error("round {0} still has games without a result")]
    RoundUnfinished(u32),
    /// Fewer than two players are present for the next round.
    #[error("fewer than two players are present for the next round")]
    TooFewPlayers,
    /// A round-robin of a number of players the Berger tables do not have.
    #[error("a round-robin is for 3 to 16 players, not {0}")]
    RoundRobinPlayers(u32),
    /// The Dutch system finds no pairing (every remaining pair has met).
    #[error("the Dutch system finds no pairing for the next round")]
    NoPairing,
    /// A TRF-16 file the board cannot read.
    #[error("TRF: {0}")]
    Trf(#[from] TrfError),
    /// The operating system's generator failed to make a token.
    #[error(transparent)]
    Random(#[from] RandomError),
}

impl ClubRefusal {
    /// The key of its text in the group `club` and its arguments.
    pub(crate) fn message(&self) -> Message {
        match self {
            ClubRefusal::NameEmpty(field) => Message::new("name_empty").with("field", field.arg()),
            ClubRefusal::NameTooLong(field) => Message::new("name_too_long")
                .with("field", field.arg())
                .with("max", super::limits::MAX_NAME),
            ClubRefusal::NameCharacter { field, code } => Message::new("name_character")
                .with("field", field.arg())
                .with("code", format!("U+{code:04X}")),
            ClubRefusal::Rating(rating) => Message::new("rating")
                .with("rating", rating)
                .with("max", super::limits::MAX_RATING),
            ClubRefusal::Rounds(rounds) => Message::new("rounds")
                .with("rounds", rounds)
                .with("max", super::limits::MAX_ROUNDS),
            ClubRefusal::UnknownRules(name) => Message::new("unknown_rules").with("name", name),
            ClubRefusal::UnknownSystem(name) => Message::new("unknown_system").with("name", name),
            ClubRefusal::UnknownTieBreak(name) => {
                Message::new("unknown_tiebreak").with("name", name)
            }
            ClubRefusal::TieBreakTwice(name) => Message::new("tiebreak_twice").with("name", name),
            ClubRefusal::ByePoints => Message::new("bye_points"),
            ClubRefusal::Clock => Message::new("clock"),
            ClubRefusal::Date(date) => Message::new("date").with("date", date),
            ClubRefusal::TooManyPlayers => {
                Message::new("too_many_players").with("max", super::limits::MAX_PLAYERS)
            }
            ClubRefusal::RegistrationClosed => Message::new("registration_closed"),
            ClubRefusal::NoSuchPlayer(n) => Message::new("no_player").with("player", n),
            ClubRefusal::Withdrawn(n) => Message::new("withdrawn").with("player", n),
            ClubRefusal::ByeRound(r) => Message::new("bye_round").with("round", r),
            ClubRefusal::ByeTwice { player, round } => Message::new("bye_twice")
                .with("player", player)
                .with("round", round),
            ClubRefusal::ByeRoundRobin => Message::new("bye_round_robin"),
            ClubRefusal::NoSuchRound(r) => Message::new("no_round").with("round", r),
            ClubRefusal::NoSuchBoard { round, board } => Message::new("no_board")
                .with("round", round)
                .with("board", board),
            ClubRefusal::UnknownResult(text) => Message::new("unknown_result").with("text", text),
            ClubRefusal::GameId => Message::new("game_id"),
            ClubRefusal::AllRoundsPaired(n) => Message::new("all_paired").with("rounds", n),
            ClubRefusal::RoundUnfinished(r) => Message::new("round_unfinished").with("round", r),
            ClubRefusal::TooFewPlayers => Message::new("too_few_players"),
            ClubRefusal::RoundRobinPlayers(n) => {
                Message::new("round_robin_players").with("players", n)
            }
            ClubRefusal::NoPairing => Message::new("no_pairing"),
            ClubRefusal::Trf(e) => Message::new("trf").with("detail", e),
            ClubRefusal::Random(e) => Message::new("random").with("detail", e),
        }
    }

    /// The HTTP status that fits: 404 for a player, round or board that is
    /// not there, 503 when no token could be made, 422 for the rest (the
    /// request was read; the tournament refuses it).
    pub(crate) fn status(&self) -> u16 {
        match self {
            ClubRefusal::NoSuchPlayer(_)
            | ClubRefusal::NoSuchRound(_)
            | ClubRefusal::NoSuchBoard { .. } => 404,
            ClubRefusal::Random(_) => 503,
            _ => 422,
        }
    }
}

impl ClubRefusal {
    /// The refusal for a pairing crate's error on pairing the next round.
    pub(crate) fn from_pairing(error: TournamentError) -> ClubRefusal {
        match error {
            TournamentError::AllRoundsPaired(n) => ClubRefusal::AllRoundsPaired(n),
            TournamentError::RoundNotFinished(r) => ClubRefusal::RoundUnfinished(r),
            TournamentError::NoSuchPlayer(n) => ClubRefusal::NoSuchPlayer(n),
            TournamentError::NoSuchRound(r) => ClubRefusal::NoSuchRound(r),
            TournamentError::Berger(danilchuk_pairings::BergerError::Players(n)) => {
                ClubRefusal::RoundRobinPlayers(n)
            }
            _ => ClubRefusal::NoPairing,
        }
    }
}
