//! The trait every rule set implements.

use core::fmt;

use danilchuk_bitboard::{Bitboard, Color, Square};

use crate::uci_resolve::{illegal_move, resolve, Resolvable};
use crate::{
    Board, CastlingRights, DrawReason, FenError, IllegalMoveError, Illegality, Move, MoveList,
    NullMoveError, Outcome, Role, SetupError, UciError, UciMove, Variant, WinReason, Zobrist,
};

/// A validated position of some rule set.
///
/// Implemented by the classical, Immortal and Linear positions; the notation,
/// game and perft code is generic over it. The three positions (`Chess`,
/// `Immortal`, `Linear`) are small, `Copy` and `Hash`; playing a move never
/// allocates. (The trait itself asks only for `Clone`, so that wrappers
/// holding more state can implement it.)
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
    #[must_use]
    fn starting() -> Self {
        Self::starting_with(Self::Settings::default())
    }

    /// Validates a setup.
    ///
    /// # Errors
    ///
    /// [`SetupError`] when the setup is no position of the rule set with these
    /// settings (Part III's "inconsistent, hence rejected", IV-1, IV-2): it
    /// names the FEN field and the rule.
    fn from_setup(setup: Self::Setup, settings: Self::Settings) -> Result<Self, SetupError>;

    /// The setup that [`Position::from_setup`] turns back into this position.
    fn to_setup(&self) -> Self::Setup;

    /// Parses the rule set's FEN (Part III) with these settings.
    ///
    /// # Errors
    ///
    /// [`FenError`] naming the field for a malformed FEN or one with more
    /// fields than the rule set has, or wrapping the [`SetupError`] of an
    /// inconsistent position.
    fn from_fen_with(fen: &str, settings: Self::Settings) -> Result<Self, FenError>;

    /// Parses the rule set's FEN with default settings.
    ///
    /// # Errors
    ///
    /// As [`Position::from_fen_with`].
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
    ///
    /// # Errors
    ///
    /// [`IllegalMoveError`] when `m` is not legal here, with the reason
    /// ([`Illegality`]); the position is unchanged.
    fn play(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            Err(illegal_move(self, m))
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

    /// The Zobrist hash, kept incrementally: the rule sets' move makers
    /// update the keys of the units that move, and add the keys of the
    /// side to move, the rights, the en passant square (and a variant's
    /// own state: Immortal locks, Linear line maps) when the hash is asked
    /// for, so that a move pays nothing for them. Always equal to
    /// [`Position::zobrist_from_scratch`].
    fn zobrist(&self) -> Zobrist;

    /// The Zobrist hash computed from scratch (equal to [`Position::zobrist`]).
    fn zobrist_from_scratch(&self) -> Zobrist;

    /// The key of the rule set and the game settings, for hash tables that
    /// may hold positions of several rule sets or settings: XOR it into
    /// [`Position::zobrist`]. The rule sets share their piece, side,
    /// castling and en passant keys, and settings such as Linear's line
    /// limit (L-8) are not part of the Zobrist key at all, although they
    /// change what follows. The key is the same on every build, platform
    /// and run (it is computed, not derived from type names or `Debug`
    /// text).
    ///
    /// The default, [`Variant::settings_key`] with settings 0, fits a rule
    /// set without settings; one with settings overrides it.
    ///
    /// ```
    /// use danilchuk_board::Position;
    ///
    /// /// The key of `pos` in a table shared between rule sets and settings.
    /// fn table_key<P: Position>(pos: &P) -> u64 {
    ///     pos.zobrist().0 ^ pos.settings_key()
    /// }
    ///
    /// use danilchuk_linear::{LineLimit, Linear};
    /// // The same placement under another line limit (L-8) is another game.
    /// let (free, two) = (Linear::starting(), Linear::starting_with(LineLimit::Two));
    /// assert_eq!(free.zobrist(), two.zobrist());
    /// assert_ne!(table_key(&free), table_key(&two));
    /// assert_ne!(table_key(&danilchuk_classical::Chess::starting()), table_key(&free));
    /// ```
    fn settings_key(&self) -> u64 {
        self.variant().settings_key(0)
    }

    /// Whether the two positions are the same for the repetition rule:
    /// everything but the move counters, and the en passant square only as
    /// [`Position::legal_ep_square`] (RULES.md IV-3).
    fn same_for_repetition(&self, other: &Self) -> bool;

    /// The move in the rule set's UCI form (Part III).
    fn uci(&self, m: Move) -> UciMove {
        UciMove::raw(m)
    }

    /// Resolves a UCI string (Part III) against the legal moves: the one
    /// UCI reader of the workspace. An illegal move's error says why
    /// ([`Illegality`]: locked by I-3, over the L-8 limit, leaves the king
    /// in check, ...). A promotion may omit its letter when the rules leave
    /// no choice (Linear, L-6).
    ///
    /// # Errors
    ///
    /// [`UciError::Syntax`] when the text is not of the form `e2e4` or `e7e8q`
    /// (white space around it included), [`UciError::Illegal`] with the reason
    /// when it names no legal move.
    ///
    /// ```
    /// use danilchuk_board::{Illegality, Position, Role, UciError};
    /// # fn demo<P: Position>(pos: &P) -> Result<(), UciError> {
    /// // In the starting position of any rule set:
    /// let m = pos.parse_uci("g1f3")?;
    /// assert_eq!(pos.uci(m).to_string(), "g1f3");
    /// let Err(UciError::Illegal(e)) = pos.parse_uci("e2e5") else { panic!() };
    /// // A pawn has no triple step.
    /// assert_eq!(e.reason, Illegality::CannotReach { role: Role::Pawn });
    /// # Ok(()) }
    /// # demo(&danilchuk_classical::Chess::starting()).unwrap();
    /// # demo(&danilchuk_immortal::Immortal::starting()).unwrap();
    /// # demo(&danilchuk_linear::Linear::starting()).unwrap();
    /// ```
    fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        let wanted: UciMove = text.parse()?;
        Ok(self.resolve_uci(wanted)?)
    }

    // ------------------------------------------------------------------
    // Queries for searches and GUIs. Defaults are correct for
    // every rule set; rule sets override them where they can be faster.

    /// Resolves a [`UciMove`] value against the legal moves, as
    /// [`Position::parse_uci`] does for text.
    ///
    /// # Errors
    ///
    /// [`IllegalMoveError`] with the reason when `uci` names no legal move.
    ///
    /// ```
    /// use danilchuk_board::{Position, Square, UciMove};
    /// # fn demo<P: Position>(pos: &P) {
    /// let uci = UciMove { from: Square::E2, to: Square::E4, promotion: None };
    /// let m = pos.resolve_uci(uci).expect("legal at the start");
    /// assert_eq!((m.from(), m.to()), (Square::E2, Square::E4));
    /// # }
    /// # demo(&danilchuk_classical::Chess::starting());
    /// # demo(&danilchuk_immortal::Immortal::starting());
    /// # demo(&danilchuk_linear::Linear::starting());
    /// ```
    fn resolve_uci(&self, uci: UciMove) -> Result<Move, IllegalMoveError> {
        resolve(self, uci)
    }

    /// The enemy units that attack the side to move's king, or in Linear
    /// chess any of its kings (L-4). Locks do not matter (I-3, I-6).
    ///
    /// ```
    /// use danilchuk_board::{Bitboard, Position};
    /// # fn demo<P: Position>(pos: &P) {
    /// // The starting position of any rule set: nobody gives check.
    /// assert_eq!(pos.checkers(), Bitboard::EMPTY);
    /// # }
    /// # demo(&danilchuk_classical::Chess::starting());
    /// # demo(&danilchuk_immortal::Immortal::starting());
    /// # demo(&danilchuk_linear::Linear::starting());
    /// ```
    fn checkers(&self) -> Bitboard {
        let board = self.board();
        let us = self.turn();
        let occupied = board.occupied();
        let mut checkers = Bitboard::EMPTY;
        for king in board.kings() & board.by_color(us) {
            checkers |= board.attackers_to(king, !us, occupied);
        }
        checkers
    }

    /// Whether the side to move has lost by checkmate: exactly when
    /// [`Position::outcome`] says so. In Linear chess check and mate win
    /// nothing (L-5): this is always `false` there.
    ///
    /// ```
    /// use danilchuk_board::Position;
    /// # fn demo<P: Position>(pos: &P) {
    /// assert!(!pos.is_checkmate()); // the starting position
    /// # }
    /// # demo(&danilchuk_classical::Chess::starting());
    /// # demo(&danilchuk_immortal::Immortal::starting());
    /// # demo(&danilchuk_linear::Linear::starting());
    /// ```
    fn is_checkmate(&self) -> bool {
        matches!(
            self.outcome(),
            Some(Outcome::Decisive {
                reason: WinReason::Checkmate,
                ..
            })
        )
    }

    /// Whether the side to move is stalemated: exactly when
    /// [`Position::outcome`] says so. Classical and Immortal chess: no
    /// legal move and not in check (I-7). Linear chess: no legal move while
    /// both sides have a king, attacked or not (L-9).
    ///
    /// ```
    /// use danilchuk_board::Position;
    /// # fn demo<P: Position>(pos: &P) {
    /// assert!(!pos.is_stalemate()); // the starting position
    /// # }
    /// # demo(&danilchuk_classical::Chess::starting());
    /// # demo(&danilchuk_immortal::Immortal::starting());
    /// # demo(&danilchuk_linear::Linear::starting());
    /// ```
    fn is_stalemate(&self) -> bool {
        matches!(
            self.outcome(),
            Some(Outcome::Draw {
                reason: DrawReason::Stalemate
            })
        )
    }

    /// The legal captures, en passant included (in Immortal chess a capture
    /// is a swap, I-1). With [`Position::quiet_moves`] they partition the
    /// legal moves.
    ///
    /// ```
    /// use danilchuk_board::Position;
    /// # fn demo<P: Position>(pos: &P) {
    /// assert!(pos.capture_moves().is_empty()); // the starting position
    /// # }
    /// # demo(&danilchuk_classical::Chess::starting());
    /// # demo(&danilchuk_immortal::Immortal::starting());
    /// # demo(&danilchuk_linear::Linear::starting());
    /// ```
    fn capture_moves(&self) -> MoveList {
        let mut moves = self.legal_moves();
        moves.retain(|m| m.is_capture());
        moves
    }

    /// The legal moves that capture nothing: steps, double steps, castling
    /// and non-capturing promotions.
    ///
    /// ```
    /// use danilchuk_board::Position;
    /// # fn demo<P: Position>(pos: &P) {
    /// assert_eq!(pos.quiet_moves().len(), pos.legal_moves().len()); // at the start
    /// # }
    /// # demo(&danilchuk_classical::Chess::starting());
    /// # demo(&danilchuk_immortal::Immortal::starting());
    /// # demo(&danilchuk_linear::Linear::starting());
    /// ```
    fn quiet_moves(&self) -> MoveList {
        let mut moves = self.legal_moves();
        moves.retain(|m| !m.is_capture());
        moves
    }

    /// The legal moves of the unit on `from`, for click-to-move. Castling
    /// is listed under the king's square; its [`Move::to`] is the partner's
    /// square, and [`Position::uci`] gives the square the rule set writes.
    ///
    /// ```
    /// use danilchuk_board::{Position, Square};
    /// # fn demo<P: Position>(pos: &P) {
    /// // The starting position: the g1 knight has two moves, the rook none.
    /// assert_eq!(pos.legal_moves_from(Square::G1).len(), 2);
    /// assert!(pos.legal_moves_from(Square::H1).is_empty());
    /// # }
    /// # demo(&danilchuk_classical::Chess::starting());
    /// # demo(&danilchuk_immortal::Immortal::starting());
    /// # demo(&danilchuk_linear::Linear::starting());
    /// ```
    fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut moves = self.legal_moves();
        moves.retain(|m| m.from() == from);
        moves
    }

    /// Whether the legal move `m` attacks an enemy king: the opponent is in
    /// check after it (in Linear chess, any enemy king is attacked, IV-6).
    /// For an illegal move the answer is unspecified (but it never panics).
    ///
    /// ```
    /// use danilchuk_board::Position;
    /// # fn demo<P: Position>(pos: &P) -> Result<(), danilchuk_board::UciError> {
    /// assert!(!pos.gives_check(pos.parse_uci("e2e4")?));
    /// # Ok(()) }
    /// # demo(&danilchuk_classical::Chess::starting()).unwrap();
    /// # demo(&danilchuk_immortal::Immortal::starting()).unwrap();
    /// # demo(&danilchuk_linear::Linear::starting()).unwrap();
    /// ```
    fn gives_check(&self, m: Move) -> bool {
        let mut after = self.clone();
        after.play_unchecked(m);
        after.is_check()
    }

    /// Whether the legal move `m` resets the halfmove clock: a capture
    /// (a swap in Immortal chess) or a pawn move (I-7, L-9, FIDE 9.3).
    ///
    /// ```
    /// use danilchuk_board::Position;
    /// # fn demo<P: Position>(pos: &P) -> Result<(), danilchuk_board::UciError> {
    /// assert!(pos.is_zeroing(pos.parse_uci("e2e4")?));
    /// assert!(!pos.is_zeroing(pos.parse_uci("g1f3")?));
    /// # Ok(()) }
    /// # demo(&danilchuk_classical::Chess::starting()).unwrap();
    /// # demo(&danilchuk_immortal::Immortal::starting()).unwrap();
    /// # demo(&danilchuk_linear::Linear::starting()).unwrap();
    /// ```
    fn is_zeroing(&self, m: Move) -> bool {
        m.is_capture() || self.board().role_at(m.from()) == Some(Role::Pawn)
    }

    /// The role of the unit the move `m` captures, `None` if it captures
    /// nothing; a pawn for en passant. A [`Move`] does not store it (it is
    /// four bytes and rule-set neutral): the position knows the victim.
    /// In Immortal chess nothing leaves the board: the victim is swapped
    /// onto the capturer's square (I-1), and this is its role.
    ///
    /// ```
    /// use danilchuk_board::Position;
    /// # fn demo<P: Position>(pos: &P) -> Result<(), danilchuk_board::UciError> {
    /// assert_eq!(pos.captured_role(pos.parse_uci("e2e4")?), None);
    /// # Ok(()) }
    /// # demo(&danilchuk_classical::Chess::starting()).unwrap();
    /// # demo(&danilchuk_immortal::Immortal::starting()).unwrap();
    /// # demo(&danilchuk_linear::Linear::starting()).unwrap();
    /// ```
    fn captured_role(&self, m: Move) -> Option<Role> {
        let square = m.capture_square()?;
        self.board().role_at(square)
    }

    /// The role of the unit that makes the legal move `m`, after it: the
    /// promotion piece for a promotion, else the mover's role. In Linear
    /// chess a piece becomes the piece of the line it lands on (L-3), a
    /// king included (L-4), and a pawn reaching its last rank the line's
    /// piece (L-6); compare with the role on `m.from()` to see whether the
    /// unit changed. `None` when no unit of the side to move stands on
    /// `m.from()`.
    ///
    /// ```
    /// use danilchuk_board::{Position, Role};
    /// # fn demo<P: Position>(pos: &P) -> Result<(), danilchuk_board::UciError> {
    /// // The starting position of every rule set: a pawn stays a pawn.
    /// assert_eq!(pos.role_after(pos.parse_uci("e2e4")?), Some(Role::Pawn));
    /// # Ok(()) }
    /// # demo(&danilchuk_classical::Chess::starting()).unwrap();
    /// # demo(&danilchuk_immortal::Immortal::starting()).unwrap();
    /// # demo(&danilchuk_linear::Linear::starting()).unwrap();
    /// ```
    fn role_after(&self, m: Move) -> Option<Role> {
        let piece = self.board().piece_at(m.from())?;
        (piece.color == self.turn()).then(|| m.promotion().unwrap_or(piece.role))
    }

    /// Passes the turn: a null move, a search device and never a legal move
    /// (IV-8). Every rule set clears the en passant square; Immortal chess
    /// also drops the locks that bind the side passing (its "next move" is
    /// spent) and keeps the others. The halfmove clock counts the pass as a
    /// non-zeroing half-move, the move number advances after Black's pass,
    /// and the Zobrist hash stays equal to [`Position::zobrist_from_scratch`].
    ///
    /// Refused, leaving the position untouched, where the result would not
    /// be a position of the rule set: in classical and Immortal chess, when
    /// the side to move is in check (Part III: the side not to move may not
    /// be in check). Linear chess has no such restriction (L-4), but refuses
    /// once a side has no king: the game ended on the last move (L-5).
    ///
    /// # Errors
    ///
    /// [`NullMoveError::InCheck`] in classical and Immortal chess when the
    /// side to move is in check; [`NullMoveError::GameOver`] in Linear chess
    /// when a side has no king. The position is unchanged.
    ///
    /// ```
    /// use danilchuk_board::{Color, Position};
    /// # fn demo<P: Position>(mut pos: P) -> Result<(), danilchuk_board::NullMoveError> {
    /// pos.play_null()?; // the starting position: White passes
    /// assert_eq!(pos.turn(), Color::Black);
    /// assert_eq!(pos.zobrist(), pos.zobrist_from_scratch());
    /// # Ok(()) }
    /// # demo(danilchuk_classical::Chess::starting()).unwrap();
    /// # demo(danilchuk_immortal::Immortal::starting()).unwrap();
    /// # demo(danilchuk_linear::Linear::starting()).unwrap();
    /// ```
    fn play_null(&mut self) -> Result<(), NullMoveError>;

    /// The position after a null move ([`Position::play_null`]), or why
    /// there is none.
    ///
    /// # Errors
    ///
    /// As [`Position::play_null`].
    ///
    /// ```
    /// use danilchuk_board::{Color, Position};
    /// # fn demo<P: Position>(pos: &P) -> Result<(), danilchuk_board::NullMoveError> {
    /// let passed = pos.swap_turn()?; // the starting position
    /// assert_eq!(passed.turn(), Color::Black);
    /// assert_eq!(passed.swap_turn()?.board(), pos.board());
    /// # Ok(()) }
    /// # demo(&danilchuk_classical::Chess::starting()).unwrap();
    /// # demo(&danilchuk_immortal::Immortal::starting()).unwrap();
    /// # demo(&danilchuk_linear::Linear::starting()).unwrap();
    /// ```
    fn swap_turn(&self) -> Result<Self, NullMoveError> {
        let mut after = self.clone();
        after.play_null()?;
        Ok(after)
    }
}

// The UCI reader (`uci_resolve.rs`) asks a position only these questions;
// every position answers them as its `Position` implementation does.
impl<P: Position> Resolvable for P {
    #[inline]
    fn variant(&self) -> Variant {
        Position::variant(self)
    }

    #[inline]
    fn fen(&self) -> String {
        Position::fen(self)
    }

    #[inline]
    fn board(&self) -> &Board {
        Position::board(self)
    }

    #[inline]
    fn turn(&self) -> Color {
        Position::turn(self)
    }

    #[inline]
    fn ep_square(&self) -> Option<Square> {
        Position::ep_square(self)
    }

    #[inline]
    fn legal_moves(&self) -> MoveList {
        Position::legal_moves(self)
    }

    #[inline]
    fn pseudo_legal_moves(&self) -> MoveList {
        Position::pseudo_legal_moves(self)
    }

    #[inline]
    fn illegality(&self, m: Move) -> Option<Illegality> {
        Position::illegality(self, m)
    }

    #[inline]
    fn uci(&self, m: Move) -> UciMove {
        Position::uci(self, m)
    }
}
