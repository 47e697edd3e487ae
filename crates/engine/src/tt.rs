//! The transposition table, keyed by the positions' Zobrist keys and shared
//! by every search thread (Lazy SMP).
//!
//! An entry is two 64-bit atomic words: the packed data, and the key XOR
//! the data. Threads read and write without locks; a torn entry (one word
//! from one writer, one from another) fails the XOR check and reads as
//! empty, so a probe sees either a whole entry or none. The move stored is
//! only a hint: the search uses it if it is among the legal moves.
//!
//! The table is allocated lazily: a new size (UCI `Hash`) or a clear takes
//! effect at the next search ([`TranspositionTable::prepare`]), on the
//! search's thread, so the UCI reader answers `readyok` at once. The memory
//! comes zeroed from the allocator (fresh pages of the operating system),
//! so even a table of gigabytes costs nothing until the search touches it.

use std::sync::atomic::{AtomicU64, Ordering};

use danilchuk_bitboard::Square;
use danilchuk_board::{Move, MoveKind, Role};

use crate::score::Score;

/// What a stored score says about the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The true value.
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (the search failed low).
    Upper,
}

impl Bound {
    /// Non-zero, so that a zeroed slot reads as empty.
    const fn code(self) -> u64 {
        match self {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        }
    }

    const fn from_code(code: u64) -> Option<Bound> {
        match code {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }
}

/// One stored search result.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Entry {
    /// The best move found (checked against the legal moves before use).
    pub(crate) best: Option<Move>,
    /// The score in table form (mates from this node, [`Score::to_tt`]).
    value: i32,
    pub(crate) depth: i32,
    pub(crate) bound: Bound,
}

impl Entry {
    /// The score seen from the root at `ply`.
    pub(crate) fn score(&self, ply: u32) -> Score {
        Score::from_tt(self.value, ply)
    }
}

// The data word: the move in bits 0-18 (bit 18 set when there is one), the
// value in 32-47, the depth in 48-55, the bound in 56-57, the generation
// (the search that wrote it, for `hashfull`) in 58-63.
const MOVE_PRESENT: u64 = 1 << 18;
const GENERATIONS: u8 = 64;

fn pack_move(m: Move) -> u64 {
    let promotion = m.promotion().map_or(0, |r| r as u64 + 1);
    MOVE_PRESENT
        | (m.from().index() as u64)
        | (m.to().index() as u64) << 6
        | (m.kind() as u64) << 12
        | promotion << 15
}

fn unpack_move(bits: u64) -> Option<Move> {
    if bits & MOVE_PRESENT == 0 {
        return None;
    }
    let from = Square::from_index((bits & 63) as u32)?;
    let to = Square::from_index((bits >> 6 & 63) as u32)?;
    let kind = *MoveKind::ALL.get((bits >> 12 & 7) as usize)?;
    let m = Move::new(from, to, kind);
    match (bits >> 15 & 7) as usize {
        0 => Some(m),
        p => Some(m.with_promotion(*Role::ALL.get(p - 1)?)),
    }
}

fn pack(best: Option<Move>, value: i32, depth: i32, bound: Bound, generation: u8) -> u64 {
    let value = value.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
    best.map_or(0, pack_move)
        | u64::from(value as u16) << 32
        | (depth.clamp(0, 255) as u64) << 48
        | bound.code() << 56
        | u64::from(generation) << 58
}

fn unpack(data: u64) -> Option<(Entry, u8)> {
    let bound = Bound::from_code(data >> 56 & 3)?;
    let entry = Entry {
        best: unpack_move(data),
        value: i32::from((data >> 32) as u16 as i16),
        depth: (data >> 48 & 255) as i32,
        bound,
    };
    Some((entry, (data >> 58) as u8))
}

