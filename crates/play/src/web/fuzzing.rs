//! The board's HTTP parsing and request answering, for its fuzz target
//! (`fuzz/`, target `http`) and the test that replays the target's corpus;
//! only with the `fuzzing` feature. Not a stable API: a program embedding
//! the board runs [`crate::Server`] or answers requests with
//! [`crate::handle`].
//!
//! ```
//! use danilchuk_play::fuzzing::{head_end, respond, RequestHead};
//! use danilchuk_play::SessionStore;
//! let request = b"GET /api/rules HTTP/1.1\r\nHost: localhost:8744\r\n\r\n";
//! let end = head_end(request).expect("a whole head");
//! let head = RequestHead::parse(&request[..end])?;
//! assert_eq!(respond(&SessionStore::default(), 8744, &head, b"").status, 200);
//! # Ok::<(), danilchuk_play::fuzzing::HttpError>(())
//! ```

use super::access::Site;
use super::api::respond_on;
use crate::{Response, SessionStore};

/// Answers one request whose head the server has read, as the board of
/// this computer on `port` does: refuses a `Host` that is not this board
/// on loopback (421), then routes it, acting for the seat its
/// `Authorization: Bearer` token holds. Never panics on what a client
/// sends.
#[must_use]
pub fn respond(store: &SessionStore, port: u16, head: &RequestHead, body: &[u8]) -> Response {
    respond_on(store, &Site::local(port), head, body)
}
pub use super::http::{
    head_end, write_response, HttpError, RequestHead, Version, MAX_BODY, MAX_HEAD, MAX_HEADERS,
};
