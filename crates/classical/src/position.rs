//! The classical position and its `Position` implementation.

use danilchuk_board::{
    zobrist, Board, CastlingRights, CastlingSide, Color, FenError, Move, MoveList, Position, Setup,
    SetupError, Square, UciMove, Variant, Zobrist,
};

/// A validated classical chess position (FIDE rules).
///
/// ```
/// use danilchuk_classical::Chess;
/// use danilchuk_board::{perft, Position};
/// let pos = Chess::starting();
/// assert_eq!(pos.legal_moves().len(), 20);
/// assert_eq!(perft(&pos, 3), 8902);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chess {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: Zobrist,
}

/// The rook's home square for a castling.
pub(crate) const fn rook_home(color: Color, side: CastlingSide) -> Square {
    match side {
        CastlingSide::KingSide => Square::H1.relative_to(color),
        CastlingSide::QueenSide => Square::A1.relative_to(color),
    }
}

/// Where the king ends a castling.
pub(crate) const fn castled_king_square(color: Color, side: CastlingSide) -> Square {
    match side {
        CastlingSide::KingSide => Square::G1.relative_to(color),
        CastlingSide::QueenSide => Square::C1.relative_to(color),
    }
}

/// Where the rook ends a castling.
pub(crate) const fn castled_rook_square(color: Color, side: CastlingSide) -> Square {
    match side {
        CastlingSide::KingSide => Square::F1.relative_to(color),
        CastlingSide::QueenSide => Square::D1.relative_to(color),
    }
}

impl Chess {
    /// The king of `color` (validated positions have exactly one).
    #[inline]
    pub(crate) fn king(&self, color: Color) -> Square {
        // Validation guarantees the king; A1 is never reached.
        self.board.king_of(color).unwrap_or(Square::A1)
    }

    /// Whether neither side can possibly checkmate (FIDE 5.2.2 dead
    /// positions of the usual kinds: K v K, K+minor v K, K+B v K+B with
    /// bishops on one colour).
    pub fn is_insufficient_material(&self) -> bool {
        let b = &self.board;
        if (b.pawns() | b.rooks_and_queens()).any() {
            return false;
        }
        let minors = b.knights() | b.bishops();
        if minors.count() <= 1 {
            return true;
        }
        b.knights().is_empty()
            && ((b.bishops() & danilchuk_board::Bitboard::LIGHT).is_empty()
                || (b.bishops() & danilchuk_board::Bitboard::DARK).is_empty())
    }
}

impl Position for Chess {
    fn variant(&self) -> Variant {
        Variant::Chess
    }

    type Settings = ();
    type Setup = Setup;

    fn starting_with(_: ()) -> Chess {
        let setup = Setup::starting();
        let hash = zobrist::hash_common(&setup);
        Chess {
            board: setup.board,
            turn: setup.turn,
            castling: setup.castling,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            hash,
        }
    }

    fn from_setup(setup: Setup, _: ()) -> Result<Chess, SetupError> {
        crate::validate::validate(&setup)?;
        let hash = zobrist::hash_common(&setup);
        Ok(Chess {
            board: setup.board,
            turn: setup.turn,
            castling: setup.castling,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            hash,
        })
    }

    fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
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

    fn board(&self) -> &Board {
        &self.board
    }

    fn turn(&self) -> Color {
        self.turn
    }

    fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Checked without generating the moves (IV-3).
    fn legal_ep_square(&self) -> Option<Square> {
        crate::en_passant::legal_ep_square(self)
    }

    fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    #[inline]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        self.generate(moves);
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

    fn zobrist(&self) -> Zobrist {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> Zobrist {
        zobrist::hash_common(&self.to_setup())
    }

    fn same_for_repetition(&self, other: &Chess) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.legal_ep_square() == other.legal_ep_square() // IV-3
    }

    /// Castling is written as the king's two-square step (`e1g1`).
    fn uci(&self, m: Move) -> UciMove {
        let mut uci = UciMove::from(m);
        if m.kind() == danilchuk_board::MoveKind::Castle {
            let side = if m.to().file() > m.from().file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            uci.to = castled_king_square(self.turn, side);
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
