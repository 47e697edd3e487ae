//! Positions "the same" for the repetition rule, their hash keys, and the
//! table that finds an earlier occurrence in amortised O(1).

use core::hash::{BuildHasherDefault, Hasher};
use std::collections::HashMap;

use danilchuk_board::{zobrist, Position, Zobrist};

/// The hash of what the repetition rule compares: the position's Zobrist
/// hash, without the en passant key while no en passant capture is legal
/// (RULES.md IV-3, FIDE 9.2.2; FEN field 4 still names the square, Part
/// III). Every rule set hashes the en passant file with the shared
/// [`zobrist::en_passant`] key, so removing it gives the hash of the same
/// position without the square. No FEN text, no move list: the rule set's
/// [`Position::legal_ep_square`] answers.
pub(crate) fn repetition_key<P: Position>(pos: &P) -> Zobrist {
    let key = pos.zobrist();
    match pos.ep_square() {
        Some(ep) if pos.legal_ep_square().is_none() => key ^ zobrist::en_passant(ep.file()),
        _ => key,
    }
}

/// Whether `a` and `b` are the same position for the repetition rule
/// (FIDE 9.2.2, RULES.md I-7, L-9, IV-3): the rule set's
/// [`Position::same_for_repetition`]: placement, side to move, castling
/// rights, and in the variants reverse-castling rights and locks or line
/// maps; an en passant square counts only while an en passant capture is
/// legal ([`Position::legal_ep_square`]).
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_classical::Chess;
/// use danilchuk_game::same_position;
///
/// // After 1.e4 the FEN names e3, but Black cannot take en passant.
/// let a = Chess::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
/// let b = Chess::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 4 3")?;
/// assert_ne!(a.ep_square(), b.ep_square());
/// assert_eq!(a.legal_ep_square(), None);
/// assert!(same_position(&a, &b));
/// # Ok::<(), danilchuk_board::FenError>(())
/// ```
pub fn same_position<P: Position>(a: &P, b: &P) -> bool {
    a.same_for_repetition(b)
}

/// Zobrist keys are already uniformly random: the table uses them as
/// their own hash instead of running SipHash over them.
#[derive(Default, Clone, Copy)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Not reached for `Zobrist` (which writes one u64); kept correct.
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// For each repetition key, the latest ply whose position has it.
pub(crate) type LatestByKey = HashMap<Zobrist, u32, BuildHasherDefault<KeyHasher>>;
