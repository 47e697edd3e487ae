//! The server against hostile clients over loopback: announced bodies it
//! must not allocate, slow clients that must not starve the others, more
//! connections than it serves at once, and wrong methods on every path.
//! The first test runs the real binary, so that "the process survives" and
//! its memory are the process's own.

mod support;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use danilchuk_play::{Server, ServerConfig};
use serde_json::json;
use support::{call, raw, start_server, BoardProcess};

#[test]
fn a_huge_content_length_is_refused_and_the_process_lives_on() {
    let mut board = BoardProcess::start();
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
    let big = "x".repeat(support::MAX_BODY + 1);
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
        ("/api/games".into(), "GET, HEAD, POST"),
        (game.clone(), "GET, HEAD"),
        (format!("{game}/pgn"), "GET, HEAD, POST"),
    ];
    for action in [
        "move", "computer", "undo", "fen", "claim", "resign", "draw", "seat", "analysis",
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
        for action in ["move", "fen", "pgn", "resign", "draw", "seat", "analysis"] {
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

/// One `GET path` on a new connection, its answer read to the end of the
/// body it announces; the connection is handed back open, as a client
/// that closes it later (when it is collected, or when the next request
/// is done) leaves it.
fn get_keeping_open(addr: SocketAddr, path: &str) -> (u16, TcpStream) {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .expect("timeout");
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n");
    stream.write_all(request.as_bytes()).expect("write");
    let mut bytes = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        if let Some(end) = bytes.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&bytes[..end]).to_ascii_lowercase();
            let length: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse().ok())
                .expect("a length");
            if bytes.len() >= end + 4 + length {
                let status = head[9..12].parse().expect("a status");
                return (status, stream);
            }
        }
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => panic!(
                "the answer ended early: {:?}",
                String::from_utf8_lossy(&bytes)
            ),
            Ok(n) => bytes.extend_from_slice(&chunk[..n]),
        }
    }
}

#[test]
fn fifty_clients_below_the_connection_bound_are_never_told_busy() {
    const CLIENTS: usize = 50;
    const REQUESTS: usize = 2_000;
    let board = BoardProcess::start();
    let addr = board.addr;
    let game = call(addr, "POST", "/api/games", Some(r#"{"rules":"immortal"}"#)).json();
    let path = format!("/api/games/{}", game["id"].as_str().expect("id"));
    let sent = Arc::new(AtomicUsize::new(0));
    let clients: Vec<_> = (0..CLIENTS)
        .map(|client| {
            let (sent, path) = (Arc::clone(&sent), path.clone());
            thread::spawn(move || {
                let mut statuses = Vec::new();
                let mut previous = None;
                // One request in flight per client, one after another. Half
                // the clients close each connection once its answer is
                // read; the others only after the next answer.
                while sent.fetch_add(1, Ordering::Relaxed) < REQUESTS {
                    let (status, stream) = get_keeping_open(addr, &path);
                    statuses.push(status);
                    previous = (client % 2 == 0).then_some(stream);
                }
                drop(previous);
                statuses
            })
        })
        .collect();
    let statuses: Vec<u16> = clients
        .into_iter()
        .flat_map(|c| c.join().expect("a client"))
        .collect();
    let busy = statuses.iter().filter(|&&s| s == 503).count();
    let other: Vec<u16> = statuses
        .iter()
        .copied()
        .filter(|&s| s != 200 && s != 503)
        .collect();
    eprintln!(
        "{CLIENTS} clients, {} requests: {busy} answered 503",
        statuses.len()
    );
    assert_eq!(statuses.len(), REQUESTS);
    assert!(other.is_empty(), "statuses other than 200: {other:?}");
    assert_eq!(
        busy, 0,
        "{busy} of {REQUESTS} requests told busy below the bound of 64"
    );
}

#[test]
fn the_host_header_must_be_there_once_in_http_1_1() {
    let board = BoardProcess::start();
    let addr = board.addr;
    let good = format!("Host: {addr}\r\n");
    let evil = "Host: evil.example\r\n";
    let request = |version: &str, headers: &str| {
        raw(
            addr,
            format!("GET /api/rules {version}\r\n{headers}Connection: close\r\n\r\n").as_bytes(),
        )
    };
    for (version, headers, status) in [
        ("HTTP/1.1", good.clone(), 200),
        ("HTTP/1.1", format!("{good}{evil}"), 400),
        ("HTTP/1.1", format!("{evil}{good}"), 400),
        ("HTTP/1.1", format!("{good}{good}"), 400),
        ("HTTP/1.1", format!("{good}host: localhost:1\r\n"), 400),
        ("HTTP/1.1", String::new(), 400),
        ("HTTP/1.1", "Host: \r\n".to_string(), 421),
        ("HTTP/1.1", evil.to_string(), 421),
        ("HTTP/1.0", String::new(), 200),
        ("HTTP/1.0", good.clone(), 200),
        ("HTTP/1.0", format!("{good}{evil}"), 400),
    ] {
        let answer = request(version, &headers);
        assert_eq!(
            answer.status,
            status,
            "{version} with {headers:?}: {}",
            answer.text()
        );
        if status != 200 {
            assert!(!answer.json()["error"].as_str().unwrap_or("").is_empty());
        }
    }
}