/// `count` empty slots, or as many as the allocator can give (halving the
/// count until it can; never fewer than one).
fn zeroed_slots(count: usize) -> Box<[Slot]> {
    let mut count = count.max(1);
    loop {
        let Ok(layout) = std::alloc::Layout::array::<Slot>(count) else {
            count /= 2;
            continue;
        };
        // SAFETY: the layout is that of `count` slots, of non-zero size
        // (`count >= 1`, a slot is 16 bytes); all-zero bytes are a valid
        // `AtomicU64` (it has the bit validity of `u64`), so the zeroed
        // block is `count` initialised slots, and a `Box<[Slot]>` owns it
        // with the very layout the global allocator gave it.
        #[allow(unsafe_code)]
        unsafe {
            let ptr = std::alloc::alloc_zeroed(layout).cast::<Slot>();
            if !ptr.is_null() {
                return Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, count));
            }
        }
        if count == 1 {
            std::alloc::handle_alloc_error(layout);
        }
        count /= 2;
    }
}

/// One slot: the key XOR the data, and the data.
#[derive(Debug, Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// A fixed-size table of [`Entry`], replaced by depth (a deeper result or a
/// different position replaces what is there).
#[derive(Debug)]
pub(crate) struct TranspositionTable {
    slots: Box<[Slot]>,
    /// The number of slots the next search should find.
    wanted: usize,
    /// Whether the next search must find the table empty.
    clear_pending: bool,
    /// The current search's generation (0-63).
    generation: u8,
}

impl TranspositionTable {
    /// A table of about `mib` mebibytes (at least one entry), allocated at
    /// the first [`TranspositionTable::prepare`].
    pub(crate) fn new(mib: usize) -> TranspositionTable {
        TranspositionTable {
            slots: Box::default(),
            wanted: TranspositionTable::slots_for(mib),
            clear_pending: false,
            generation: 0,
        }
    }

    fn slots_for(mib: usize) -> usize {
        (mib.saturating_mul(1 << 20) / core::mem::size_of::<Slot>()).max(1)
    }

    /// A new size, taking effect (empty) at the next search. The old table
    /// is freed now.
    pub(crate) fn resize(&mut self, mib: usize) {
        self.slots = Box::default();
        self.wanted = TranspositionTable::slots_for(mib);
    }

    /// Forgets everything, at the next search.
    pub(crate) fn clear(&mut self) {
        self.clear_pending = true;
    }

    /// Allocates or clears the table as asked since the last search, and
    /// starts a new generation. Called on the search's thread.
    pub(crate) fn prepare(&mut self) {
        if self.slots.len() != self.wanted || self.clear_pending {
            // The old table goes first, so that both never take memory.
            self.slots = Box::default();
            self.slots = zeroed_slots(self.wanted);
            self.wanted = self.slots.len();
        }
        self.clear_pending = false;
        self.generation = (self.generation + 1) % GENERATIONS;
    }

    fn slot(&self, key: u64) -> Option<&Slot> {
        // The high half of a 64x64 product maps the key evenly onto the table.
        let i = ((u128::from(key) * self.slots.len() as u128) >> 64) as usize;
        self.slots.get(i)
    }

    fn read(slot: &Slot, key: u64) -> Option<(Entry, u8)> {
        let data = slot.data.load(Ordering::Relaxed);
        let check = slot.check.load(Ordering::Relaxed);
        if check ^ data != key {
            return None;
        }
        unpack(data)
    }

