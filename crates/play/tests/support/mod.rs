//! Test helpers: a small blocking HTTP/1.1 client over `std::net` (enough
//! for the board's API and for chromedriver's WebDriver JSON protocol; it
//! spares the tests a client library), and a server on a free port.

#![allow(dead_code)] // each test file uses a part

pub mod championship;
pub mod games;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use danilchuk_board::Position;
use danilchuk_game::AnyGame;
use danilchuk_play::{Rules, RunningServer, Server, ServerConfig};
use serde_json::{json, Value};

/// The largest request body the board reads, as `docs/play.md` says (256 KiB).
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
    let stream = TcpStream::connect(addr).map_err(|e| format!("connect: {e}"))?;
    exchange(stream, request)
}

/// A connection to `server` from the loopback address `from` (its socket
/// bound there first, which std cannot do): a client of another device,
/// as a club server sees it.
pub fn connect_from(from: [u8; 4], server: SocketAddr) -> Result<TcpStream, String> {
    use socket2::{Domain, Socket, Type};
    let socket =
        Socket::new(Domain::IPV4, Type::STREAM, None).map_err(|e| format!("socket: {e}"))?;
    socket
        .bind(&SocketAddr::from((from, 0)).into())
        .map_err(|e| format!("bind: {e}"))?;
    socket
        .connect_timeout(&server.into(), Duration::from_secs(5))
        .map_err(|e| format!("connect: {e}"))?;
    Ok(socket.into())
}

/// A request with a JSON body (if any) from the loopback address `from`,
/// or why it got no answer.
pub fn try_call_from(
    from: [u8; 4],
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
    exchange(connect_from(from, addr)?, request.as_bytes())
}

/// Sends `request` on `stream` and reads the answer.
fn exchange(mut stream: TcpStream, request: &[u8]) -> Result<Answer, String> {
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
    // A server that died while answering leaves an answer cut short.
    let Some(end) = bytes.windows(4).position(|w| w == b"\r\n\r\n") else {
        return Err(format!(
            "no whole answer: {:?}",
            String::from_utf8_lossy(&bytes)
        ));
    };
    let head = String::from_utf8_lossy(&bytes[..end]).to_ascii_lowercase();
    let length = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .and_then(|v| v.trim().parse::<usize>().ok());
    // (An answer to HEAD announces the length of the body it leaves out.)
    let head_request = request.starts_with(b"HEAD ");
    if !head_request && length.is_some_and(|n| bytes.len() < end + 4 + n) {
        return Err("the answer's body was cut short".into());
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
    try_call_as(addr, method, path, body, None)
}

/// One request acting for the seat of `token` (`Authorization: Bearer`).
pub fn call_as(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    token: Option<&str>,
) -> Answer {
    try_call_as(addr, method, path, body, token).unwrap_or_else(|e| panic!("{e}"))
}

/// [`call_as`], or why it got no answer.
pub fn try_call_as(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    token: Option<&str>,
) -> Result<Answer, String> {
    let body = body.unwrap_or("");
    let seat = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{seat}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    try_raw(addr, request.as_bytes())
}

/// A game made through the API with the tokens of the seats its creator
/// took, acting for whichever side an action is for.
pub struct Seated {
    pub addr: SocketAddr,
    pub id: String,
    pub white: Option<String>,
    pub black: Option<String>,
    /// The game as the last answer showed it.
    pub state: Value,
}

impl Seated {
    /// Makes a game (`POST /api/games` with `body`), which must be made.
    pub fn create(addr: SocketAddr, body: &Value) -> Seated {
        let answer = call(addr, "POST", "/api/games", Some(&body.to_string()));
        assert_eq!(answer.status, 201, "{}", answer.text());
        let state = answer.json();
        let token = |side: &str| state["tokens"][side].as_str().map(String::from);
        Seated {
            addr,
            id: state["id"].as_str().expect("an id").to_string(),
            white: token("white"),
            black: token("black"),
            state,
        }
    }

    /// The token of `side`'s seat, if the creator holds it.
    pub fn token(&self, side: &str) -> Option<&str> {
        match side {
            "white" => self.white.as_deref(),
            _ => self.black.as_deref(),
        }
    }

    /// The side an action is for: the side that made the last move for a
    /// take-back, else the side to move; against the computer, the
    /// player's.
    fn acting_side(&self, action: &str) -> String {
        if self.white.is_none() || self.black.is_none() {
            return if self.white.is_some() {
                "white"
            } else {
                "black"
            }
            .to_string();
        }
        let turn = self.state["turn"].as_str().unwrap_or("white");
        let other = if turn == "white" { "black" } else { "white" };
        if action == "undo" { other } else { turn }.to_string()
    }

    /// `POST /api/games/{id}/{action}` for the side it is for; the game is
    /// followed on a 200.
    pub fn act(&mut self, action: &str, body: &Value) -> (u16, Value) {
        let side = self.acting_side(action);
        let token = self.token(&side).map(String::from);
        self.act_as(token.as_deref(), action, body)
    }

    /// `POST /api/games/{id}/{action}` with `token`.
    pub fn act_as(&mut self, token: Option<&str>, action: &str, body: &Value) -> (u16, Value) {
        let answer = call_as(
            self.addr,
            "POST",
            &format!("/api/games/{}/{action}", self.id),
            Some(&body.to_string()),
            token,
        );
        let value = answer.json();
        if answer.status == 200 && value["fen"].is_string() {
            self.state = value.clone();
        }
        (answer.status, value)
    }

    /// Plays moves given as text; every one must be accepted. Returns the
    /// game after the last.
    pub fn play_all(&mut self, moves: &[&str]) -> Value {
        for text in moves {
            let (status, answer) = self.act("move", &json!({ "text": text }));
            assert_eq!(status, 200, "{text}: {answer}");
        }
        self.state.clone()
    }

    /// The game as the server has it now.
    pub fn get(&mut self) -> Value {
        let answer = call(self.addr, "GET", &format!("/api/games/{}", self.id), None);
        assert_eq!(answer.status, 200, "{}", answer.text());
        self.state = answer.json();
        self.state.clone()
    }
}

/// A fresh directory for a test's data (under the target directory, never
/// the user's home), removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(what: &str) -> TempDir {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
            "play-{what}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a test directory");
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
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
/// its games in a directory of its own, killed when dropped: what "the
/// process lives on" and its memory are measured on.
pub struct BoardProcess {
    child: Child,
    pub addr: SocketAddr,
    said: std::sync::Arc<std::sync::Mutex<String>>,
    /// Its data directory, when the process made it (removed with it).
    _data: Option<TempDir>,
}

