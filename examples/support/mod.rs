//! What the examples share: [`say!`], `println!` for a standard output that
//! may be a closed pipe (`cargo run --example perft_divide | head -3`).
//! `println!` panics there; `say!` ends the program quietly (exit code 0),
//! or with a message and exit code 1 when the output cannot be written for
//! another reason (`> /dev/full`).

/// `println!` that ends the program instead of panicking when standard
/// output cannot be written.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = writeln!(std::io::stdout(), $($arg)*) {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
            eprintln!("cannot write the output: {e}");
            std::process::exit(1);
        }
    }};
}

pub(crate) use say;
