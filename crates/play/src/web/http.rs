//! HTTP/1.1 as the board speaks it, as pure functions over bytes: the head
//! of a request read into a [`RequestHead`], an answer written out. The
//! server in [`super::server`] only moves the bytes; keeping the parsing
//! here lets the fuzz target and the tests drive it without a socket.
//!
//! Deliberately small: one request per connection (`Connection: close`),
//! bodies only with `Content-Length` (never chunked), nothing allocated from
//! a number the client sends.

use std::io::{self, Write};

/// The largest request head (request line and headers) the server reads.
pub const MAX_HEAD: usize = 16 * 1024;

/// The largest request body the server reads (a long PGN fits).
pub const MAX_BODY: usize = 256 * 1024;

/// The most header lines a request may carry.
pub const MAX_HEADERS: usize = 64;

/// A request the board cannot read: the status of the answer, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{status}: {message}")]
pub struct HttpError {
    /// The HTTP status (4xx, or 5xx for what the board does not speak).
    pub status: u16,
    /// Why, in words.
    pub message: String,
}

impl HttpError {
    /// An error with this status and message.
    pub fn new(status: u16, message: impl Into<String>) -> HttpError {
        HttpError {
            status,
            message: message.into(),
        }
    }
}

/// The HTTP versions the board speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Version {
    /// HTTP/1.0: `Host` may be left out.
    Http10,
    /// HTTP/1.1: `Host` is required (RFC 9112 3.2).
    Http11,
}

/// An answer to a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    /// The HTTP status.
    pub status: u16,
    /// The `Content-Type`.
    pub content_type: &'static str,
    /// The body.
    pub body: Vec<u8>,
    /// The methods the path takes, sent as `Allow` with a 405.
    pub allow: Option<&'static str>,
    /// Seconds to wait before asking again, sent as `Retry-After` with a
    /// 429 or 503.
    pub retry_after: Option<u32>,
}

/// The request line and the headers of a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestHead {
    /// The method token, as sent (`GET`, `POST`, ...).
    pub method: String,
    /// The request target: a path, with the query if any.
    pub target: String,
    /// The HTTP version of the request line.
    pub version: Version,
    /// The header fields in order, names as sent.
    pub headers: Vec<(String, String)>,
}

impl RequestHead {
    /// Reads a request head: the bytes before the blank line that ends it
    /// (with or without that blank line).
    ///
    /// # Errors
    ///
    /// 400 for a head that is not HTTP (with what is wrong), 414 for a
    /// target too long, 431 for a head too large or too many headers, 505
    /// for an HTTP version other than 1.0 and 1.1.
    pub fn parse(bytes: &[u8]) -> Result<RequestHead, HttpError> {
        if bytes.len() > MAX_HEAD {
            return Err(HttpError::new(
                431,
                format!("the request head is larger than {MAX_HEAD} bytes"),
            ));
        }
        let text = std::str::from_utf8(bytes)
            .map_err(|e| HttpError::new(400, format!("the request head is not UTF-8: {e}")))?;
        let text = text.trim_end_matches(['\r', '\n']);
        let mut lines = text
            .split('\n')
            .map(|line| line.strip_suffix('\r').unwrap_or(line));
        let request_line = lines.next().unwrap_or("");
        let mut parts = request_line.split(' ');
        let (Some(method), Some(target), Some(version), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(HttpError::new(
                400,
                format!("not an HTTP request line: {:?}", clip(request_line)),
            ));
        };
        if method.is_empty() || method.len() > 32 || !method.bytes().all(is_token_byte) {
            return Err(HttpError::new(
                400,
                format!("not an HTTP method: {:?}", clip(method)),
            ));
        }
        if !target.starts_with('/') || !target.bytes().all(|b| b.is_ascii_graphic()) {
            return Err(HttpError::new(
                400,
                format!(
                    "the request target must be a path such as /api/rules, not {:?}",
                    clip(target)
                ),
            ));
        }
        if target.len() > 2048 {
            return Err(HttpError::new(414, "the request target is too long"));
        }
        let version = match version {
            "HTTP/1.1" => Version::Http11,
            "HTTP/1.0" => Version::Http10,
            _ => {
                return Err(HttpError::new(
                    505,
                    format!(
                        "only HTTP/1.1 and HTTP/1.0 are spoken here, not {:?}",
                        clip(version)
                    ),
                ))
            }
        };
        let mut headers = Vec::new();
        for line in lines {
            if headers.len() == MAX_HEADERS {
                return Err(HttpError::new(
                    431,
                    format!("more than {MAX_HEADERS} header fields"),
                ));
            }
            let Some((name, value)) = line.split_once(':') else {
                return Err(HttpError::new(
                    400,
                    format!("not a header field: {:?}", clip(line)),
                ));
            };
            // RFC 9112 5.1: no space before the colon, no folded lines.
            if name.is_empty() || !name.bytes().all(is_token_byte) {
                return Err(HttpError::new(
                    400,
                    format!("not a header name: {:?}", clip(name)),
                ));
            }
            let value = value.trim_matches([' ', '\t']);
            if value.bytes().any(|b| b.is_ascii_control() && b != b'\t') {
                return Err(HttpError::new(
                    400,
                    format!("a control character in the header {name}"),
                ));
            }
            headers.push((name.to_string(), value.to_string()));
        }
        let head = RequestHead {
            method: method.to_string(),
            target: target.to_string(),
            version,
            headers,
        };
        head.check_host()?;
        Ok(head)
    }

