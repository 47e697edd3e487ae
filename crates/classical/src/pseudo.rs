//! Pseudo-legal moves (movement only, king safety ignored), used to explain
//! why a move is illegal. Not on the perft path.

use arrayvec::ArrayVec;
use danilchuk_board::attacks::between;
use danilchuk_board::{
    piece_attacks, CastlingSide, Illegality, Move, MoveKind, MoveList, MoveSink, Rank, Role, Square,
};

use crate::castling::{castled_king_square, castled_rook_square, rook_home};
use crate::chess::Chess;
use crate::movegen::PROMOTION_ROLES;

impl Chess {
    /// Every move the units' movement allows, whether or not it leaves the
    /// king in check; castling needs its right and empty squares only.
    pub(crate) fn generate_pseudo_legal(&self, moves: &mut MoveList) {
        let color = self.core.turn();
        let us = self.core.board.by_color(color);
        let them = self.core.board.by_color(!color);
        let occupied = self.core.board.occupied();
        let last_rank = Rank::Eighth.relative_to(color);
        for from in us {
            let Some(piece) = self.core.board.piece_at(from) else {
                continue;
            };
            if piece.role != Role::Pawn {
                moves.targets(from, piece_attacks(piece, from, occupied) & !us, them);
                continue;
            }
            let forward = if color == danilchuk_board::Color::White {
                8
            } else {
                -8
            };
            let mut pawn_moves: ArrayVec<(Square, MoveKind), 4> = ArrayVec::new();
            for to in piece_attacks(piece, from, occupied) & them {
                pawn_moves.push((to, MoveKind::Capture));
            }
            if let Some(one) = Square::from_index((from as i32 + forward) as u32) {
                if !occupied.contains(one) {
                    pawn_moves.push((one, MoveKind::Quiet));
                    let two = Square::from_index((one as i32 + forward) as u32);
                    if let Some(two) =
                        two.filter(|_| from.rank() == Rank::Second.relative_to(color))
                    {
                        if !occupied.contains(two) {
                            pawn_moves.push((two, MoveKind::DoublePush));
                        }
                    }
                }
            }
            if let Some(ep) = self.core.ep_square {
                if piece_attacks(piece, from, occupied).contains(ep) {
                    pawn_moves.push((ep, MoveKind::EnPassant));
                }
            }
            for (to, kind) in pawn_moves {
                if to.rank() == last_rank {
                    moves.promotions(from, to, kind, &PROMOTION_ROLES);
                } else {
                    moves.push(Move::new(from, to, kind));
                }
            }
        }
        let king = self.king(color);
        for side in CastlingSide::ALL {
            if !self.core.castling.has(color, side) {
                continue;
            }
            let rook = rook_home(color, side);
            let king_to = castled_king_square(color, side);
            let must_be_empty = (between(king, rook) | between(king, king_to).with(king_to))
                .with(castled_rook_square(color, side))
                .without(king)
                .without(rook);
            if (must_be_empty & occupied).is_empty() {
                moves.push(Move::new(king, rook, MoveKind::Castle));
            }
        }
    }

    /// Why `m` is illegal: castling through or out of check, or a move that
    /// leaves the king attacked; `NotAMove` when no unit moves so.
    pub(crate) fn explain(&self, m: Move) -> Option<Illegality> {
        let mut legal = MoveList::new();
        self.generate(&mut legal);
        if legal.contains(&m) {
            return None;
        }
        let mut pseudo = MoveList::new();
        self.generate_pseudo_legal(&mut pseudo);
        Some(if !pseudo.contains(&m) {
            Illegality::NotAMove
        } else if m.kind() == MoveKind::Castle {
            Illegality::CastlingNotAllowed
        } else {
            Illegality::LeavesKingInCheck
        })
    }
}
