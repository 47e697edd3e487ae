//! The clock of timed searches: `std`'s [`Instant`] natively, and on
//! WebAssembly for browsers and Node.js (`wasm32-unknown-unknown`, where
//! `std::time::Instant::now` panics for want of a clock) `web-time`'s, which
//! reads the host's `performance.now()`.

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub(crate) use std::time::Instant;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub(crate) use web_time::Instant;
