//! Legal move generation: pseudo-legal moves (L-4) within the line limit
//! (L-8), none once a side has no king (L-5).

use danilchuk_board::{
    attacks, Bitboard, CastlingSide, Color, File, Move, MoveKind, MoveSink, Rank, Square,
};

use crate::Linear;

impl Linear {
    /// Writes every legal move into `sink` (a list, or a counter for bulk
    /// perft). Allocation-free.
    pub(crate) fn generate<S: MoveSink>(&self, sink: &mut S) {
        // One copy per side to move, in which every square, shift and
        // colour of that side is a constant.
        match self.core.turn() {
            Color::White => self.generate_as::<S, true>(sink),
            Color::Black => self.generate_as::<S, false>(sink),
        }
    }

    /// [`Linear::generate`] for White (`WHITE`) or Black to move.
    #[inline(always)]
    fn generate_as<S: MoveSink, const WHITE: bool>(&self, sink: &mut S) {
        // L-5 and Part III: a position in which a side has no king has no move.
        if self.is_kingless() {
            return;
        }
        let board = &self.core.board;
        let us = if WHITE { Color::White } else { Color::Black };
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let occupied = ours | theirs;
        let closed = self.closed_files(us);
        let free = !ours;

        // Pieces (L-1, L-4). A piece may always move along its own file
        // (L-8: that changes no count); onto another file only if open.
        // Without a limit (the usual game) no file is closed, and the
        // pieces' loops skip the per-piece file mask.
        if closed.is_empty() {
            self.generate_pieces(sink, ours, theirs, occupied, |_| free);
        } else {
            let open = !closed;
            self.generate_pieces(sink, ours, theirs, occupied, |sq: Square| {
                free & (open | Bitboard::from_file(sq.file()))
            });
        }

        self.generate_pawns(sink, us, closed);
        if let Some(m) = self.castling_move(us) {
            sink.push(m);
        }
    }

    /// The moves of the pieces `ours` of the side to move onto the squares
    /// `reach` gives for each (L-4, L-8), captures of `theirs` marked.
    #[inline(always)]
    fn generate_pieces<S: MoveSink>(
        &self,
        sink: &mut S,
        ours: Bitboard,
        theirs: Bitboard,
        occupied: Bitboard,
        reach: impl Fn(Square) -> Bitboard,
    ) {
        let board = &self.core.board;
        for sq in board.knights() & ours {
            sink.targets(sq, attacks::knight_attacks(sq) & reach(sq), theirs);
        }
        for sq in board.bishops() & ours {
            sink.targets(
                sq,
                attacks::bishop_attacks(sq, occupied) & reach(sq),
                theirs,
            );
        }
        for sq in board.rooks() & ours {
            sink.targets(sq, attacks::rook_attacks(sq, occupied) & reach(sq), theirs);
        }
        for sq in board.queens() & ours {
            sink.targets(sq, attacks::queen_attacks(sq, occupied) & reach(sq), theirs);
        }
        for sq in board.kings() & ours {
            sink.targets(sq, attacks::king_attacks(sq) & reach(sq), theirs);
        }
    }

    /// Every square of the files on which `color` already has as many pieces
    /// as the line limit allows (L-8): no piece of `color` may land there
    /// from another file, and no pawn may promote there.
    pub(crate) fn closed_files(&self, color: Color) -> Bitboard {
        let Some(max) = self.core.own.limit.max_per_line() else {
            return Bitboard::EMPTY;
        };
        let pieces = self.core.board.by_color(color) & !self.core.board.pawns();
        let mut closed = Bitboard::EMPTY;
        for file in File::ALL {
            let squares = Bitboard::from_file(file);
            if (pieces & squares).count() >= max {
                closed |= squares;
            }
        }
        closed
    }

