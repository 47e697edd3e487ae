//! Making a move: transformation (L-3), captures, promotion (L-6),
//! castling (L-7), with the placement's part of the Zobrist hash kept
//! incrementally (the rest is added when the hash is asked for,
//! `Linear::state_key`).

use danilchuk_board::{
    zobrist, Bitboard, CastlingRights, CastlingSide, Color, File, Move, MoveKind, Piece, Role,
    Square, Zobrist,
};

use crate::Linear;

/// The castling right (L-7 (2)) that a move from or to each square ends:
/// the home squares of a side's king and queen end that side's right, kept
/// as its queen-side flag.
static RIGHTS_LOST: [CastlingRights; 64] = {
    let mut table = [CastlingRights::EMPTY; 64];
    let mut c = 0;
    while c < 2 {
        let color = Color::ALL[c];
        let right = CastlingRights::single(color, CastlingSide::QueenSide);
        table[Square::D1.relative_to(color) as usize] = right;
        table[Square::E1.relative_to(color) as usize] = right;
        c += 1;
    }
    table
};

/// The castling rights a move from `from` to `to` ends (L-7 (2)).
#[inline(always)]
fn rights_lost(from: Square, to: Square) -> CastlingRights {
    RIGHTS_LOST[from as usize & 63].union(RIGHTS_LOST[to as usize & 63])
}

/// The home squares of the kings and queens (d1, e1, d8, e8): a move that
/// touches none of them ends no castling right (L-7 (2)), told by one test.
const RIGHTS_SQUARES: Bitboard = Bitboard(0x1800_0000_0000_0018);

/// Ranks 1 and 8: a unit that ends a move there is never a pawn (L-6).
const BACK_RANKS: Bitboard = Bitboard(0xff00_0000_0000_00ff);

impl Linear {
    /// Adds or removes `piece` on `sq`, keeping the hash.
    #[inline]
    fn toggle(&mut self, sq: Square, piece: Piece) {
        self.core.board.toggle(sq, piece);
        self.core.placement_key ^= zobrist::piece(piece, sq);
    }

    /// Plays `m`, which should be legal. Every role is taken from the board
    /// and the line maps, never from the move, so even an illegal move keeps
    /// the board consistent and the L-3 invariant true; a move that does not
    /// start on a unit of the side to move, lands on one, or is a castling
    /// without L-7's conditions (2) and (3), is ignored.
    ///
    /// Pawn moves and piece moves have their own paths, and the rare parts
    /// (castling, en passant, promotion, castling rights) are out of line,
    /// because one path for all kept every value alive through the
    /// common moves.
    #[inline(always)]
    pub(crate) fn play_move(&mut self, m: Move) {
        // One copy of the move maker per side, chosen by a branch rather
        // than read from the side to move: the side to move is the byte
        // the copy `clone()` has just written, and every first load of
        // the move maker waited for it. The branch is predicted (a move
        // list has one side to move), so nothing waits.
        match self.core.turn() {
            Color::White => self.play_as::<true>(m),
            Color::Black => self.play_as::<false>(m),
        }
    }

