//! Making a move, with incremental Zobrist updates.

use danilchuk_board::{
    zobrist, Bitboard, CastlingRights, CastlingSide, Color, Move, MoveKind, Piece, Rank, Role,
    Square,
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

/// Plays `m`. A legal move is played exactly; anything else is either
/// ignored or played so that the board stays consistent (each occupied
/// square has exactly one colour and one role): the rules state after a
/// garbage move is unspecified, the placement never is.
#[inline(always)]
pub(crate) fn play(pos: &mut Chess, m: Move) {
    let color = pos.turn;
    let (from, to) = (m.from(), m.to());
    let ours = pos.board.by_color(color);
    let theirs = pos.board.by_color(!color);
    // Garbage guard: an own unit must stand on `from`, and no own unit on
    // `to` (castling checks its rook below).
    if !ours.contains(from) {
        return;
    }
    let Some(role) = pos.board.role_at(from) else {
        return;
    };
    let mover = role.of(color);
    let kind = m.kind();

    match kind {
        MoveKind::Castle => {
            if !play_castle(pos, role, from, to) {
                return;
            }
        }
        MoveKind::EnPassant => {
            if !play_en_passant(pos, role, from, to) {
                return;
            }
        }
        _ => {
            if ours.contains(to) {
                return;
            }
            // The board, not the kind, says what is captured: a garbage
            // "quiet" move onto an enemy unit still removes it.
            let capture = theirs.contains(to);
            if capture {
                if let Some(victim) = pos.board.role_at(to) {
                    toggle(pos, to, victim.of(!color));
                }
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
            if role == Role::Pawn || capture {
                pos.halfmoves = 0;
            } else {
                pos.halfmoves = pos.halfmoves.saturating_add(1);
            }
            if role == Role::Pawn && kind == MoveKind::DoublePush {
                if let Some(ep) = pos.ep_square {
                    pos.hash ^= zobrist::en_passant(ep.file());
                }
                let ep = Square::new(from.file(), Rank::Third.relative_to(color));
                pos.ep_square = Some(ep);
                pos.hash ^= zobrist::en_passant(ep.file());
                return finish(pos, color);
            }
            let lost = RIGHTS_LOST[from as usize & 63].union(RIGHTS_LOST[to as usize & 63]);
            let rights = pos.castling;
            if rights.bits() & lost.bits() != 0 {
                let after = rights.without(lost);
                pos.hash ^= zobrist::castling(rights) ^ zobrist::castling(after);
                pos.castling = after;
            }
        }
    }
    if let Some(ep) = pos.ep_square.take() {
        pos.hash ^= zobrist::en_passant(ep.file());
    }
    finish(pos, color);
}

/// What every move does last: the side to move changes, and the move
/// number grows after Black's move. The counters saturate at `u32::MAX`
/// (FEN reads them as `u32`), so a written FEN always reads back.
#[inline(always)]
fn finish(pos: &mut Chess, color: Color) {
    if color == Color::Black {
        pos.fullmoves = pos.fullmoves.saturating_add(1);
    }
    pos.hash ^= zobrist::black_to_move();
    pos.turn = !color;
}

/// En passant: the pawn from `from` to `to`, the pawn passed by removed.
/// Returns `false` (and changes nothing) unless a pawn stands on `from`,
/// `to` is empty and an enemy pawn stands beside. Rare, so out of the way
/// of the common moves (issue 11).
#[cold]
#[inline(never)]
fn play_en_passant(pos: &mut Chess, role: Role, from: Square, to: Square) -> bool {
    let color = pos.turn;
    let captured = Square::new(to.file(), from.rank());
    if role != Role::Pawn
        || pos.board.occupied().contains(to)
        || !(pos.board.pawns() & pos.board.by_color(!color)).contains(captured)
    {
        return false;
    }
    let mover = Role::Pawn.of(color);
    toggle(pos, captured, Role::Pawn.of(!color));
    pos.board.move_piece(mover, from, to);
    pos.hash ^= zobrist::piece(mover, from) ^ zobrist::piece(mover, to);
    pos.halfmoves = 0;
    true
}

/// Castling: the king from `from`, the rook from `to`, each to its castled
/// square. Returns `false` (and changes nothing) unless the king stands on
/// `from`, an own rook on `to`, and the castled squares are free but for
/// those two, which keeps even a garbage castling from breaking the board.
#[cold]
#[inline(never)]
fn play_castle(pos: &mut Chess, role: Role, from: Square, to: Square) -> bool {
    let color = pos.turn;
    let side = if to.file() > from.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    let (king_to, rook_to) = (
        castled_king_square(color, side),
        castled_rook_square(color, side),
    );
    let own_rooks = pos.board.rooks() & pos.board.by_color(color);
    let others = pos.board.occupied().without(from).without(to);
    if role != Role::King
        || from == to
        || !own_rooks.contains(to)
        || others.intersects(Bitboard::from_square(king_to).with(rook_to))
    {
        return false;
    }
    let (king, rook) = (Role::King.of(color), Role::Rook.of(color));
    toggle(pos, from, king);
    toggle(pos, to, rook);
    toggle(pos, king_to, king);
    toggle(pos, rook_to, rook);
    let rights = pos.castling;
    let mut after = rights;
    after.discard_color(color);
    // A rook's home square elsewhere (a garbage castling) loses its right too.
    let after = after
        .without(RIGHTS_LOST[from as usize])
        .without(RIGHTS_LOST[to as usize]);
    if after != rights {
        pos.hash ^= zobrist::castling(rights) ^ zobrist::castling(after);
        pos.castling = after;
    }
    pos.halfmoves = pos.halfmoves.saturating_add(1);
    true
}
