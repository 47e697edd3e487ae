//! Legal move generation for classical chess: checkers and pins are found
//! first, so every generated move is legal without playing it.

use danilchuk_board::attacks::{
    between, bishop_attacks, bishop_rays, king_attacks, knight_attacks, line, pawn_attacks,
    rook_attacks, rook_rays,
};
use danilchuk_board::{
    Bitboard, CastlingSide, Color, Move, MoveKind, MoveSink, Rank, Role, Square,
};

use crate::chess::Chess;

/// The roles a pawn may promote to, in generation order.
pub(crate) const PROMOTION_ROLES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// The enemy units by kind, formed once per generation.
struct Enemies {
    all: Bitboard,
    pawns: Bitboard,
    knights: Bitboard,
    kings: Bitboard,
    /// Rooks and queens.
    straight: Bitboard,
    /// Bishops and queens.
    diagonal: Bitboard,
}

impl Enemies {
    #[inline(always)]
    fn of(board: &danilchuk_board::Board, them: Bitboard) -> Enemies {
        Enemies {
            all: them,
            pawns: board.pawns() & them,
            knights: board.knights() & them,
            kings: board.kings() & them,
            straight: board.rooks_and_queens() & them,
            diagonal: board.bishops_and_queens() & them,
        }
    }

    /// The enemy units attacking `sq`, the side to move being `us`, with
    /// sliders blocked by `occupied`: `Board::attackers_to` on the sets
    /// formed once (a call each time cost a third more).
    #[inline(always)]
    fn attacking(&self, sq: Square, us: Color, occupied: Bitboard) -> Bitboard {
        (knight_attacks(sq) & self.knights)
            | (pawn_attacks(us, sq) & self.pawns)
            | (king_attacks(sq) & self.kings)
            | (rook_attacks(sq, occupied) & self.straight)
            | (bishop_attacks(sq, occupied) & self.diagonal)
    }

    /// Whether an enemy unit attacks `sq`: [`Enemies::attacking`] as a
    /// test, the leapers first and a slider lookup only if a slider of that
    /// kind stands on one of the square's lines on the empty board. The
    /// king's squares are tested one by one, and mostly no slider is there.
    #[inline(always)]
    fn attacks(&self, sq: Square, us: Color, occupied: Bitboard) -> bool {
        if ((knight_attacks(sq) & self.knights)
            | (pawn_attacks(us, sq) & self.pawns)
            | (king_attacks(sq) & self.kings))
            .any()
        {
            return true;
        }
        let straight = rook_rays(sq) & self.straight;
        if straight.any() && (rook_attacks(sq, occupied) & straight).any() {
            return true;
        }
        let diagonal = bishop_rays(sq) & self.diagonal;
        diagonal.any() && (bishop_attacks(sq, occupied) & diagonal).any()
    }
}

impl Chess {
    /// The enemy units attacking the side to move's king.
    #[inline]
    pub(crate) fn checkers(&self) -> Bitboard {
        let king = self.king(self.core.turn());
        self.core
            .board
            .attackers_to(king, !self.core.turn(), self.core.board.occupied())
    }

