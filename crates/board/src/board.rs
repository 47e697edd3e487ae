//! Piece placement.

use core::fmt;

use danilchuk_bitboard::{attacks, Bitboard, Color, File, Rank, Square};

use crate::{Piece, Role};

/// Where the pieces stand: one bitboard per role and one per colour.
///
/// A `Board` is only a placement; it knows nothing of whose move it is or of
/// any rule set. The safe editing methods ([`Board::set_piece_at`],
/// [`Board::remove_piece_at`]) keep the role and colour sets consistent
/// (one unit a square). The move makers' primitives [`Board::toggle`],
/// [`Board::move_piece`], [`Board::swap_pieces`] and
/// [`Board::put_on_empty`] do not check: given wrong pieces or squares they
/// can leave a square in two sets (or a unit without a colour), and the
/// caller answers for that. A position of a rule set never exposes such a
/// board.
///
/// ```
/// use danilchuk_board::{Board, Color, Role, Square};
/// let board = Board::starting();
/// assert_eq!(board.piece_at(Square::E1), Some(Role::King.of(Color::White)));
/// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

/// Why a FEN placement field (field 1) was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// A character that is neither a piece letter, a digit 1-8 nor `/`.
    #[error("unexpected character {found:?} at column {column}")]
    BadChar {
        /// The character.
        found: char,
        /// Its 1-based position in the field.
        column: usize,
    },
    /// A rank describes more or fewer than eight squares.
    #[error("rank {rank} describes {squares} squares instead of 8")]
    BadRankLength {
        /// The rank, 1-8.
        rank: u8,
        /// How many squares it describes.
        squares: usize,
    },
    /// Two digits in a row (`44`): one digit counts a run of empty squares.
    #[error("two digits in a row at column {column}")]
    ConsecutiveDigits {
        /// The 1-based position of the second digit.
        column: usize,
    },
    /// More or fewer than eight ranks.
    #[error("{0} ranks instead of 8")]
    BadRankCount(usize),
}

impl Default for Board {
    fn default() -> Board {
        Board::empty()
    }
}

