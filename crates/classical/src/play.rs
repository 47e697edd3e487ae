//! Making a move, with incremental Zobrist updates of the placement's keys
//! (the rest of the hash is added when it is asked for, `Chess::state_key`).

use danilchuk_board::{
    zobrist, Bitboard, Color, Move, MoveKind, Piece, Rank, Role, Square, Zobrist,
};

use crate::castling::{
    castled_king_square, castled_rook_square, side_of, RIGHTS_LOST, RIGHTS_SQUARES,
};
use crate::chess::Chess;

#[inline(always)]
fn toggle(pos: &mut Chess, sq: Square, piece: Piece) {
    pos.core.board.toggle(sq, piece);
    pos.core.placement_key ^= zobrist::piece(piece, sq);
}

/// Plays `m`. A legal move is played exactly; anything else is either
/// ignored or played so that the board stays consistent (each occupied
/// square has exactly one colour and one role): the rules state after a
/// garbage move is unspecified, the placement never is.
#[inline(always)]
pub(crate) fn play(pos: &mut Chess, m: Move) {
    // One copy per side to move, in which the colour is a constant (the
    // colour's sets, its Zobrist keys, the en passant rank).
    match pos.core.turn() {
        Color::White => play_as(pos, m, Color::White),
        Color::Black => play_as(pos, m, Color::Black),
    }
}

#[inline(always)]
fn play_as(pos: &mut Chess, m: Move, color: Color) {
    let (from, to) = (m.from(), m.to());
    let ours = pos.core.board.by_color(color);
    // Garbage guard: an own unit must stand on `from`.
    if !ours.contains(from) {
        return;
    }
    // A quiet move or double step without promotion onto an empty square,
    // the commonest move, is told by one test of the move word and one of
    // the board; everything else takes the paths below.
    let step = m.is_plain(MoveKind::Quiet) || m.is_plain(MoveKind::DoublePush);
    if !step || pos.core.board.occupied().contains(to) {
        return play_other(pos, m, color);
    }
    // Quiet: the hash keeps only the placement's keys (the side, rights
    // and en passant keys are added when it is asked for). A pawn's step
    // clears the en passant square and only a double step sets it: a
    // branch, but fewer instructions than selecting the square, and
    // faster in user time too (section 14 of docs/performance.md).
    let role = pos.core.board.role_at(from).unwrap_or(Role::King);
    let mover = role.of(color);
    pos.core.board.move_piece(mover, from, to);
    pos.core.placement_key ^= zobrist::piece(mover, from) ^ zobrist::piece(mover, to);
    if role == Role::Pawn {
        pos.core.clock.tick_resetting();
        pos.core.ep_square = None;
        if m.is_plain(MoveKind::DoublePush) {
            pos.core.ep_square = Some(Square::new(from.file(), Rank::Third.relative_to(color)));
        }
    } else {
        pos.core.clock.tick();
        pos.core.ep_square = None;
        if (Bitboard::from_square(from).with(to)).intersects(RIGHTS_SQUARES) {
            lose_rights(pos, from, to);
        }
    }
}

/// Every move but a quiet step onto an empty square: en passant and
/// castling (and the reverse castling of Immortal chess, garbage here: the
/// kinds from `EnPassant` on, one comparison), captures and promotions.
#[inline(always)]
fn play_other(pos: &mut Chess, m: Move, color: Color) {
    if m.kind() >= MoveKind::EnPassant {
        return play_special(pos, m);
    }
    // Garbage guard: no own unit on `to`. The board, not the kind, says
    // what is captured: a garbage "quiet" move onto an enemy unit still
    // removes it.
    if pos.core.board.by_color(color).contains(m.to()) {
        return;
    }
    play_capture_or_promotion(pos, m, color);
}

