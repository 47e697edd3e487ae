//! Test helpers: a small blocking HTTP/1.1 client over `std::net` (enough
//! for the board's API and for chromedriver's WebDriver JSON protocol; it
//! spares the tests a client library), and a server on a free port.

#![allow(dead_code)] // each test file uses a part

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use danilchuk_play::{RunningServer, Server, ServerConfig};
use serde_json::Value;

/// An answer: status, headers (lower-case names), body.
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Sends raw bytes and reads the answer (the connection is closed after).
pub fn raw(addr: SocketAddr, request: &[u8]) -> Answer {
    try_raw(addr, request).unwrap_or_else(|e| panic!("{e}"))
}

/// Sends raw bytes and reads the answer, or says which step failed (a
/// program that is still starting may refuse or reset the connection).
pub fn try_raw(addr: SocketAddr, request: &[u8]) -> Result<Answer, String> {
    let mut stream = TcpStream::connect(addr).map_err(|e| format!("connect: {e}"))?;
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .map_err(|e| format!("timeout: {e}"))?;
    stream
        .write_all(request)
        .map_err(|e| format!("write: {e}"))?;
    // Read the head, then exactly the body the head announces: some
    // servers (chromedriver) keep the connection open after answering.
    let mut bytes = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        if let Some(end) = bytes.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&bytes[..end]).to_ascii_lowercase();
            let length = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse::<usize>().ok());
            let done = match length {
                Some(n) => bytes.len() >= end + 4 + n,
                None if head.contains("transfer-encoding: chunked") => {
                    bytes.ends_with(b"0\r\n\r\n")
                }
                None => false,
            };
            if done {
                break;
            }
        }
        match stream.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => bytes.extend_from_slice(&chunk[..n]),
            Err(e) => return Err(format!("read: {e}")),
        }
    }
    Ok(parse_answer(&bytes))
}

fn parse_answer(bytes: &[u8]) -> Answer {
    let split = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no header end in {:?}", String::from_utf8_lossy(bytes)));
    let head = String::from_utf8_lossy(&bytes[..split]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .expect("status line");
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let mut body = bytes[split + 4..].to_vec();
    let chunked = headers
        .iter()
        .any(|(n, v)| n == "transfer-encoding" && v.contains("chunked"));
    if chunked {
        body = dechunk(&body);
    } else if let Some(len) = headers
        .iter()
        .find(|(n, _)| n == "content-length")
        .and_then(|(_, v)| v.parse::<usize>().ok())
    {
        body.truncate(len);
    }
    Answer {
        status,
        headers,
        body,
    }
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(end) = data.windows(2).position(|w| w == b"\r\n") {
        let size_text = String::from_utf8_lossy(&data[..end]);
        let size = usize::from_str_radix(size_text.split(';').next().unwrap_or("0").trim(), 16)
            .unwrap_or(0);
        if size == 0 {
            break;
        }
        let start = end + 2;
        out.extend_from_slice(&data[start..start + size]);
        data = &data[start + size + 2..];
    }
    out
}

/// One request with a body (if any) as JSON.
pub fn call(addr: SocketAddr, method: &str, path: &str, body: Option<&str>) -> Answer {
    try_call(addr, method, path, body).unwrap_or_else(|e| panic!("{e}"))
}

/// One request with a body (if any) as JSON, or why it got no answer.
pub fn try_call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> Result<Answer, String> {
    let body = body.unwrap_or("");
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    try_raw(addr, request.as_bytes())
}

/// A board server on a free loopback port.
pub fn start_server(max_sessions: usize) -> (RunningServer, SocketAddr) {
    let server = Server::bind(ServerConfig {
        port: 0,
        max_sessions,
        ..ServerConfig::default()
    })
    .expect("bind a free port");
    let addr = server.addr();
    assert!(addr.ip().is_loopback(), "the board binds to loopback only");
    (server.spawn(), addr)
}
