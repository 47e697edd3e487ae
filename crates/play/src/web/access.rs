//! Whom the board serves: this computer only (the default), or the
//! devices of a local network, a club's (`--listen`). Either way a request
//! must name the board by the address it reached it on (`Host`), so that a
//! page of another site whose name an attacker points at the board (DNS
//! rebinding) is refused.

use std::net::{IpAddr, SocketAddr};

use super::rate::RateLimit;

/// Whom the board serves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Access {
    /// This computer only: the board listens on loopback and answers
    /// requests addressed to `127.0.0.1` or `localhost`.
    Local,
    /// The devices of a local network: the board listens on the address
    /// given (`--listen`), answers requests addressed to the address each
    /// reached it on, limits the games each client address may start, and
    /// caps the number of live games.
    Club,
}

/// What the API knows of the server and of the connection a request came
/// on.
#[derive(Copy, Clone)]
pub(crate) struct Site<'a> {
    /// Whom the board serves.
    pub(crate) access: Access,
    /// The address the request reached the board on.
    pub(crate) local: SocketAddr,
    /// The limits on new games.
    pub(crate) limits: Limits<'a>,
}

/// The limits on new games of a club server.
#[derive(Copy, Clone, Default)]
pub(crate) struct Limits<'a> {
    /// The most live games (unfinished, changed in the last day); a new
    /// game past it is refused.
    pub(crate) max_live: Option<usize>,
    /// The games each client address may start, and the asker's address.
    pub(crate) rate: Option<(&'a RateLimit, IpAddr)>,
    /// The server's defaults for a new game and for its page.
    pub(crate) defaults: Defaults,
}

/// The server's defaults (`--strength`, `--lang`): the computer's strength
/// of a new game that names none, and the language its page starts in
/// unless the player chose one.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Defaults {
    /// The computer's strength; [`crate::Strength::DEFAULT`] if `None`.
    pub(crate) strength: Option<crate::Strength>,
    /// The page's language; the browser's if `None`.
    pub(crate) lang: Option<crate::Lang>,
}

impl Site<'_> {
    /// The board on this computer, on `port`, without limits on games.
    pub(crate) fn local(port: u16) -> Site<'static> {
        Site {
            access: Access::Local,
            local: SocketAddr::from(([127, 0, 0, 1], port)),
            limits: Limits::default(),
        }
    }

    /// Whether a request's `Host` names this board as the request reached
    /// it (HTTP/1.0 may leave `Host` out).
    pub(crate) fn host_allowed(&self, host: Option<&str>) -> bool {
        let Some(host) = host else {
            return true;
        };
        let port = self.local.port();
        let named = |name: String| host.eq_ignore_ascii_case(&name);
        match self.access {
            Access::Local => {
                named(format!("127.0.0.1:{port}")) || named(format!("localhost:{port}"))
            }
            Access::Club => {
                let ip = self.local.ip();
                named(self.local.to_string())
                    || (ip.is_loopback() && named(format!("localhost:{port}")))
                    || mapped_v4(ip).is_some_and(|v4| named(format!("{v4}:{port}")))
            }
        }
    }

    /// Whether a request's `Origin` is this board's own page: `http://`
    /// and a host [`Site::host_allowed`] takes. A page of another site (or
    /// an opaque origin, `null`) is not, so it cannot change a game
    /// through a visitor's browser.
    pub(crate) fn origin_allowed(&self, origin: &str) -> bool {
        origin.strip_prefix("http://").is_some_and(|host| {
            !host.is_empty() && !host.contains('/') && self.host_allowed(Some(host))
        })
    }

    /// Why a request with another `Host` is refused.
    pub(crate) fn host_refusal(&self) -> String {
        match self.access {
            Access::Local => "this board answers only to 127.0.0.1 and localhost".to_string(),
            Access::Club => format!(
                "this board answers only to the address it was reached on, {}",
                self.local
            ),
        }
    }
}

/// The IPv4 address of an IPv4-mapped IPv6 address (an IPv4 client of a
/// board listening on `[::]`).
fn mapped_v4(ip: IpAddr) -> Option<std::net::Ipv4Addr> {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped(),
        IpAddr::V4(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn club(addr: &str) -> Site<'static> {
        Site {
            access: Access::Club,
            local: addr.parse().expect("an address"),
            limits: Limits::default(),
        }
    }

    #[test]
    fn the_local_board_answers_to_loopback_names_only() {
        let site = Site::local(8744);
        for host in ["127.0.0.1:8744", "localhost:8744", "LOCALHOST:8744"] {
            assert!(site.host_allowed(Some(host)), "{host}");
        }
        for host in ["127.0.0.1:1", "evil.example:8744", "127.0.0.2:8744", ""] {
            assert!(!site.host_allowed(Some(host)), "{host}");
        }
        assert!(site.host_allowed(None));
    }

    #[test]
    fn only_the_boards_own_page_is_its_origin() {
        let site = club("192.168.1.20:8744");
        assert!(site.origin_allowed("http://192.168.1.20:8744"));
        for origin in [
            "null",
            "http://evil.example",
            "https://192.168.1.20:8744",
            "http://192.168.1.20:8745",
            "http://192.168.1.20:8744/x",
            "http://",
            "",
        ] {
            assert!(!site.origin_allowed(origin), "{origin}");
        }
        assert!(Site::local(8744).origin_allowed("http://localhost:8744"));
    }

    #[test]
    fn a_club_board_answers_to_the_address_it_was_reached_on() {
        let site = club("192.168.1.20:8744");
        assert!(site.host_allowed(Some("192.168.1.20:8744")));
        for host in [
            "localhost:8744",
            "127.0.0.1:8744",
            "192.168.1.21:8744",
            "evil.example",
        ] {
            assert!(!site.host_allowed(Some(host)), "{host}");
        }
        let loopback = club("127.0.0.2:9000");
        assert!(loopback.host_allowed(Some("127.0.0.2:9000")));
        assert!(loopback.host_allowed(Some("localhost:9000")));
        assert!(!loopback.host_allowed(Some("127.0.0.1:9000")));
        let v6 = club("[::ffff:10.0.0.5]:8744");
        assert!(v6.host_allowed(Some("10.0.0.5:8744")));
        assert!(v6.host_allowed(Some("[::ffff:10.0.0.5]:8744")));
    }
}