impl Board {
    /// No piece at all.
    #[must_use]
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    /// The classical starting placement (also that of both variants).
    #[must_use]
    pub const fn starting() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
        }
    }

    /// Every occupied square.
    #[inline]
    #[must_use]
    pub const fn occupied(&self) -> Bitboard {
        self.by_color[0].union(self.by_color[1])
    }

    /// The squares of `color`'s units.
    #[inline]
    #[must_use]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }

    /// The squares of units of `role`, both colours.
    #[inline]
    #[must_use]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }

    /// The squares of `piece`.
    #[inline]
    #[must_use]
    pub const fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role[piece.role as usize].intersect(self.by_color[piece.color as usize])
    }

    /// Pawns of both colours.
    #[inline]
    #[must_use]
    pub const fn pawns(&self) -> Bitboard {
        self.by_role[Role::Pawn as usize]
    }

    /// Knights of both colours.
    #[inline]
    #[must_use]
    pub const fn knights(&self) -> Bitboard {
        self.by_role[Role::Knight as usize]
    }

    /// Bishops of both colours.
    #[inline]
    #[must_use]
    pub const fn bishops(&self) -> Bitboard {
        self.by_role[Role::Bishop as usize]
    }

    /// Rooks of both colours.
    #[inline]
    #[must_use]
    pub const fn rooks(&self) -> Bitboard {
        self.by_role[Role::Rook as usize]
    }

    /// Queens of both colours.
    #[inline]
    #[must_use]
    pub const fn queens(&self) -> Bitboard {
        self.by_role[Role::Queen as usize]
    }

    /// Kings of both colours.
    #[inline]
    #[must_use]
    pub const fn kings(&self) -> Bitboard {
        self.by_role[Role::King as usize]
    }

    /// Bishops and queens (diagonal sliders) of both colours.
    #[inline]
    #[must_use]
    pub const fn bishops_and_queens(&self) -> Bitboard {
        self.bishops().union(self.queens())
    }

    /// Rooks and queens (straight sliders) of both colours.
    #[inline]
    #[must_use]
    pub const fn rooks_and_queens(&self) -> Bitboard {
        self.rooks().union(self.queens())
    }

    /// The king of `color` if it has exactly one (classical and Immortal
    /// positions always do).
    #[inline]
    #[must_use]
    pub const fn king_of(&self, color: Color) -> Option<Square> {
        self.kings().intersect(self.by_color(color)).single_square()
    }

    /// The colour of the unit on `sq`, if any.
    #[inline]
    #[must_use]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The role of the unit on `sq`, if any.
    #[inline]
    #[must_use]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        // Unrolled, most common roles first: this is on every move's path.
        // Each set is read where it is tested (no copy of all six first),
        // so a move maker's registers hold only what it needs.
        let roles = &self.by_role;
        if roles[0].contains(sq) {
            Some(Role::Pawn)
        } else if roles[1].contains(sq) {
            Some(Role::Knight)
        } else if roles[2].contains(sq) {
            Some(Role::Bishop)
        } else if roles[3].contains(sq) {
            Some(Role::Rook)
        } else if roles[4].contains(sq) {
            Some(Role::Queen)
        } else if roles[5].contains(sq) {
            Some(Role::King)
        } else {
            None
        }
    }

    /// The unit on `sq`, if any.
    #[inline]
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = self.color_at(sq)?;
        let role = self.role_at(sq)?;
        Some(Piece { color, role })
    }

    /// Removes whatever stands on `sq` and returns it.
    #[inline]
    pub fn remove_piece_at(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.by_role[piece.role as usize].discard(sq);
        self.by_color[piece.color as usize].discard(sq);
        Some(piece)
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    #[inline]
    pub fn set_piece_at(&mut self, sq: Square, piece: Piece) {
        self.remove_piece_at(sq);
        self.put_on_empty(sq, piece);
    }

    /// Puts `piece` on `sq`, which the caller knows to be empty (debug-checked).
    #[inline]
    pub fn put_on_empty(&mut self, sq: Square, piece: Piece) {
        debug_assert!(!self.occupied().contains(sq));
        self.by_role[piece.role as usize].add(sq);
        self.by_color[piece.color as usize].add(sq);
    }

    /// Toggles `piece` on `sq`: the caller keeps the board consistent. This
    /// is the primitive the move makers use for speed.
    #[inline]
    pub fn toggle(&mut self, sq: Square, piece: Piece) {
        self.by_role[piece.role as usize].toggle(sq);
        self.by_color[piece.color as usize].toggle(sq);
    }

    /// The units of `attacker` that attack `sq`, with sliders blocked by
    /// `occupied` (classical attacks: pawns diagonally forward).
    #[inline]
    #[must_use]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(attacker);
        ((attacks::rook_attacks(sq, occupied) & self.rooks_and_queens())
            | (attacks::bishop_attacks(sq, occupied) & self.bishops_and_queens())
            | (attacks::knight_attacks(sq) & self.knights())
            | (attacks::king_attacks(sq) & self.kings())
            | (attacks::pawn_attacks(!attacker, sq) & self.pawns()))
            & them
    }

    /// Whether a unit of `attacker` attacks `sq`, with sliders blocked by
    /// `occupied`: the same answer as [`Board::attackers_to`], tested with
    /// the leapers first and a slider lookup only when a slider of that
    /// kind stands on one of the square's lines on the empty board (the
    /// generators' quick test).
    ///
    /// ```
    /// use danilchuk_board::{Board, Color, Square};
    /// let board = Board::starting();
    /// assert!(board.is_attacked(Square::F3, Color::White, board.occupied()));
    /// assert!(!board.is_attacked(Square::E4, Color::White, board.occupied()));
    /// ```
    #[inline(always)]
    #[must_use]
    pub fn is_attacked(&self, sq: Square, attacker: Color, occupied: Bitboard) -> bool {
        let them = self.by_color(attacker);
        let leapers = (attacks::knight_attacks(sq) & self.knights())
            | (attacks::pawn_attacks(!attacker, sq) & self.pawns())
            | (attacks::king_attacks(sq) & self.kings());
        if leapers.intersects(them) {
            return true;
        }
        let straight = attacks::rook_rays(sq) & self.rooks_and_queens() & them;
        if straight.any() && attacks::rook_attacks(sq, occupied).intersects(straight) {
            return true;
        }
        let diagonal = attacks::bishop_rays(sq) & self.bishops_and_queens() & them;
        diagonal.any() && attacks::bishop_attacks(sq, occupied).intersects(diagonal)
    }

    /// The squares the unit on `sq` attacks, given `occupied`; empty if `sq`
    /// is empty.
    #[inline]
    #[must_use]
    pub fn attacks_from(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        match self.piece_at(sq) {
            Some(piece) => piece_attacks(piece, sq, occupied),
            None => Bitboard::EMPTY,
        }
    }

    /// Moves `piece` from `from` to the empty square `to`, in one update of
    /// its role and colour sets (the caller keeps the board consistent).
    #[inline]
    pub fn move_piece(&mut self, piece: Piece, from: Square, to: Square) {
        let both = Bitboard::from_square(from) | to;
        self.by_role[piece.role as usize] ^= both;
        self.by_color[piece.color as usize] ^= both;
    }

    /// Moves `piece` from `from` to the empty square `to`, where it arrives
    /// as a unit of role `arriving` and the same colour (a promotion, or a
    /// Linear piece taking its new line's type), in one update of each set
    /// and with no branch on whether the role changes (the caller keeps the
    /// board consistent).
    ///
    /// ```
    /// use danilchuk_board::{Board, Color, Role, Square};
    /// let mut board = Board::starting();
    /// let knight = Role::Knight.of(Color::White);
    /// board.move_and_change(knight, Square::G1, Square::F3, Role::Bishop);
    /// assert_eq!(board.piece_at(Square::F3), Some(Role::Bishop.of(Color::White)));
    /// assert_eq!(board.piece_at(Square::G1), None);
    /// // The same role is a plain move.
    /// board.move_and_change(Role::Pawn.of(Color::White), Square::E2, Square::E4, Role::Pawn);
    /// assert_eq!(board.piece_at(Square::E4), Some(Role::Pawn.of(Color::White)));
    /// ```
    #[inline]
    pub fn move_and_change(&mut self, piece: Piece, from: Square, to: Square, arriving: Role) {
        self.by_role[piece.role as usize] ^= Bitboard::from_square(from);
        self.by_role[arriving as usize] ^= Bitboard::from_square(to);
        self.by_color[piece.color as usize] ^= Bitboard::from_square(from) | to;
    }

    /// Swaps the unit `pa` on `a` with the unit `pb` on `b`, in one update of
    /// their sets (the caller names the units that stand there).
    #[inline]
    pub fn swap_pieces(&mut self, a: Square, pa: Piece, b: Square, pb: Piece) {
        let both = Bitboard::from_square(a) | b;
        // Equal roles or colours cancel out, as they should: both squares
        // keep that role or colour.
        self.by_role[pa.role as usize] ^= both;
        self.by_role[pb.role as usize] ^= both;
        self.by_color[pa.color as usize] ^= both;
        self.by_color[pb.color as usize] ^= both;
    }

    /// Iterates over every unit with its square, `a1` first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .into_iter()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Parses FEN field 1.
    ///
    /// # Errors
    ///
    /// [`PlacementError`] for a character that is no piece letter, digit
    /// `1`-`8` or `/` (with its column), two digits in a row, a rank of more
    /// or fewer than eight squares, or more or fewer than eight ranks.
    ///
    /// ```
    /// use danilchuk_board::{Board, PlacementError};
    /// assert!(Board::from_placement("8/8/8/8/8/8/8/4K2k").is_ok());
    /// assert_eq!(
    ///     Board::from_placement("8/8/8/8/8/8/8/4K2x"),
    ///     Err(PlacementError::BadChar { found: 'x', column: 18 })
    /// );
    /// ```
    pub fn from_placement(field: &str) -> Result<Board, PlacementError> {
        let mut board = Board::empty();
        let ranks: usize = field.split('/').count();
        if ranks != 8 {
            return Err(PlacementError::BadRankCount(ranks));
        }
        let mut column = 0;
        for (i, rank_text) in field.split('/').enumerate() {
            let rank = Rank::ALL[7 - i];
            let mut file = 0usize;
            let mut after_digit = false;
            for c in rank_text.chars() {
                column += 1;
                if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    if after_digit {
                        return Err(PlacementError::ConsecutiveDigits { column });
                    }
                    after_digit = true;
                    file += d as usize;
                } else if let Some(piece) = Piece::from_char(c) {
                    after_digit = false;
                    if file < 8 {
                        board.put_on_empty(Square::new(File::ALL[file], rank), piece);
                    }
                    file += 1;
                } else {
                    return Err(PlacementError::BadChar { found: c, column });
                }
            }
            column += 1; // the '/'
            if file != 8 {
                return Err(PlacementError::BadRankLength {
                    rank: 8 - i as u8,
                    squares: file,
                });
            }
        }
        Ok(board)
    }

    /// A text diagram: by default from White's side (rank 8 first), FEN
    /// letters, `.` for an empty square, and coordinates. The
    /// [`BoardDiagram`] builder flips it, uses Unicode pieces or drops the
    /// coordinates.
    ///
    /// ```
    /// use danilchuk_board::{Board, Coordinates, Glyphs};
    /// let board = Board::from_placement("4k3/8/8/8/8/8/8/R3K3").unwrap();
    /// let text = board.diagram().flipped().glyphs(Glyphs::Unicode).to_string();
    /// assert!(text.starts_with("1   ·  ·  ·  ♔  ·  ·  ·  ♖\n2   ·"), "{text}");
    /// assert!(text.ends_with("\n    h  g  f  e  d  c  b  a"), "{text}");
    /// let bare = board.diagram().coordinates(Coordinates::Hidden).to_string();
    /// assert_eq!(bare.lines().last(), Some("R . . . K . . ."));
    /// ```
    #[must_use]
    pub fn diagram(&self) -> BoardDiagram<'_> {
        BoardDiagram {
            board: self,
            bottom: Color::White,
            glyphs: Glyphs::Letters,
            coordinates: Coordinates::Shown,
        }
    }
}

