//! Where move generators put their moves: a list, or a counter.
//!
//! Generators are written once against [`MoveSink`]; perft's bulk counting
//! uses [`MoveCounter`], which adds whole target sets with a popcount
//! instead of building moves.

use danilchuk_bitboard::{Bitboard, Square};

use crate::{Move, MoveKind, MoveList, Role, MAX_MOVES};

/// Receives generated moves.
pub trait MoveSink {
    /// One move.
    fn push(&mut self, m: Move);

    /// One move from `from` to each square of `targets`: a capture where
    /// `enemies` has a unit, otherwise quiet.
    #[inline]
    fn targets(&mut self, from: Square, targets: Bitboard, enemies: Bitboard) {
        for to in targets {
            let kind = if enemies.contains(to) {
                MoveKind::Capture
            } else {
                MoveKind::Quiet
            };
            self.push(Move::new(from, to, kind));
        }
    }

    /// Pawn moves of one kind for several pawns at once: each square `to` of
    /// `targets` is reached from the square `to - delta` (index difference).
    #[inline]
    fn pawn_targets(&mut self, targets: Bitboard, delta: i8, kind: MoveKind) {
        for to in targets {
            // The generator guarantees `to - delta` is on the board.
            let from = Square::from_index_wrapping((to as i32 - delta as i32) as u32);
            self.push(Move::new(from, to, kind));
        }
    }

    /// Several pawn target sets at once, each as in
    /// [`MoveSink::pawn_targets`], which the generator knows to be pairwise
    /// disjoint (no square in two of them). A counter then needs one
    /// popcount for all of them instead of one per set.
    #[inline(always)]
    fn disjoint_pawn_targets(&mut self, sets: [(Bitboard, i8, MoveKind); 3]) {
        let [a, b, c] = sets;
        self.pawn_targets(a.0, a.1, a.2);
        self.pawn_targets(b.0, b.1, b.2);
        self.pawn_targets(c.0, c.1, c.2);
    }

    /// One move per role of `roles`, each a promotion.
    #[inline]
    fn promotions(&mut self, from: Square, to: Square, kind: MoveKind, roles: &[Role]) {
        for role in roles {
            self.push(Move::new(from, to, kind).with_promotion(*role));
        }
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn push(&mut self, m: Move) {
        // MAX_MOVES bounds every validated position's moves; only a board
        // corrupted by garbage given to `play_unchecked` could have more,
        // and those extra moves are dropped rather than panicking.
        let _ = self.try_push(m);
    }

    #[inline]
    fn targets(&mut self, from: Square, targets: Bitboard, enemies: Bitboard) {
        extend_or_drop(self, targets, |to| {
            // The enemy set's bit at `to`, shifted into the kind's place.
            let bit = (enemies.0 >> (to as u32)) as u32 & 1;
            Move::quiet_or_capture(from, to, bit)
        });
    }

    #[inline]
    fn pawn_targets(&mut self, targets: Bitboard, delta: i8, kind: MoveKind) {
        // The generator guarantees `to - delta` is on the board.
        extend_or_drop(self, targets, |to| Move::from_delta(to as u32, delta, kind));
    }
}

/// Appends the moves of one target set (at most 64). With room for 64
/// more, each move is written straight into the list's spare room and the
/// length set once at the end: no capacity test and no length update per
/// move (`extend` makes both for every move, since it cannot know that a
/// set has at most 64 squares). Without that room (only a board broken by
/// garbage moves gets there) each move is pushed alone and the overflow
/// dropped.
#[inline(always)]
fn extend_or_drop(list: &mut MoveList, targets: Bitboard, make: impl Fn(Square) -> Move) {
    let len = list.len();
    if len > MAX_MOVES - 64 {
        for to in targets {
            let _ = list.try_push(make(to));
        }
        return;
    }
    let base = list.as_mut_ptr();
    let mut end = len;
    for to in targets {
        debug_assert!(
            end < MAX_MOVES && end < len + 64,
            "a set of more than 64 moves"
        );
        // SAFETY: a bitboard has at most 64 squares, so at most 64 moves
        // are written, and `len <= MAX_MOVES - 64`: `end < MAX_MOVES`,
        // inside the list's buffer. `Move` is `Copy` (no drop), so writing
        // over the spare, uninitialised room is sound.
        #[allow(unsafe_code)]
        unsafe {
            base.add(end).write(make(to));
        }
        end += 1;
    }
    // SAFETY: every entry from `len` to `end` was written just above, and
    // `end <= MAX_MOVES` (the capacity).
    #[allow(unsafe_code)]
    unsafe {
        list.set_len(end);
    }
}

/// The union of the target sets given to
/// [`MoveSink::disjoint_pawn_targets`], which a counter counts at once;
/// debug builds check that they are disjoint indeed.
#[inline(always)]
pub(crate) fn disjoint_union(sets: [(Bitboard, i8, MoveKind); 3]) -> Bitboard {
    let [(a, ..), (b, ..), (c, ..)] = sets;
    debug_assert!(
        !a.intersects(b) && !a.intersects(c) && !b.intersects(c),
        "pawn target sets overlap"
    );
    a | b | c
}

/// Counts moves without building them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveCounter(pub usize);

impl MoveSink for MoveCounter {
    #[inline]
    fn push(&mut self, _m: Move) {
        self.0 += 1;
    }

