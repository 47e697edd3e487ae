//! The match runner binary (work in progress).
fn main() {}
