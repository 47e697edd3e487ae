//! The HTTP server of the browser board, on `std::net` alone: 127.0.0.1
//! (or, for a club, the address given), a thread per connection up to a
//! bound, a deadline for each request, the API of [`super::api`], and a
//! thread that ends the games whose clock ran out, whoever watches them.
//!
//! A slow client holds only its own thread, and only until its deadline; a
//! client past the bound is told 503 at once instead of queueing behind the
//! others; on a club server one address holds at most
//! [`PER_ADDRESS_CONNECTIONS`] connections, far below the bound, so that
//! one device's idle connections leave the others their way in; a connection stops counting against the bound once its answer
//! is written, not when the client gets round to hanging up; a request is read into memory only up to 16 KiB of head and
//! 256 KiB of body, whatever it announces.

use std::io::{self, Read};
use std::net::{IpAddr, Ipv4Addr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{sync_channel, SyncSender};
use std::sync::Arc;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::access::{Access, Defaults, Limits, Site};
use super::api;
use super::http::{self, HttpError, RequestHead, MAX_HEAD};
use super::rate::RateLimit;
use super::slots::{AddressSlots, Slot, PER_ADDRESS_CONNECTIONS};
use crate::{Lang, SessionStore, Strength, MAX_SESSIONS};

/// The port the board listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 8744;

/// The most live games of a club server unless told otherwise.
pub const DEFAULT_MAX_LIVE_GAMES: usize = 64;

/// The games a client address of a club server may start a minute unless
/// told otherwise (as many at once).
pub const DEFAULT_NEW_GAMES_PER_MINUTE: u32 = 10;

/// How often the clock keeper looks for flags that fell.
const CLOCK_ROUND: Duration = Duration::from_secs(1);

/// How the server is set up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ServerConfig {
    /// The port; 0 picks any free port.
    pub port: u16,
    /// The address it listens on: loopback (127.0.0.1) for
    /// [`Access::Local`], any for [`Access::Club`] (`0.0.0.0` for every
    /// network of the machine).
    pub address: IpAddr,
    /// Whom it serves: this computer, or a club's local network.
    pub access: Access,
    /// A club server's most live games (unfinished, changed in the last
    /// day, and moved in or changed in the last ten minutes): a new game
    /// past it is refused (503); one client address may have an eighth of
    /// them (at least two; past it, 429).
    pub max_live_games: usize,
    /// The games each client address of a club server may start a minute
    /// (as many at once): past it, 429.
    pub new_games_per_minute: u32,
    /// The most requests read and answered at once (512 unless told: a
    /// thread each, most of them idle when slow clients hold them); one
    /// more is answered 503. (As many answered connections again may be waiting for their
    /// client to hang up, for half a second at most.)
    pub connections: usize,
    /// How long a client has to send a whole request (head and body);
    /// a slower one is answered 408 and cut off.
    pub request_deadline: Duration,
    /// The most games kept at once.
    pub max_sessions: usize,
    /// The computer's strength of a new game that names none, and the
    /// page's choice until the player makes another (`--strength`).
    pub strength: Strength,
    /// The language the page starts in unless the player chose one
    /// (`--lang`); `None`: the browser's.
    pub lang: Option<Lang>,
}

impl Default for ServerConfig {
    fn default() -> ServerConfig {
        ServerConfig {
            port: DEFAULT_PORT,
            address: IpAddr::V4(Ipv4Addr::LOCALHOST),
            access: Access::Local,
            max_live_games: DEFAULT_MAX_LIVE_GAMES,
            new_games_per_minute: DEFAULT_NEW_GAMES_PER_MINUTE,
            connections: 512,
            request_deadline: Duration::from_secs(10),
            max_sessions: MAX_SESSIONS,
            strength: Strength::DEFAULT,
            lang: None,
        }
    }
}

/// A bound server, ready to run.
pub struct Server {
    listener: TcpListener,
    store: Arc<SessionStore>,
    addr: SocketAddr,
    config: ServerConfig,
    rate: Arc<RateLimit>,
}

