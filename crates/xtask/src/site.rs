//! `cargo xtask site`: the board as a static site. The page is the board
//! server's own (every file of `crates/play/assets`, copied as it is),
//! with the static back end's files beside it (`crates/xtask/site`): its
//! `backend.js` in place of the server's, which sends the page's API
//! requests to a Web Worker (`worker.js`) running the board's request
//! handling compiled to WebAssembly (danilchuk-wasm's `Board`, in `pkg/`);
//! a service worker (`sw.js`) and a web app manifest with its icons.

use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::icon;

/// Why the site could not be built.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    /// A file or folder could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// A program the build runs failed or is missing.
    #[error("{program}: {reason}")]
    Program {
        /// The program.
        program: String,
        /// Why.
        reason: String,
    },
    /// The wasm-bindgen CLI is not the version of the crate in Cargo.lock.
    #[error("the wasm-bindgen CLI is {found}, Cargo.lock has {locked}: install it with `cargo install wasm-bindgen-cli --version {locked} --locked`")]
    WasmBindgen {
        /// The CLI's version, or "not found".
        found: String,
        /// The locked version.
        locked: String,
    },
}

/// What was built: where, and how big.
#[derive(Clone, Debug)]
pub struct SiteReport {
    /// The site's folder.
    pub out: PathBuf,
    /// The files written.
    pub files: usize,
    /// Their bytes.
    pub bytes: u64,
    /// The WebAssembly module's bytes.
    pub wasm_bytes: u64,
}

impl fmt::Display for SiteReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the board as a static site: {} ({} files, {} KiB, of which the WebAssembly {} KiB); serve that folder from any static host",
            self.out.display(),
            self.files,
            self.bytes / 1024,
            self.wasm_bytes / 1024
        )
    }
}

fn io_at(path: &Path) -> impl FnOnce(io::Error) -> SiteError + '_ {
    move |source| SiteError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The version of the wasm-bindgen crate in `root`'s Cargo.lock.
///
/// # Errors
///
/// [`SiteError::Io`] when Cargo.lock cannot be read, [`SiteError::Program`]
/// when it has no wasm-bindgen.
pub fn locked_wasm_bindgen(root: &Path) -> Result<String, SiteError> {
    let path = root.join("Cargo.lock");
    let lock = fs::read_to_string(&path).map_err(io_at(&path))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\"" {
            if let Some(v) = lines.next().and_then(|l| l.strip_prefix("version = ")) {
                return Ok(v.trim_matches('"').to_string());
            }
        }
    }
    Err(SiteError::Program {
        program: "Cargo.lock".into(),
        reason: "no wasm-bindgen in it".into(),
    })
}

fn run(command: &mut Command) -> Result<String, SiteError> {
    let program = format!("{command:?}");
    let output = command.output().map_err(|e| SiteError::Program {
        program: program.clone(),
        reason: e.to_string(),
    })?;
    if !output.status.success() {
        return Err(SiteError::Program {
            program,
            reason: String::from_utf8_lossy(&output.stderr).into_owned(),
        });
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// Builds the site of the workspace at `root` into `out` (emptied first):
/// the WebAssembly package (release build of danilchuk-wasm, then the
/// wasm-bindgen CLI of the locked version), the page's files, the static
/// back end, the service worker, the manifest and its icons.
///
/// # Errors
///
/// [`SiteError`]: a missing or mismatched wasm-bindgen CLI, a failed
/// build, a file that cannot be read or written.
pub fn build(root: &Path, out: &Path) -> Result<SiteReport, SiteError> {
    let locked = locked_wasm_bindgen(root)?;
    let found = run(Command::new("wasm-bindgen").arg("--version"))
        .ok()
        .and_then(|v| v.split_whitespace().nth(1).map(str::to_string))
        .unwrap_or_else(|| "not found".into());
    if found != locked {
        return Err(SiteError::WasmBindgen { found, locked });
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    run(Command::new(cargo).current_dir(root).args([
        "build",
        "-p",
        "danilchuk-wasm",
        "--target",
        "wasm32-unknown-unknown",
        "--release",
        "--locked",
    ]))?;
    let wasm = crate::target_dir(root).join("wasm32-unknown-unknown/release/danilchuk_wasm.wasm");
    if out.exists() {
        fs::remove_dir_all(out).map_err(io_at(out))?;
    }
    fs::create_dir_all(out).map_err(io_at(out))?;
    let pkg = out.join("pkg");
    run(Command::new("wasm-bindgen")
        .args(["--target", "web", "--no-typescript", "--out-dir"])
        .arg(&pkg)
        .arg(&wasm))?;
    // The page: the board server's files, as they are.
    copy_dir(&root.join("crates/play/assets"), out)?;
    // The static back end, in place of the server's backend.js.
    let site = root.join("crates/xtask/site");
    for name in ["backend.js", "worker.js", "manifest.webmanifest"] {
        let from = site.join(name);
        fs::copy(&from, out.join(name)).map_err(io_at(&from))?;
    }
    for size in [192, 512] {
        let path = out.join(format!("icon-{size}.png"));
        fs::write(&path, icon::png(size)).map_err(io_at(&path))?;
    }
    // The service worker last: it lists every other file, and its version
    // is a digest of them all.
    let mut files = Vec::new();
    list_files(out, out, &mut files)?;
    files.sort();
    let mut digest = 0xcbf2_9ce4_8422_2325u64;
    let mut bytes = 0;
    for name in &files {
        let path = out.join(name);
        let data = fs::read(&path).map_err(io_at(&path))?;
        bytes += data.len() as u64;
        for byte in name.bytes().chain(data) {
            digest = (digest ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    let listed: Vec<String> = std::iter::once("./".to_string())
        .chain(files.iter().cloned())
        .map(|f| format!("{f:?}"))
        .collect();
    let from = site.join("sw.js");
    let sw = fs::read_to_string(&from)
        .map_err(io_at(&from))?
        .replace("@VERSION@", &format!("danilchuk-site-{digest:016x}"))
        .replace("@FILES@", &format!("[{}]", listed.join(", ")));
    let path = out.join("sw.js");
    fs::write(&path, &sw).map_err(io_at(&path))?;
    let wasm_path = pkg.join("danilchuk_wasm_bg.wasm");
    let wasm_bytes = fs::metadata(&wasm_path).map_err(io_at(&wasm_path))?.len();
    Ok(SiteReport {
        out: out.to_path_buf(),
        files: files.len() + 1,
        bytes: bytes + sw.len() as u64,
        wasm_bytes,
    })
}

fn copy_dir(from: &Path, to: &Path) -> Result<(), SiteError> {
    fs::create_dir_all(to).map_err(io_at(to))?;
    for entry in fs::read_dir(from).map_err(io_at(from))? {
        let entry = entry.map_err(io_at(from))?;
        let path = entry.path();
        let target = to.join(entry.file_name());
        if path.is_dir() {
            copy_dir(&path, &target)?;
        } else {
            fs::copy(&path, &target).map_err(io_at(&path))?;
        }
    }
    Ok(())
}

fn list_files(base: &Path, dir: &Path, out: &mut Vec<String>) -> Result<(), SiteError> {
    for entry in fs::read_dir(dir).map_err(io_at(dir))? {
        let path = entry.map_err(io_at(dir))?.path();
        if path.is_dir() {
            list_files(base, &path, out)?;
        } else if let Ok(rel) = path.strip_prefix(base) {
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
    Ok(())
}
