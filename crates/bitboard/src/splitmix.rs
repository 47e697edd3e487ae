//! SplitMix64 (Steele, Lea and Flood, 2014): the one small, seedable,
//! deterministic generator of the workspace. The Zobrist keys are built from
//! it at compile time; hash salts, random playouts in tests and benches, and
//! the engine's reproducible openings use it at run time.

/// The step SplitMix64 adds to its state before each output (2^64 divided
/// by the golden ratio, made odd).
pub const SPLITMIX64_GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64's output function: a bijection of `u64` that spreads every
/// input bit over the whole output (and maps 0 to 0). The generator's `n`th
/// output is `splitmix64(seed + n * SPLITMIX64_GAMMA)`, `n` counting from 1.
///
/// A `const fn`, so that tables of random keys are built at compile time.
///
/// ```
/// use danilchuk_bitboard::{splitmix64, SplitMix64, SPLITMIX64_GAMMA};
///
/// const KEY: u64 = splitmix64(7u64.wrapping_add(SPLITMIX64_GAMMA));
/// assert_eq!(SplitMix64::new(7).next_u64(), KEY);
/// assert_eq!(splitmix64(0), 0);
/// ```
#[must_use]
#[inline]
pub const fn splitmix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The SplitMix64 generator: 64 bits of state, every output from
/// [`splitmix64`]. Not for cryptography; for reproducible random choices
/// (the same seed gives the same sequence on every platform and build).
///
/// ```
/// use danilchuk_bitboard::SplitMix64;
///
/// let mut a = SplitMix64::new(42);
/// let mut b = SplitMix64::new(42);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator from a seed (any value, 0 included).
    #[must_use]
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(SPLITMIX64_GAMMA);
        splitmix64(self.0)
    }

    /// A number in `0..n`, or 0 when `n` is 0. (Reduced modulo `n`: the
    /// bias, below `n / 2^64`, does not matter for picking moves.)
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.next_u64() % n as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_reference_sequence() {
        // The first outputs of the published reference implementation
        // (splitmix64.c by Sebastiano Vigna) from seed 1234567.
        let mut rng = SplitMix64::new(1_234_567);
        let expected = [
            6_457_827_717_110_365_317,
            3_203_168_211_198_807_973,
            9_817_491_932_198_370_423,
            4_593_380_528_125_082_431,
            16_408_922_859_458_223_821,
        ];
        for value in expected {
            assert_eq!(rng.next_u64(), value);
        }
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = SplitMix64::new(0);
        for n in 1..100 {
            assert!(rng.below(n) < n);
        }
        assert_eq!(rng.below(0), 0);
    }
}
