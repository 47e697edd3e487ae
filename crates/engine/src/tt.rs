//! The transposition table, keyed by the positions' Zobrist keys.

use danilchuk_board::Move;

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

/// One stored search result.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Entry {
    key: u64,
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

/// A fixed-size table of [`Entry`], replaced by depth (a deeper result or a
/// different position replaces what is there).
#[derive(Clone, Debug)]
pub(crate) struct TranspositionTable {
    entries: Vec<Option<Entry>>,
}

impl TranspositionTable {
    /// A table of about `mib` mebibytes (at least one entry).
    pub(crate) fn new(mib: usize) -> TranspositionTable {
        let size = core::mem::size_of::<Option<Entry>>();
        let count = (mib.saturating_mul(1 << 20) / size).max(1);
        TranspositionTable {
            entries: vec![None; count],
        }
    }

    fn index(&self, key: u64) -> usize {
        // The high half of a 64x64 product maps the key evenly onto the table.
        ((u128::from(key) * self.entries.len() as u128) >> 64) as usize
    }

    /// The entry for `key`, if one is stored.
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[self.index(key)].filter(|e| e.key == key)
    }

    /// Stores a result for `key` searched `depth` plies at `ply` from the root.
    pub(crate) fn store(
        &mut self,
        key: u64,
        best: Option<Move>,
        score: Score,
        depth: i32,
        bound: Bound,
        ply: u32,
    ) {
        let i = self.index(key);
        let slot = &mut self.entries[i];
        let keep_move = match slot {
            Some(old) if old.key == key => {
                if old.depth > depth + 2 && bound != Bound::Exact {
                    return;
                }
                old.best
            }
            _ => None,
        };
        *slot = Some(Entry {
            key,
            best: best.or(keep_move),
            value: score.to_tt(ply),
            depth,
            bound,
        });
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }

    /// Entries filled, per mille, from a sample (UCI `hashfull`).
    pub(crate) fn hashfull(&self) -> u32 {
        let sample = self.entries.len().min(1000);
        let used = self.entries[..sample]
            .iter()
            .filter(|e| e.is_some())
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_key() {
        let mut tt = TranspositionTable::new(1);
        tt.store(42, None, Score::cp(17), 3, Bound::Exact, 0);
        let e = tt.probe(42).expect("stored");
        assert_eq!(e.score(0), Score::cp(17));
        assert_eq!(e.depth, 3);
        assert!(tt.probe(43).is_none());
        tt.clear();
        assert!(tt.probe(42).is_none());
    }

    #[test]
    fn mate_scores_are_relative_to_the_node() {
        let mut tt = TranspositionTable::new(1);
        // Found at ply 4: mate 6 plies from the root, 2 from the node.
        tt.store(7, None, Score::mate_in(6), 1, Bound::Exact, 4);
        // Reached again at ply 2: mate 4 plies from the root.
        assert_eq!(tt.probe(7).unwrap().score(2), Score::mate_in(4));
    }
}
