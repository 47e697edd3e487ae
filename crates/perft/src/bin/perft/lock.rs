//! One run at a time writes a journal: the journal file is locked for as
//! long as a run has it open.
//!
//! Two runs appending to one journal would each count every job the other
//! has not recorded yet, and leave most jobs in it twice. The lock is the
//! operating system's own, taken without waiting: `flock(2)` on Unix, and
//! on Windows a share mode that lets no other process open the file for
//! writing. The system drops it when the process ends, however it ends: a
//! run killed mid-way (the case a journal exists for) leaves no stale lock
//! behind, as a lock file would. A second run is refused at once, naming
//! the journal, rather than made to wait for a run that may take days.
//!
//! `std::fs::File::try_lock` does the same from Rust 1.89, newer than the
//! workspace's `rust-version` (1.81); `libc`, already compiled for
//! signal-hook, gives the Unix call without another crate.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::Path;

/// Why a journal opened without its lock.
pub enum LockError {
    /// Another process holds it.
    Held,
    /// The file could not be opened or locked.
    Io(io::Error),
}

/// Whether the lock was taken.
#[derive(Debug)]
pub enum Lock {
    /// This process alone may write the journal while it stays open.
    Held,
    /// The file system cannot lock files (some network file systems): the
    /// journal is used unlocked. A second writer then costs time, not
    /// counts: both write the same count for a job, which a journal may
    /// hold twice.
    Unsupported(io::Error),
}

/// Opens (or creates) `path` to read and append, locked for this process.
pub fn open_locked(path: &Path) -> Result<(File, Lock), LockError> {
    let mut options = OpenOptions::new();
    options.read(true).append(true).create(true);
    share_read_only(&mut options);
    let file = options.open(path).map_err(|e| {
        if held_by_another(&e) {
            LockError::Held
        } else {
            LockError::Io(e)
        }
    })?;
    let lock = lock(&file)?;
    Ok((file, lock))
}

#[cfg(windows)]
fn share_read_only(options: &mut OpenOptions) {
    use std::os::windows::fs::OpenOptionsExt;
    // FILE_SHARE_READ | FILE_SHARE_DELETE: others may read (`perft merge`)
    // but not open it to write while this handle is open.
    options.share_mode(0x1 | 0x4);
}

#[cfg(not(windows))]
fn share_read_only(_: &mut OpenOptions) {}

/// ERROR_SHARING_VIOLATION: another process has the file open to write.
#[cfg(windows)]
fn held_by_another(e: &io::Error) -> bool {
    e.raw_os_error() == Some(32)
}

#[cfg(not(windows))]
fn held_by_another(_: &io::Error) -> bool {
    false
}

#[cfg(unix)]
fn lock(file: &File) -> Result<Lock, LockError> {
    use std::os::unix::io::AsRawFd;
    loop {
        // SAFETY: flock(2) takes a file descriptor and flags and touches no
        // memory of ours; `file` keeps the descriptor open for the call.
        #[allow(unsafe_code)]
        let status = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
        if status == 0 {
            return Ok(Lock::Held);
        }
        let e = io::Error::last_os_error();
        match e.raw_os_error() {
            Some(libc::EINTR) => continue,
            Some(code) if code == libc::EWOULDBLOCK => return Err(LockError::Held),
            Some(libc::ENOLCK | libc::EOPNOTSUPP | libc::ENOSYS) => {
                return Ok(Lock::Unsupported(e))
            }
            _ => return Err(LockError::Io(e)),
        }
    }
}

/// Windows took the lock when the file was opened (its share mode).
#[cfg(windows)]
fn lock(_: &File) -> Result<Lock, LockError> {
    Ok(Lock::Held)
}

#[cfg(not(any(unix, windows)))]
fn lock(_: &File) -> Result<Lock, LockError> {
    Ok(Lock::Unsupported(io::Error::new(
        io::ErrorKind::Unsupported,
        "this system has no file lock the program knows",
    )))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_second_open_is_refused_until_the_first_is_closed() {
        let path = std::env::temp_dir().join(format!("perft-lock-{}.jsonl", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let (first, lock) = open_locked(&path).ok().unwrap();
        assert!(matches!(lock, Lock::Held), "{lock:?}");
        // flock belongs to the open file, so even this process is refused.
        assert!(matches!(open_locked(&path), Err(LockError::Held)));
        drop(first);
        assert!(matches!(open_locked(&path), Ok((_, Lock::Held))));
        std::fs::remove_file(&path).unwrap();
    }
}
