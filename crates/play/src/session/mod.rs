//! Layer 1, the games held for players: one game at the board ([`game`]:
//! a [`danilchuk_game::AnyGame`], the opponent, the [`clock`]s), the
//! computer that plays in it ([`computer`], [`engine`], [`strength`],
//! [`analysis`]), what the board shows of it ([`snapshot`], [`views`],
//! [`marks`]), why an attempt is refused ([`attempt`], [`castling`],
//! [`refusal`]) and what the board says of it as keys of texts
//! ([`message`], [`game_messages`]); the game as the board keeps it for
//! its players ([`table`]: its [`seats`] and their [`token`]s), and the small
//! tools these need ([`random`], [`date`], [`gate`]).
//!
//! Uses the rule-set crates only: nothing of the board's other layers.

pub(crate) mod analysis;
pub(crate) mod attempt;
pub(crate) mod castling;
pub(crate) mod clock;
pub(crate) mod computer;
pub(crate) mod date;
pub(crate) mod engine;
pub(crate) mod game;
pub(crate) mod game_messages;
pub(crate) mod gate;
pub(crate) mod marks;
pub(crate) mod message;
pub(crate) mod random;
pub(crate) mod refusal;
pub(crate) mod seats;
pub(crate) mod snapshot;
pub(crate) mod strength;
pub(crate) mod table;
pub(crate) mod token;
pub(crate) mod views;

pub use self::castling::CastlingRefusal;
pub use self::clock::{Clock, TimeControl};
pub use self::game::{Opponent, Session, MAX_PLIES};
pub use self::random::RandomError;
pub use self::refusal::Refusal;
pub use self::snapshot::{
    AnalysisView, KingsView, LegalView, LineSideView, LinesView, LockView, MotionView, MoveView,
    OutcomeView, Snapshot, TransformView, UnitView,
};
pub use self::strength::Strength;
