//! Making a move: transformation (L-3), captures, promotion (L-6),
//! castling (L-7), with the Zobrist hash kept incrementally.

use danilchuk_board::{
    zobrist, Bitboard, CastlingSide, Color, Move, MoveKind, Piece, Role, Square,
};

use crate::Linear;

/// The home squares of both kings and queens: a move from or to one of them
/// ends that side's castling right (L-7 (2)).
const CASTLING_SQUARES: Bitboard = Bitboard(
    1 << Square::D1 as u32
        | 1 << Square::E1 as u32
        | 1 << Square::D8 as u32
        | 1 << Square::E8 as u32,
);

/// Ranks 1 and 8: a unit that ends a move there is never a pawn (L-6).
const BACK_RANKS: Bitboard = Bitboard(0xff00_0000_0000_00ff);

impl Linear {
    /// Adds or removes `piece` on `sq`, keeping the hash.
    #[inline]
    fn toggle(&mut self, sq: Square, piece: Piece) {
        self.board.toggle(sq, piece);
        self.zobrist ^= zobrist::piece(piece, sq);
    }

    /// Plays `m`, which should be legal. Every role is taken from the board
    /// and the line maps, never from the move, so even an illegal move keeps
    /// the board consistent and the L-3 invariant true; a move that does not
    /// start on a unit of the side to move, lands on one, or is a castling
    /// without L-7's conditions (2) and (3), is ignored.
    ///
    /// Pawn moves and piece moves have their own paths, and the rare parts
    /// (castling, en passant, promotion, castling rights) are out of line
    /// (issue 11): one path for all kept every value alive through the
    /// common moves.
    #[inline(always)]
    pub(crate) fn play_move(&mut self, m: Move) {
        let us = self.turn;
        let them = !us;
        let (from, to, kind) = (m.from(), m.to(), m.kind());
        let ours = self.board.by_color(us);
        if !ours.contains(from) {
            return;
        }
        if kind == MoveKind::Castle {
            if !self.play_castling(m) {
                return;
            }
        } else {
            if ours.contains(to) {
                return;
            }
            if let Some(ep) = self.ep_square.take() {
                self.zobrist ^= zobrist::en_passant(ep.file());
            }
            let pawns = self.board.pawns();
            // L-1: a capture removes the captured unit. The board, not the
            // kind, says what is captured.
            let mut capture = false;
            if self.board.by_color(them).contains(to) {
                let role = if pawns.contains(to) {
                    Role::Pawn
                } else {
                    self.line_role(them, to)
                };
                self.toggle(to, role.of(them));
                capture = true;
            }
            if pawns.contains(from) {
                if !capture && kind == MoveKind::EnPassant {
                    capture = self.take_en_passant_victim(from, to);
                }
                self.play_pawn(m, capture);
                self.halfmoves = 0;
            } else {
                // L-3: a piece becomes the piece of the line it lands on (a
                // king leaving its line included, L-4).
                let (old_piece, new_piece) = (
                    self.line_role(us, from).of(us),
                    self.line_role(us, to).of(us),
                );
                if old_piece == new_piece {
                    // A move along the file keeps the role: one update of its sets.
                    self.board.move_piece(old_piece, from, to);
                } else {
                    self.board.toggle(from, old_piece);
                    self.board.toggle(to, new_piece);
                }
                self.zobrist ^= zobrist::piece(old_piece, from) ^ zobrist::piece(new_piece, to);
                self.halfmoves = if capture {
                    0
                } else {
                    self.halfmoves.saturating_add(1)
                };
            }
            // L-7 (2): a king or queen that leaves its home square, or is
            // captured there, ends that side's right.
            if (CASTLING_SQUARES & (from | to)).any() {
                self.clear_castling_rights(from, to);
            }
        }
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = them;
        self.zobrist ^= zobrist::black_to_move();
    }

