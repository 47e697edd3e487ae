//! The HTTP server of the browser board: `tiny_http` on 127.0.0.1 only,
//! a few worker threads, bounded request bodies, and the API of
//! [`crate::api`].

use std::io::{self, Read};
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::thread::{self, JoinHandle};

use tiny_http::{Header, Method, Request};

use crate::api::{self, Response};
use crate::{SessionStore, MAX_SESSIONS};

/// The port the board listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 8744;

/// The largest request body the server reads (a long PGN fits).
pub const MAX_BODY: usize = 256 * 1024;

/// How the server is set up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ServerConfig {
    /// The port on 127.0.0.1; 0 picks any free port.
    pub port: u16,
    /// Threads answering requests.
    pub workers: usize,
    /// The most games kept at once.
    pub max_sessions: usize,
}

impl Default for ServerConfig {
    fn default() -> ServerConfig {
        ServerConfig {
            port: DEFAULT_PORT,
            workers: 4,
            max_sessions: MAX_SESSIONS,
        }
    }
}

/// A bound server, ready to run.
pub struct Server {
    http: Arc<tiny_http::Server>,
    store: Arc<SessionStore>,
    addr: SocketAddr,
    workers: usize,
}

impl Server {
    /// Binds to 127.0.0.1 on the configured port.
    pub fn bind(config: ServerConfig) -> io::Result<Server> {
        let wanted = SocketAddr::from((Ipv4Addr::LOCALHOST, config.port));
        let http = tiny_http::Server::http(wanted).map_err(io::Error::other)?;
        let addr = http
            .server_addr()
            .to_ip()
            .ok_or_else(|| io::Error::other("the server has no IP address"))?;
        Ok(Server {
            http: Arc::new(http),
            store: Arc::new(SessionStore::new(config.max_sessions)),
            addr,
            workers: config.workers.max(1),
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The page's address, `http://127.0.0.1:PORT/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Answers requests on worker threads, in the background. The server
    /// stops when the returned handle is dropped.
    pub fn spawn(self) -> RunningServer {
        let threads = (0..self.workers)
            .map(|_| {
                let http = Arc::clone(&self.http);
                let store = Arc::clone(&self.store);
                let port = self.addr.port();
                thread::spawn(move || {
                    while let Ok(request) = http.recv() {
                        serve(&store, port, request);
                    }
                })
            })
            .collect();
        RunningServer {
            http: self.http,
            url: format!("http://{}/", self.addr),
            threads,
        }
    }

    /// Answers requests until the process ends.
    pub fn run(self) {
        let mut running = self.spawn();
        for thread in std::mem::take(&mut running.threads) {
            let _ = thread.join();
        }
    }
}

/// A server answering in the background (see [`Server::spawn`]).
pub struct RunningServer {
    http: Arc<tiny_http::Server>,
    url: String,
    threads: Vec<JoinHandle<()>>,
}

impl RunningServer {
    /// The page's address.
    pub fn url(&self) -> &str {
        &self.url
    }
}

impl Drop for RunningServer {
    fn drop(&mut self) {
        for _ in &self.threads {
            self.http.unblock();
        }
    }
}

/// Whether the `Host` header names this server on loopback (a page of
/// another site that resolves its name to 127.0.0.1 is refused).
fn host_allowed(request: &Request, port: u16) -> bool {
    let host = request
        .headers()
        .iter()
        .find(|h| h.field.equiv("Host"))
        .map(|h| h.value.as_str());
    match host {
        // HTTP/1.0 clients may send none.
        None => true,
        Some(host) => [format!("127.0.0.1:{port}"), format!("localhost:{port}")]
            .iter()
            .any(|ok| host.eq_ignore_ascii_case(ok)),
    }
}

fn serve(store: &SessionStore, port: u16, mut request: Request) {
    let method = match request.method() {
        Method::Get => "GET",
        Method::Head => "HEAD",
        Method::Post => "POST",
        _ => "OTHER",
    };
    let response = if !host_allowed(&request, port) {
        api::ApiError {
            status: 421,
            message: "this board answers only to 127.0.0.1 and localhost".into(),
        }
        .response()
    } else if request.body_length().is_some_and(|n| n > MAX_BODY) {
        too_large()
    } else {
        let mut body = Vec::new();
        let read = request
            .as_reader()
            .take(MAX_BODY as u64 + 1)
            .read_to_end(&mut body);
        match read {
            Err(e) => api::ApiError {
                status: 400,
                message: format!("cannot read the body: {e}"),
            }
            .response(),
            Ok(_) if body.len() > MAX_BODY => too_large(),
            Ok(_) => {
                let url = request.url().to_string();
                api::handle(store, method, &url, &body)
            }
        }
    };
    let _ = request.respond(to_http(response));
}

fn too_large() -> Response {
    api::ApiError {
        status: 413,
        message: format!("the body is larger than {MAX_BODY} bytes"),
    }
    .response()
}

fn to_http(response: Response) -> tiny_http::Response<io::Cursor<Vec<u8>>> {
    let headers = [
        ("Content-Type", response.content_type),
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
        (
            "Content-Security-Policy",
            "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
        ),
    ];
    let mut http = tiny_http::Response::from_data(response.body).with_status_code(response.status);
    for (name, value) in headers {
        if let Ok(header) = Header::from_bytes(name.as_bytes(), value.as_bytes()) {
            http.add_header(header);
        }
    }
    http
}
