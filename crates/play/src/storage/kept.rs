//! A tournament as the store keeps it: its whole state as one JSON text
//! (what the club layer writes), and the version a change must find to
//! replace it, so that of two changes made from the same reading the
//! second is refused ([`super::StorageError::Stale`]), not lost.

use serde::{Deserialize, Serialize};

/// A tournament as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct KeptTournament {
    /// Its public id.
    pub(crate) id: String,
    /// Its whole state, as JSON.
    pub(crate) state: String,
    /// The version of `state`.
    pub(crate) version: u64,
    /// When it was made (Unix milliseconds).
    pub(crate) created_ms: u64,
    /// When it changed last (Unix milliseconds).
    pub(crate) updated_ms: u64,
}

/// A change of a tournament to write: its new state and version, and the
/// version the stored one must have (`None`: a new tournament, whose id
/// must not be taken).
#[derive(Clone, Copy, Debug)]
pub(crate) struct TournamentWrite<'a> {
    /// Its public id.
    pub(crate) id: &'a str,
    /// Its whole new state, as JSON.
    pub(crate) state: &'a str,
    /// The version of `state`.
    pub(crate) version: u64,
    /// The version the stored tournament must have, if it exists.
    pub(crate) expected: Option<u64>,
}
