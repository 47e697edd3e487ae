//! [`Position`] for [`AnyPosition`]: every method passed to the inner
//! position.

use danilchuk_board::{
    Bitboard, Board, CastlingRights, Color, FenError, IllegalMoveError, Illegality, Move, MoveList,
    NullMoveError, Outcome, Position, Role, SetupError, Square, UciError, UciMove, Variant,
    Zobrist,
};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

use crate::{AnyPosition, AnySetup, Rules};

/// The error for a setup of one rule set given with the rules of another.
fn setup_mismatch(setup: Variant, rules: Rules) -> SetupError {
    SetupError::Variant(format!("a {setup} setup cannot be a {rules} position"))
}

impl Position for AnyPosition {
    type Settings = Rules;
    type Setup = AnySetup;

    fn variant(&self) -> Variant {
        crate::with_inner!(self, p => p.variant())
    }

    fn starting_with(rules: Rules) -> AnyPosition {
        match rules {
            Rules::Chess => Chess::starting().into(),
            Rules::Immortal => Immortal::starting().into(),
            Rules::Linear(limit) => Linear::starting_with(limit).into(),
        }
    }

    fn from_setup(setup: AnySetup, rules: Rules) -> Result<AnyPosition, SetupError> {
        match (setup, rules) {
            (AnySetup::Chess(s), Rules::Chess) => Chess::from_setup(s, ()).map(Into::into),
            (AnySetup::Immortal(s), Rules::Immortal) => Immortal::from_setup(s, ()).map(Into::into),
            (AnySetup::Linear(s), Rules::Linear(limit)) => {
                Linear::from_setup(s, limit).map(Into::into)
            }
            (setup, rules) => Err(setup_mismatch(setup.variant(), rules)),
        }
    }

    fn to_setup(&self) -> AnySetup {
        crate::with_inner!(self, p => p.to_setup().into())
    }

    fn from_fen_with(fen: &str, rules: Rules) -> Result<AnyPosition, FenError> {
        match rules {
            Rules::Chess => Chess::from_fen(fen).map(Into::into),
            Rules::Immortal => Immortal::from_fen(fen).map(Into::into),
            Rules::Linear(limit) => Linear::from_fen_with(fen, limit).map(Into::into),
        }
    }

    fn fen(&self) -> String {
        crate::with_inner!(self, p => p.fen())
    }

    fn settings(&self) -> Rules {
        self.rules()
    }

    fn settings_key(&self) -> u64 {
        crate::with_inner!(self, p => p.settings_key())
    }

    fn board(&self) -> &Board {
        crate::with_inner!(self, p => p.board())
    }

    fn turn(&self) -> Color {
        crate::with_inner!(self, p => p.turn())
    }

    fn castling_rights(&self) -> CastlingRights {
        crate::with_inner!(self, p => p.castling_rights())
    }

    fn ep_square(&self) -> Option<Square> {
        crate::with_inner!(self, p => p.ep_square())
    }

    fn legal_ep_square(&self) -> Option<Square> {
        crate::with_inner!(self, p => p.legal_ep_square())
    }

    fn halfmoves(&self) -> u32 {
        crate::with_inner!(self, p => p.halfmoves())
    }

    fn fullmoves(&self) -> u32 {
        crate::with_inner!(self, p => p.fullmoves())
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        crate::with_inner!(self, p => p.legal_moves_into(moves))
    }

    fn legal_moves(&self) -> MoveList {
        crate::with_inner!(self, p => p.legal_moves())
    }

    fn count_legal_moves(&self) -> usize {
        crate::with_inner!(self, p => p.count_legal_moves())
    }

    fn is_legal(&self, m: Move) -> bool {
        crate::with_inner!(self, p => p.is_legal(m))
    }

    fn pseudo_legal_moves(&self) -> MoveList {
        crate::with_inner!(self, p => p.pseudo_legal_moves())
    }

    fn illegality(&self, m: Move) -> Option<Illegality> {
        crate::with_inner!(self, p => p.illegality(m))
    }

    fn play_unchecked(&mut self, m: Move) {
        crate::with_inner!(self, p => p.play_unchecked(m))
    }

    fn play(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        crate::with_inner!(self, p => p.play(m))
    }

    fn is_check(&self) -> bool {
        crate::with_inner!(self, p => p.is_check())
    }

    fn outcome(&self) -> Option<Outcome> {
        crate::with_inner!(self, p => p.outcome())
    }

    fn zobrist(&self) -> Zobrist {
        crate::with_inner!(self, p => p.zobrist())
    }

    fn zobrist_from_scratch(&self) -> Zobrist {
        crate::with_inner!(self, p => p.zobrist_from_scratch())
    }

    /// Positions of different rule sets are never the same.
    fn same_for_repetition(&self, other: &AnyPosition) -> bool {
        match (self, other) {
            (AnyPosition::Chess(a), AnyPosition::Chess(b)) => a.same_for_repetition(b),
            (AnyPosition::Immortal(a), AnyPosition::Immortal(b)) => a.same_for_repetition(b),
            (AnyPosition::Linear(a), AnyPosition::Linear(b)) => a.same_for_repetition(b),
            _ => false,
        }
    }

    fn uci(&self, m: Move) -> UciMove {
        crate::with_inner!(self, p => p.uci(m))
    }

    fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        crate::with_inner!(self, p => p.parse_uci(text))
    }

    fn checkers(&self) -> Bitboard {
        crate::with_inner!(self, p => p.checkers())
    }

    fn is_checkmate(&self) -> bool {
        crate::with_inner!(self, p => p.is_checkmate())
    }

    fn is_stalemate(&self) -> bool {
        crate::with_inner!(self, p => p.is_stalemate())
    }

    fn capture_moves(&self) -> MoveList {
        crate::with_inner!(self, p => p.capture_moves())
    }

    fn quiet_moves(&self) -> MoveList {
        crate::with_inner!(self, p => p.quiet_moves())
    }

    fn legal_moves_from(&self, from: Square) -> MoveList {
        crate::with_inner!(self, p => p.legal_moves_from(from))
    }

    fn gives_check(&self, m: Move) -> bool {
        crate::with_inner!(self, p => p.gives_check(m))
    }

    fn is_zeroing(&self, m: Move) -> bool {
        crate::with_inner!(self, p => p.is_zeroing(m))
    }

    fn captured_role(&self, m: Move) -> Option<Role> {
        crate::with_inner!(self, p => p.captured_role(m))
    }

    fn role_after(&self, m: Move) -> Option<Role> {
        crate::with_inner!(self, p => p.role_after(m))
    }

    fn resolve_uci(&self, uci: UciMove) -> Result<Move, IllegalMoveError> {
        crate::with_inner!(self, p => p.resolve_uci(uci))
    }

    fn play_null(&mut self) -> Result<(), NullMoveError> {
        crate::with_inner!(self, p => p.play_null())
    }
}

/// The inner rule set's generator, for any [`danilchuk_board::MoveSink`].
///
/// ```
/// use danilchuk_board::{LegalGenerator, MoveCounter};
/// use danilchuk_variant::{AnyPosition, Rules};
/// use danilchuk_board::Position;
/// let pos = AnyPosition::starting_with(Rules::Immortal);
/// let mut counter = MoveCounter::default();
/// pos.generate_legal(&mut counter);
/// assert_eq!(counter.0, pos.count_legal_moves());
/// ```
impl danilchuk_board::LegalGenerator for AnyPosition {
    #[inline]
    fn generate_legal<S: danilchuk_board::MoveSink>(&self, sink: &mut S) {
        crate::with_inner!(self, p => p.generate_legal(sink))
    }
}
