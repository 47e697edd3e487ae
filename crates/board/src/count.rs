//! Counting legal moves with the processor's popcount instruction where it
//! has one.
//!
//! Rust's default x86-64 target predates the `popcnt` instruction, so
//! `u64::count_ones` compiles to a dozen shifts, masks and a multiply
//! unless the user builds with `-C target-cpu=...`. Bulk counting adds up
//! one target set per unit, so that software popcount was 11-15% of a
//! bulk perft's instructions. [`count_legal`] checks the processor once
//! (the standard library caches the answer) and, where `popcnt` exists,
//! runs a copy of the generator compiled to use it. The count is the same
//! either way; a build that already targets `popcnt` skips the check.

use crate::{Bitboard, Move, MoveKind, MoveSink, Role, SetCounter, Square};

/// A rule set's legal move generator, writing into any [`MoveSink`].
///
/// Implemented by the rule sets' positions; [`count_legal`] is generic over
/// it so that the generator can be compiled twice, once per popcount.
pub trait LegalGenerator {
    /// Writes every legal move into `sink`.
    fn generate_legal<S: MoveSink>(&self, sink: &mut S);
}

/// The number of legal moves `position` generates, counted with whole
/// target sets (a [`SetCounter`], or the popcount instruction where the
/// processor has it).
///
/// ```
/// use danilchuk_board::{count_legal, LegalGenerator, MoveSink, Bitboard, Square};
/// struct TwoKnightMoves;
/// impl LegalGenerator for TwoKnightMoves {
///     fn generate_legal<S: MoveSink>(&self, sink: &mut S) {
///         sink.targets(Square::G1, Square::F3 | Square::H3, Bitboard::EMPTY);
///     }
/// }
/// assert_eq!(count_legal(&TwoKnightMoves), 2);
/// ```
#[inline]
pub fn count_legal<G: LegalGenerator>(position: &G) -> usize {
    if cfg!(any(target_feature = "popcnt", target_arch = "aarch64")) {
        // `count_ones` is already an instruction or two here.
        let mut counter = PopcntCounter(0);
        position.generate_legal(&mut counter);
        return counter.0;
    }
    #[cfg(all(target_arch = "x86_64", not(target_feature = "popcnt")))]
    {
        if std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
        {
            // SAFETY: `count_with_bmi` only needs the `popcnt`, BMI1 and
            // BMI2 instructions, and the processor was just seen to have
            // all three.
            #[allow(unsafe_code)]
            return unsafe { count_with_bmi(position) };
        }
        if std::is_x86_feature_detected!("popcnt") {
            // SAFETY: `count_with_popcnt` only needs the `popcnt`
            // instruction, and the processor was just seen to have it.
            #[allow(unsafe_code)]
            return unsafe { count_with_popcnt(position) };
        }
    }
    count_legal_portable(position)
}

/// [`count_legal`] without the popcount instruction, with a [`SetCounter`]:
/// what `count_legal` does on a processor without it. Any processor runs
/// it, so tests can check that path everywhere.
///
/// ```
/// use danilchuk_board::{count_legal, count_legal_portable, Bitboard, LegalGenerator, MoveSink, Square};
/// struct ThreeMoves;
/// impl LegalGenerator for ThreeMoves {
///     fn generate_legal<S: MoveSink>(&self, sink: &mut S) {
///         sink.targets(Square::A1, Square::A2 | Square::A3 | Square::B1, Bitboard::EMPTY);
///     }
/// }
/// assert_eq!(count_legal_portable(&ThreeMoves), 3);
/// assert_eq!(count_legal(&ThreeMoves), 3);
/// ```
#[inline]
pub fn count_legal_portable<G: LegalGenerator>(position: &G) -> usize {
    let mut counter = SetCounter::default();
    position.generate_legal(&mut counter);
    counter.total()
}

/// [`count_legal`]'s generator compiled with `popcnt`: the generator and
/// the counter's `count_ones` are inlined here, so they use the
/// instruction.
#[cfg(all(target_arch = "x86_64", not(target_feature = "popcnt")))]
#[target_feature(enable = "popcnt")]
fn count_with_popcnt<G: LegalGenerator>(position: &G) -> usize {
    let mut counter = PopcntCounter(0);
    position.generate_legal(&mut counter);
    counter.0
}

/// [`count_with_popcnt`] with BMI1 and BMI2 as well: taking a set's
/// lowest square out is one instruction, as in
/// [`generate_legal_into`](crate::generate_legal_into).
#[cfg(all(target_arch = "x86_64", not(target_feature = "popcnt")))]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn count_with_bmi<G: LegalGenerator>(position: &G) -> usize {
    let mut counter = PopcntCounter(0);
    position.generate_legal(&mut counter);
    counter.0
}

/// Counts moves with one `count_ones` per target set: cheap only where
/// that is an instruction, as in [`count_with_popcnt`].
struct PopcntCounter(usize);

impl MoveSink for PopcntCounter {
    #[inline(always)]
    fn push(&mut self, _m: Move) {
        self.0 += 1;
    }

    #[inline(always)]
    fn targets(&mut self, _from: Square, targets: Bitboard, _enemies: Bitboard) {
        self.0 += targets.count() as usize;
    }

    #[inline(always)]
    fn pawn_targets(&mut self, targets: Bitboard, _delta: i8, _kind: MoveKind) {
        self.0 += targets.count() as usize;
    }

    #[inline(always)]
    fn disjoint_pawn_targets(&mut self, sets: [(Bitboard, i8, MoveKind); 3]) {
        self.0 += crate::sink::disjoint_union(sets).count() as usize;
    }

    #[inline(always)]
    fn promotions(&mut self, _from: Square, _to: Square, _kind: MoveKind, roles: &[Role]) {
        self.0 += roles.len();
    }
}
