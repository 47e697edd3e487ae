//! The shared perft hash table: (key, depth, count) entries, lock-free.
//!
//! # Layout and thread safety
//!
//! Each entry is three `AtomicU64` words written with relaxed stores and no
//! lock: `data` (the count shifted left by 8, the depth in the low byte),
//! `key ^ data` and `check ^ data`. A reader accepts an entry only when both
//! XORs give back its own key and check and the depth is the one it asks
//! for. Two threads writing the same entry at once may leave words of
//! different writes behind; such a torn entry then fails the XOR test (unless
//! the two writes' differences cancel out in both words, a 2^-64-scale
//! coincidence) and is a miss, never a wrong count.
//!
//! # Collision risk and the guard
//!
//! The key is the position's 64-bit Zobrist hash XOR a salt for the rule set
//! and its settings
//! ([`Position::settings_key`](danilchuk_board::Position::settings_key));
//! the check is a second,
//! independent 64-bit word taken from the placement (the occupied squares).
//! Both are compared in full, and the depth is stored in the entry, so a hit
//! needs a different position of the same depth whose Zobrist key *and*
//! occupancy both equal the stored ones. The Zobrist keys are pseudo-random,
//! so for positions with the same occupancy this happens with probability
//! about 2^-64 per probe, and the occupancy makes it rarer still: at 10^11
//! probes (a depth-9 run) the expected number of false hits is below 10^-8.
//! The deep counts of the README are nevertheless confirmed by an unhashed
//! run as well, or by a second hashed run with another table size and salt.
//!
//! # The run's salt
//!
//! [`crate::Perft::salt`] adds a salt of the run's own: its SplitMix64 mix
//! is XORed into every key (so every position lands in another bucket), and
//! the white units' placement, multiplied by an odd salt-derived constant,
//! is XORed into the check word (a bijection of the white units for one
//! occupancy, so the check then tells apart every colouring of the
//! occupied squares). A false hit in the second run needs a pair of
//! positions of equal Zobrist key and equal placement of both colours, met
//! in another table layout: the two runs do not share their (already
//! unlikely) false hits. Salt 0, the default, leaves keys and checks as
//! above.
//!
//! Each bucket holds two entries: the first keeps the deepest subtree seen
//! (depth-preferred), the second always takes the newest.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Bytes per bucket: two entries of three words.
const BUCKET_BYTES: usize = 2 * 3 * 8;

/// Counts of 2^56 or more are not stored (the low byte holds the depth).
const MAX_STORED_COUNT: u64 = (1 << 56) - 1;

/// The table could not be allocated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot allocate a perft hash table of {mib} MiB")]
pub struct TableAllocError {
    /// The size asked for.
    pub mib: usize,
}

#[derive(Default)]
struct Entry {
    key_xor_data: AtomicU64,
    check_xor_data: AtomicU64,
    data: AtomicU64,
}

impl Entry {
    /// The stored count if the entry holds (`key`, `check`, `depth`).
    #[inline]
    fn probe(&self, key: u64, check: u64, depth: u8) -> Option<u64> {
        let data = self.data.load(Relaxed);
        let matches = data & 0xff == u64::from(depth)
            && self.key_xor_data.load(Relaxed) ^ data == key
            && self.check_xor_data.load(Relaxed) ^ data == check;
        matches.then_some(data >> 8)
    }

    #[inline]
    fn depth(&self) -> u8 {
        (self.data.load(Relaxed) & 0xff) as u8
    }

    #[inline]
    fn store(&self, key: u64, check: u64, data: u64) {
        self.data.store(data, Relaxed);
        self.key_xor_data.store(key ^ data, Relaxed);
        self.check_xor_data.store(check ^ data, Relaxed);
    }
}

#[derive(Default)]
struct Bucket {
    deepest: Entry,
    newest: Entry,
}

/// A fixed-size table of perft subtree counts, shared by the threads of a
/// run (or of several runs: keys carry a salt for the rule set and its
/// settings, so one table may serve different rule sets).
///
/// ```
/// use danilchuk_perft::PerftTable;
///
/// let table = PerftTable::with_mib(1)?;
/// assert_eq!(table.buckets(), 1024 * 1024 / 48);
/// # Ok::<(), danilchuk_perft::TableAllocError>(())
/// ```
pub struct PerftTable {
    buckets: Vec<Bucket>,
}

impl core::fmt::Debug for PerftTable {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("PerftTable")
            .field("buckets", &self.buckets.len())
            .finish()
    }
}