    /// RFC 9112 3.2: one `Host`, a well-formed one, and none left out in
    /// HTTP/1.1. Two would let a proxy and this server each read another.
    fn check_host(&self) -> Result<(), HttpError> {
        let mut hosts = self
            .headers
            .iter()
            .filter(|(name, _)| name.eq_ignore_ascii_case("host"));
        match (hosts.next(), hosts.next(), self.version) {
            (Some(_), Some(_), _) => Err(HttpError::new(400, "more than one Host header")),
            (None, None, Version::Http11) => Err(HttpError::new(
                400,
                "an HTTP/1.1 request needs a Host header",
            )),
            (Some((_, host)), None, _) if !host.bytes().all(is_host_byte) => {
                Err(HttpError::new(400, format!("not a host: {:?}", clip(host))))
            }
            _ => Ok(()),
        }
    }

    /// The value of the first header called `name` (any case). (`Host`
    /// is there at most once: [`RequestHead::parse`] refuses two.)
    #[must_use]
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The length of the body that follows the head: 0 without
    /// `Content-Length`.
    ///
    /// # Errors
    ///
    /// 400 for a length that is not a number or several that differ, 413
    /// for one over [`MAX_BODY`] (refused before a byte of it is read), 501
    /// for `Transfer-Encoding` (a chunked body is not accepted).
    pub fn body_length(&self) -> Result<usize, HttpError> {
        if self.header("transfer-encoding").is_some() {
            return Err(HttpError::new(
                501,
                "Transfer-Encoding is not accepted here: send the body with Content-Length",
            ));
        }
        let mut length: Option<u64> = None;
        for (name, value) in &self.headers {
            if !name.eq_ignore_ascii_case("content-length") {
                continue;
            }
            let parsed = (!value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()))
                .then(|| value.parse::<u64>().unwrap_or(u64::MAX))
                .ok_or_else(|| {
                    HttpError::new(
                        400,
                        format!("Content-Length {:?} is not a number", clip(value)),
                    )
                })?;
            if length.is_some_and(|l| l != parsed) {
                return Err(HttpError::new(400, "two different Content-Length headers"));
            }
            length = Some(parsed);
        }
        match length {
            None => Ok(0),
            Some(n) if n > MAX_BODY as u64 => Err(HttpError::new(
                413,
                format!("the body of {n} bytes is larger than {MAX_BODY} bytes"),
            )),
            // Not over MAX_BODY, so it fits a usize.
            Some(n) => Ok(usize::try_from(n).unwrap_or(MAX_BODY)),
        }
    }

    /// Whether the answer carries no body (`HEAD`).
    #[must_use]
    pub fn is_head(&self) -> bool {
        self.method == "HEAD"
    }
}

