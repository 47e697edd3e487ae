//! Rust values to JavaScript ones: plain objects for the data of
//! `views.rs`, thrown `Error`s with a `kind` for [`ApiError`]. Only the
//! exported methods call these, and only in WebAssembly (the functions of
//! `js-sys` are no JavaScript on the host).

use js_sys::{Error, Reflect};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::JsValue;

use crate::error::{ApiError, ErrorKind};

/// What an exported method returns: a JavaScript value, or the error it
/// throws.
pub(crate) type JsResult<T = JsValue> = Result<T, JsValue>;

/// The JavaScript `Error` of `error`: its message, `name` `DanilchukError`
/// and a `kind` property ([`ErrorKind::as_str`]).
pub(crate) fn js_error(error: &ApiError) -> JsValue {
    let js = Error::new(&error.message);
    js.set_name("DanilchukError");
    // Setting a property of a fresh Error object cannot fail.
    let _ = Reflect::set(&js, &"kind".into(), &error.kind.as_str().into());
    js.into()
}

/// `result` for JavaScript: the value, or the thrown error.
pub(crate) fn throw<T>(result: Result<T, ApiError>) -> JsResult<T> {
    result.map_err(|e| js_error(&e))
}

/// `value` as a plain JavaScript object or array (JSON's shapes: `null`
/// for `None`, numbers for integers up to 2^53).
pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> JsResult {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_error(&ApiError::new(ErrorKind::Internal, e.to_string())))
}

/// `result`'s value as a plain JavaScript value, or its error thrown.
pub(crate) fn to_js_or_throw<T: Serialize>(result: Result<T, ApiError>) -> JsResult {
    to_js(&throw(result)?)
}

/// A JavaScript value read as `T`, or an [`ErrorKind::Argument`] error
/// naming `what` and why.
pub(crate) fn from_js<T: DeserializeOwned>(value: JsValue, what: &str) -> Result<T, ApiError> {
    serde_wasm_bindgen::from_value(value).map_err(|e| ApiError::argument(format!("{what}: {e}")))
}
