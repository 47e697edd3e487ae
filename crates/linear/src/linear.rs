//! The validated Linear position: its fields, its line maps and limit, and
//! the queries of its own.

use core::fmt;

use danilchuk_board::{
    zobrist, Bitboard, CastlingRights, Color, Move, Position, PositionCore, Role, SetupError,
    Square, Zobrist,
};

use crate::{validate, LineLimit, LinearSetup, Lines};

/// A validated Russian Linear Chess position (RULES.md Part L), with the
/// game's line limit (L-8).
///
/// **Representation.** The [`Board`](danilchuk_board::Board) keeps a bitboard per role, always
/// consistent with the line maps: every non-pawn unit's role is the role of
/// its file's line for its side (the L-3 invariant). Generation therefore
/// uses plain attack tables, and [`Position::play_unchecked`] derives the
/// moving unit's new role from the destination file and the line map alone
/// (never from the move's promotion letter), so no move sequence can break
/// the invariant.
///
/// **End of the game (L-5).** Who won and why is derived, not stored: the
/// side not to move made the last move. If it has no king left, its last king
/// left the king line on that move (nothing else can take a side's king on its
/// own move), so the side to move wins by [`danilchuk_board::WinReason::LastKingLeftLine`],
/// even if the same move took the opponent's last king. Otherwise, if the
/// side to move has no king, it was captured:
/// [`danilchuk_board::WinReason::LastKingCaptured`].
///
/// ```
/// use danilchuk_board::{Color, Position, Role, Square};
/// use danilchuk_linear::Linear;
///
/// let mut pos = Linear::starting();
/// assert_eq!(pos.legal_moves().len(), 21);
/// // L-3: the knight that lands on the f-file is a bishop.
/// let m = pos.parse_uci("g1f3")?;
/// pos.play(m)?;
/// assert_eq!(pos.board().piece_at(Square::F3), Some(Role::Bishop.of(Color::White)));
/// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/5B2/PPPPPPPP/RNBQKB1R b Qq - 1 1 Ee");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Linear {
    /// The fields every rule set keeps (the castling rights use only the
    /// queen-side flags, `Q`/`q`), and Linear's own: the line maps and the
    /// limit. The placement key is kept by the move maker;
    /// [`Linear::state_key`] adds the rest when the hash is asked for, so
    /// that a move pays nothing for the side to move, the castling flags,
    /// the en passant square or the line maps.
    pub(crate) core: PositionCore<CastlingRights, LineState>,
}

/// Linear chess's own part of the position: both sides' line maps (L-2,
/// L-7) and the game's line limit (L-8).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct LineState {
    pub(crate) lines: Lines,
    pub(crate) limit: LineLimit,
}

impl Linear {
    /// Validates `setup` for a game with line limit `limit`: every check of
    /// Part III, and no file over the limit (L-8). Any number of kings is
    /// allowed, zero included (a finished game), if the last move can have
    /// left the position: an empty board is refused (L-5).
    ///
    /// # Errors
    ///
    /// [`SetupError`] naming the FEN field and the rule when the setup is
    /// no position of a Linear game with this limit (Part III, IV-1, IV-2,
    /// L-5).
    pub fn new(setup: LinearSetup, limit: LineLimit) -> Result<Linear, SetupError> {
        validate::validate(&setup, limit)?;
        Ok(Linear::new_unchecked(&setup, limit))
    }

    /// The position of a validated setup, its placement key computed.
    pub(crate) fn new_unchecked(setup: &LinearSetup, limit: LineLimit) -> Linear {
        let own = LineState {
            lines: setup.lines,
            limit,
        };
        let mut pos = Linear {
            core: PositionCore::from_setup(&setup.setup, setup.setup.castling, own),
        };
        pos.core.placement_key = pos.zobrist_from_scratch() ^ pos.state_key();
        pos
    }

    /// Both sides' line maps (FEN field 7).
    #[inline]
    #[must_use]
    pub fn lines(&self) -> Lines {
        self.core.own.lines
    }

    /// The game's line limit (the same as [`Position::settings`]).
    #[inline]
    #[must_use]
    pub fn line_limit(&self) -> LineLimit {
        self.core.own.limit
    }

    /// The squares of `color`'s kings (any number, L-3).
    #[inline]
    #[must_use]
    pub fn kings(&self, color: Color) -> Bitboard {
        self.core.board.kings() & self.core.board.by_color(color)
    }

    /// Whether `color` still has a king (L-5).
    #[inline]
    #[must_use]
    pub fn has_king(&self, color: Color) -> bool {
        self.kings(color).any()
    }

    /// Whether a side has lost its last king, which ends the game (L-5).
    #[inline]
    #[must_use]
    pub fn is_kingless(&self) -> bool {
        !self.has_king(Color::White) || !self.has_king(Color::Black)
    }

    /// How the legal move `m` changes the type of the unit that makes it:
    /// `Some((before, after))` when it does (L-3: a piece landing on
    /// another line's file, a king leaving its line included, L-4; L-6: a
    /// pawn promoting), `None` when the unit keeps its type (a piece moving
    /// along its own file, a pawn's step, castling, L-7) or when no unit of
    /// the side to move stands on `m.from()`.
    ///
    /// ```
    /// use danilchuk_board::{Position, Role};
    /// use danilchuk_linear::Linear;
    ///
    /// let pos = Linear::starting();
    /// // L-3: the g1 knight on the f-file is a bishop, on the h-file a rook.
    /// assert_eq!(pos.transformation(pos.parse_uci("g1f3")?), Some((Role::Knight, Role::Bishop)));
    /// assert_eq!(pos.transformation(pos.parse_uci("g1h3")?), Some((Role::Knight, Role::Rook)));
    /// assert_eq!(pos.transformation(pos.parse_uci("e2e4")?), None);
    /// assert_eq!(pos.transformation(pos.parse_uci("e1d1")?), None); // castling (L-7)
    /// # Ok::<(), danilchuk_board::UciError>(())
    /// ```
    #[must_use]
    pub fn transformation(&self, m: Move) -> Option<(Role, Role)> {
        let before = self.core.board.role_at(m.from())?;
        let after = self.role_after(m)?;
        (before != after).then_some((before, after))
    }

    /// Whether an enemy of `color` attacks any of `squares`.
    pub(crate) fn attacked(&self, squares: Bitboard, color: Color) -> bool {
        let occupied = self.core.board.occupied();
        squares
            .into_iter()
            .any(|sq| self.core.board.attackers_to(sq, !color, occupied).any())
    }

    /// The keys of everything but the placement: the side to move, the
    /// castling flags, the en passant square and the line maps (L-7,
    /// L-9). With the placement's (`zobrist`), the hash.
    #[inline]
    pub(crate) fn state_key(&self) -> Zobrist {
        let mut key =
            zobrist::shared_state(self.core.castling, self.core.turn(), self.core.ep_square);
        for color in Color::ALL {
            if self.core.own.lines.has_castled(color) {
                key ^= zobrist::castled_lines(color);
            }
        }
        key
    }

    /// The role a unit of `color` has on `sq` if it is a piece (L-3); pawns
    /// are told apart by the board.
    #[inline]
    pub(crate) fn line_role(&self, color: Color, sq: Square) -> Role {
        self.core.own.lines.role_on(color, sq.file())
    }
}

impl fmt::Debug for Linear {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Linear({} limit {})", self.fen(), self.core.own.limit)
    }
}

impl fmt::Display for Linear {
    /// The FEN, all seven fields.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_setup())
    }
}
