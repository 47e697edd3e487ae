//! The Immortal position's [`Position`] implementation: the rule set's
//! questions answered by the move generator, the move maker, the
//! validation and the queries of the other files.

use danilchuk_board::{
    CastlingRights, FenError, Illegality, Move, MoveList, Position, PositionCore, Setup,
    SetupError, Square, Variant, Zobrist,
};

use crate::castling::Rights;
use crate::lock::Locks;
use crate::{movegen, Immortal, ImmortalSetup};

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
        danilchuk_board::generate_legal_into(self, moves);
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

#[cfg(feature = "serde")]
danilchuk_board::impl_serde_via_fen!(Immortal);
