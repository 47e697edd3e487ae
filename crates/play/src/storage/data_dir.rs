//! Where the board keeps its games unless told (`--data`): the user's data
//! directory, as each system names it.

use std::env;
use std::path::PathBuf;

/// The directory's name under the user's data directory.
const NAME: &str = "danilchuk-play";

/// The board's data directory for this user: `$XDG_DATA_HOME/danilchuk-play`,
/// else `~/.local/share/danilchuk-play` (Linux and other Unix systems, per
/// the XDG base directory specification); `~/Library/Application
/// Support/danilchuk-play` on macOS; `%APPDATA%\danilchuk-play` on
/// Windows. `None` when the system names no such place (no home
/// directory).
#[must_use]
pub fn default_data_dir() -> Option<PathBuf> {
    let var = |name: &str| {
        env::var_os(name)
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
    };
    let base = if cfg!(windows) {
        var("APPDATA")
    } else if cfg!(target_os = "macos") {
        var("HOME").map(|home| home.join("Library").join("Application Support"))
    } else {
        // A relative XDG_DATA_HOME is invalid and ignored (the
        // specification says so).
        var("XDG_DATA_HOME").or_else(|| var("HOME").map(|home| home.join(".local").join("share")))
    };
    base.map(|base| base.join(NAME))
}