/// A capture (a removal on `to`) or a promotion, or both.
#[inline(always)]
fn play_capture_or_promotion(pos: &mut Chess, m: Move, color: Color) {
    let (from, to) = (m.from(), m.to());
    let role = pos.core.board.role_at(from).unwrap_or(Role::King);
    let mover = role.of(color);
    let mut hash = Zobrist(0);
    if let Some(victim) = pos.core.board.role_at(to) {
        let victim = victim.of(!color);
        pos.core.board.toggle(to, victim);
        hash ^= zobrist::piece(victim, to);
    }
    match m.promotion() {
        None => {
            pos.core.board.move_piece(mover, from, to);
            hash ^= zobrist::piece(mover, from) ^ zobrist::piece(mover, to);
        }
        Some(promoted) => {
            let promoted = promoted.of(color);
            pos.core.board.toggle(from, mover);
            pos.core.board.toggle(to, promoted);
            hash ^= zobrist::piece(mover, from) ^ zobrist::piece(promoted, to);
        }
    }
    pos.core.placement_key ^= hash;
    pos.core.clock.tick_resetting();
    pos.core.ep_square = None;
    if (Bitboard::from_square(from).with(to)).intersects(RIGHTS_SQUARES) {
        lose_rights(pos, from, to);
    }
}

/// Removes the castling rights a move from `from` to `to` takes away (the
/// hash adds the rights' key when asked, so it needs no change here).
#[inline(always)]
fn lose_rights(pos: &mut Chess, from: Square, to: Square) {
    let lost = RIGHTS_LOST[from as usize & 63].union(RIGHTS_LOST[to as usize & 63]);
    pos.core.castling = pos.core.castling.without(lost);
}

/// Castling and en passant, out of the common moves' way.
#[cold]
#[inline(never)]
fn play_special(pos: &mut Chess, m: Move) {
    let (from, to) = (m.from(), m.to());
    let Some(role) = pos.core.board.role_at(from) else {
        return;
    };
    let played = match m.kind() {
        MoveKind::Castle => play_castle(pos, role, from, to),
        MoveKind::EnPassant => play_en_passant(pos, role, from, to),
        _ => false,
    };
    if !played {
        return;
    }
    pos.core.ep_square = None;
}

/// En passant: the pawn from `from` to `to`, the pawn passed by removed.
/// Returns `false` (and changes nothing) unless a pawn stands on `from`,
/// `to` is empty and an enemy pawn stands beside. Rare, so out of the way
/// of the common moves.
#[inline(always)]
fn play_en_passant(pos: &mut Chess, role: Role, from: Square, to: Square) -> bool {
    let color = pos.core.turn();
    let captured = Square::new(to.file(), from.rank());
    if role != Role::Pawn
        || pos.core.board.occupied().contains(to)
        || !(pos.core.board.pawns() & pos.core.board.by_color(!color)).contains(captured)
    {
        return false;
    }
    let mover = Role::Pawn.of(color);
    toggle(pos, captured, Role::Pawn.of(!color));
    pos.core.board.move_piece(mover, from, to);
    pos.core.placement_key ^= zobrist::piece(mover, from) ^ zobrist::piece(mover, to);
    pos.core.clock.tick_resetting();
    true
}

/// Castling: the king from `from`, the rook from `to`, each to its castled
/// square. Returns `false` (and changes nothing) unless the king stands on
/// `from`, an own rook on `to`, and the castled squares are free but for
/// those two, which keeps even a garbage castling from breaking the board.
#[inline(always)]
fn play_castle(pos: &mut Chess, role: Role, from: Square, to: Square) -> bool {
    let color = pos.core.turn();
    let side = side_of(from, to);
    let (king_to, rook_to) = (
        castled_king_square(color, side),
        castled_rook_square(color, side),
    );
    let own_rooks = pos.core.board.rooks() & pos.core.board.by_color(color);
    let others = pos.core.board.occupied().without(from).without(to);
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
    let mut after = pos.core.castling;
    after.discard_color(color);
    // A rook's home square elsewhere (a garbage castling) loses its right too.
    pos.core.castling = after
        .without(RIGHTS_LOST[from as usize])
        .without(RIGHTS_LOST[to as usize]);
    pos.core.clock.tick();
    true
}