    /// [`Linear::play_move`] for White (`WHITE`) or Black to move.
    #[inline(always)]
    fn play_as<const WHITE: bool>(&mut self, m: Move) {
        let us = if WHITE { Color::White } else { Color::Black };
        let (from, to) = (m.from(), m.to());
        if !self.core.board.by_color(us).contains(from) {
            return;
        }
        // The hash keeps only the placement's keys: the side, rights, en
        // passant and line keys are added when it is asked for
        // (`Linear::state_key`), so none of those changes touches it here.
        // A step or double step without promotion letter onto an empty
        // square, most of the moves, is told by one test of the move word
        // and one of the board; everything else takes `play_other`.
        let step = m.is_plain(MoveKind::Quiet) || m.is_plain(MoveKind::DoublePush);
        if !step || self.core.board.occupied().contains(to) {
            return self.play_other::<WHITE>(m);
        }
        if self.core.board.pawns().contains(from) {
            // L-6: a pawn on its last rank becomes the piece of that line.
            // (A legal pawn move never reaches its own first rank; testing
            // both keeps any move from putting a pawn on a back rank.)
            if BACK_RANKS.contains(to) {
                self.promote(from, to);
                self.core.ep_square = None;
            } else {
                let pawn = Role::Pawn.of(us);
                self.core.board.move_piece(pawn, from, to);
                self.core.placement_key ^= zobrist::piece(pawn, from) ^ zobrist::piece(pawn, to);
                // Part III: the en passant square follows a double step.
                // Cleared, and set by a branch only for a double step: fewer
                // instructions than computing it for every step (as
                // classical's move maker, docs/performance.md section 15).
                self.core.ep_square = None;
                if m.is_plain(MoveKind::DoublePush) {
                    self.core.ep_square = self.passed_square(m, us);
                }
            }
            self.core.clock.tick_resetting();
        } else {
            // L-3: a piece becomes the piece of the line it lands on (a
            // king leaving its line included, L-4). No branch on whether
            // the role changes: moves along the file and across it
            // alternate in the move list.
            let (old_piece, new_role) = (self.line_role(us, from).of(us), self.line_role(us, to));
            self.core
                .board
                .move_and_change(old_piece, from, to, new_role);
            self.core.placement_key ^=
                zobrist::piece(old_piece, from) ^ zobrist::piece(new_role.of(us), to);
            self.core.ep_square = None;
            self.core.clock.tick();
            self.end_rights(from, to);
        }
        // The side to move and the move number: counted by the clock's
        // tick of each path.
    }

    /// Every move but a step onto an empty square: captures, castling, en
    /// passant and promotions written with their letter.
    #[inline(always)]
    fn play_other<const WHITE: bool>(&mut self, m: Move) {
        let us = if WHITE { Color::White } else { Color::Black };
        let them = !us;
        let (from, to, kind) = (m.from(), m.to(), m.kind());
        if kind == MoveKind::Castle {
            self.play_castling::<WHITE>(m);
            return;
        }
        if self.core.board.by_color(us).contains(to) {
            return;
        }
        // Part III: the en passant square of the last move expires.
        self.core.ep_square = None;
        let mut z = Zobrist(0);
        let pawns = self.core.board.pawns();
        // L-1: a capture removes the captured unit. The board, not the
        // kind, says what is captured.
        let mut capture = false;
        if self.core.board.by_color(them).contains(to) {
            let role = if pawns.contains(to) {
                Role::Pawn
            } else {
                self.line_role(them, to)
            };
            let victim = role.of(them);
            self.core.board.toggle(to, victim);
            z ^= zobrist::piece(victim, to);
            capture = true;
        }
        if pawns.contains(from) {
            if !capture && kind == MoveKind::EnPassant {
                self.take_en_passant_victim(from, to);
            }
            z ^= self.play_pawn(from, to, us);
            self.core.clock.tick_resetting();
        } else {
            // L-3, as in `play_as`.
            let (old_piece, new_role) = (self.line_role(us, from).of(us), self.line_role(us, to));
            self.core
                .board
                .move_and_change(old_piece, from, to, new_role);
            z ^= zobrist::piece(old_piece, from) ^ zobrist::piece(new_role.of(us), to);
            if capture {
                self.core.clock.tick_resetting();
            } else {
                self.core.clock.tick();
            }
        }
        self.core.placement_key ^= z;
        self.end_rights(from, to);
    }

    /// L-7 (2): a king or queen that leaves its home square, or is
    /// captured there, ends that side's right. Most moves touch no home
    /// square: one test of the move's two bits skips the rest.
    #[inline(always)]
    fn end_rights(&mut self, from: Square, to: Square) {
        if Bitboard::from_square(from)
            .with(to)
            .intersects(RIGHTS_SQUARES)
        {
            self.core.castling = self.core.castling.without(rights_lost(from, to));
        }
    }