/// RFC 9110 5.6.2: the characters of a method or a header name.
const fn is_token_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b'!' | b'#'
                | b'$'
                | b'%'
                | b'&'
                | b'\''
                | b'*'
                | b'+'
                | b'-'
                | b'.'
                | b'^'
                | b'_'
                | b'`'
                | b'|'
                | b'~'
        )
}

/// RFC 3986 3.2.2 and 3.2.3: the characters of a host (a name, an IPv4
/// or a bracketed IPv6 address) and its port.
const fn is_host_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b'-' | b'.'
                | b'_'
                | b'~'
                | b'!'
                | b'$'
                | b'&'
                | b'\''
                | b'('
                | b')'
                | b'*'
                | b'+'
                | b','
                | b';'
                | b'='
                | b'%'
                | b':'
                | b'['
                | b']'
        )
}

/// At most 80 characters of a client's text, for an error message.
fn clip(text: &str) -> String {
    text.chars().take(80).collect()
}

/// Where the head of a request ends in `bytes`: the index just past the
/// blank line, if it has come.
#[must_use]
pub fn head_end(bytes: &[u8]) -> Option<usize> {
    bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|at| at + 4)
        .or_else(|| bytes.windows(2).position(|w| w == b"\n\n").map(|at| at + 2))
}

/// The reason phrase of a status.
pub const fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        403 => "Forbidden",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        413 => "Content Too Large",
        414 => "URI Too Long",
        421 => "Misdirected Request",
        422 => "Unprocessable Content",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        507 => "Insufficient Storage",
        _ => "Unknown",
    }
}

