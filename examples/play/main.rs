//! Play the variants: `cargo run --release --example play` serves a
//! self-contained board on http://127.0.0.1:8744/ (`--port N`, 0 = any free
//! port) and prints its address first; `-- --terminal` plays in the
//! terminal. `-- --help` lists the options. The board itself lives in the
//! `danilchuk-play` crate (crates/play): server, API, sessions, terminal
//! and the page's assets.

fn main() {
    std::process::exit(danilchuk_play::cli::main());
}
