//! The Linear position's [`Position`] implementation: the rule set's
//! questions answered by the move generator, the move maker, the
//! validation and the queries of the other files.

use danilchuk_board::{
    FenError, Move, MoveList, Outcome, Position, Rank, Role, SetupError, Square, Variant, Zobrist,
};

use crate::{LineLimit, Linear, LinearSetup};

impl Position for Linear {
    fn variant(&self) -> Variant {
        Variant::Linear
    }

    type Settings = LineLimit;
    type Setup = LinearSetup;

    fn starting_with(settings: LineLimit) -> Linear {
        Linear::new_unchecked(&LinearSetup::starting(), settings)
    }

    fn from_setup(setup: LinearSetup, settings: LineLimit) -> Result<Linear, SetupError> {
        Linear::new(setup, settings)
    }

    fn to_setup(&self) -> LinearSetup {
        LinearSetup {
            setup: self.core.setup(),
            lines: self.core.own.lines,
        }
    }

    fn from_fen_with(fen: &str, settings: LineLimit) -> Result<Linear, FenError> {
        let setup = LinearSetup::parse_fen(fen)?;
        // The field-naming error for field 4 before the general checks.
        setup.setup.validate_ep_square()?;
        Ok(Linear::new(setup, settings)?)
    }

    fn fen(&self) -> String {
        self.to_setup().to_string()
    }

    fn settings(&self) -> LineLimit {
        self.core.own.limit
    }

    /// L-8: the same placement is another game under another line limit.
    fn settings_key(&self) -> u64 {
        let limit = match self.core.own.limit {
            LineLimit::Unlimited => 0,
            LineLimit::Three => 3,
            LineLimit::Two => 2,
        };
        Variant::Linear.settings_key(limit)
    }

    danilchuk_board::position_core_accessors!(core);

    /// Checked without generating the moves (IV-3).
    fn legal_ep_square(&self) -> Option<Square> {
        crate::en_passant::legal_ep_square(self)
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
        self.play_move(m);
    }

    /// Whether any king of the side to move is attacked by an enemy unit
    /// (L-4: this restricts nothing but castling).
    fn is_check(&self) -> bool {
        self.attacked(self.kings(self.core.turn()), self.core.turn())
    }

    fn outcome(&self) -> Option<Outcome> {
        crate::outcome::outcome(self)
    }

    #[inline]
    fn zobrist(&self) -> Zobrist {
        self.core.placement_key ^ self.state_key()
    }

    fn zobrist_from_scratch(&self) -> Zobrist {
        crate::hash::from_scratch(&self.to_setup())
    }

    /// Placement, side to move, castling flags, en passant square and line
    /// maps (L-9); not the counters nor the limit (a game has one limit).
    fn same_for_repetition(&self, other: &Linear) -> bool {
        self.core.board == other.core.board
            && self.core.turn() == other.core.turn()
            && self.core.castling == other.core.castling
            && self.legal_ep_square() == other.legal_ep_square() // IV-3
            && self.core.own.lines == other.core.own.lines
    }

    /// L-3, L-4, L-6: the role of the destination file's line for the
    /// mover (a pawn only on its last rank); castling keeps the king a king
    /// (L-7: the lines swap with it).
    fn role_after(&self, m: Move) -> Option<Role> {
        let us = self.core.turn();
        let role = self.core.board.role_at(m.from())?;
        if !self.core.board.by_color(us).contains(m.from()) {
            return None;
        }
        Some(match role {
            _ if m.is_castle() => role,
            Role::Pawn if !matches!(m.to().rank(), Rank::First | Rank::Eighth) => Role::Pawn,
            _ => self.line_role(us, m.to()),
        })
    }

    // Queries. The trait's defaults fit Linear chess: `checkers`
    // are the attackers of all the mover's kings (L-4); `is_checkmate` is
    // always false, as check and mate win nothing (L-5); `is_stalemate` is
    // L-9's stalemate (no legal move while both sides have a king, attacked
    // or not); a promotion's UCI letter may be omitted (L-6, Part III).

    /// IV-8: clears the en passant square; refused only once a side has no
    /// king (L-5), never for check (L-4).
    fn play_null(&mut self) -> Result<(), danilchuk_board::NullMoveError> {
        self.pass()
    }
}

impl danilchuk_board::LegalGenerator for Linear {
    #[inline(always)]
    fn generate_legal<S: danilchuk_board::MoveSink>(&self, sink: &mut S) {
        self.generate(sink);
    }
}