    /// The entry for `key`, if one is stored.
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let slot = self.slot(key)?;
        TranspositionTable::read(slot, key).map(|(e, _)| e)
    }

    /// Stores a result for `key` searched `depth` plies at `ply` from the root.
    pub(crate) fn store(
        &self,
        key: u64,
        best: Option<Move>,
        score: Score,
        depth: i32,
        bound: Bound,
        ply: u32,
    ) {
        let Some(slot) = self.slot(key) else {
            return;
        };
        let keep_move = match TranspositionTable::read(slot, key) {
            Some((old, _)) => {
                if old.depth > depth + 2 && bound != Bound::Exact {
                    return;
                }
                old.best
            }
            None => None,
        };
        let data = pack(
            best.or(keep_move),
            score.to_tt(ply),
            depth,
            bound,
            self.generation,
        );
        slot.check.store(key ^ data, Ordering::Relaxed);
        slot.data.store(data, Ordering::Relaxed);
    }

    /// Entries written by the current search, per mille, from a sample
    /// (UCI `hashfull`).
    pub(crate) fn hashfull(&self) -> u32 {
        let sample = self.slots.len().min(1000);
        let used = self.slots[..sample]
            .iter()
            .filter(|s| {
                let data = s.data.load(Ordering::Relaxed);
                unpack(data).is_some_and(|(_, g)| g == self.generation)
            })
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(mib: usize) -> TranspositionTable {
        let mut tt = TranspositionTable::new(mib);
        tt.prepare();
        tt
    }

    #[test]
    fn stores_and_finds_by_key() {
        let mut tt = table(1);
        tt.store(42, None, Score::cp(17), 3, Bound::Exact, 0);
        let e = tt.probe(42).expect("stored");
        assert_eq!(e.score(0), Score::cp(17));
        assert_eq!(e.depth, 3);
        assert!(tt.probe(43).is_none());
        tt.clear();
        assert!(tt.probe(42).is_some(), "a clear waits for the next search");
        tt.prepare();
        assert!(tt.probe(42).is_none());
    }

    #[test]
    fn mate_scores_are_relative_to_the_node() {
        let tt = table(1);
        // Found at ply 4: mate 6 plies from the root, 2 from the node.
        tt.store(7, None, Score::mate_in(6), 1, Bound::Exact, 4);
        // Reached again at ply 2: mate 4 plies from the root.
        assert_eq!(tt.probe(7).unwrap().score(2), Score::mate_in(4));
    }

    #[test]
    fn every_move_kind_and_promotion_survives_packing() {
        for kind in MoveKind::ALL {
            for from in [Square::A1, Square::E7, Square::H8] {
                for to in [Square::B1, Square::E8, Square::A8] {
                    let m = Move::new(from, to, kind);
                    assert_eq!(unpack_move(pack_move(m)), Some(m));
                    for role in Role::ALL {
                        let p = m.with_promotion(role);
                        assert_eq!(unpack_move(pack_move(p)), Some(p));
                    }
                }
            }
        }
        let data = pack(None, -31_999, 100, Bound::Upper, 63);
        let (e, g) = unpack(data).unwrap();
        assert_eq!(
            (e.best, e.value, e.depth, e.bound, g),
            (None, -31_999, 100, Bound::Upper, 63)
        );
    }

    #[test]
    fn a_torn_entry_reads_as_empty() {
        let tt = table(1);
        tt.store(99, None, Score::cp(5), 4, Bound::Lower, 0);
        let slot = tt.slot(99).unwrap();
        // Another writer's data word with this writer's check word.
        slot.data
            .store(pack(None, 300, 9, Bound::Exact, 0), Ordering::Relaxed);
        assert!(tt.probe(99).is_none());
    }

    #[test]
    fn a_resize_is_allocated_at_the_next_search_and_hashfull_counts_this_search() {
        let mut tt = TranspositionTable::new(1);
        assert!(tt.slots.is_empty(), "nothing allocated before a search");
        tt.resize(2);
        assert!(tt.slots.is_empty());
        tt.prepare();
        assert_eq!(tt.slots.len(), (2 << 20) / 16);
        for key in 0..20_000u64 {
            tt.store(
                key.wrapping_mul(0x9e37_79b9_7f4a_7c15),
                None,
                Score::cp(1),
                1,
                Bound::Exact,
                0,
            );
        }
        let full = tt.hashfull();
        assert!(full > 0);
        tt.prepare();
        assert_eq!(
            tt.hashfull(),
            0,
            "the last search's entries are not this one's"
        );
    }
}
