#![no_main]

#[path = "../dispatch_api.rs"]
mod dispatch_api;
#[path = "../slow_legality.rs"]
mod slow_legality;

libfuzzer_sys::fuzz_target!(|data: &[u8]| dispatch_api::run("play", data));