/// Writes `response` as an HTTP/1.1 answer that closes the connection;
/// without the body for `HEAD` (`head_only`), its length still announced.
///
/// # Errors
///
/// What writing to `out` fails with.
pub fn write_response(
    out: &mut impl Write,
    response: &Response,
    head_only: bool,
) -> io::Result<()> {
    let mut head = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\nConnection: close\r\n\
         Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n\
         Content-Security-Policy: default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'\r\n",
        response.status,
        reason(response.status),
        response.content_type,
        response.body.len()
    );
    if let Some(allow) = response.allow {
        head.push_str(&format!("Allow: {allow}\r\n"));
    }
    if let Some(seconds) = response.retry_after {
        head.push_str(&format!("Retry-After: {seconds}\r\n"));
    }
    head.push_str("\r\n");
    out.write_all(head.as_bytes())?;
    if !head_only {
        out.write_all(&response.body)?;
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(text: &str) -> Result<RequestHead, HttpError> {
        RequestHead::parse(text.as_bytes())
    }

    #[test]
    fn a_request_head_is_read_with_its_headers() {
        let parsed =
            head("POST /api/games?x=1 HTTP/1.1\r\nHost: 127.0.0.1:1\r\nContent-Length: 2\r\n\r\n")
                .unwrap();
        assert_eq!(parsed.method, "POST");
        assert_eq!(parsed.target, "/api/games?x=1");
        assert_eq!(parsed.header("content-length"), Some("2"));
        assert_eq!(parsed.body_length(), Ok(2));
    }

    #[test]
    fn a_huge_content_length_is_refused_without_reading_it() {
        let parsed = head("POST / HTTP/1.0\r\nContent-Length: 1000000000000").unwrap();
        assert_eq!(parsed.body_length().unwrap_err().status, 413);
        let parsed = head("POST / HTTP/1.0\r\nContent-Length: 99999999999999999999999").unwrap();
        assert_eq!(parsed.body_length().unwrap_err().status, 413);
    }

    #[test]
    fn bad_lengths_and_chunked_bodies_are_refused() {
        for (text, status) in [
            ("POST / HTTP/1.0\r\nContent-Length: -1", 400),
            ("POST / HTTP/1.0\r\nContent-Length: 1e3", 400),
            ("POST / HTTP/1.0\r\nContent-Length: ", 400),
            (
                "POST / HTTP/1.0\r\nContent-Length: 1\r\nContent-Length: 2",
                400,
            ),
            ("POST / HTTP/1.0\r\nTransfer-Encoding: chunked", 501),
        ] {
            assert_eq!(
                head(text).unwrap().body_length().unwrap_err().status,
                status,
                "{text}"
            );
        }
        let same = head("POST / HTTP/1.0\r\nContent-Length: 3\r\ncontent-length: 3").unwrap();
        assert_eq!(same.body_length(), Ok(3));
    }

    #[test]
    fn what_is_not_http_is_refused_with_a_status() {
        for (text, status) in [
            ("", 400),
            ("GET", 400),
            ("GET /", 400),
            ("GET  / HTTP/1.1", 400),
            ("G(T / HTTP/1.1", 400),
            ("GET http://evil/ HTTP/1.1", 400),
            ("GET / HTTP/2", 505),
            ("GET / HTTP/1.1\r\nno colon", 400),
            ("GET / HTTP/1.1\r\nBad Name: x", 400),
            ("GET / HTTP/1.1\r\n folded: x", 400),
            ("GET / HTTP/1.1\r\nX: a\u{1}b", 400),
        ] {
            assert_eq!(head(text).unwrap_err().status, status, "{text:?}");
        }
        assert_eq!(RequestHead::parse(&[0xff, 0xfe]).unwrap_err().status, 400);
        let long = format!("GET /{} HTTP/1.1", "a".repeat(3000));
        assert_eq!(head(&long).unwrap_err().status, 414);
        let many = format!("GET / HTTP/1.1{}", "\r\nX: 1".repeat(MAX_HEADERS + 1));
        assert_eq!(head(&many).unwrap_err().status, 431);
        let huge = format!("GET / HTTP/1.1\r\nX: {}", "a".repeat(MAX_HEAD));
        assert_eq!(head(&huge).unwrap_err().status, 431);
    }

    #[test]
    fn host_is_required_once_in_http_1_1_and_at_most_once_in_1_0() {
        assert!(head("GET / HTTP/1.1\r\nHost: localhost:8744").is_ok());
        assert!(head("GET / HTTP/1.1\r\nhost: [::1]:8744").is_ok());
        assert!(head("GET / HTTP/1.0").is_ok());
        assert!(head("GET / HTTP/1.0\r\nHost: localhost:8744").is_ok());
        for text in [
            "GET / HTTP/1.1",
            "GET / HTTP/1.1\r\nHost: localhost:8744\r\nHost: evil.example",
            "GET / HTTP/1.1\r\nHost: evil.example\r\nHOST: localhost:8744",
            "GET / HTTP/1.0\r\nHost: a\r\nHost: a",
            "GET / HTTP/1.1\r\nHost: local host",
            "GET / HTTP/1.1\r\nHost: localhost/x",
        ] {
            assert_eq!(head(text).unwrap_err().status, 400, "{text:?}");
        }
    }

    #[test]
    fn the_head_ends_at_the_blank_line() {
        assert_eq!(head_end(b"GET / HTTP/1.1\r\n\r\nbody"), Some(18));
        assert_eq!(head_end(b"GET / HTTP/1.1\n\nbody"), Some(16));
        assert_eq!(head_end(b"GET / HTTP/1.1\r\nHost: x\r\n"), None);
    }

    #[test]
    fn an_answer_announces_its_length_and_allow() {
        let response = Response {
            status: 405,
            content_type: "application/json",
            body: b"{}".to_vec(),
            allow: Some("GET, HEAD"),
            retry_after: None,
        };
        let mut out = Vec::new();
        write_response(&mut out, &response, false).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with("HTTP/1.1 405 Method Not Allowed\r\n"),
            "{text}"
        );
        assert!(text.contains("\r\nContent-Length: 2\r\n"), "{text}");
        assert!(text.contains("\r\nAllow: GET, HEAD\r\n"), "{text}");
        assert!(text.ends_with("\r\n\r\n{}"), "{text}");
        let mut out = Vec::new();
        write_response(&mut out, &response, true).unwrap();
        assert!(out.ends_with(b"\r\n\r\n"));
    }
}