impl Server {
    /// Binds to the configured address and port, keeping its games in a
    /// database in memory (nothing outlives the process; see
    /// [`Server::with_store`]).
    ///
    /// # Errors
    ///
    /// When the port cannot be bound (in use, or not allowed), or the
    /// board for this computer ([`Access::Local`]) is given an address
    /// that is not loopback.
    pub fn bind(config: ServerConfig) -> io::Result<Server> {
        Server::with_store(config, SessionStore::new(config.max_sessions))
    }

    /// Binds as [`Server::bind`], serving the games of `store` (such as
    /// the database of a data directory, [`SessionStore::open`]).
    ///
    /// # Errors
    ///
    /// As [`Server::bind`].
    pub fn with_store(config: ServerConfig, store: SessionStore) -> io::Result<Server> {
        if config.access == Access::Local && !config.address.is_loopback() {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "the board for this computer listens on loopback only, not {}: serve a club's network with Access::Club (--listen)",
                    config.address
                ),
            ));
        }
        let listener = TcpListener::bind(SocketAddr::new(config.address, config.port))?;
        let addr = listener.local_addr()?;
        Ok(Server {
            listener,
            store: Arc::new(store),
            addr,
            config: ServerConfig {
                connections: config.connections.max(1),
                ..config
            },
            rate: Arc::new(RateLimit::new(config.new_games_per_minute)),
        })
    }

    /// The games it serves.
    #[must_use]
    pub fn store(&self) -> &SessionStore {
        &self.store
    }

    /// The address it listens on.
    #[must_use]
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The page's address, `http://ADDRESS:PORT/` (`http://127.0.0.1:PORT/`
    /// on this computer).
    #[must_use]
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Answers requests in the background. The server stops accepting
    /// when the returned handle is dropped.
    #[must_use = "the server stops when the handle is dropped"]
    pub fn spawn(self) -> RunningServer {
        let stop = Arc::new(AtomicBool::new(false));
        let url = self.url();
        let addr = self.addr;
        let store = Arc::clone(&self.store);
        let acceptor = {
            let stop = Arc::clone(&stop);
            thread::Builder::new()
                .name("board-accept".into())
                .spawn(move || self.accept_until(&stop))
                .ok()
        };
        RunningServer {
            addr,
            url,
            stop,
            acceptor,
            store,
        }
    }

    /// Answers requests until the process ends.
    pub fn run(self) {
        self.accept_until(&Arc::new(AtomicBool::new(false)));
    }

    fn accept_until(self, stop: &Arc<AtomicBool>) {
        let _clocks = ClockKeeper::spawn(Arc::clone(&self.store), Arc::clone(stop));
        let serving = Arc::new(AtomicUsize::new(0));
        let closing = Arc::new(AtomicUsize::new(0));
        let refusals = spawn_refuser();
        let addresses = AddressSlots::new(PER_ADDRESS_CONNECTIONS);
        for stream in self.listener.incoming() {
            if stop.load(Ordering::Acquire) {
                break;
            }
            let Ok(stream) = stream else {
                // Out of file descriptors and the like: wait, do not spin.
                thread::sleep(Duration::from_millis(10));
                continue;
            };
            // A club's client address holds a few connections at most;
            // on this computer every client is 127.0.0.1.
            let address = match self.config.access {
                Access::Club => match stream.peer_addr().map(|peer| addresses.take(peer.ip())) {
                    Ok(Some(place)) => Some(place),
                    _ => {
                        refuse(refusals.as_ref(), stream, Busy::Address);
                        continue;
                    }
                },
                Access::Local => None,
            };
            let Some(slot) = Slot::take(&serving, self.config.connections) else {
                refuse(refusals.as_ref(), stream, Busy::Server);
                continue;
            };
            let closing = Arc::clone(&closing);
            let store = Arc::clone(&self.store);
            let rate = Arc::clone(&self.rate);
            let config = self.config;
            let addr = self.addr;
            // Spawning fails only when the system is out of threads; the
            // connection is then dropped (with its slot) unanswered.
            let _ = thread::Builder::new()
                .name("board-connection".into())
                .spawn(move || {
                    let stream = serve_connection(&store, &config, &rate, addr, stream);
                    // Answered: the slot is free for the next request at
                    // once, though the client may take a while to hang up.
                    drop(slot);
                    close(stream, &closing, config.connections);
                    drop(address);
                });
        }
    }
}

