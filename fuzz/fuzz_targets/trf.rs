#![no_main]

#[path = "../trf_check.rs"]
mod trf_check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| trf_check::run("trf", data));
