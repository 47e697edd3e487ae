//! Who may act for a side: each side of a game is a seat, held through a
//! token that only its holder knows (the side's private link), kept for
//! the player the creator invites (the holder of the invitation's secret,
//! sent in the link the creator passes on), open to the first player who
//! claims it (an open challenge, when the creator asks for one), or the
//! computer's. Everyone else
//! watches: the game's own address shows it and lets no one move.

use danilchuk_board::Color;

use super::message::{color_arg, Message};
use super::random::RandomError;
use super::token::Token;
use super::views::color_name;

/// A side's seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Seat {
    /// No one holds it yet, and anyone may take it: an open challenge.
    Open,
    /// No one holds it yet: the holder of this invitation may take it.
    Invited(Token),
    /// The holder of this token plays the side.
    Held(Token),
    /// The computer plays the side.
    Computer,
}

impl Seat {
    /// What anyone may know of the seat: `open`, `invited`, `held` or
    /// `computer`.
    pub(crate) const fn state(&self) -> &'static str {
        match self {
            Seat::Open => "open",
            Seat::Invited(_) => "invited",
            Seat::Held(_) => "held",
            Seat::Computer => "computer",
        }
    }
}

/// Where the players of a game between two people sit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Seating {
    /// One screen holds every seat (a game against the computer, or two
    /// people taking turns at one screen): what one side may do, the
    /// screen may.
    OneScreen,
    /// Each side on its own device: taking back a move needs the other
    /// side's consent, a new position cannot be loaded over the game, and
    /// the engine's analysis waits for the end.
    Apart,
}

impl Seating {
    /// The name the API and the database use.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Seating::OneScreen => "one_screen",
            Seating::Apart => "apart",
        }
    }

    /// The seating of a name ([`Seating::name`]).
    pub(crate) fn from_name(name: &str) -> Option<Seating> {
        match name {
            "one_screen" => Some(Seating::OneScreen),
            "apart" => Some(Seating::Apart),
            _ => None,
        }
    }
}

/// Why a request may not act for a side (answered 403).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum SeatRefusal {
    /// The request holds no seat of the game: no token, or not one of this
    /// game's.
    #[error("only the holder of {side}'s seat may do that: this request holds no seat of this game (open the side's private link)", side = side_name(*.0))]
    NoSeat(Color),
    /// The request holds the other side's seat.
    #[error("only the holder of {side}'s seat may do that: this request holds {held}'s", side = side_name(*.acting), held = side_name(*.held))]
    OtherSide {
        /// The side the action is for.
        acting: Color,
        /// The side the request holds.
        held: Color,
    },
    /// The request holds no seat of the game, which the action needs.
    #[error("only a player of this game may do that: this request holds no seat of it (watchers may only look)")]
    Watching,
    /// A seat kept for an invited player was claimed without the
    /// invitation.
    #[error("{side}'s seat is kept for the player the game's creator invited: open the invitation link they sent", side = side_name(*.0))]
    NotInvited(Color),
    /// A seat that is not open was claimed.
    #[error("{side}'s seat is already held", side = side_name(*.0))]
    Taken(Color),
    /// The computer's seat was claimed.
    #[error("the computer plays {side}: its seat cannot be claimed", side = side_name(*.0))]
    ComputersSeat(Color),
    /// A position or record loaded over a game of two players on two
    /// devices, which only both together could agree to.
    #[error("a game of two players on two devices is not replaced by a position or a record: start a new game for it")]
    NotReplacedApart,
    /// The computer asked to move in a game where it holds no seat.
    #[error("the computer plays no side of this game")]
    NoComputer,
    /// The engine's analysis asked for while two players play on two
    /// devices.
    #[error("the engine's analysis opens when the game between the two players is over")]
    AnalysisAfterTheGame,
}

