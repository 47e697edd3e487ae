#![no_main]

#[path = "../dispatch.rs"]
mod dispatch;

libfuzzer_sys::fuzz_target!(|data: &[u8]| dispatch::run("uci", data));
