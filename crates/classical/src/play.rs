//! Making a move, with incremental Zobrist updates.

use danilchuk_board::{zobrist, CastlingSide, Color, Move, MoveKind, Piece, Role, Square};

use crate::position::{castled_king_square, castled_rook_square, rook_home};
use crate::Chess;

#[inline]
fn toggle(pos: &mut Chess, sq: Square, piece: Piece) {
    pos.board.toggle(sq, piece);
    pos.hash ^= zobrist::piece(piece, sq);
}

/// Clears the castling rights tied to `sq` (a king's or rook's home square).
#[inline]
fn touch_castling_square(pos: &mut Chess, sq: Square) {
    for color in Color::ALL {
        if sq == Square::E1.relative_to(color) {
            pos.castling.discard_color(color);
        }
        for side in CastlingSide::ALL {
            if sq == rook_home(color, side) {
                pos.castling.discard(color, side);
            }
        }
    }
}

pub(crate) fn play(pos: &mut Chess, m: Move) {
    let color = pos.turn;
    let (from, to) = (m.from(), m.to());
    let role = pos.board.role_at(from).unwrap_or(Role::Pawn);
    let mover = role.of(color);

    pos.hash ^= zobrist::castling(pos.castling);
    if let Some(ep) = pos.ep_square.take() {
        pos.hash ^= zobrist::en_passant(ep.file());
    }
    pos.halfmoves += 1;

    match m.kind() {
        MoveKind::Castle => {
            let side = if to.file() > from.file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            let rook = Role::Rook.of(color);
            toggle(pos, from, mover);
            toggle(pos, to, rook);
            toggle(pos, castled_king_square(color, side), mover);
            toggle(pos, castled_rook_square(color, side), rook);
            pos.castling.discard_color(color);
        }
        MoveKind::EnPassant => {
            let captured = Square::new(to.file(), from.rank());
            toggle(pos, captured, Role::Pawn.of(!color));
            toggle(pos, from, mover);
            toggle(pos, to, mover);
            pos.halfmoves = 0;
        }
        kind => {
            if kind == MoveKind::Capture {
                if let Some(victim) = pos.board.role_at(to) {
                    toggle(pos, to, victim.of(!color));
                }
                pos.halfmoves = 0;
            }
            toggle(pos, from, mover);
            let landed = m.promotion().map_or(mover, |r| r.of(color));
            toggle(pos, to, landed);
            if role == Role::Pawn {
                pos.halfmoves = 0;
                if kind == MoveKind::DoublePush {
                    let ep = Square::new(
                        from.file(),
                        if color == Color::White {
                            danilchuk_board::Rank::Third
                        } else {
                            danilchuk_board::Rank::Sixth
                        },
                    );
                    pos.ep_square = Some(ep);
                    pos.hash ^= zobrist::en_passant(ep.file());
                }
            }
            touch_castling_square(pos, from);
            touch_castling_square(pos, to);
        }
    }

    pos.hash ^= zobrist::castling(pos.castling);
    if color == Color::Black {
        pos.fullmoves += 1;
    }
    pos.turn = !color;
    pos.hash ^= zobrist::black_to_move();
}
