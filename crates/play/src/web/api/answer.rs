//! What the API sends of a game: the [`Snapshot`] with the opponent, the
//! clocks, the seats (whose and which are open, never their tokens but to
//! their holder), the players, the offers waiting, and the times the board
//! was stopped.

use danilchuk_board::{Color, Position};
use serde::Serialize;

use super::reply::json;
use crate::session::game_messages::{claim_message, outcome_message};
use crate::session::message::Message;
use crate::session::seats::{side_key, GivenTokens, SeatStates};
use crate::session::table::{millis, Interruption, Table};
use crate::session::views::color_name;
use crate::web::http::Response;
use crate::{Opponent, Snapshot};

/// The game as the API sends it.
#[derive(Serialize)]
struct GameAnswer<'a> {
    id: &'a str,
    opponent: OpponentView,
    /// Moves this request played (0 or 1), the last of `history`; the
    /// page animates it.
    played: usize,
    /// Moves this request took back.
    undone: usize,
    /// The clocks, if the game has a time control.
    clock: Option<ClockView>,
    /// `one_screen` or `apart`.
    seating: &'static str,
    /// Each seat: `held`, `open` or `computer`.
    seats: SeatStates,
    /// The side whose seat this request holds, if any.
    you: Option<&'static str>,
    /// The players' names.
    players: PlayersView<'a>,
    /// What a side offers and waits for an answer to.
    offers: OffersView,
    /// The times the board was stopped while the clock ran.
    interruptions: &'a [Interruption],
    /// How the game ended, as the key of its text and the arguments
    /// (group `outcome`), for the page to say in its language.
    outcome_message: Option<Message>,
    /// The draw the side to move may claim, as the key of its text (group
    /// `claim`).
    claim_message: Option<Message>,
    /// The tokens of the seats this request made or claimed (only then).
    #[serde(skip_serializing_if = "GivenTokens::is_empty")]
    tokens: GivenTokens,
    #[serde(flatten)]
    snapshot: Snapshot,
}

#[derive(Serialize)]
struct ClockView {
    initial_ms: u64,
    increment_ms: u64,
    white_ms: u64,
    black_ms: u64,
    /// The side whose clock runs (none once the game is over).
    running: Option<&'static str>,
    /// The side whose time ran out.
    flagged: Option<&'static str>,
}

#[derive(Serialize)]
struct OpponentView {
    kind: &'static str,
    side: Option<&'static str>,
    strength: Option<u8>,
    name: &'static str,
}

#[derive(Serialize)]
struct PlayersView<'a> {
    white: Option<&'a str>,
    black: Option<&'a str>,
}

#[derive(Serialize)]
struct OffersView {
    draw: Option<&'static str>,
    takeback: Option<&'static str>,
}

fn opponent_view(opponent: Opponent) -> OpponentView {
    match opponent {
        Opponent::Person => OpponentView {
            kind: "person",
            side: None,
            strength: None,
            name: "a person",
        },
        Opponent::Computer { side, strength } => OpponentView {
            kind: "computer",
            side: Some(color_name(side)),
            strength: Some(strength.level()),
            name: crate::session::computer::COMPUTER_NAME,
        },
    }
}

/// What a request did to the game, for the page to animate.
#[derive(Clone, Copy, Default)]
pub(super) struct Change {
    /// Moves played (0 or 1).
    pub(super) played: usize,
    /// Moves taken back.
    pub(super) undone: usize,
}

/// The answer with the game of `table`, for a request holding `you`'s
/// seat, sent only the moves it lacks if it says what it has (`known`).
pub(super) fn game_answer(
    status: u16,
    table: &Table,
    you: Option<Color>,
    known: Option<(u64, usize)>,
    change: Change,
    tokens: GivenTokens,
) -> Response {
    let session = &table.session;
    let snapshot = match known {
        Some((version, moves)) => session.snapshot_since(version, moves),
        None => session.snapshot(),
    };
    let turn = session.game().position().turn();
    let over = snapshot.outcome.is_some();
    let clock = session.clock().map(|clock| ClockView {
        initial_ms: millis(clock.control().initial),
        increment_ms: millis(clock.control().increment),
        white_ms: millis(clock.left(Color::White, turn)),
        black_ms: millis(clock.left(Color::Black, turn)),
        running: (!over && clock.is_running()).then_some(color_name(turn)),
        flagged: session.flagged().map(color_name),
    });
    json(
        status,
        &GameAnswer {
            id: &table.id,
            opponent: opponent_view(session.opponent()),
            played: change.played,
            undone: change.undone,
            clock,
            seating: table.seating.name(),
            seats: table.seats.states(),
            you: you.map(side_key),
            players: PlayersView {
                white: table.names[0].as_deref(),
                black: table.names[1].as_deref(),
            },
            offers: OffersView {
                draw: table.offers.draw.map(side_key),
                takeback: table.offers.takeback.map(side_key),
            },
            interruptions: &table.interruptions,
            outcome_message: outcome_message(session),
            claim_message: claim_message(session),
            tokens,
            snapshot,
        },
    )
}
