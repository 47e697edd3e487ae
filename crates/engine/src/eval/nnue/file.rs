//! The network file: a little-endian header (magic, version, rule set,
//! hidden width), then the weights.
//!
//! | bytes | content |
//! |---|---|
//! | 4 | [`MAGIC`] |
//! | 4 | [`VERSION`], u32 |
//! | 1 + n | the rule set's name (`chess`, `immortal`, `linear`): its length, then its bytes |
//! | 1 | the [`NetworkKind`]: 0 the evaluation, 1 a correction of the hand-written one (not in version 1 files, which are evaluations) |
//! | 4 | `H`, u32 |
//! | 2 · 768 · H | the first layer's weights, i16, feature-major |
//! | 2 · H | its bias, i16 |
//! | 2 · 2H | the output weights, i16: the side to move's, then the other's |
//! | 4 | the output bias, i32 |
//!
//! Nothing may follow.

use std::io::Read;
use std::path::Path;

use danilchuk_board::Variant;

use super::error::NetworkError;
use super::features::FEATURES;
use super::format::{MAGIC, VERSION};
use super::network::{Network, NetworkKind};
use super::quantisation::MAX_HIDDEN;

/// The largest file a network of [`MAX_HIDDEN`] makes, plus its longest
/// name: reading stops there, so a huge file cannot fill the memory.
const MOST_BYTES: u64 = (17 + 255 + 2 * (FEATURES + 3) * MAX_HIDDEN + 4) as u64;

/// Opens `path` to read; on Linux without waiting, should it have become a
/// FIFO since it was looked at (`O_NONBLOCK`, which a regular file's reads
/// ignore).
fn open_without_waiting(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(all(
        target_os = "linux",
        any(
            target_arch = "x86_64",
            target_arch = "x86",
            target_arch = "aarch64",
            target_arch = "arm",
            target_arch = "riscv64",
            target_arch = "powerpc64",
            target_arch = "s390x",
            target_arch = "loongarch64"
        )
    ))]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // O_NONBLOCK's value on these architectures (MIPS, SPARC and a few
        // others have their own; they keep the check before opening).
        const O_NONBLOCK: i32 = 0o4000;
        options.custom_flags(O_NONBLOCK);
    }
    options.open(path)
}

/// Reads the bytes of a network file in order.
struct Reader<'a> {
    bytes: &'a [u8],
    offset: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize, part: &'static str) -> Result<&[u8], NetworkError> {
        let truncated = NetworkError::Truncated {
            part,
            offset: self.bytes.len(),
        };
        let end = self.offset.checked_add(n).ok_or(truncated)?;
        let slice = self
            .bytes
            .get(self.offset..end)
            .ok_or(NetworkError::Truncated {
                part,
                offset: self.bytes.len(),
            })?;
        self.offset = end;
        Ok(slice)
    }

    fn u32(&mut self, part: &'static str) -> Result<u32, NetworkError> {
        let b = self.take(4, part)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn i16s(&mut self, n: usize, part: &'static str) -> Result<Vec<i16>, NetworkError> {
        let bytes = self.take(2 * n, part)?;
        Ok(bytes
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect())
    }
}

impl Network {
    /// Reads the network file at `path`.
    ///
    /// # Errors
    ///
    /// [`NetworkError::Io`] if it cannot be read, [`NetworkError::NotAFile`]
    /// if it is no regular file (a FIFO, a device, `/dev/stdin`); otherwise
    /// as [`Network::from_bytes`].
    pub fn read(path: impl AsRef<Path>) -> Result<Network, NetworkError> {
        let path = path.as_ref();
        let io = |e: std::io::Error| NetworkError::Io {
            path: path.display().to_string(),
            kind: e.kind(),
        };
        let not_a_file = || NetworkError::NotAFile {
            path: path.display().to_string(),
        };
        // Looked at before opening: opening a FIFO waits for a writer.
        if !std::fs::metadata(path).map_err(io)?.is_file() {
            return Err(not_a_file());
        }
        let file = open_without_waiting(path).map_err(io)?;
        // And after: the path may have been replaced in between.
        if !file.metadata().map_err(io)?.is_file() {
            return Err(not_a_file());
        }
        let mut bytes = Vec::new();
        file.take(MOST_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(io)?;
        Network::from_bytes(&bytes)
    }

    /// The network a file's bytes hold.
    ///
    /// # Errors
    ///
    /// A [`NetworkError`] saying which part of the file is wrong: its magic,
    /// version, rule set or width, a part cut short, or bytes left over.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        let mut r = Reader { bytes, offset: 0 };
        if r.take(4, "magic")? != MAGIC {
            return Err(NetworkError::Magic);
        }
        let version = r.u32("version")?;
        if version == 0 || version > VERSION {
            return Err(NetworkError::Version(version));
        }
        let len = usize::from(r.take(1, "rule set")?[0]);
        let name = r.take(len, "rule set")?;
        let name = String::from_utf8_lossy(name);
        let variant = Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| NetworkError::Variant(name.into_owned()))?;
        let kind = match version {
            1 => NetworkKind::Evaluation,
            _ => {
                let byte = r.take(1, "kind")?[0];
                *NetworkKind::ALL
                    .get(usize::from(byte))
                    .ok_or(NetworkError::Kind(byte))?
            }
        };
        let hidden = r.u32("hidden width")? as usize;
        if hidden == 0 || hidden > MAX_HIDDEN {
            return Err(NetworkError::Hidden(hidden));
        }
        let feature_weights = r.i16s(FEATURES * hidden, "feature weights")?;
        let feature_bias = r.i16s(hidden, "feature bias")?;
        let output_weights = r.i16s(2 * hidden, "output weights")?;
        let output_bias = r.u32("output bias")? as i32;
        if r.offset != bytes.len() {
            return Err(NetworkError::Trailing(bytes.len() - r.offset));
        }
        Network::from_parts(
            variant,
            hidden,
            feature_weights,
            feature_bias,
            output_weights,
            output_bias,
        )
        .map(|net| net.with_kind(kind))
    }

    /// The network as the bytes of its file ([`Network::from_bytes`] reads
    /// them back).
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let name = self.variant().name().as_bytes();
        let mut out = Vec::with_capacity(17 + name.len() + 2 * (FEATURES + 3) * self.hidden());
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(name.len() as u8);
        out.extend_from_slice(name);
        out.push(self.kind() as u8);
        out.extend_from_slice(&(self.hidden() as u32).to_le_bytes());
        let parts = [self.feature_weights(), self.bias(), self.output_weights()];
        for w in parts.into_iter().flatten() {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out.extend_from_slice(&self.output_bias().to_le_bytes());
        out
    }
}
