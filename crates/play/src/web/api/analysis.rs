//! The engine's analysis of a game (`POST /api/games/{id}/analysis`): run
//! on a copy of the game, outside the game's lock, so that a player's move
//! never waits for it; one at a time per client address of a club server,
//! and at most [`AT_ONCE`] on the board (past either, 429 at once rather
//! than a queue), so that no crowd of watchers slows a game or the board.

use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};

use super::bodies::{parse_body, AnalysisBody};
use super::error::ApiError;
use super::reply::json;
use super::request::Request;
use crate::session::message::Message;
use crate::web::http::Response;
use crate::SessionStore;

/// The most analyses the board runs at once (the engine takes a core).
pub(crate) const AT_ONCE: usize = 2;

/// The analyses running, and the club client addresses they run for.
struct Running {
    count: usize,
    addresses: Vec<IpAddr>,
}

static RUNNING: Mutex<Running> = Mutex::new(Running {
    count: 0,
    addresses: Vec::new(),
});

/// An analysis's place among the running ones, given back when dropped.
struct Turn(Option<IpAddr>);

impl Turn {
    /// A place for an analysis for `address`, or the answer that says why
    /// there is none.
    fn take(address: Option<IpAddr>) -> Result<Turn, Response> {
        let mut running = RUNNING.lock().unwrap_or_else(PoisonError::into_inner);
        let busy = |message: &str, code: &'static str| {
            let mut refused = ApiError::said(429, message, Message::new(code)).response();
            refused.retry_after = Some(1);
            refused
        };
        if address.is_some_and(|a| running.addresses.contains(&a)) {
            return Err(busy(
                "this address already has an analysis running: wait for its answer, then ask again",
                "analysis_own",
            ));
        }
        if running.count >= AT_ONCE {
            return Err(busy(
                "the engine is busy analysing for others: try again in a moment",
                "analysis_busy",
            ));
        }
        running.count += 1;
        running.addresses.extend(address);
        Ok(Turn(address))
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        let mut running = RUNNING.lock().unwrap_or_else(PoisonError::into_inner);
        running.count = running.count.saturating_sub(1);
        if let Some(address) = self.0 {
            if let Some(at) = running.addresses.iter().position(|&a| a == address) {
                running.addresses.swap_remove(at);
            }
        }
    }
}

/// Analyses the game `id`, holding its lock only to copy it.
pub(super) fn analysis(
    store: &SessionStore,
    request: &Request<'_>,
    id: &str,
) -> Result<Response, ApiError> {
    let table = store
        .table(id)?
        .ok_or_else(|| ApiError::said(404, "no such game", Message::new("no_game")))?;
    let asked: AnalysisBody = parse_body(request.body)?;
    let session = {
        let table = table.lock().unwrap_or_else(PoisonError::into_inner);
        table.may_analyse()?;
        table.session.clone()
    };
    let turn = match Turn::take(request.limits.rate.map(|(_, client)| client)) {
        Ok(turn) => turn,
        Err(refused) => return Ok(refused),
    };
    let rules = session.rules();
    let view = session
        .analyse(asked.ply)
        .map_err(|e| ApiError::from(e).in_rules(rules))?;
    drop(turn);
    Ok(json(200, &view))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_analysis_per_address_and_a_few_on_the_board() {
        let a = IpAddr::from([10, 9, 0, 1]);
        let b = IpAddr::from([10, 9, 0, 2]);
        let first = Turn::take(Some(a)).expect("a first");
        assert!(Turn::take(Some(a)).is_err(), "a second for one address");
        let second = Turn::take(Some(b)).expect("another address");
        let refused = Turn::take(None).err().expect("past the bound");
        assert_eq!(refused.status, 429);
        drop(first);
        drop(second);
        assert!(Turn::take(Some(a)).is_ok(), "given back");
    }
}