/// Closes an answered connection: drained for a moment (so that the
/// client reads the answer rather than a reset) while fewer than `bound`
/// connections are being closed so, else at once.
fn close(stream: TcpStream, closing: &Arc<AtomicUsize>, bound: usize) {
    match Slot::take(closing, bound) {
        Some(_slot) => finish(stream, Duration::from_millis(500)),
        None => {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

/// A server answering in the background (see [`Server::spawn`]).
pub struct RunningServer {
    addr: SocketAddr,
    url: String,
    stop: Arc<AtomicBool>,
    acceptor: Option<JoinHandle<()>>,
    store: Arc<SessionStore>,
}

impl RunningServer {
    /// The games it serves.
    #[must_use]
    pub fn store(&self) -> &SessionStore {
        &self.store
    }

    /// The page's address.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The address it listens on.
    #[must_use]
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
}

impl Drop for RunningServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
        // Wake the acceptor so that it sees the flag.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
        if let Some(acceptor) = self.acceptor.take() {
            let _ = acceptor.join();
        }
    }
}

/// The thread that ends the games whose clock ran out (the side to move
/// loses on time) whether or not anyone watches them, and keeps the
/// board's heartbeat while a clock runs; it stops with the server.
struct ClockKeeper {
    thread: Option<JoinHandle<()>>,
    stop: Arc<AtomicBool>,
}

impl ClockKeeper {
    fn spawn(store: Arc<SessionStore>, stop: Arc<AtomicBool>) -> ClockKeeper {
        let thread = {
            let stop = Arc::clone(&stop);
            thread::Builder::new()
                .name("board-clocks".into())
                .spawn(move || {
                    let mut told: Option<String> = None;
                    while !stop.load(Ordering::Acquire) {
                        match store.end_fallen_flags() {
                            Ok(_) => told = None,
                            Err(e) => {
                                // Said once, not every second.
                                let text = e.to_string();
                                if told.as_ref() != Some(&text) {
                                    eprintln!("play: the clocks: {text}");
                                    told = Some(text);
                                }
                            }
                        }
                        thread::park_timeout(CLOCK_ROUND);
                    }
                })
                .ok()
        };
        ClockKeeper { thread, stop }
    }
}

impl Drop for ClockKeeper {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
        if let Some(thread) = self.thread.take() {
            thread.thread().unpark();
            let _ = thread.join();
        }
    }
}

/// Why a connection is refused at once.
#[derive(Copy, Clone)]
enum Busy {
    /// The server serves as many connections as it may.
    Server,
    /// The client's address holds as many connections as it may.
    Address,
}

/// Hands `stream` to the refuser; when even the refuser is behind, the
/// connection is dropped unanswered: a flood costs nothing but itself.
fn refuse(refusals: Option<&SyncSender<(TcpStream, Busy)>>, stream: TcpStream, why: Busy) {
    if let Some(refusals) = refusals {
        let _ = refusals.try_send((stream, why));
    }
}

/// One thread that answers 503 to the connections past the bound, so that
/// the acceptor never waits on a client.
fn spawn_refuser() -> Option<SyncSender<(TcpStream, Busy)>> {
    let (sender, receiver) = sync_channel::<(TcpStream, Busy)>(64);
    thread::Builder::new()
        .name("board-refuse".into())
        .spawn(move || {
            for (mut stream, why) in receiver {
                // Read what the client sent first: closing a socket with
                // unread data resets it, and the client would never see
                // the answer.
                let deadline = Instant::now() + Duration::from_millis(100);
                let _ = read_request(&mut stream, deadline);
                let _ = stream.set_write_timeout(Some(Duration::from_millis(100)));
                let busy = HttpError::new(
                    503,
                    match why {
                        Busy::Server => "the board is busy with other connections; try again",
                        Busy::Address => "this address has as many connections open as it may: close some, then try again",
                    },
                );
                let _ = http::write_response(&mut stream, &api::error_response(&busy), false);
                finish(stream, Duration::from_millis(50));
            }
        })
        .ok()
        .map(|_| sender)
}

