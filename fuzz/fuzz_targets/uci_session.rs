#![no_main]

#[path = "../uci_session.rs"]
mod uci_session;

libfuzzer_sys::fuzz_target!(|data: &[u8]| uci_session::run("uci_session", data));
