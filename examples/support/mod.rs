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

/// The `main` of an example that takes no arguments: `--help` prints
/// `usage`, anything else is refused with it (exit code 2); then `run`, whose
/// error is printed after the example's name (exit code 1).
#[allow(dead_code)] // each example compiles this module; not all take no arguments
pub(crate) fn main_without_arguments(
    name: &str,
    usage: &str,
    run: fn() -> Result<(), Box<dyn std::error::Error>>,
) -> std::process::ExitCode {
    use lexopt::Arg::{Long, Short};
    use std::process::ExitCode;
    match lexopt::Parser::from_env().next() {
        Ok(None) => {}
        Ok(Some(Short('h') | Long("help"))) => {
            say!("{usage}");
            return ExitCode::SUCCESS;
        }
        Ok(Some(arg)) => {
            eprintln!("{name}: {}\n{usage}", arg.unexpected());
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!("{name}: {e}\n{usage}");
            return ExitCode::from(2);
        }
    }
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{name}: {e}");
            ExitCode::from(1)
        }
    }
}
