//! The fields every rule set's position keeps, in one type.

use core::fmt;
use core::hash::Hash;

use danilchuk_bitboard::{Color, Square};

use crate::{zobrist, Board, CastlingRights, MoveClock, Setup, Zobrist};

/// A rule set's castling rights as its position stores them: FEN field 3
/// must be readable from it. [`CastlingRights`] itself for classical and
/// Linear chess; Immortal chess packs its reverse-castling rights (I-5)
/// into the same byte.
pub trait CastlingField: Copy + Eq + Hash + fmt::Debug {
    /// The castling rights (FEN field 3).
    fn castling_rights(self) -> CastlingRights;
}

impl CastlingField for CastlingRights {
    #[inline(always)]
    fn castling_rights(self) -> CastlingRights {
        self
    }
}

/// What every rule set's position holds, in one type: the placement, the
/// move counters with the side to move, the en passant square, the castling
/// rights (in the rule set's form `R`), the placement's part of the Zobrist
/// hash, and the rule set's own small state `V` (Immortal's locks, Linear's
/// line maps and limit).
///
/// One struct, so that the rule sets share its accessors
/// ([`position_core_accessors!`](crate::position_core_accessors)) and its
/// FEN fields 1-6 ([`PositionCore::setup`]), and so that no padding falls
/// between the shared fields and a rule set's own: each position stays
/// within 96 bytes. The fields are public for the rule sets' move makers; a
/// rule set's validated position keeps its core private.
///
/// The side to move is the parity of the clock's count of plies
/// ([`MoveClock::turn`]): a move or a pass updates both with one addition.
///
/// ```
/// use danilchuk_board::{CastlingRights, Color, PositionCore, Setup, Square};
///
/// let (setup, _) = Setup::parse_fen_prefix("8/8/8/8/4P3/8/8/K6k b - e3 0 7")?;
/// let core = PositionCore::from_setup(&setup, setup.castling, ());
/// assert_eq!(core.turn(), Color::Black);
/// assert_eq!((core.ep_square, core.clock.fullmoves()), (Some(Square::E3), 7));
/// assert_eq!(core.setup(), setup);
/// assert_eq!(core.castling_rights(), CastlingRights::EMPTY);
/// # Ok::<(), danilchuk_board::FenError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PositionCore<R, V = ()> {
    /// The placement (FEN field 1).
    pub board: Board,
    /// The half-move clock, the move number and the side to move (fields
    /// 5, 6 and 2).
    pub clock: MoveClock,
    /// The placement's part of the Zobrist hash (the keys of the units on
    /// their squares), kept by the move maker; the rest of the hash is
    /// added when it is asked for, so that a move pays nothing for it.
    pub placement_key: Zobrist,
    /// The en passant square (field 4): set after any double step.
    pub ep_square: Option<Square>,
    /// The castling rights (field 3), in the rule set's form.
    pub castling: R,
    /// The rule set's own state.
    pub own: V,
}

impl<R: CastlingField, V> PositionCore<R, V> {
    /// FEN fields 1-6 of `setup`, with the rule set's castling rights and
    /// own state; the placement key is zero (the rule set sets it).
    #[must_use]
    pub const fn from_setup(setup: &Setup, castling: R, own: V) -> PositionCore<R, V> {
        PositionCore {
            board: setup.board,
            clock: MoveClock::new(setup.halfmoves, setup.fullmoves, setup.turn),
            placement_key: Zobrist(0),
            ep_square: setup.ep_square,
            castling,
            own,
        }
    }