/// Closes our side but lets the client read the answer: what it still
/// sends is drained for up to `linger`, so that the close is not a reset.
fn finish(mut stream: TcpStream, linger: Duration) {
    let _ = stream.shutdown(Shutdown::Write);
    let _ = stream.set_read_timeout(Some(linger));
    let mut sink = [0u8; 4096];
    let until = Instant::now() + linger;
    while Instant::now() < until && matches!(stream.read(&mut sink), Ok(n) if n > 0) {}
}

/// Reads one request, answers it, and hands the connection back to be
/// closed.
fn serve_connection(
    store: &SessionStore,
    config: &ServerConfig,
    rate: &RateLimit,
    addr: SocketAddr,
    mut stream: TcpStream,
) -> TcpStream {
    let deadline = Instant::now() + config.request_deadline;
    let _ = stream.set_write_timeout(Some(config.request_deadline));
    let mut site = match config.access {
        Access::Local => Site::local(addr.port()),
        Access::Club => Site {
            access: Access::Club,
            // The address this client reached the board on (one of the
            // machine's when it listens on all of them).
            local: stream.local_addr().unwrap_or(addr),
            limits: Limits {
                max_live: Some(config.max_live_games),
                rate: stream.peer_addr().ok().map(|peer| (rate, peer.ip())),
                defaults: Defaults::default(),
            },
        },
    };
    site.limits.defaults = Defaults {
        strength: Some(config.strength),
        lang: config.lang,
    };
    let (response, head_only) = match read_request(&mut stream, deadline) {
        Ok((head, body)) => (api::respond_on(store, &site, &head, &body), head.is_head()),
        Err(error) => (api::error_response(&error), false),
    };
    let _ = http::write_response(&mut stream, &response, head_only);
    stream
}

/// Reads one request: its head, then exactly the body it announces, all
/// before `deadline`.
fn read_request(
    stream: &mut TcpStream,
    deadline: Instant,
) -> Result<(RequestHead, Vec<u8>), HttpError> {
    let mut bytes = Vec::with_capacity(1024);
    let mut chunk = [0u8; 4096];
    let head_end = loop {
        if let Some(end) = http::head_end(&bytes) {
            break end;
        }
        if bytes.len() > MAX_HEAD + 4 {
            return Err(HttpError::new(
                431,
                format!("the request head is larger than {MAX_HEAD} bytes"),
            ));
        }
        match read_before(stream, &mut chunk, deadline)? {
            0 if bytes.is_empty() => return Err(HttpError::new(400, "no request was sent")),
            0 => return Err(HttpError::new(400, "the request ended inside its head")),
            n => bytes.extend_from_slice(&chunk[..n]),
        }
    };
    let head = RequestHead::parse(&bytes[..head_end])?;
    let length = head.body_length()?;
    if length > 0
        && head
            .header("expect")
            .is_some_and(|e| e.eq_ignore_ascii_case("100-continue"))
    {
        let _ = io::Write::write_all(stream, b"HTTP/1.1 100 Continue\r\n\r\n");
    }
    let mut body = bytes.split_off(head_end);
    while body.len() < length {
        let want = (length - body.len()).min(chunk.len());
        match read_before(stream, &mut chunk[..want], deadline)? {
            0 => {
                return Err(HttpError::new(
                    400,
                    format!("the body ended after {} of {length} bytes", body.len()),
                ))
            }
            n => body.extend_from_slice(&chunk[..n]),
        }
    }
    // Bytes past the announced body (a pipelined request) are not read.
    body.truncate(length);
    Ok((head, body))
}

/// One read that gives up at `deadline` (408).
fn read_before(
    stream: &mut TcpStream,
    buf: &mut [u8],
    deadline: Instant,
) -> Result<usize, HttpError> {
    let timeout = || HttpError::new(408, "the request was not sent in time");
    loop {
        let left = deadline
            .checked_duration_since(Instant::now())
            .filter(|d| !d.is_zero())
            .ok_or_else(timeout)?;
        stream
            .set_read_timeout(Some(left))
            .map_err(|e| HttpError::new(400, format!("cannot read the request: {e}")))?;
        match stream.read(buf) {
            Ok(n) => return Ok(n),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                return Err(timeout())
            }
            Err(e) => return Err(HttpError::new(400, format!("cannot read the request: {e}"))),
        }
    }
}