impl BoardProcess {
    /// The board on a free port, with a data directory of its own.
    pub fn start() -> BoardProcess {
        let data = TempDir::new("board");
        let mut board = BoardProcess::start_with(&["--port", "0", "--data"], data.path());
        board._data = Some(data);
        board
    }

    /// The board with `args` and then `data` (the last argument, a
    /// directory): its address, read from its first line.
    pub fn start_with(args: &[&str], data: &Path) -> BoardProcess {
        BoardProcess::try_start_with(args, data).unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`BoardProcess::start_with`], or what the program said when it did
    /// not start.
    pub fn try_start_with(args: &[&str], data: &Path) -> Result<BoardProcess, String> {
        let mut child = Command::new(env!("CARGO_BIN_EXE_danilchuk-play"))
            .args(args)
            .arg(data)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the board binary starts");
        let mut line = String::new();
        let stdout = child.stdout.take().expect("stdout");
        let _ = BufReader::new(stdout).read_line(&mut line);
        if line.is_empty() {
            let mut said = String::new();
            if let Some(mut stderr) = child.stderr.take() {
                let _ = stderr.read_to_string(&mut said);
            }
            let status = child.wait().map(|s| s.to_string()).unwrap_or_default();
            return Err(format!("the board did not start ({status}): {said}"));
        }
        // Its later words are kept (a full pipe must not stop it).
        let said = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        if let Some(stderr) = child.stderr.take() {
            let said = std::sync::Arc::clone(&said);
            std::thread::spawn(move || {
                for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                    if let Ok(mut said) = said.lock() {
                        said.push_str(&line);
                        said.push('\n');
                    }
                }
            });
        }
        let addr = line
            .trim()
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .parse()
            .unwrap_or_else(|e| panic!("not an address ({e}): {line:?}"));
        Ok(BoardProcess {
            child,
            addr,
            said,
            _data: None,
        })
    }

    /// What it has written on its standard error so far.
    pub fn said(&self) -> String {
        self.said.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// Kills the process at once (SIGKILL on Unix), as a crash would.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
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
    let moves = random_game_moves(rules, fen, plies, seed);
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

/// The moves (UCI) of [`random_game_pgn`]'s game.
pub fn random_game_moves(rules: Rules, fen: Option<&str>, plies: usize, seed: u64) -> Vec<String> {
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
    moves
}

/// A port free now on 127.0.0.1, for a board started again on the same
/// address.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// The board program on `port` with its data in `data`; a start that
/// finds the port still held by a killed process's socket is tried again.
pub fn start_on(port: u16, data: &TempDir) -> BoardProcess {
    let port = port.to_string();
    let mut tries = 0;
    loop {
        match BoardProcess::try_start_with(&["--port", &port, "--data"], data.path()) {
            Ok(board) => return board,
            Err(why) if tries < 50 => {
                tries += 1;
                eprintln!("the board did not start yet: {why}");
                std::thread::sleep(Duration::from_millis(100));
            }
            Err(why) => panic!("{why}"),
        }
    }
}
