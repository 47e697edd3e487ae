//! `cargo xtask TASK`: the workspace's own tasks.
//!
//! - `cargo xtask site [--out DIR]`: the board as a static site in
//!   `target/site/` (or DIR); see docs/site.md.

use std::path::PathBuf;
use std::process::ExitCode;

use lexopt::prelude::*;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cargo xtask: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let mut parser = lexopt::Parser::from_env();
    let mut task = None;
    let mut out = None;
    while let Some(arg) = parser.next()? {
        match arg {
            Value(v) if task.is_none() => task = Some(v.string()?),
            Long("out") => out = Some(PathBuf::from(parser.value()?)),
            Long("help") | Short('h') => {
                println!("usage: cargo xtask site [--out DIR]   the board as a static site (default target/site)");
                return Ok(());
            }
            _ => return Err(arg.unexpected().into()),
        }
    }
    match task.as_deref() {
        Some("site") => {
            let root = xtask::workspace_root();
            let out = out.unwrap_or_else(|| xtask::target_dir(&root).join("site"));
            let report = xtask::site::build(&root, &out)?;
            println!("{report}");
            Ok(())
        }
        Some(other) => Err(format!("no task {other:?}; the tasks: site").into()),
        None => Err("name a task: cargo xtask site".into()),
    }
}
