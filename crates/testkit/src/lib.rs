#![doc = include_str!("../README.md")]

pub mod doc_examples;
pub mod docs;

use std::ffi::OsStr;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// How to install a missing outside program, for the skip or failure message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Install {
    /// A Debian package: `apt-get install PACKAGE`.
    Apt(&'static str),
    /// A Python package: `pip install PACKAGE`.
    Pip(&'static str),
    /// A program of the workspace that another package builds:
    /// `cargo build -p PACKAGE` (into the same target directory).
    Build(&'static str),
    /// An npm package, installed into the npm directory of the tests
    /// ([`npm_dir`], as `.ci/run` does): `PACKAGE@VERSION`.
    Npm(&'static str),
    /// Any other command, written out whole (`rustup target add
    /// wasm32-unknown-unknown`).
    Command(&'static str),
}

impl std::fmt::Display for Install {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Install::Apt(package) => write!(f, "apt-get install {package}"),
            Install::Pip(package) => write!(f, "pip install {package}"),
            Install::Build(package) => write!(f, "cargo build -p {package}"),
            Install::Command(command) => f.write_str(command),
            Install::Npm(package) => write!(
                f,
                "npm install --prefix \"${{{NPM_DIR_VAR}:-$HOME/.cache/danilchuk/npm}}\" {package}"
            ),
        }
    }
}

/// Whether the tests run under CI (`CI=true`), where a missing outside
/// program is a failure rather than a skip.
#[must_use]
pub fn in_ci() -> bool {
    std::env::var_os("CI").is_some_and(|value| value == "true")
}

/// The path of `program` (a name looked up on `PATH`, or a path), or `None`
/// after one loud line on standard error when it is missing.
///
/// # Panics
///
/// When the program is missing and [`in_ci`] holds: CI installs every
/// program a test needs, so a missing one is a broken CI set-up.
#[must_use]
pub fn require_program(program: &str, install: Install) -> Option<PathBuf> {
    match find_program(program) {
        Some(path) => Some(path),
        None => missing(&format!("`{program}` is not installed"), install),
    }
}

/// The Python interpreter (`python3`) when it can import `module`, or `None`
/// after one loud line on standard error.
///
/// # Panics
///
/// When the interpreter or the module is missing and [`in_ci`] holds.
#[must_use]
pub fn require_python_module(module: &str, install: Install) -> Option<PathBuf> {
    let python = require_program("python3", Install::Apt("python3"))?;
    let imports = Command::new(&python)
        .args(["-c", &format!("import {module}")])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    if imports {
        Some(python)
    } else {
        missing(&format!("python3 cannot import `{module}`"), install)
    }
}

/// The variable that names the npm directory of the tests ([`npm_dir`]).
pub const NPM_DIR_VAR: &str = "DANILCHUK_NPM_DIR";

/// Where `.ci/run` installs the npm packages the tests use (outside the
/// repository): `$DANILCHUK_NPM_DIR`, else `$XDG_CACHE_HOME/danilchuk/npm`,
/// else `$HOME/.cache/danilchuk/npm`.
#[must_use]
pub fn npm_dir() -> Option<PathBuf> {
    let set = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    set(NPM_DIR_VAR)
        .or_else(|| set("XDG_CACHE_HOME").map(|d| d.join("danilchuk").join("npm")))
        .or_else(|| set("HOME").map(|d| d.join(".cache").join("danilchuk").join("npm")))
}

/// The file `file` of the npm package `package` installed in [`npm_dir`]
/// (`node_modules/PACKAGE/FILE`), or `None` after one loud line on
/// standard error when it is missing. `install` says how to install it
/// (`Install::Npm("axe-core@4.11.1")`).
///
/// # Panics
///
/// When the file is missing and [`in_ci`] holds.
#[must_use]
pub fn require_npm_file(package: &str, file: &str, install: Install) -> Option<PathBuf> {
    let path = npm_dir().map(|dir| dir.join("node_modules").join(package).join(file));
    match path {
        Some(path) if path.is_file() => Some(path),
        Some(path) => missing(&format!("{} is not installed", path.display()), install),
        None => missing(
            &format!("no npm directory for {package} (set {NPM_DIR_VAR} or HOME)"),
            install,
        ),
    }
}

/// Skips the calling test (one loud line, then `None`) outside CI; fails it
/// under CI. For a requirement the two finders above do not cover.
///
/// # Panics
///
/// When [`in_ci`] holds.
#[must_use]
pub fn missing<T>(what: &str, install: Install) -> Option<T> {
    let test = std::thread::current().name().unwrap_or("a test").to_owned();
    if in_ci() {
        panic!("{test}: {what} (CI=true, so this is a failure; install it with `{install}`)");
    }
    // Straight to the file descriptor, past libtest's capture of `eprintln!`,
    // so that a plain `cargo test` shows what it did not test.
    let _ = writeln!(
        std::io::stderr().lock(),
        "SKIPPED {test}: {what}; install it with `{install}` (under CI=true this fails)"
    );
    None
}

fn find_program(program: &str) -> Option<PathBuf> {
    let candidate = Path::new(program);
    if candidate.components().count() > 1 {
        return is_executable(candidate).then(|| candidate.to_path_buf());
    }
    let path = std::env::var_os("PATH")?;
    // Debian puts games (stockfish) in /usr/games, often not on a test's PATH.
    let extra = [OsStr::new("/usr/games")];
    std::env::split_paths(&path)
        .chain(extra.iter().map(PathBuf::from))
        .map(|dir| dir.join(program))
        .find(|full| is_executable(full))
}

fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_on_the_path_is_found_with_its_full_path() {
        let sh = find_program("sh").expect("every unix machine has sh");
        assert!(sh.is_absolute() && sh.ends_with("sh"));
    }

    #[test]
    fn the_npm_directory_is_outside_the_repository() {
        // Under the variable's directory, or a user's cache.
        let dir = npm_dir().expect("HOME is set where the tests run");
        assert!(dir.is_absolute(), "{}", dir.display());
        assert!(
            !dir.starts_with(env!("CARGO_MANIFEST_DIR")),
            "{}",
            dir.display()
        );
    }

    #[test]
    fn a_missing_program_is_not_found() {
        assert_eq!(find_program("no-such-program-danilchuk"), None);
        assert_eq!(find_program("/no/such/dir/program"), None);
    }

    #[test]
    fn install_hints_name_the_package_manager() {
        assert_eq!(
            Install::Apt("parallel").to_string(),
            "apt-get install parallel"
        );
        assert_eq!(Install::Pip("chess").to_string(), "pip install chess");
        assert_eq!(
            Install::Build("danilchuk-engine").to_string(),
            "cargo build -p danilchuk-engine"
        );
        assert_eq!(
            Install::Npm("axe-core@4.11.1").to_string(),
            "npm install --prefix \"${DANILCHUK_NPM_DIR:-$HOME/.cache/danilchuk/npm}\" axe-core@4.11.1"
        );
    }
}