impl SeatRefusal {
    /// What the board says of the refusal, in words of either language:
    /// the key of its text (group `refusal`) and the arguments.
    pub(crate) fn message(&self) -> Message {
        match self {
            SeatRefusal::NoSeat(side) => Message::new("seat_none").with("side", color_arg(*side)),
            SeatRefusal::OtherSide { acting, held } => Message::new("seat_other_side")
                .with("side", color_arg(*acting))
                .with("held", color_arg(*held)),
            SeatRefusal::Watching => Message::new("seat_watching"),
            SeatRefusal::Taken(side) => Message::new("seat_taken").with("side", color_arg(*side)),
            SeatRefusal::NotInvited(side) => {
                Message::new("seat_not_invited").with("side", color_arg(*side))
            }
            SeatRefusal::ComputersSeat(side) => {
                Message::new("seat_computers").with("side", color_arg(*side))
            }
            SeatRefusal::NotReplacedApart => Message::new("seat_not_replaced"),
            SeatRefusal::NoComputer => Message::new("seat_no_computer"),
            SeatRefusal::AnalysisAfterTheGame => Message::new("seat_analysis_after"),
        }
    }
}

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The two seats of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Seats {
    white: Seat,
    black: Seat,
}

impl Seats {
    /// The seats as given.
    pub(crate) const fn new(white: Seat, black: Seat) -> Seats {
        Seats { white, black }
    }

    /// `color`'s seat.
    pub(crate) const fn seat(&self, color: Color) -> &Seat {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    fn seat_mut(&mut self, color: Color) -> &mut Seat {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    /// The side whose seat `offered` holds, if any.
    pub(crate) fn holder(&self, offered: Option<&str>) -> Option<Color> {
        let offered = offered?;
        [Color::White, Color::Black]
            .into_iter()
            .find(|&c| matches!(self.seat(c), Seat::Held(t) if t.matches(offered)))
    }

    /// The side `offered` holds, which must be `acting`.
    pub(crate) fn require(
        &self,
        offered: Option<&str>,
        acting: Color,
    ) -> Result<Color, SeatRefusal> {
        match self.holder(offered) {
            Some(held) if held == acting => Ok(held),
            Some(held) => Err(SeatRefusal::OtherSide { acting, held }),
            None => Err(SeatRefusal::NoSeat(acting)),
        }
    }

    /// The side `offered` holds, whichever it is.
    pub(crate) fn require_any(&self, offered: Option<&str>) -> Result<Color, SeatRefusal> {
        self.holder(offered).ok_or(SeatRefusal::Watching)
    }

    /// Gives the open seat of `color` a fresh token, its holder's: an open
    /// challenge to anyone, a seat kept for an invited player to the
    /// holder of `invitation` only.
    pub(crate) fn claim(
        &mut self,
        color: Color,
        invitation: Option<&str>,
    ) -> Result<Token, ClaimError> {
        match self.seat(color) {
            Seat::Invited(kept) if !invitation.is_some_and(|offered| kept.matches(offered)) => {
                Err(SeatRefusal::NotInvited(color).into())
            }
            Seat::Open | Seat::Invited(_) => {
                let token = Token::new()?;
                *self.seat_mut(color) = Seat::Held(token.clone());
                Ok(token)
            }
            Seat::Held(_) => Err(SeatRefusal::Taken(color).into()),
            Seat::Computer => Err(SeatRefusal::ComputersSeat(color).into()),
        }
    }

    /// What anyone may know of the seats, for the API.
    pub(crate) fn states(&self) -> SeatStates {
        SeatStates {
            white: self.white.state(),
            black: self.black.state(),
        }
    }
}

/// Why a seat could not be claimed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum ClaimError {
    /// The seat is not open.
    #[error(transparent)]
    Refused(#[from] SeatRefusal),
    /// No token could be made.
    #[error(transparent)]
    Random(#[from] RandomError),
}

/// Each seat's state (`open`, `invited`, `held`, `computer`), as the API
/// shows it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub(crate) struct SeatStates {
    white: &'static str,
    black: &'static str,
}

/// The tokens given to the asker of a request that created or claimed
/// seats, by side, and the invitation to the other seat for the creator
/// to pass on; the only answer that ever carries a token.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub(crate) struct GivenTokens {
    #[serde(skip_serializing_if = "Option::is_none")]
    white: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    black: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    invitation: Option<String>,
}

impl GivenTokens {
    /// Whether no token is given.
    pub(crate) fn is_empty(&self) -> bool {
        self.white.is_none() && self.black.is_none()
    }

