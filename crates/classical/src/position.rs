//! The classical position's `Position` implementation.

use crate::castling::{castled_king_square, side_of};
use crate::chess::Chess;
use danilchuk_board::{
    zobrist, FenError, Move, MoveList, Position, PositionCore, Setup, SetupError, Square, UciMove,
    Variant, Zobrist,
};

impl Chess {
    /// The position of a validated setup, its placement key computed.
    fn new_unchecked(setup: &Setup) -> Chess {
        let mut pos = Chess {
            core: PositionCore::from_setup(setup, setup.castling, ()),
        };
        pos.core.placement_key = zobrist::hash_common(setup) ^ pos.state_key();
        pos
    }
}

impl Position for Chess {
    fn variant(&self) -> Variant {
        Variant::Chess
    }

    type Settings = ();
    type Setup = Setup;

    fn starting_with(_: ()) -> Chess {
        Chess::new_unchecked(&Setup::starting())
    }

    fn from_setup(setup: Setup, _: ()) -> Result<Chess, SetupError> {
        crate::validate::validate(&setup)?;
        Ok(Chess::new_unchecked(&setup))
    }

    fn to_setup(&self) -> Setup {
        self.core.setup()
    }

    fn from_fen_with(fen: &str, _: ()) -> Result<Chess, FenError> {
        let (setup, rest) = Setup::parse_fen_prefix(fen)?;
        if !rest.is_empty() {
            return Err(FenError::TooManyFields {
                found: 6 + rest.len(),
                max: 6,
                variant: "classical",
            });
        }
        setup.validate_ep_square()?;
        Ok(Chess::from_setup(setup, ())?)
    }

    fn fen(&self) -> String {
        self.to_setup().to_string()
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

    fn pseudo_legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate_pseudo_legal(&mut moves);
        moves
    }

    fn illegality(&self, m: Move) -> Option<danilchuk_board::Illegality> {
        self.explain(m)
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
        zobrist::hash_common(&self.to_setup())
    }

    fn same_for_repetition(&self, other: &Chess) -> bool {
        self.core.board == other.core.board
            && self.core.turn() == other.core.turn()
            && self.core.castling == other.core.castling
            && self.legal_ep_square() == other.legal_ep_square() // IV-3
    }

    /// Castling is written as the king's two-square step (`e1g1`).
    fn uci(&self, m: Move) -> UciMove {
        let mut uci = UciMove::from(m);
        if m.kind() == danilchuk_board::MoveKind::Castle {
            let side = side_of(m.from(), m.to());
            uci.to = castled_king_square(self.core.turn(), side);
        }
        uci
    }

    // Queries; the rest keep the trait's defaults.

    fn checkers(&self) -> danilchuk_board::Bitboard {
        // The inherent, single-king version of the move generator.
        Chess::checkers(self)
    }

    fn play_null(&mut self) -> Result<(), danilchuk_board::NullMoveError> {
        self.pass()
    }
}

#[cfg(feature = "serde")]
danilchuk_board::impl_serde_via_fen!(Chess);

impl danilchuk_board::LegalGenerator for Chess {
    #[inline(always)]
    fn generate_legal<S: danilchuk_board::MoveSink>(&self, sink: &mut S) {
        self.generate(sink);
    }
}
