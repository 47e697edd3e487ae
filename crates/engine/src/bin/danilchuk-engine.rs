//! The UCI engine binary (work in progress).
fn main() {}
