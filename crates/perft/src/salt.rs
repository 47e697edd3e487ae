//! The salt that separates the table keys of different rule sets and
//! settings.

use danilchuk_board::Position;

/// A 64-bit salt for the rule set `P` with these settings, XORed into every
/// table key.
///
/// The Zobrist keys of the three rule sets share their piece, side, castling
/// and en passant keys, and settings such as Linear's line limit (L-8) are
/// not part of a position's Zobrist key at all, although they change its
/// subtree. The salt (an FNV-1a hash of the rule set's type name and the
/// settings' `Debug` text, which names each setting apart) makes one table
/// safe to share between rule sets and settings without a new trait bound
/// on `Position::Settings`.
///
/// ```
/// use danilchuk_linear::{LineLimit, Linear};
/// use danilchuk_perft::settings_salt;
///
/// assert_ne!(
///     settings_salt::<Linear>(&LineLimit::Two),
///     settings_salt::<Linear>(&LineLimit::Three)
/// );
/// ```
pub fn settings_salt<P: Position>(settings: &P::Settings) -> u64 {
    let text = format!("{}/{settings:?}", core::any::type_name::<P>());
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    // FNV's low bits are weak; finish with a SplitMix64 mix.
    mix(hash)
}

/// The SplitMix64 finaliser: a bijection of `u64` that spreads every input
/// bit over the output (and maps 0 to 0).
pub(crate) const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
