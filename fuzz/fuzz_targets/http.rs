#![no_main]

#[path = "../http_api.rs"]
mod http_api;

libfuzzer_sys::fuzz_target!(|data: &[u8]| http_api::run("http", data));
