//! `danilchuk-play`: the browser or terminal board (see the crate's docs).

fn main() {
    std::process::exit(danilchuk_play::cli::main());
}