    /// The side to move.
    #[inline(always)]
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.clock.turn()
    }

    /// The castling rights (FEN field 3).
    #[inline(always)]
    #[must_use]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling.castling_rights()
    }

    /// FEN fields 1-6.
    #[must_use]
    pub fn setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn(),
            castling: self.castling_rights(),
            ep_square: self.ep_square,
            halfmoves: self.clock.halfmoves(),
            fullmoves: self.clock.fullmoves(),
        }
    }

    /// The Zobrist keys of the side to move, the castling rights and the en
    /// passant square ([`zobrist::shared_state`]): with the placement key,
    /// the hash of every rule set but for its own state.
    #[inline]
    #[must_use]
    pub fn shared_state_key(&self) -> Zobrist {
        zobrist::shared_state(self.castling_rights(), self.turn(), self.ep_square)
    }

    /// Passes the turn (IV-8): clears the en passant square and counts a
    /// non-zeroing half-move; the placement key stays. What every rule
    /// set's null move does; each adds its own conditions and state.
    #[inline]
    pub fn pass(&mut self) {
        self.ep_square = None;
        self.clock.tick();
    }
}

/// Implements the [`Position`](crate::Position) accessors of the fields a
/// [`PositionCore`] holds (`board`, `turn`, `castling_rights`,
/// `ep_square`, `halfmoves`, `fullmoves`) inside a rule set's `impl
/// Position`, reading the core in the field named by the argument.
///
/// ```
/// use danilchuk_board::{position_core_accessors, Position};
/// # use danilchuk_board::*;
/// # #[derive(Clone, Debug, PartialEq, Eq)]
/// struct Mine {
///     core: PositionCore<CastlingRights>,
/// }
/// # impl Position for Mine {
/// #     type Settings = ();
/// #     type Setup = Setup;
/// #     fn variant(&self) -> Variant { Variant::Chess }
/// #     fn starting_with(_: ()) -> Mine { Mine { core: PositionCore::from_setup(&Setup::starting(), CastlingRights::ALL, ()) } }
/// #     fn from_setup(setup: Setup, _: ()) -> Result<Mine, SetupError> { Ok(Mine { core: PositionCore::from_setup(&setup, setup.castling, ()) }) }
/// #     fn to_setup(&self) -> Setup { self.core.setup() }
/// #     fn from_fen_with(fen: &str, _: ()) -> Result<Mine, FenError> { Ok(Mine::from_setup(Setup::parse_fen_prefix(fen)?.0, ())?) }
/// #     fn fen(&self) -> String { self.core.setup().to_string() }
/// #     fn settings(&self) {}
/// #     fn legal_moves_into(&self, moves: &mut MoveList) { moves.clear() }
/// #     fn play_unchecked(&mut self, _: Move) {}
/// #     fn is_check(&self) -> bool { false }
/// #     fn zobrist(&self) -> Zobrist { Zobrist(0) }
/// #     fn zobrist_from_scratch(&self) -> Zobrist { Zobrist(0) }
/// #     fn same_for_repetition(&self, other: &Mine) -> bool { self == other }
/// #     fn play_null(&mut self) -> Result<(), NullMoveError> { self.core.pass(); Ok(()) }
///     // In `impl Position for Mine { … }`:
///     position_core_accessors!(core);
/// # }
/// let pos = Mine::starting();
/// assert_eq!(pos.turn(), Color::White);
/// assert_eq!(pos.fullmoves(), 1);
/// assert_eq!(pos.board(), &Board::starting());
/// ```
#[macro_export]
macro_rules! position_core_accessors {
    ($core:ident) => {
        #[inline]
        fn board(&self) -> &$crate::Board {
            &self.$core.board
        }

        #[inline]
        fn turn(&self) -> $crate::Color {
            self.$core.turn()
        }

        #[inline]
        fn castling_rights(&self) -> $crate::CastlingRights {
            self.$core.castling_rights()
        }

        #[inline]
        fn ep_square(&self) -> ::core::option::Option<$crate::Square> {
            self.$core.ep_square
        }

        #[inline]
        fn halfmoves(&self) -> u32 {
            self.$core.clock.halfmoves()
        }

        #[inline]
        fn fullmoves(&self) -> u32 {
            self.$core.clock.fullmoves()
        }
    };
}
