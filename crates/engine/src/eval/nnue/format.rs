//! What every network file starts with: the magic bytes and the format's
//! version (the whole layout is in `file.rs`).

/// The first bytes of a network file.
pub const MAGIC: [u8; 4] = *b"DNUE";
/// The format's version this engine writes; it reads this one and every
/// earlier one.
pub const VERSION: u32 = 2;