    /// Pawn moves (L-1), en passant included, and promotion to the line's
    /// piece (L-6): exactly one promotion move per pawn move to the last
    /// rank, with that role, unless the file is closed by the limit (L-8).
    #[inline(always)]
    fn generate_pawns<S: MoveSink>(&self, sink: &mut S, us: Color, closed: Bitboard) {
        let board = &self.core.board;
        let pawns = board.pawns() & board.by_color(us);
        if pawns.is_empty() {
            return;
        }
        let theirs = board.by_color(!us);
        let empty = !board.occupied();
        let last = Bitboard::from_rank(Rank::Eighth.relative_to(us));
        let third = Bitboard::from_rank(Rank::Third.relative_to(us));
        // Square-index differences of a push and of the two captures.
        let (up, up_east, up_west) = match us {
            Color::White => (8i8, 9i8, 7i8),
            Color::Black => (-8, -7, -9),
        };
        let forward = pawns.shift_ranks(if us == Color::White { 1 } else { -1 });
        let single = forward & empty;
        let double = (single & third).shift_ranks(if us == Color::White { 1 } else { -1 }) & empty;
        let east = forward.east() & theirs;
        let west = forward.west() & theirs;

        // Pushes land on empty squares, captures on enemy ones, and a
        // double step's square is never a single step's (its middle square
        // is empty): the three sets are disjoint, counted at once.
        sink.disjoint_pawn_targets([
            (single - last, up, MoveKind::Quiet),
            (double, 2 * up, MoveKind::DoublePush),
            (east - last, up_east, MoveKind::Capture),
        ]);
        sink.pawn_targets(west - last, up_west, MoveKind::Capture);

        let promote = (single | east | west) & last;
        if promote.any() {
            let promotions = [
                ((single & last) - closed, up, MoveKind::Quiet),
                ((east & last) - closed, up_east, MoveKind::Capture),
                ((west & last) - closed, up_west, MoveKind::Capture),
            ];
            for (targets, delta, kind) in promotions {
                self.promotions(sink, us, targets, delta, kind);
            }
        }

        if let Some(ep) = self.core.ep_square {
            // Part III keeps the square after any double step; the capture
            // exists when one of our pawns attacks it.
            for from in attacks::pawn_attacks(!us, ep) & pawns {
                sink.push(Move::new(from, ep, MoveKind::EnPassant));
            }
        }
    }

    /// One promotion per target square, to the role of its line (L-6).
    fn promotions<S: MoveSink>(
        &self,
        sink: &mut S,
        us: Color,
        targets: Bitboard,
        delta: i8,
        kind: MoveKind,
    ) {
        for to in targets {
            if let Some(from) = Square::from_index((to as i32 - delta as i32) as u32) {
                let role = self.line_role(us, to);
                sink.promotions(from, to, kind, &[role]);
            }
        }
    }

    /// Castling (L-7) of `us`, the side to move, if allowed: the king on
    /// e1/e8 swaps with the queen on d1/d8. Written from the king's square
    /// to the queen's (`e1d1`).
    #[inline(always)]
    fn castling_move(&self, us: Color) -> Option<Move> {
        let m = self.castling_of(us)?;
        // (1) that king is not attacked by an enemy unit.
        if self.home_king_attacked(us) {
            return None;
        }
        Some(m)
    }

    /// Whether an enemy unit attacks the king's home square `e1`/`e8` of the
    /// side to move (L-7 (1)). Castling is tested at nearly every node of
    /// the opening, so the quick test, not `attackers_to`.
    fn home_king_attacked(&self, us: Color) -> bool {
        let board = &self.core.board;
        board.is_attacked(Square::E1.relative_to(us), !us, board.occupied())
    }

    /// Castling's conditions (2) and (3) of L-7: those that keep the L-3
    /// invariant true when the lines swap.
    pub(crate) fn castling_without_attack_test(&self) -> Option<Move> {
        self.castling_of(self.core.turn())
    }

    /// [`Linear::castling_without_attack_test`] of `us`, the side to move.
    #[inline(always)]
    fn castling_of(&self, us: Color) -> Option<Move> {
        // (2) neither has moved nor been captured: the flag says so, and
        // castling is once per game (a castled side has no flag).
        if !self.core.castling.has(us, CastlingSide::QueenSide)
            || self.core.own.lines.has_castled(us)
        {
            return None;
        }
        let board = &self.core.board;
        let ours = board.by_color(us);
        let king = Square::E1.relative_to(us);
        let queen = Square::D1.relative_to(us);
        // (3) its only pieces on the d- and e-files are its king on e1 and
        // its queen on d1. One test: a side that has not castled has its
        // king line on e and its queen line on d, so by L-3 its pieces on
        // e1 and d1 are a king and a queen.
        let de = Bitboard::from_file(File::D) | Bitboard::from_file(File::E);
        if (de & ours & !board.pawns()) != (king | queen) {
            return None;
        }
        debug_assert!((board.kings() & ours).contains(king));
        debug_assert!((board.queens() & ours).contains(queen));
        Some(Move::new(king, queen, MoveKind::Castle))
    }
}
