//! An answer with a body: JSON, or a file of the page.

use serde::Serialize;

use crate::web::assets::Asset;
use crate::web::http::Response;

/// A JSON answer with `status` (500 and the reason if it cannot be
/// written).
pub(crate) fn json<T: Serialize>(status: u16, value: &T) -> Response {
    match serde_json::to_vec(value) {
        Ok(body) => Response {
            status,
            content_type: "application/json; charset=utf-8",
            body,
            allow: None,
            retry_after: None,
        },
        Err(e) => Response {
            status: 500,
            content_type: "text/plain; charset=utf-8",
            body: format!("cannot write JSON: {e}").into_bytes(),
            allow: None,
            retry_after: None,
        },
    }
}

/// A file of the page, as it is.
pub(super) fn asset(file: Asset) -> Response {
    Response {
        status: 200,
        content_type: file.content_type,
        body: file.body.to_vec(),
        allow: None,
        retry_after: None,
    }
}