    #[inline]
    fn targets(&mut self, _from: Square, targets: Bitboard, _enemies: Bitboard) {
        self.0 += targets.count() as usize;
    }

    #[inline]
    fn pawn_targets(&mut self, targets: Bitboard, _delta: i8, _kind: MoveKind) {
        self.0 += targets.count() as usize;
    }

    #[inline]
    fn disjoint_pawn_targets(&mut self, sets: [(Bitboard, i8, MoveKind); 3]) {
        self.0 += disjoint_union(sets).count() as usize;
    }

    #[inline]
    fn promotions(&mut self, _from: Square, _to: Square, _kind: MoveKind, roles: &[Role]) {
        self.0 += roles.len();
    }
}

/// Counts moves like [`MoveCounter`], a little faster: a target set's
/// squares are summed per rank (the first steps of a popcount), and the
/// ranks are added up once at the end instead of once per set.
/// The rule sets' `count_legal_moves` use it.
///
/// ```
/// use danilchuk_board::{Bitboard, MoveSink, SetCounter, Square};
/// let mut counter = SetCounter::default();
/// counter.targets(Square::E2, Bitboard::from_rank(danilchuk_board::Rank::Fourth), Bitboard::EMPTY);
/// counter.targets(Square::E2, Square::A1 | Square::H8, Bitboard::EMPTY);
/// assert_eq!(counter.total(), 10);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SetCounter {
    /// Per byte (rank), the squares counted so far. A rank's byte cannot
    /// overflow: at most 16 own units reach each of its 8 squares, 128 in
    /// all (and a corrupted board only miscounts, wrapping).
    ranks: u64,
    /// Moves counted one by one.
    single: usize,
}

impl SetCounter {
    /// The number of moves counted.
    #[inline]
    #[must_use]
    pub const fn total(&self) -> usize {
        let sum = self.ranks.wrapping_mul(0x0101_0101_0101_0101) >> 56;
        self.single + sum as usize
    }

    #[inline(always)]
    fn add_set(&mut self, set: Bitboard) {
        // A popcount's first three steps: each byte ends up holding the
        // number of squares of that rank.
        let x = set.0;
        let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
        let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
        let x = (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
        self.ranks = self.ranks.wrapping_add(x);
    }
}

impl MoveSink for SetCounter {
    #[inline]
    fn push(&mut self, _m: Move) {
        self.single += 1;
    }

    #[inline]
    fn targets(&mut self, _from: Square, targets: Bitboard, _enemies: Bitboard) {
        self.add_set(targets);
    }

    #[inline]
    fn pawn_targets(&mut self, targets: Bitboard, _delta: i8, _kind: MoveKind) {
        self.add_set(targets);
    }

    #[inline]
    fn disjoint_pawn_targets(&mut self, sets: [(Bitboard, i8, MoveKind); 3]) {
        self.add_set(disjoint_union(sets));
    }

    #[inline]
    fn promotions(&mut self, _from: Square, _to: Square, _kind: MoveKind, roles: &[Role]) {
        self.single += roles.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list's raw writes (`extend_or_drop`) at the edge of its room:
    /// with exactly 64 free entries a full set fills the list, with fewer
    /// the overflow is dropped. Under debug assertions (`cargo test`) the
    /// writes' bounds are checked too.
    #[test]
    fn target_sets_fill_the_list_to_its_capacity() {
        let filler = Move::new(Square::A1, Square::A2, MoveKind::Quiet);
        for (before, after) in [(MAX_MOVES - 64, MAX_MOVES), (MAX_MOVES - 63, MAX_MOVES)] {
            let mut list = MoveList::new();
            for _ in 0..before {
                list.push(filler);
            }
            list.targets(
                Square::B1,
                Bitboard::FULL,
                Bitboard::from_square(Square::H8),
            );
            assert_eq!(list.len(), after);
            assert_eq!(
                list[before],
                Move::new(Square::B1, Square::A1, MoveKind::Quiet)
            );
            assert_eq!(
                list[MAX_MOVES - 1],
                if before == MAX_MOVES - 64 {
                    Move::new(Square::B1, Square::H8, MoveKind::Capture)
                } else {
                    Move::new(Square::B1, Square::G8, MoveKind::Quiet)
                }
            );
        }
        let mut list = MoveList::new();
        list.pawn_targets(
            Bitboard::from_rank(crate::Rank::Fourth),
            16,
            MoveKind::DoublePush,
        );
        assert_eq!(list.len(), 8);
        assert_eq!(
            list[0],
            Move::new(Square::A2, Square::A4, MoveKind::DoublePush)
        );
    }
}
