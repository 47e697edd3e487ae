//! Test helpers: a small blocking HTTP/1.1 client over `std::net` (enough
//! for the board's API and for chromedriver's WebDriver JSON protocol; it
//! spares the tests a client library), and a server on a free port.

#![allow(dead_code)] // each test file uses a part

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use danilchuk_board::Position;
use danilchuk_game::AnyGame;
use danilchuk_play::{Rules, RunningServer, Server, ServerConfig};
use serde_json::Value;

/// The largest request body the board reads, as its README says (256 KiB).
pub const MAX_BODY: usize = 256 * 1024;

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

/// The real `danilchuk-play` binary serving on a free loopback port,
/// killed when dropped: what "the process lives on" and its memory are
/// measured on.
pub struct BoardProcess {
    child: Child,
    pub addr: SocketAddr,
}

impl BoardProcess {
    pub fn start() -> BoardProcess {
        let mut child = Command::new(env!("CARGO_BIN_EXE_danilchuk-play"))
            .args(["--port", "0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the board binary starts");
        let mut line = String::new();
        let stdout = child.stdout.take().expect("stdout");
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the first line");
        let addr = line
            .trim()
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .parse()
            .unwrap_or_else(|e| panic!("not an address ({e}): {line:?}"));
        BoardProcess { child, addr }
    }

    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Resident memory in KiB, from /proc (Linux); `None` elsewhere.
    pub fn resident_kib(&self) -> Option<u64> {
        self.status_kib("VmRSS:")
    }

    /// The most resident memory the process has had, in KiB (Linux).
    pub fn peak_kib(&self) -> Option<u64> {
        self.status_kib("VmHWM:")
    }

    fn status_kib(&self, field: &str) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        status
            .lines()
            .find_map(|l| l.strip_prefix(field))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
    }
}

impl Drop for BoardProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A legal random game of `plies` half-moves in `rules` that is not over,
/// from the start or from `fen`, as PGN with UCI movetext (the shortest
/// text a move has, so the most moves a body can carry). Seeded: the same
/// game every run.
pub fn random_game_pgn(rules: Rules, fen: Option<&str>, plies: usize, seed: u64) -> String {
    let mut state = seed;
    let mut next = move || {
        // SplitMix64.
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let mut game = match fen {
        None => AnyGame::starting_with(rules),
        Some(fen) => AnyGame::from_fen_with(fen, rules).expect("a FEN of the rule set"),
    };
    let mut moves: Vec<String> = Vec::with_capacity(plies);
    let mut dead_ends = 0;
    while moves.len() < plies {
        let pos = *game.position();
        let mut legal: Vec<_> = pos.legal_moves().into_iter().collect();
        // Late in the fifty-move count, captures and pawn moves first, so
        // that the seventy-five-move rule does not end the game.
        let start = (next() % legal.len().max(1) as u64) as usize;
        legal.rotate_left(start);
        if pos.halfmoves() > 60 {
            legal.sort_by_key(|&m| !pos.is_zeroing(m));
        }
        let played = legal.into_iter().find(|&m| {
            game.play(m).expect("a legal move");
            if game.is_over() {
                game.undo();
                false
            } else {
                true
            }
        });
        match played {
            Some(m) => moves.push(pos.uci(m).to_string()),
            None => {
                // Every move ends the game: go back a few moves and choose
                // again.
                dead_ends += 1;
                assert!(dead_ends < 1000, "no game of {plies} plies found");
                for _ in 0..moves.len().min(8) {
                    game.undo();
                    moves.pop();
                }
            }
        }
    }
    let mut movetext = String::with_capacity(plies * 6);
    for (ply, uci) in moves.iter().enumerate() {
        movetext.push_str(uci);
        movetext.push(if ply % 16 == 15 { '\n' } else { ' ' });
    }
    let limit = rules
        .pgn_line_limit()
        .map_or(String::new(), |l| format!("[LineLimit \"{l}\"]\n"));
    let setup = fen.map_or(String::new(), |f| format!("[SetUp \"1\"]\n[FEN \"{f}\"]\n"));
    format!(
        "[Variant \"{}\"]\n{limit}{setup}[Result \"*\"]\n\n{movetext}*\n",
        rules.pgn_variant()
    )
}
