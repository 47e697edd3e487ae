#![no_main]

#[path = "../slow_legality.rs"]
mod slow_legality;
#[path = "../dispatch_api.rs"]
mod dispatch_api;

libfuzzer_sys::fuzz_target!(|data: &[u8]| dispatch_api::run("serde", data));
