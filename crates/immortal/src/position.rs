//! The validated Immortal position and its `Position` implementation.

use core::fmt;

use danilchuk_board::{
    zobrist, CastlingRights, Color, FenError, Illegality, Move, MoveList, Position, PositionCore,
    Setup, SetupError, Square, Variant, Zobrist,
};

use crate::castling::Rights;
use crate::lock::Locks;
use crate::{movegen, ImmortalSetup, Lock};

/// A validated Classic Immortal Chess position (RULES.md Part I).
///
/// Small (under 100 bytes) and `Copy`; playing a move never allocates.
///
/// ```
/// use danilchuk_immortal::Immortal;
/// use danilchuk_board::Position;
/// let mut pos = Immortal::starting();
/// for uci in ["e2e4", "d7d5", "e4d5"] {
///     let m = pos.parse_uci(uci)?;
///     pos.play(m)?;
/// }
/// // I-1: the capture swapped the pawns; I-3: two locks now stand.
/// assert_eq!(
///     pos.fen(),
///     "rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2 - d5>e4,e4>d5"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Immortal {
    /// The fields every rule set keeps, with Immortal's castling rights
    /// (FEN field 3, I-4) and reverse-castling rights (field 7, I-5) in
    /// one byte, and its capture locks (field 8, I-3) as its own state.
    /// The clock's count of plies gives the side to move: a move updates
    /// the counters and the side with one addition. The placement key is
    /// kept by the move maker; [`Immortal::state_key`] adds the rest when
    /// the hash is asked for, so that a move pays nothing for the side to
    /// move, the rights, the en passant square or the locks.
    pub(crate) core: PositionCore<Rights, Locks>,
}

impl Immortal {
    /// The capture locks in force (I-3), sorted by square index. The colour
    /// of the unit on a lock's attacker square says whose move it binds.
    #[inline]
    #[must_use]
    pub fn locks(&self) -> &[Lock] {
        self.core.own.as_slice()
    }

    /// The reverse-castling rights (FEN field 7, I-5): the wing on which a
    /// side castled and may still swap back.
    #[inline]
    #[must_use]
    pub fn reverse_castling_rights(&self) -> CastlingRights {
        self.core.castling.reverse()
    }

    /// The side to move.
    #[inline(always)]
    pub(crate) fn side(&self) -> Color {
        self.core.clock.turn()
    }

    /// The classical part of the position (FEN fields 1-6).
    pub(crate) fn classical_setup(&self) -> Setup {
        self.core.setup()
    }

    /// The keys of everything but the placement and the counters: the side
    /// to move, the castling and reverse-castling rights, the en passant
    /// square and the locks. With the placement's (`zobrist`), the hash.
    #[inline]
    pub(crate) fn state_key(&self) -> Zobrist {
        let mut key = zobrist::shared_state(
            self.core.castling.castling(),
            self.side(),
            self.core.ep_square,
        ) ^ zobrist::reverse_castling(self.core.castling.reverse());
        for lock in self.core.own.as_slice() {
            key ^= zobrist::lock(lock.attacker, lock.target);
        }
        key
    }

    /// The placement's part of the hash, the field `zobrist`.
    pub(crate) fn placement_key(&self) -> Zobrist {
        self.compute_zobrist() ^ self.state_key()
    }

    /// The Zobrist hash of everything but the move counters.
    pub(crate) fn compute_zobrist(&self) -> Zobrist {
        let mut h = zobrist::hash_common(&self.classical_setup())
            ^ zobrist::reverse_castling(self.core.castling.reverse());
        for lock in self.core.own.as_slice() {
            h ^= zobrist::lock(lock.attacker, lock.target);
        }
        h
    }
}

impl Default for Immortal {
    fn default() -> Immortal {
        Immortal::starting()
    }
}

impl fmt::Display for Immortal {
    /// The FEN with all eight fields (Part III).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} ",
            self.classical_setup(),
            self.core.castling.reverse()
        )?;
        crate::setup::write_locks(f, self.core.own.as_slice())
    }
}

impl fmt::Debug for Immortal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Immortal({self})")
    }
}

impl Position for Immortal {
    fn variant(&self) -> Variant {
        Variant::Immortal
    }

