//! The trait every rule set implements.

use core::fmt;

use danilchuk_bitboard::{Color, Square};

use crate::{
    Board, CastlingRights, DrawReason, FenError, Illegality, Move, MoveList, Outcome, SetupError,
    UciError, UciMove, Variant, WinReason, Zobrist,
};

/// A move that is not legal in the position it was played in.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("illegal move {uci} in {fen}")]
pub struct IllegalMoveError {
    /// The move in the rule set's UCI form.
    pub uci: String,
    /// The position it was tried in.
    pub fen: String,
}

/// A validated position of some rule set.
///
/// Implemented by the classical, Immortal and Linear positions; the notation,
/// game and perft code is generic over it. Positions are small and `Copy`-cheap
/// to clone; playing a move never allocates.
pub trait Position: Clone + fmt::Debug + PartialEq + Eq + Sized {
    /// The rule set. A method, not a constant, so that a type over several
    /// rule sets (`danilchuk_variant::AnyPosition`) can answer per value.
    fn variant(&self) -> Variant;

    /// Game settings that are not part of the position, such as Linear's
    /// line limit (L-8). `()` where there are none.
    type Settings: Copy + Clone + fmt::Debug + Default + PartialEq + Eq;

    /// The rule set's unvalidated setup (FEN fields 1-6 plus its own).
    type Setup: Clone + fmt::Debug + PartialEq;

    /// The starting position with these settings.
    fn starting_with(settings: Self::Settings) -> Self;

    /// The starting position with default settings.
    fn starting() -> Self {
        Self::starting_with(Self::Settings::default())
    }

    /// Validates a setup.
    fn from_setup(setup: Self::Setup, settings: Self::Settings) -> Result<Self, SetupError>;

    /// The setup that [`Position::from_setup`] turns back into this position.
    fn to_setup(&self) -> Self::Setup;

    /// Parses the rule set's FEN (Part III) with these settings.
    fn from_fen_with(fen: &str, settings: Self::Settings) -> Result<Self, FenError>;

    /// Parses the rule set's FEN with default settings.
    fn from_fen(fen: &str) -> Result<Self, FenError> {
        Self::from_fen_with(fen, Self::Settings::default())
    }

    /// Writes the rule set's FEN with every field (Part III).
    fn fen(&self) -> String;

    /// The settings the position was made with.
    fn settings(&self) -> Self::Settings;

    /// The placement.
    fn board(&self) -> &Board;

    /// The side to move.
    fn turn(&self) -> Color;

    /// The castling flags (FEN field 3).
    fn castling_rights(&self) -> CastlingRights;

    /// The en passant square (FEN field 4): set after any double step.
    fn ep_square(&self) -> Option<Square>;

    /// The en passant square only while an en passant capture is legal
    /// (shakmaty's `EnPassantMode::Legal`): what the repetition rule
    /// compares (RULES.md IV-3). The default looks through the legal moves;
    /// rule sets answer without generating them.
    fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square()?;
        self.legal_moves()
            .iter()
            .any(|m| m.kind() == crate::MoveKind::EnPassant && m.to() == ep)
            .then_some(ep)
    }

    /// Half-moves since the last capture or pawn move.
    fn halfmoves(&self) -> u32;

    /// The move number, starting at 1.
    fn fullmoves(&self) -> u32;

    /// Appends every legal move to `moves` (which it clears first).
    fn legal_moves_into(&self, moves: &mut MoveList);

    /// Every legal move.
    fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// The number of legal moves (rule sets may count without building a list).
    fn count_legal_moves(&self) -> usize {
        self.legal_moves().len()
    }

    /// Whether `m` is legal here.
    fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// Moves that follow the units' movement but may break a rule (king
    /// safety, Immortal locks, Linear line limits, ...): a superset of the
    /// legal moves, used to explain why a move is illegal. Defaults to the
    /// legal moves.
    fn pseudo_legal_moves(&self) -> MoveList {
        self.legal_moves()
    }

    /// Why `m` is not legal here, or `None` when it is. The default knows
    /// only legal and pseudo-legal moves; rule sets refine it.
    fn illegality(&self, m: Move) -> Option<Illegality> {
        if self.is_legal(m) {
            None
        } else if self.pseudo_legal_moves().contains(&m) {
            Some(Illegality::LeavesKingInCheck)
        } else {
            Some(Illegality::NotAMove)
        }
    }

    /// Plays a move the caller knows to be legal. An illegal move leaves the
    /// position in an unspecified (but memory-safe) state.
    fn play_unchecked(&mut self, m: Move);

    /// Plays `m` if it is legal; otherwise returns an error and leaves the
    /// position untouched.
    fn play(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            Err(IllegalMoveError {
                uci: self.uci(m).to_string(),
                fen: self.fen(),
            })
        }
    }

    /// Whether the side to move's king (in Linear: any of its kings) is attacked.
    fn is_check(&self) -> bool;

    /// The rule set's own end of the game (checkmate, stalemate, Linear's
    /// lost last king). Draws that need the history (repetition, fifty
    /// moves) are the game layer's business.
    ///
    /// The default is the classical one, shared by Immortal chess (I-7): no
    /// legal move is checkmate when in check, stalemate otherwise.
    fn outcome(&self) -> Option<Outcome> {
        if self.count_legal_moves() > 0 {
            None
        } else if self.is_check() {
            Some(Outcome::Decisive {
                winner: !self.turn(),
                reason: WinReason::Checkmate,
            })
        } else {
            Some(Outcome::Draw {
                reason: DrawReason::Stalemate,
            })
        }
    }

    /// The Zobrist hash, kept incrementally.
    fn zobrist(&self) -> Zobrist;

    /// The Zobrist hash computed from scratch (equal to [`Position::zobrist`]).
    fn zobrist_from_scratch(&self) -> Zobrist;

    /// Whether the two positions are the same for the repetition rule:
    /// everything but the move counters, and the en passant square only as
    /// [`Position::legal_ep_square`] (RULES.md IV-3).
    fn same_for_repetition(&self, other: &Self) -> bool;

    /// The move in the rule set's UCI form (Part III).
    fn uci(&self, m: Move) -> UciMove {
        UciMove::from(m)
    }

    /// Resolves a UCI string against the legal moves.
    fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        let wanted: UciMove = text.parse()?;
        self.legal_moves()
            .into_iter()
            .find(|m| self.uci(*m) == wanted)
            .ok_or(UciError::Illegal(wanted))
    }
}