    /// The tokens of the seats `seats` holds for `sides`.
    pub(crate) fn of(seats: &Seats, sides: &[Color]) -> GivenTokens {
        let secret = |color: Color| match seats.seat(color) {
            Seat::Held(token) if sides.contains(&color) => token.secret().map(str::to_string),
            _ => None,
        };
        GivenTokens {
            white: secret(Color::White),
            black: secret(Color::Black),
            invitation: None,
        }
    }

    /// The same with the invitation to a seat of `seats` kept for an
    /// invited player, while it is new (for the game's creator).
    pub(crate) fn with_invitation(mut self, seats: &Seats) -> GivenTokens {
        self.invitation =
            [Color::White, Color::Black]
                .into_iter()
                .find_map(|color| match seats.seat(color) {
                    Seat::Invited(kept) => kept.secret().map(str::to_string),
                    _ => None,
                });
        self
    }
}

/// The side's name for the API, `white` or `black`.
pub(crate) fn side_key(color: Color) -> &'static str {
    color_name(color)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::token::TOKEN_LEN;

    fn held() -> (Seat, String) {
        let token = Token::new().expect("random");
        let text = token.secret().expect("new").to_string();
        (Seat::Held(token), text)
    }

    #[test]
    fn a_seat_answers_to_its_token_only() {
        let (white, w) = held();
        let (black, b) = held();
        let seats = Seats::new(white, black);
        assert_eq!(seats.holder(Some(&w)), Some(Color::White));
        assert_eq!(seats.holder(Some(&b)), Some(Color::Black));
        assert_eq!(seats.holder(None), None);
        assert_eq!(seats.holder(Some("")), None);
        assert_eq!(seats.holder(Some(&w[..TOKEN_LEN - 1])), None);
        let mut wrong = w.clone().into_bytes();
        wrong[TOKEN_LEN - 1] = if wrong[TOKEN_LEN - 1] == b'0' {
            b'1'
        } else {
            b'0'
        };
        assert_eq!(
            seats.holder(Some(std::str::from_utf8(&wrong).unwrap())),
            None
        );
        assert_eq!(seats.require(Some(&w), Color::White), Ok(Color::White));
        assert_eq!(
            seats.require(Some(&b), Color::White),
            Err(SeatRefusal::OtherSide {
                acting: Color::White,
                held: Color::Black
            })
        );
        assert_eq!(
            seats.require(None, Color::Black),
            Err(SeatRefusal::NoSeat(Color::Black))
        );
    }

    #[test]
    fn an_open_seat_is_claimed_once_and_the_computers_never() {
        let (white, _) = held();
        let mut seats = Seats::new(white, Seat::Open);
        let token = seats.claim(Color::Black, None).expect("open");
        assert_eq!(seats.holder(token.secret()), Some(Color::Black));
        assert_eq!(
            seats.claim(Color::Black, None),
            Err(SeatRefusal::Taken(Color::Black).into())
        );
        let mut seats = Seats::new(Seat::Computer, Seat::Open);
        assert_eq!(
            seats.claim(Color::White, None),
            Err(SeatRefusal::ComputersSeat(Color::White).into())
        );
    }

    #[test]
    fn a_seat_kept_for_an_invited_player_is_theirs_alone() {
        let (white, _) = held();
        let invitation = Token::new().expect("random");
        let secret = invitation.secret().expect("new").to_string();
        let mut seats = Seats::new(white, Seat::Invited(invitation));
        assert_eq!(seats.states().black, "invited");
        for stranger in [None, Some(""), Some("0123")] {
            assert_eq!(
                seats.claim(Color::Black, stranger),
                Err(SeatRefusal::NotInvited(Color::Black).into())
            );
        }
        let given = GivenTokens::default().with_invitation(&seats);
        assert_eq!(given.invitation.as_deref(), Some(secret.as_str()));
        let token = seats.claim(Color::Black, Some(&secret)).expect("invited");
        assert_eq!(seats.holder(token.secret()), Some(Color::Black));
        assert_eq!(
            seats.claim(Color::Black, Some(&secret)),
            Err(SeatRefusal::Taken(Color::Black).into())
        );
    }
}