    type Settings = ();
    type Setup = ImmortalSetup;

    fn starting_with(_settings: ()) -> Immortal {
        let rights = Rights::new(CastlingRights::ALL, CastlingRights::EMPTY);
        let mut pos = Immortal {
            core: PositionCore::from_setup(&Setup::starting(), rights, Locks::EMPTY),
        };
        pos.core.placement_key = pos.placement_key();
        pos
    }

    fn from_setup(setup: ImmortalSetup, _settings: ()) -> Result<Immortal, SetupError> {
        crate::validate::validate(setup)
    }

    /// The setup, with the locks in the order FEN writes them.
    fn to_setup(&self) -> ImmortalSetup {
        let mut locks = self.core.own.as_slice().to_vec();
        locks.sort_by_key(|l| l.text_order_key());
        ImmortalSetup {
            setup: self.classical_setup(),
            reverse_castling: self.core.castling.reverse(),
            locks,
        }
    }

    fn from_fen_with(fen: &str, settings: ()) -> Result<Immortal, FenError> {
        let setup = ImmortalSetup::parse_fen(fen)?;
        Ok(Immortal::from_setup(setup, settings)?)
    }

    fn fen(&self) -> String {
        self.to_string()
    }

    fn settings(&self) {}

    danilchuk_board::position_core_accessors!(core);

    /// Checked without generating the moves (IV-3).
    fn legal_ep_square(&self) -> Option<Square> {
        crate::en_passant::legal_ep_square(self)
    }

    #[inline]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        movegen::generate(self, moves);
    }

    #[inline]
    fn count_legal_moves(&self) -> usize {
        danilchuk_board::count_legal(self)
    }

    fn is_legal(&self, m: Move) -> bool {
        movegen::is_legal(self, m)
    }

    fn pseudo_legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        crate::pseudo::generate(self, &mut moves);
        moves
    }

    fn illegality(&self, m: Move) -> Option<Illegality> {
        crate::pseudo::explain(self, m)
    }

    // Inlined into the caller's loop: the call and its register saves
    // cost as much as a quiet move itself.
    #[inline(always)]
    fn play_unchecked(&mut self, m: Move) {
        crate::play::play(self, m);
    }

    fn is_check(&self) -> bool {
        self.checkers().any()
    }

    #[inline]
    fn zobrist(&self) -> Zobrist {
        self.core.placement_key ^ self.state_key()
    }

    fn zobrist_from_scratch(&self) -> Zobrist {
        self.compute_zobrist()
    }

    fn same_for_repetition(&self, other: &Immortal) -> bool {
        // I-7: placement, side to move, castling and reverse-castling
        // rights, en passant square and locks.
        self.core.board == other.core.board
            && self.side() == other.side()
            && self.core.castling == other.core.castling
            && self.legal_ep_square() == other.legal_ep_square() // IV-3
            && self.core.own == other.core.own
    }

    // Queries; the rest keep the trait's defaults, which follow
    // I-1 (a capture is a swap: the victim moves to the capturer's square)
    // and I-7 (checkmate and stalemate as classical).

    /// The enemy units that attack the side to move's king (I-6; locks do
    /// not change attacks, I-3).
    fn checkers(&self) -> danilchuk_board::Bitboard {
        match self.core.board.king_of(self.side()) {
            Some(king) => {
                self.core
                    .board
                    .attackers_to(king, !self.side(), self.core.board.occupied())
            }
            None => danilchuk_board::Bitboard::EMPTY,
        }
    }

    /// IV-8: drops the locks binding the side passing, keeps the others.
    fn play_null(&mut self) -> Result<(), danilchuk_board::NullMoveError> {
        self.pass()
    }
}

impl danilchuk_board::LegalGenerator for Immortal {
    #[inline(always)]
    fn generate_legal<S: danilchuk_board::MoveSink>(&self, sink: &mut S) {
        movegen::generate(self, sink);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_is_small() {
        assert!(
            core::mem::size_of::<Immortal>() <= 96,
            "{}",
            core::mem::size_of::<Immortal>()
        );
    }
}

#[cfg(feature = "serde")]
danilchuk_board::impl_serde_via_fen!(Immortal);
