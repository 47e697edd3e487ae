//! Why a request is answered with an error, and the answer that says it:
//! its status, its message in English, the ruling that decides a
//! refusal, and the key of its text for the page to say.

use std::collections::BTreeMap;

use serde::Serialize;

use super::reply::json;
use crate::club::ClubRefusal;
use crate::session::message::Message;
use crate::session::random::RandomError;
use crate::session::seats::SeatRefusal;
use crate::session::table::TableError;
use crate::storage::StorageError;
use crate::web::http::{HttpError, Response};
use crate::{Refusal, Rules};

/// Why a request is answered with an error: the board refused what it
/// asks (422, the refusal carried typed to the answer), the request does
/// not hold the seat it needs (403), the game could not be stored, or the
/// request cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum ApiError {
    /// The board refused it.
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// The board refused it in a game of a rule set (which may name
    /// another ruling for it: [`Refusal::rule_in`]).
    #[error("{0}")]
    RefusedIn(Refusal, Rules),
    /// The request does not hold the seat the action needs.
    #[error(transparent)]
    Seat(#[from] SeatRefusal),
    /// The database could not be read or written: nothing was changed.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// No token or id could be made.
    #[error(transparent)]
    Random(#[from] RandomError),
    /// Not a request the board can read.
    #[error(transparent)]
    Request(#[from] HttpError),
    /// Refused with a status of its own and a message for the page to
    /// say in its language (a limit of a club server, a player's name).
    #[error("{0}")]
    Said(HttpError, Message),
    /// A tournament refused a command (its status, and its text in the
    /// group `club` for the page).
    #[error(transparent)]
    Club(#[from] ClubRefusal),
    /// Refused about a tournament with a status of its own and a message
    /// in the group `club` (a token that is not the organiser's).
    #[error("{0}")]
    ClubSaid(HttpError, Message),
}

impl From<TableError> for ApiError {
    fn from(error: TableError) -> ApiError {
        match error {
            TableError::Refused(e) => e.into(),
            TableError::Seat(e) => e.into(),
            TableError::Random(e) => e.into(),
        }
    }
}

impl ApiError {
    pub(crate) fn new(status: u16, message: impl Into<String>) -> ApiError {
        HttpError::new(status, message).into()
    }

    pub(super) fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(400, message)
    }

    /// Refused with `status`, said in English as `message` and for the
    /// page as `said` (the key of its text in the group `refusal`).
    pub(crate) fn said(status: u16, message: impl Into<String>, said: Message) -> ApiError {
        ApiError::Said(HttpError::new(status, message), said)
    }

    /// Refused about a tournament with `status`, said in English as
    /// `message` and for the page as `said` (in the group `club`).
    pub(crate) fn club(status: u16, message: impl Into<String>, said: Message) -> ApiError {
        ApiError::ClubSaid(HttpError::new(status, message), said)
    }

    /// The same error, said of a game of `rules`.
    pub(super) fn in_rules(self, rules: Rules) -> ApiError {
        match self {
            ApiError::Refused(refusal) => ApiError::RefusedIn(refusal, rules),
            other => other,
        }
    }

    fn status(&self) -> u16 {
        match self {
            ApiError::Refused(_) | ApiError::RefusedIn(..) => 422,
            ApiError::Seat(_) => 403,
            ApiError::Storage(e) if e.is_full() => 507,
            ApiError::Storage(StorageError::Stale { .. }) => 409,
            ApiError::Club(refusal) => refusal.status(),
            ApiError::Storage(StorageError::BadGame { .. } | StorageError::Damaged { .. }) => 500,
            ApiError::Storage(_) | ApiError::Random(_) => 503,
            ApiError::Request(e) | ApiError::Said(e, _) | ApiError::ClubSaid(e, _) => e.status,
        }
    }

    /// The answer that carries this error: its message in English, the
    /// ruling that decides a refusal, and the key of its text with the
    /// arguments (`code`, `args`) for the page to say it in its language;
    /// `key` is the same key with its group (`refusal.locked`,
    /// `club.round_unfinished`).
    pub(crate) fn response(&self) -> Response {
        #[derive(Serialize)]
        struct Body<'a> {
            error: String,
            #[serde(skip_serializing_if = "Option::is_none")]
            rule: Option<&'a str>,
            code: &'static str,
            key: String,
            args: BTreeMap<&'static str, String>,
        }
        let group = match self {
            ApiError::Club(_) | ApiError::ClubSaid(..) => "club",
            ApiError::Storage(StorageError::Stale { .. }) => "club",
            _ => "refusal",
        };
        let (error, rule, message) = match self {
            ApiError::Refused(refusal) => (refusal.to_string(), refusal.rule(), refusal.message()),
            ApiError::RefusedIn(refusal, rules) => (
                refusal.to_string(),
                refusal.rule_in(*rules),
                refusal.message(),
            ),
            ApiError::Seat(refusal) => (refusal.to_string(), None, refusal.message()),
            ApiError::Request(e) => (
                e.message.clone(),
                None,
                Message::new("request").with("detail", &e.message),
            ),
            ApiError::Said(e, said) | ApiError::ClubSaid(e, said) => {
                (e.message.clone(), None, said.clone())
            }
            ApiError::Club(refusal) => (refusal.to_string(), None, refusal.message()),
            ApiError::Storage(StorageError::Stale { .. }) => {
                (self.to_string(), None, Message::new("stale"))
            }
            other => (
                other.to_string(),
                None,
                Message::new("server").with("detail", other),
            ),
        };
        json(
            self.status(),
            &Body {
                error,
                rule,
                code: message.code,
                key: format!("{group}.{}", message.code),
                args: message.args,
            },
        )
    }
}

/// The answer to a request that cannot be read.
pub(crate) fn error_response(error: &HttpError) -> Response {
    ApiError::Request(error.clone()).response()
}