    /// L-7: castling `m` by White (`WHITE`) or Black, if it is the side's
    /// castling and meets conditions (2) and (3), from the board to the
    /// halfmove clock. Returns whether it was played.
    ///
    /// The king on `e1`/`e8` and the queen on `d1`/`d8` swap squares, and
    /// the side's king and queen lines swap, so both keep their types (the
    /// king now stands on its king line d, the queen on its queen line e).
    /// Every square is a constant in each side's copy: castling is legal
    /// at nearly every node of the opening.
    #[inline(always)]
    fn play_castling<const WHITE: bool>(&mut self, m: Move) -> bool {
        let us = if WHITE { Color::White } else { Color::Black };
        let (king, queen) = (Square::E1.relative_to(us), Square::D1.relative_to(us));
        // Only the castling whose line swap keeps every unit on its line:
        // the right and no castling yet (2), that king and that queen the
        // side's only pieces on the d- and e-files (3).
        let board = &self.core.board;
        let ours = board.by_color(us);
        let de = Bitboard::from_file(File::D) | Bitboard::from_file(File::E);
        if m != Move::new(king, queen, MoveKind::Castle)
            || !self.core.castling.has(us, CastlingSide::QueenSide)
            || self.core.own.lines.has_castled(us)
            || !(board.kings() & ours).contains(king)
            || !(board.queens() & ours).contains(queen)
            || de & ours & !board.pawns() != Bitboard::from_square(king).with(queen)
        {
            return false;
        }
        let (k, q) = (Role::King.of(us), Role::Queen.of(us));
        self.core.board.swap_pieces(king, k, queen, q);
        self.core.own.lines.castle(us);
        // L-7 (2): the king leaves its home square, which ends the right.
        self.core.castling = self.core.castling.without(rights_lost(king, queen));
        self.core.placement_key ^= zobrist::swap(k, king, q, queen);
        self.core.ep_square = None;
        self.core.clock.tick();
        true
    }

    /// En passant by the pawn on `from` to the empty `to`: removes the enemy
    /// pawn beside it, if one stands there.
    #[cold]
    #[inline(never)]
    fn take_en_passant_victim(&mut self, from: Square, to: Square) {
        let them = !self.core.turn();
        let victim = Square::new(to.file(), from.rank());
        if !(self.core.board.pawns() & self.core.board.by_color(them)).contains(victim) {
            return;
        }
        self.toggle(victim, Role::Pawn.of(them));
    }

    /// Part III: the square the double step `m` of the pawn of `us` passes,
    /// which is the en passant square after it, if `m` is one that fits the
    /// board: two squares straight forward from its second rank, over an
    /// empty square (the pawn on `from` and the empty `to` the caller
    /// knows). The geometry is checked, not only the move's kind, so that an
    /// illegal move never leaves an en passant square FEN would reject.
    #[inline(always)]
    fn passed_square(&self, m: Move, us: Color) -> Option<Square> {
        if m.kind() != MoveKind::DoublePush {
            return None;
        }
        // In index arithmetic; the square passed is the one in between.
        let (f, t) = (m.from() as u32, m.to() as u32);
        let geometry = match us {
            Color::White => f / 8 == 1 && t == f + 16,
            Color::Black => f / 8 == 6 && f == t + 16,
        };
        let passed = Square::from_index_wrapping((f + t) / 2);
        (geometry && !self.core.board.occupied().contains(passed)).then_some(passed)
    }

    /// The pawn of `us` moves from `from` to `to` by a capture, en passant
    /// or a move written with a promotion letter (the victim of a capture
    /// is gone already). Returns the hash change, but for a promotion,
    /// which keeps the hash itself. (No en passant square follows: only a
    /// step onto an empty square, in `play_as`, sets one.)
    #[inline(always)]
    fn play_pawn(&mut self, from: Square, to: Square, us: Color) -> Zobrist {
        // L-6: a pawn on its last rank becomes the piece of that line. (A
        // legal pawn move never reaches its own first rank; testing both
        // keeps any move from putting a pawn on a back rank.)
        if BACK_RANKS.contains(to) {
            self.promote(from, to);
            return Zobrist(0);
        }
        let pawn = Role::Pawn.of(us);
        self.core.board.move_piece(pawn, from, to);
        zobrist::piece(pawn, from) ^ zobrist::piece(pawn, to)
    }

    /// L-6: the pawn on `from` arrives on the back rank square `to` as the
    /// piece of that line.
    #[cold]
    #[inline(never)]
    fn promote(&mut self, from: Square, to: Square) {
        let us = self.core.turn();
        let (pawn, piece) = (Role::Pawn.of(us), self.line_role(us, to));
        self.core.board.move_and_change(pawn, from, to, piece);
        self.core.placement_key ^= zobrist::piece(pawn, from) ^ zobrist::piece(piece.of(us), to);
    }
}