impl PerftTable {
    /// A table of about `mib` MiB (at least one bucket), all entries empty.
    ///
    /// # Errors
    ///
    /// [`TableAllocError`] when `mib` MiB is more than the address space
    /// holds or cannot be allocated: a failed allocation is an error, not
    /// an abort.
    pub fn with_mib(mib: usize) -> Result<PerftTable, TableAllocError> {
        let bytes = mib.checked_mul(1 << 20).ok_or(TableAllocError { mib })?;
        Self::with_buckets((bytes / BUCKET_BYTES).max(1)).map_err(|_| TableAllocError { mib })
    }

    /// A table of exactly `count` buckets (at least one). Tiny tables are
    /// useful in tests: heavy replacement must never change a count.
    ///
    /// # Errors
    ///
    /// [`TableAllocError`] when the buckets cannot be allocated.
    pub fn with_buckets(count: usize) -> Result<PerftTable, TableAllocError> {
        let count = count.max(1);
        let mut buckets = Vec::new();
        buckets
            .try_reserve_exact(count)
            .map_err(|_| TableAllocError {
                mib: count.saturating_mul(BUCKET_BYTES) >> 20,
            })?;
        buckets.resize_with(count, Bucket::default);
        Ok(PerftTable { buckets })
    }

    /// The number of buckets (two entries each).
    #[must_use]
    pub fn buckets(&self) -> usize {
        self.buckets.len()
    }

    /// Empties every entry.
    pub fn clear(&mut self) {
        self.buckets.iter_mut().for_each(|b| *b = Bucket::default());
    }

    #[inline]
    fn bucket(&self, key: u64) -> &Bucket {
        // Multiply-shift maps the key onto any bucket count, not only powers of two.
        let index = ((u128::from(key) * self.buckets.len() as u128) >> 64) as usize;
        &self.buckets[index]
    }

    /// The stored count of the subtree of `depth` below the position with
    /// this key and check word.
    #[inline]
    pub(crate) fn probe(&self, key: u64, check: u64, depth: u8) -> Option<u64> {
        let bucket = self.bucket(key);
        bucket
            .deepest
            .probe(key, check, depth)
            .or_else(|| bucket.newest.probe(key, check, depth))
    }

    /// Stores a subtree count (counts too large for the entry are skipped).
    #[inline]
    pub(crate) fn store(&self, key: u64, check: u64, depth: u8, count: u64) {
        if count > MAX_STORED_COUNT {
            return;
        }
        let data = (count << 8) | u64::from(depth);
        let bucket = self.bucket(key);
        if depth >= bucket.deepest.depth() {
            bucket.deepest.store(key, check, data);
        } else {
            bucket.newest.store(key, check, data);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_counts_come_back_only_for_their_key_check_and_depth() {
        let table = PerftTable::with_buckets(8).unwrap();
        table.store(0x1234_5678_9abc_def0, 77, 5, 123_456);
        assert_eq!(table.probe(0x1234_5678_9abc_def0, 77, 5), Some(123_456));
        assert_eq!(table.probe(0x1234_5678_9abc_def0, 77, 4), None);
        assert_eq!(table.probe(0x1234_5678_9abc_def0, 78, 5), None);
        assert_eq!(table.probe(0x1234_5678_9abc_def1, 77, 5), None);
    }

    #[test]
    fn one_bucket_keeps_the_deepest_and_the_newest() {
        let table = PerftTable::with_buckets(1).unwrap();
        table.store(1, 0, 6, 600);
        table.store(2, 0, 3, 300);
        table.store(3, 0, 2, 200);
        assert_eq!(table.probe(1, 0, 6), Some(600));
        assert_eq!(table.probe(2, 0, 3), None);
        assert_eq!(table.probe(3, 0, 2), Some(200));
    }

    #[test]
    fn counts_too_large_for_an_entry_are_not_stored() {
        let table = PerftTable::with_buckets(1).unwrap();
        table.store(9, 9, 9, 1 << 56);
        assert_eq!(table.probe(9, 9, 9), None);
        table.store(9, 9, 9, MAX_STORED_COUNT);
        assert_eq!(table.probe(9, 9, 9), Some(MAX_STORED_COUNT));
    }

    #[test]
    fn sizes_in_mib() {
        assert_eq!(PerftTable::with_mib(0).unwrap().buckets(), 1);
        assert_eq!(
            PerftTable::with_mib(3).unwrap().buckets(),
            3 * (1 << 20) / 48
        );
        assert!(PerftTable::with_mib(usize::MAX).is_err());
    }
}