impl fmt::Display for Board {
    /// FEN field 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::new(file, rank)) {
                    Some(p) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", p.char())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank != Rank::First {
                f.write_str("/")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}

/// How a [`BoardDiagram`] draws the units.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Glyphs {
    /// FEN letters (`K`, `q`, ...) and `.` for an empty square.
    #[default]
    Letters,
    /// Unicode chess symbols (`♔`, `♛`, ...) and `·` for an empty square.
    Unicode,
}

/// Whether a [`BoardDiagram`] labels the ranks and files.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Coordinates {
    /// Rank numbers on the left, file letters below.
    #[default]
    Shown,
    /// The squares only.
    Hidden,
}

/// A printable diagram of a board; see [`Board::diagram`].
#[derive(Clone, Copy, Debug)]
pub struct BoardDiagram<'a> {
    board: &'a Board,
    bottom: Color,
    glyphs: Glyphs,
    coordinates: Coordinates,
}

impl<'a> BoardDiagram<'a> {
    /// The diagram seen from `side`: that side's first rank at the bottom
    /// (for Black, files run from h to a).
    #[must_use]
    pub const fn from_side(self, side: Color) -> BoardDiagram<'a> {
        BoardDiagram {
            bottom: side,
            ..self
        }
    }

    /// The diagram turned round (from the other side).
    #[must_use]
    pub const fn flipped(self) -> BoardDiagram<'a> {
        self.from_side(self.bottom.other())
    }

    /// Draws the units with `glyphs`.
    #[must_use]
    pub const fn glyphs(self, glyphs: Glyphs) -> BoardDiagram<'a> {
        BoardDiagram { glyphs, ..self }
    }

    /// Shows or hides the coordinates.
    #[must_use]
    pub const fn coordinates(self, coordinates: Coordinates) -> BoardDiagram<'a> {
        BoardDiagram {
            coordinates,
            ..self
        }
    }
}