    /// Own units that stand alone between the own king and an enemy slider.
    #[inline(always)]
    fn pinned(&self, color: Color, king: Square, enemies: &Enemies) -> Bitboard {
        let us = self.core.board.by_color(color);
        let occupied = self.core.board.occupied();
        let snipers = (rook_attacks(king, enemies.all) & enemies.straight)
            | (bishop_attacks(king, enemies.all) & enemies.diagonal);
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & us;
            }
        }
        pinned
    }

    /// The squares of `candidates` that no enemy unit attacks, with
    /// sliders blocked by `occupied`.
    #[inline(always)]
    fn unattacked(
        &self,
        color: Color,
        candidates: Bitboard,
        occupied: Bitboard,
        enemies: &Enemies,
    ) -> Bitboard {
        let mut safe = candidates;
        for to in candidates {
            if enemies.attacks(to, color, occupied) {
                safe.discard(to);
            }
        }
        safe
    }

    /// Generates every legal move into `sink`: one copy per side to move,
    /// in which the colour is a constant (pawn shifts, castling squares).
    #[inline(always)]
    pub(crate) fn generate<S: MoveSink>(&self, sink: &mut S) {
        match self.core.turn() {
            Color::White => self.generate_for(sink, Color::White),
            Color::Black => self.generate_for(sink, Color::Black),
        }
    }

    #[inline(always)]
    fn generate_for<S: MoveSink>(&self, sink: &mut S, us_color: Color) {
        let king = self.king(us_color);
        let us = self.core.board.by_color(us_color);
        let them = self.core.board.by_color(!us_color);
        let occupied = self.core.board.occupied();
        let enemies = Enemies::of(&self.core.board, them);
        let checkers = enemies.attacking(king, us_color, occupied);

        // King steps: the destination must be safe with the king gone from
        // its square (so it cannot hide behind itself from a slider).
        let king_targets = self.unattacked(
            us_color,
            king_attacks(king) & !us,
            occupied.without(king),
            &enemies,
        );
        sink.targets(king, king_targets, them);

        if checkers.more_than_one() {
            return;
        }
        let target = match checkers.single_square() {
            Some(checker) => between(king, checker).with(checker),
            None => {
                self.generate_castling(sink, us_color, king, &enemies);
                !us
            }
        };
        let pinned = self.pinned(us_color, king, &enemies);

        for from in self.core.board.knights() & us & !pinned {
            sink.targets(from, knight_attacks(from) & target, them);
        }
        for from in self.core.board.bishops_and_queens() & us {
            let mut to = bishop_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= line(king, from);
            }
            sink.targets(from, to, them);
        }
        for from in self.core.board.rooks() & us {
            let mut to = rook_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= line(king, from);
            }
            sink.targets(from, to, them);
        }
        for from in self.core.board.queens() & us {
            let mut to = rook_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= line(king, from);
            }
            sink.targets(from, to, them);
        }
        self.generate_pawns(sink, us_color, king, target, pinned, checkers);
    }

    #[inline(always)]
    fn generate_pawns<S: MoveSink>(
        &self,
        sink: &mut S,
        color: Color,
        king: Square,
        target: Bitboard,
        pinned: Bitboard,
        checkers: Bitboard,
    ) {
        let us = self.core.board.by_color(color);
        let them = self.core.board.by_color(!color);
        let empty = !self.core.board.occupied();
        let pawns = self.core.board.pawns() & us;
        let last_rank = Bitboard::from_rank(Rank::Eighth.relative_to(color));
        let (up, up_left, up_right): (i8, i8, i8) = match color {
            Color::White => (8, 7, 9),
            Color::Black => (-8, -9, -7),
        };
        let forward = |b: Bitboard| match color {
            Color::White => b.north(),
            Color::Black => b.south(),
        };
        // Pinned pawns are handled one by one below; free pawns in bulk.
        let free = pawns & !pinned;
        let single = forward(free) & empty;
        let double = forward(single) & empty & Bitboard::from_rank(Rank::Fourth.relative_to(color));
        let left = forward(free).west() & them & target;
        let right = forward(free).east() & them & target;
        let single_t = single & target;
        // Pushes land on empty squares and captures on enemy ones, and a
        // double step's square is never a single step's (that would need
        // a pawn in front of the stepping one): the three sets are disjoint.
        sink.disjoint_pawn_targets([
            (single_t & !last_rank, up, MoveKind::Quiet),
            (double & target, 2 * up, MoveKind::DoublePush),
            (left & !last_rank, up_left, MoveKind::Capture),
        ]);
        sink.pawn_targets(right & !last_rank, up_right, MoveKind::Capture);
        for (set, delta, kind) in [
            (single_t & last_rank, up, MoveKind::Quiet),
            (left & last_rank, up_left, MoveKind::Capture),
            (right & last_rank, up_right, MoveKind::Capture),
        ] {
            for to in set {
                let from = Square::from_index_wrapping((to as i32 - delta as i32) as u32);
                sink.promotions(from, to, kind, &PROMOTION_ROLES);
            }
        }

        // Pinned pawns may move only along the pin line (never when in check).
        if checkers.is_empty() {
            for from in pawns & pinned {
                let pin_line = line(king, from);
                let mut moves = Bitboard::EMPTY;
                let one = forward(Bitboard::from_square(from)) & empty;
                moves |= one;
                if from.rank() == Rank::Second.relative_to(color) {
                    moves |= forward(one) & empty;
                }
                let captures = pawn_attacks(color, from) & them & pin_line;
                for to in (moves & pin_line) | captures {
                    let kind = if captures.contains(to) {
                        MoveKind::Capture
                    } else if (to as i32 - from as i32).abs() == 16 {
                        MoveKind::DoublePush
                    } else {
                        MoveKind::Quiet
                    };
                    if last_rank.contains(to) {
                        sink.promotions(from, to, kind, &PROMOTION_ROLES);
                    } else {
                        sink.push(Move::new(from, to, kind));
                    }
                }
            }
        }

        self.generate_en_passant(sink, color, king, checkers);
    }

    #[inline(always)]
    fn generate_en_passant<S: MoveSink>(
        &self,
        sink: &mut S,
        color: Color,
        king: Square,
        checkers: Bitboard,
    ) {
        let Some(ep) = self.core.ep_square else {
            return;
        };
        let captured = match color {
            Color::White => Square::from_index_wrapping((ep as u32).wrapping_sub(8)),
            Color::Black => Square::from_index_wrapping(ep as u32 + 8),
        };
        // In check (single: double check returned earlier), en passant helps
        // only by taking the checker or by blocking on `ep`.
        if let Some(checker) = checkers.first() {
            if checker != captured && !between(king, checker).contains(ep) {
                return;
            }
        }
        let them = self.core.board.by_color(!color);
        let enemy_sliders_straight = self.core.board.rooks_and_queens() & them;
        let enemy_sliders_diagonal = self.core.board.bishops_and_queens() & them;
        for from in
            pawn_attacks(!color, ep) & self.core.board.pawns() & self.core.board.by_color(color)
        {
            // Two squares empty at once can expose the king to a slider:
            // this covers pins and the rank pin of both pawns.
            let occupied = self
                .core
                .board
                .occupied()
                .without(from)
                .without(captured)
                .with(ep);
            if (rook_attacks(king, occupied) & enemy_sliders_straight).is_empty()
                && (bishop_attacks(king, occupied) & enemy_sliders_diagonal).is_empty()
            {
                sink.push(Move::new(from, ep, MoveKind::EnPassant));
            }
        }
    }

    #[inline(always)]
    fn generate_castling<S: MoveSink>(
        &self,
        sink: &mut S,
        color: Color,
        king: Square,
        enemies: &Enemies,
    ) {
        for side in CastlingSide::ALL {
            if !self.core.castling.has(color, side) {
                continue;
            }
            let rook = crate::castling::rook_home(color, side);
            let king_to = crate::castling::castled_king_square(color, side);
            let rook_to = crate::castling::castled_rook_square(color, side);
            let must_be_empty = (between(king, rook) | between(king, king_to).with(king_to))
                .with(rook_to)
                .without(king)
                .without(rook);
            if (must_be_empty & self.core.board.occupied()).any() {
                continue;
            }
            // The king may not pass through or land on an attacked square.
            let path = between(king, king_to).with(king_to);
            if self.unattacked(color, path, self.core.board.occupied(), enemies) != path {
                continue;
            }
            sink.push(Move::new(king, rook, MoveKind::Castle));
        }
    }
}
