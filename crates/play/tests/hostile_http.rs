//! The server against hostile clients over loopback: announced bodies it
//! must not allocate, slow clients that must not starve the others, more
//! connections than it serves at once, and wrong methods on every path.
//! The first test runs the real binary, so that "the process survives" and
//! its memory are the process's own.

mod support;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use danilchuk_play::{Server, ServerConfig};
use serde_json::json;
use support::{call, raw, start_server};

/// The board binary on a free port, killed when dropped.
struct Board {
    child: Child,
    addr: SocketAddr,
}

impl Board {
    fn start() -> Board {
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
        Board { child, addr }
    }

    fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Resident memory in KiB, from /proc (Linux); `None` elsewhere.
    fn resident_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
    }
}

impl Drop for Board {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn a_huge_content_length_is_refused_and_the_process_lives_on() {
    let mut board = Board::start();
    let addr = board.addr;
    assert_eq!(call(addr, "GET", "/api/rules", None).status, 200);
    let before = board.resident_kib();
    for length in [
        "1000000000000",
        "18446744073709551615",
        "99999999999999999999999999",
    ] {
        // Announced, never sent.
        let request =
            format!("POST /api/games HTTP/1.1\r\nHost: {addr}\r\nContent-Length: {length}\r\n\r\n");
        let answer = raw(addr, request.as_bytes());
        assert_eq!(
            answer.status,
            413,
            "Content-Length {length}: {}",
            answer.text()
        );
        assert!(board.alive(), "the board died on Content-Length {length}");
    }
    // A body just over the limit, announced and sent.
    let big = "x".repeat(danilchuk_play::MAX_BODY + 1);
    assert_eq!(call(addr, "POST", "/api/games", Some(&big)).status, 413);
    // A head that never ends.
    let mut stream = TcpStream::connect(addr).expect("connect");
    let endless = format!("GET / HTTP/1.1\r\nX: {}", "a".repeat(64 * 1024));
    let _ = stream.write_all(endless.as_bytes());
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    assert!(
        answer.starts_with(b"HTTP/1.1 431 "),
        "{:?}",
        String::from_utf8_lossy(&answer[..answer.len().min(80)])
    );
    // The board still plays.
    let game = call(addr, "POST", "/api/games", Some("{}"));
    assert_eq!(game.status, 201, "{}", game.text());
    assert!(board.alive());
    let after = board.resident_kib();
    eprintln!("board resident memory: before {before:?} KiB, after {after:?} KiB");
    if let (Some(before), Some(after)) = (before, after) {
        // Nothing near the announced sizes was allocated.
        assert!(
            after < before + 64 * 1024,
            "{before} KiB grew to {after} KiB"
        );
    }
}

/// A client that sends a request head announcing a body, then one byte of
/// it, and holds the connection open.
fn slow_client(addr: SocketAddr) -> TcpStream {
    let mut stream = TcpStream::connect(addr).expect("connect");
    let head = format!("POST /api/games HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 100\r\n\r\n{{");
    stream.write_all(head.as_bytes()).expect("write");
    stream
}

/// Whether the server has answered or closed `stream` (without waiting
/// long).
fn answered(stream: &mut TcpStream) -> bool {
    stream
        .set_read_timeout(Some(Duration::from_millis(20)))
        .expect("timeout");
    let mut byte = [0u8; 1];
    match stream.read(&mut byte) {
        // Closed by the server, or the first byte of an answer.
        Ok(0) => true,
        Ok(_) => true,
        Err(e) => !matches!(
            e.kind(),
            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
        ),
    }
}

#[test]
fn twenty_slow_clients_do_not_hold_up_a_normal_request() {
    let server = Server::bind(ServerConfig {
        port: 0,
        // Longer than the whole test: the slow clients are still being
        // waited for when the normal request is answered.
        request_deadline: Duration::from_secs(60),
        ..ServerConfig::default()
    })
    .expect("bind");
    let addr = server.addr();
    let _running = server.spawn();
    let mut slow: Vec<TcpStream> = (0..20).map(|_| slow_client(addr)).collect();
    // Dribble one more byte each, as a slow client does.
    for stream in &mut slow {
        stream.write_all(b" ").expect("dribble");
    }
    let started = Instant::now();
    let answer = call(addr, "GET", "/api/rules", None);
    let latency = started.elapsed();
    assert_eq!(answer.status, 200);
    let game = call(addr, "POST", "/api/games", Some(r#"{"rules":"immortal"}"#));
    assert_eq!(game.status, 201);
    // Answered while every slow client is still connected and unanswered:
    // none of them stood in the way.
    for stream in &mut slow {
        assert!(!answered(stream), "a slow client was answered early");
    }
    eprintln!("a normal request beside 20 slow clients took {latency:?}");
}

#[test]
fn a_client_too_slow_for_the_deadline_is_answered_408_and_cut_off() {
    let server = Server::bind(ServerConfig {
        port: 0,
        request_deadline: Duration::from_millis(300),
        ..ServerConfig::default()
    })
    .expect("bind");
    let addr = server.addr();
    let _running = server.spawn();
    let mut stream = slow_client(addr);
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("timeout");
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    assert!(
        answer.starts_with(b"HTTP/1.1 408 "),
        "{:?}",
        String::from_utf8_lossy(&answer)
    );
    // A client that sends nothing at all is cut off the same way.
    let mut silent = TcpStream::connect(addr).expect("connect");
    silent
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("timeout");
    let mut answer = Vec::new();
    let _ = silent.read_to_end(&mut answer);
    assert!(answer.starts_with(b"HTTP/1.1 408 "));
    assert_eq!(call(addr, "GET", "/api/rules", None).status, 200);
}

#[test]
fn connections_past_the_bound_are_told_503_at_once() {
    let server = Server::bind(ServerConfig {
        port: 0,
        connections: 4,
        request_deadline: Duration::from_secs(60),
        ..ServerConfig::default()
    })
    .expect("bind");
    let addr = server.addr();
    let _running = server.spawn();
    let mut slow: Vec<TcpStream> = (0..4).map(|_| slow_client(addr)).collect();
    // The acceptor counts a connection when it takes it; wait until all
    // four are taken (the fifth is then refused, not queued).
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let answer = call(addr, "GET", "/api/rules", None);
        if answer.status == 503 {
            assert!(!answer.json()["error"].as_str().unwrap_or("").is_empty());
            break;
        }
        assert_eq!(answer.status, 200);
        assert!(
            Instant::now() < deadline,
            "never refused a fifth connection"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // A slow client hanging up gives its place back.
    slow.pop();
    let deadline = Instant::now() + Duration::from_secs(30);
    while call(addr, "GET", "/api/rules", None).status != 200 {
        assert!(
            Instant::now() < deadline,
            "the freed place was not given back"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn every_known_path_answers_a_wrong_method_with_405_and_allow() {
    let (_server, addr) = start_server(8);
    let id = call(addr, "POST", "/api/games", Some("{}")).json()["id"]
        .as_str()
        .expect("id")
        .to_string();
    let game = format!("/api/games/{id}");
    let mut paths: Vec<(String, &str)> = vec![
        ("/".into(), "GET, HEAD"),
        ("/index.html".into(), "GET, HEAD"),
        ("/app.js".into(), "GET, HEAD"),
        ("/api/rules".into(), "GET, HEAD"),
        ("/api/games".into(), "POST"),
        (game.clone(), "GET, HEAD"),
        (format!("{game}/pgn"), "GET, HEAD, POST"),
    ];
    for action in [
        "move", "computer", "undo", "fen", "claim", "resign", "analysis",
    ] {
        paths.push((format!("{game}/{action}"), "POST"));
    }
    let methods = [
        "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT", "BREW",
    ];
    for (path, allow) in &paths {
        for method in methods {
            let allowed = allow.split(", ").any(|m| m == method);
            if allowed {
                continue;
            }
            let answer = call(addr, method, path, None);
            assert_eq!(answer.status, 405, "{method} {path}: {}", answer.text());
            assert_eq!(answer.header("allow"), Some(*allow), "{method} {path}");
            if method == "HEAD" {
                assert!(answer.body.is_empty(), "HEAD {path}: no body");
                continue;
            }
            let error = answer.json();
            assert!(
                error["error"].as_str().unwrap_or("").contains(allow),
                "{method} {path}: {error}"
            );
        }
    }
    // HEAD is GET without the body, its length still announced.
    let head = call(addr, "HEAD", "/api/rules", None);
    let get = call(addr, "GET", "/api/rules", None);
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    assert_eq!(
        head.header("content-length"),
        Some(get.body.len().to_string().as_str())
    );
    // Unknown paths stay 404 whatever the method.
    for method in ["GET", "PUT", "DELETE"] {
        assert_eq!(call(addr, method, "/api/nothing", None).status, 404);
        assert_eq!(
            call(addr, method, &format!("{game}/explode"), None).status,
            404
        );
    }
    // The game is unchanged.
    assert_eq!(call(addr, "GET", &game, None).json()["ply"], json!(0));
}

#[test]
fn a_body_that_is_not_a_json_object_is_refused() {
    let (_server, addr) = start_server(8);
    let id = call(addr, "POST", "/api/games", Some("{}")).json()["id"]
        .as_str()
        .expect("id")
        .to_string();
    for body in ["[]", " []", "[null]", "null", "1", "\"chess\"", "true"] {
        let answer = call(addr, "POST", "/api/games", Some(body));
        assert_eq!(answer.status, 400, "{body}: {}", answer.text());
        for action in ["move", "fen", "pgn"] {
            let path = format!("/api/games/{id}/{action}");
            assert_eq!(
                call(addr, "POST", &path, Some(body)).status,
                400,
                "{path} {body}"
            );
        }
    }
    // An empty body still means "all defaults".
    assert_eq!(call(addr, "POST", "/api/games", None).status, 201);
}