impl fmt::Display for BoardDiagram<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (mut ranks, mut files) = (Rank::ALL, File::ALL);
        match self.bottom {
            Color::White => ranks.reverse(),
            Color::Black => files.reverse(),
        }
        let labels = self.coordinates == Coordinates::Shown;
        // Unicode symbols get wider gaps: many fonts draw them wider.
        let gap = match self.glyphs {
            Glyphs::Letters => " ",
            Glyphs::Unicode => "  ",
        };
        for (i, rank) in ranks.into_iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            if labels {
                write!(f, "{} {gap}", rank.char())?;
            }
            for (j, file) in files.into_iter().enumerate() {
                if j > 0 {
                    f.write_str(gap)?;
                }
                let piece = self.board.piece_at(Square::new(file, rank));
                let c = match (self.glyphs, piece) {
                    (Glyphs::Letters, Some(p)) => p.char(),
                    (Glyphs::Letters, None) => '.',
                    (Glyphs::Unicode, Some(p)) => p.unicode_char(),
                    (Glyphs::Unicode, None) => '·',
                };
                write!(f, "{c}")?;
            }
        }
        if labels {
            write!(f, "\n  {gap}")?;
            for (j, file) in files.into_iter().enumerate() {
                if j > 0 {
                    f.write_str(gap)?;
                }
                write!(f, "{}", file.char())?;
            }
        }
        Ok(())
    }
}

/// The squares `piece` standing on `sq` attacks, given `occupied`.
#[inline]
#[must_use]
pub fn piece_attacks(piece: Piece, sq: Square, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => attacks::pawn_attacks(piece.color, sq),
        Role::Knight => attacks::knight_attacks(sq),
        Role::Bishop => attacks::bishop_attacks(sq, occupied),
        Role::Rook => attacks::rook_attacks(sq, occupied),
        Role::Queen => attacks::queen_attacks(sq, occupied),
        Role::King => attacks::king_attacks(sq),
    }
}