    /// L-7 (2): the rights of the sides whose king or queen home square
    /// `from` or `to` is end, with the hash.
    #[cold]
    #[inline(never)]
    fn clear_castling_rights(&mut self, from: Square, to: Square) {
        let old_castling = self.castling;
        for color in Color::ALL {
            let home = Square::D1.relative_to(color) | Square::E1.relative_to(color);
            if (home & (from | to)).any() {
                self.castling.discard(color, CastlingSide::QueenSide);
            }
        }
        if self.castling != old_castling {
            self.zobrist ^= zobrist::castling(old_castling) ^ zobrist::castling(self.castling);
        }
    }

    /// L-7: castling `m`, if it meets conditions (2) and (3), from the board
    /// to the halfmove clock. Returns whether it was played.
    #[cold]
    #[inline(never)]
    fn play_castling(&mut self, m: Move) -> bool {
        // Only a castling whose line swap keeps every unit on its line.
        if self.castling_without_attack_test() != Some(m) {
            return false;
        }
        if let Some(ep) = self.ep_square.take() {
            self.zobrist ^= zobrist::en_passant(ep.file());
        }
        self.play_castle(m.from(), m.to());
        self.clear_castling_rights(m.from(), m.to());
        self.halfmoves = self.halfmoves.saturating_add(1);
        true
    }

    /// L-7: the king on `king` and the queen on `queen` swap squares, and
    /// the side's king and queen lines swap, so both keep their types (the
    /// king now stands on its king line d, the queen on its queen line e).
    fn play_castle(&mut self, king: Square, queen: Square) {
        let us = self.turn;
        self.toggle(king, Role::King.of(us));
        self.toggle(queen, Role::Queen.of(us));
        self.toggle(queen, Role::King.of(us));
        self.toggle(king, Role::Queen.of(us));
        self.lines.castle(us);
        self.zobrist ^= zobrist::castled_lines(us);
    }

    /// En passant by the pawn on `from` to the empty `to`: removes the enemy
    /// pawn beside it, if one stands there, and returns whether it did.
    #[cold]
    #[inline(never)]
    fn take_en_passant_victim(&mut self, from: Square, to: Square) -> bool {
        let them = !self.turn;
        let victim = Square::new(to.file(), from.rank());
        if !(self.board.pawns() & self.board.by_color(them)).contains(victim) {
            return false;
        }
        self.toggle(victim, Role::Pawn.of(them));
        true
    }

    /// The pawn of `m` moves (the victim, if `capture`, is gone already).
    #[inline(always)]
    fn play_pawn(&mut self, m: Move, capture: bool) {
        let us = self.turn;
        let (from, to) = (m.from(), m.to());
        let pawn = Role::Pawn.of(us);
        // L-6: a pawn on its last rank becomes the piece of that line. (A
        // legal pawn move never reaches its own first rank; testing both
        // keeps any move from putting a pawn on a back rank.)
        if BACK_RANKS.contains(to) {
            self.promote(from, to);
            return;
        }
        self.board.move_piece(pawn, from, to);
        self.zobrist ^= zobrist::piece(pawn, from) ^ zobrist::piece(pawn, to);
        // Part III: the en passant square is set after any double step (the
        // geometry is checked, not the move's kind, so that an illegal move
        // never leaves an en passant square FEN would reject). The kind is
        // a quick first test: only a double step's kind can be one, and
        // most moves fail it at once.
        if m.kind() == MoveKind::DoublePush && !capture {
            // Two squares straight forward from the second rank, in index
            // arithmetic; the square passed is the one in between.
            let (f, t) = (from as u32, to as u32);
            let geometry = match us {
                Color::White => f / 8 == 1 && t == f + 16,
                Color::Black => f / 8 == 6 && f == t + 16,
            };
            if geometry {
                let passed = Square::from_index_wrapping((f + t) / 2);
                if !self.board.occupied().contains(passed) {
                    self.ep_square = Some(passed);
                    self.zobrist ^= zobrist::en_passant(passed.file());
                }
            }
        }
    }

    /// L-6: the pawn on `from` arrives on the back rank square `to` as the
    /// piece of that line.
    #[cold]
    #[inline(never)]
    fn promote(&mut self, from: Square, to: Square) {
        let us = self.turn;
        self.toggle(from, Role::Pawn.of(us));
        let piece = self.line_role(us, to).of(us);
        self.toggle(to, piece);
    }
}
