//! Generating the legal moves into a [`MoveList`] with the processor's
//! bit-manipulation instructions where it has them.
//!
//! Rust's default x86-64 target predates BMI1 and BMI2, so taking a set's
//! lowest square out (`x & (x - 1)`) is three instructions and a shift by a
//! register goes through `cl`. A generator writes one move a target square,
//! and those few instructions are a tenth of its work. [`generate_legal_into`]
//! checks the processor once (the standard library caches the answer) and,
//! where it has both, runs a copy of the generator compiled to use them
//! (`blsr`, `shlx`, `shrx`). The moves are the same, in the same order,
//! either way; a build that already targets them skips the check.

use crate::{LegalGenerator, MoveList};

/// Clears `moves` and writes `position`'s legal moves into it: what the
/// rule sets' `legal_moves_into` does.
///
/// ```
/// use danilchuk_board::{generate_legal_into, Bitboard, LegalGenerator, MoveList, MoveSink, Square};
/// struct TwoKnightMoves;
/// impl LegalGenerator for TwoKnightMoves {
///     fn generate_legal<S: MoveSink>(&self, sink: &mut S) {
///         sink.targets(Square::G1, Square::F3 | Square::H3, Bitboard::EMPTY);
///     }
/// }
/// let mut moves = MoveList::new();
/// generate_legal_into(&TwoKnightMoves, &mut moves);
/// assert_eq!(moves.len(), 2);
/// ```
#[inline]
pub fn generate_legal_into<G: LegalGenerator>(position: &G, moves: &mut MoveList) {
    moves.clear();
    #[cfg(all(
        target_arch = "x86_64",
        not(all(target_feature = "bmi1", target_feature = "bmi2"))
    ))]
    {
        if std::is_x86_feature_detected!("bmi1") && std::is_x86_feature_detected!("bmi2") {
            // SAFETY: `generate_with_bmi` only needs the BMI1 and BMI2
            // instructions, and the processor was just seen to have both.
            #[allow(unsafe_code)]
            unsafe {
                generate_with_bmi(position, moves);
            }
            return;
        }
    }
    position.generate_legal(moves);
}

/// [`generate_legal_into`] without the BMI instructions: what it does on a
/// processor without them. Any processor runs it, so tests can check that
/// both give the same moves in the same order.
///
/// ```
/// use danilchuk_board::{generate_legal_into, generate_legal_into_portable, Bitboard, LegalGenerator, MoveList, MoveSink, Square};
/// struct ThreeMoves;
/// impl LegalGenerator for ThreeMoves {
///     fn generate_legal<S: MoveSink>(&self, sink: &mut S) {
///         sink.targets(Square::A1, Square::A2 | Square::A3 | Square::B1, Square::A3.into());
///     }
/// }
/// let (mut fast, mut portable) = (MoveList::new(), MoveList::new());
/// generate_legal_into(&ThreeMoves, &mut fast);
/// generate_legal_into_portable(&ThreeMoves, &mut portable);
/// assert_eq!(fast, portable);
/// ```
#[inline]
pub fn generate_legal_into_portable<G: LegalGenerator>(position: &G, moves: &mut MoveList) {
    moves.clear();
    position.generate_legal(moves);
}

/// The generator compiled with BMI1 and BMI2: the generator and the move
/// list's writes are inlined here, so they use the instructions.
#[cfg(all(
    target_arch = "x86_64",
    not(all(target_feature = "bmi1", target_feature = "bmi2"))
))]
#[target_feature(enable = "bmi1,bmi2")]
fn generate_with_bmi<G: LegalGenerator>(position: &G, moves: &mut MoveList) {
    position.generate_legal(moves);
}
