//! Making a move, with incremental Zobrist updates.

use danilchuk_board::{
    zobrist, CastlingRights, CastlingSide, Color, Move, MoveKind, Piece, Rank, Role, Square,
};

use crate::position::{castled_king_square, castled_rook_square, rook_home};
use crate::Chess;

/// The castling rights lost when a move starts or ends on each square:
/// the king's home loses both of its side's, a rook's home its own.
static RIGHTS_LOST: [CastlingRights; 64] = {
    let mut table = [CastlingRights::EMPTY; 64];
    let mut c = 0;
    while c < 2 {
        let color = Color::ALL[c];
        table[Square::E1.relative_to(color) as usize] =
            CastlingRights::single(color, CastlingSide::KingSide)
                .union(CastlingRights::single(color, CastlingSide::QueenSide));
        table[rook_home(color, CastlingSide::KingSide) as usize] =
            CastlingRights::single(color, CastlingSide::KingSide);
        table[rook_home(color, CastlingSide::QueenSide) as usize] =
            CastlingRights::single(color, CastlingSide::QueenSide);
        c += 1;
    }
    table
};

#[inline(always)]
fn toggle(pos: &mut Chess, sq: Square, piece: Piece) {
    pos.board.toggle(sq, piece);
    pos.hash ^= zobrist::piece(piece, sq);
}

pub(crate) fn play(pos: &mut Chess, m: Move) {
    let color = pos.turn;
    let (from, to) = (m.from(), m.to());
    // A garbage move given to `play_unchecked` must not create a unit out
    // of nothing: without an own unit on `from` the move is ignored.
    let Some(role) = pos
        .board
        .role_at(from)
        .filter(|_| pos.board.by_color(color).contains(from))
    else {
        return;
    };
    let mover = role.of(color);
    let rights_before = pos.castling;
    let mut hash = pos.hash ^ zobrist::black_to_move();
    if let Some(ep) = pos.ep_square.take() {
        hash ^= zobrist::en_passant(ep.file());
    }
    pos.hash = hash;
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
            pos.board.move_piece(mover, from, to);
            pos.hash ^= zobrist::piece(mover, from) ^ zobrist::piece(mover, to);
            pos.halfmoves = 0;
        }
        kind => {
            if kind == MoveKind::Capture {
                if let Some(victim) = pos.board.role_at(to) {
                    toggle(pos, to, victim.of(!color));
                }
                pos.halfmoves = 0;
            }
            match m.promotion() {
                None => {
                    pos.board.move_piece(mover, from, to);
                    pos.hash ^= zobrist::piece(mover, from) ^ zobrist::piece(mover, to);
                }
                Some(promoted) => {
                    toggle(pos, from, mover);
                    toggle(pos, to, promoted.of(color));
                }
            }
            if role == Role::Pawn {
                pos.halfmoves = 0;
                if kind == MoveKind::DoublePush {
                    let ep = Square::new(from.file(), Rank::Third.relative_to(color));
                    pos.ep_square = Some(ep);
                    pos.hash ^= zobrist::en_passant(ep.file());
                }
            }
            if !pos.castling.is_empty() {
                pos.castling = pos
                    .castling
                    .without(RIGHTS_LOST[from as usize])
                    .without(RIGHTS_LOST[to as usize]);
            }
        }
    }

    if pos.castling != rights_before {
        pos.hash ^= zobrist::castling(rights_before) ^ zobrist::castling(pos.castling);
    }
    if color == Color::Black {
        pos.fullmoves += 1;
    }
    pos.turn = !color;
}
