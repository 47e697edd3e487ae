//! How many games each client address may start: a bucket per address
//! that holds a minute's allowance and refills at the allowed rate, so a
//! player starts a few games at once but no device fills the club
//! server's disk with games. The addresses remembered are bounded.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use web_time::Instant;

/// The most client addresses remembered at once; past it, the ones whose
/// bucket is full again (or else the longest unseen) are forgotten.
pub(crate) const MAX_CLIENTS: usize = 4096;

struct Bucket {
    /// Starts allowed now (fractions as they refill).
    left: f64,
    /// When `left` was last brought up to date.
    at: Instant,
}

/// A limit on the games each client address may start.
pub(crate) struct RateLimit {
    per_minute: u32,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

impl RateLimit {
    /// At most `per_minute` games a minute per address (at least one), as
    /// many at once.
    pub(crate) fn new(per_minute: u32) -> RateLimit {
        RateLimit {
            per_minute: per_minute.max(1),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    fn per_second(&self) -> f64 {
        f64::from(self.per_minute) / 60.0
    }

    /// Takes one start for `client`, or says how long until it may start
    /// one.
    pub(crate) fn take(&self, client: IpAddr) -> Result<(), Duration> {
        let now = Instant::now();
        let full = f64::from(self.per_minute);
        let rate = self.per_second();
        let mut buckets = self.buckets.lock().unwrap_or_else(PoisonError::into_inner);
        if !buckets.contains_key(&client) && buckets.len() >= MAX_CLIENTS {
            buckets.retain(|_, b| b.left + now.duration_since(b.at).as_secs_f64() * rate < full);
            if buckets.len() >= MAX_CLIENTS {
                let oldest = buckets.iter().min_by_key(|(_, b)| b.at).map(|(ip, _)| *ip);
                if let Some(ip) = oldest {
                    buckets.remove(&ip);
                }
            }
        }
        let bucket = buckets.entry(client).or_insert(Bucket {
            left: full,
            at: now,
        });
        bucket.left = (bucket.left + now.duration_since(bucket.at).as_secs_f64() * rate).min(full);
        bucket.at = now;
        if bucket.left >= 1.0 {
            bucket.left -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((1.0 - bucket.left) / rate))
        }
    }

    /// How many addresses it remembers.
    #[cfg(test)]
    fn remembered(&self) -> usize {
        self.buckets
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    #[test]
    fn an_address_starts_a_minutes_games_at_once_and_then_waits() {
        let limit = RateLimit::new(3);
        let a = IpAddr::from([10, 0, 0, 1]);
        let b = IpAddr::from([10, 0, 0, 2]);
        for _ in 0..3 {
            assert!(limit.take(a).is_ok());
        }
        let wait = limit.take(a).expect_err("a fourth at once");
        assert!(
            wait > Duration::from_secs(15) && wait <= Duration::from_secs(20),
            "{wait:?}"
        );
        // Another address has its own allowance.
        assert!(limit.take(b).is_ok());
    }

    #[test]
    fn the_addresses_remembered_are_bounded() {
        let limit = RateLimit::new(1);
        for i in 0..(MAX_CLIENTS as u32 + 100) {
            let _ = limit.take(IpAddr::from(Ipv4Addr::from(i)));
        }
        assert!(limit.remembered() <= MAX_CLIENTS);
    }
}
